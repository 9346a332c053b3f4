// Our own 64-bit hash (FNV-1a) over canonical text: the same on every platform.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter {

class Digest {
 public:
  void add(std::string_view s) {
    for (unsigned char c : s) h_ = (h_ ^ c) * 0x100000001b3ULL;
    h_ = (h_ ^ 0xff) * 0x100000001b3ULL;  // separator, so "ab","c" differs from "a","bc"
  }
  uint64_t value() const { return h_; }
  std::string hex() const {
    static const char* d = "0123456789abcdef";
    std::string s(16, '0');
    for (int i = 0; i < 16; ++i) s[i] = d[(h_ >> (60 - 4 * i)) & 15];
    return s;
  }

 private:
  uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace arbiter
