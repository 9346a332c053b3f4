// Whole numbers from scripts, checked before the engine narrows or adds
// them: Lua's integers are 64 bits, the engine's seats, cards and counts are
// `int`, and a silent cut (2^32 + 1 read as 1) would let a script name a
// card or a seat it never meant.
#pragma once
#include <cstdint>
#include <string>

namespace arbiter {

// Throws the error a script sees: `what` must be a whole number in lo..hi.
[[noreturn]] void out_of_range(int64_t v, const char* what, int64_t lo, int64_t hi);

// `v` as an int, when it is one.
inline int narrow_int(int64_t v, const char* what) {
  if (v < INT32_MIN || v > INT32_MAX) out_of_range(v, what, INT32_MIN, INT32_MAX);
  return static_cast<int>(v);
}

// `v` when it lies in lo..hi.
inline int64_t in_range(int64_t v, const char* what, int64_t lo, int64_t hi) {
  if (v < lo || v > hi) out_of_range(v, what, lo, hi);
  return v;
}

// a + b, refused where it would pass Lua's largest or smallest integer.
int64_t checked_add(int64_t a, int64_t b, const std::string& what);

}  // namespace arbiter
