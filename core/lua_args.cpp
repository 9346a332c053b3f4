#include "core/lua_args.h"

#include <stdexcept>

namespace arbiter {

void out_of_range(int64_t v, const char* what, int64_t lo, int64_t hi) {
  throw std::range_error(std::string(what) + ": " + std::to_string(v) + " is out of range (from " +
                         std::to_string(lo) + " to " + std::to_string(hi) + ")");
}

int64_t checked_add(int64_t a, int64_t b, const std::string& what) {
  int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum))
    throw std::range_error(what + ": " + std::to_string(a) + " + " + std::to_string(b) +
                           " is past the largest whole number (math.maxinteger)");
  return sum;
}

}  // namespace arbiter
