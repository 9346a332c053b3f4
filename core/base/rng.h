// The one portable random generator: xoshiro256** seeded through splitmix64.
// Our own bounded integers and shuffle, so a seed gives the same game on every
// compiler and platform (std distributions differ between libraries).
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace arbiter {

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { reseed(seed); }
  void reseed(uint64_t seed);
  uint64_t next();
  // Uniform in [0, n), n > 0, without modulo bias (Lemire's method with rejection).
  uint64_t below(uint64_t n);
  // The same point of the same sequence (a fork's checks compare them).
  bool operator==(const Rng&) const = default;
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
  }

 private:
  uint64_t s_[4];
};

}  // namespace arbiter
