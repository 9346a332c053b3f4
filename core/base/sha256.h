// SHA-256 (FIPS 180-4), our own: the served table stores its seats' secrets
// only as these hashes (core/table/secret.h).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter {

class Sha256 {
 public:
  Sha256();
  void add(std::string_view data);
  // The digest of everything added; the object is spent after it.
  std::array<uint8_t, 32> finish();

 private:
  void block(const uint8_t* p);
  std::array<uint32_t, 8> h_;
  std::array<uint8_t, 64> buf_{};
  size_t used_ = 0;
  uint64_t bytes_ = 0;
};

// The digest of `data` as 64 lowercase hex digits.
std::string sha256_hex(std::string_view data);

// Whether two texts are equal, in a time that depends on their lengths
// only, never on where they first differ (comparing secrets' hashes).
bool same_in_constant_time(std::string_view a, std::string_view b);

}  // namespace arbiter
