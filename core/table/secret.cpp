#include "core/table/secret.h"

#include <sys/random.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <vector>

#include "core/base/error.h"
#include "core/base/sha256.h"

namespace arbiter {

namespace {

std::vector<uint8_t> random_bytes(size_t n) {
  std::vector<uint8_t> out(n);
  size_t got = 0;
  while (got < n) {
    ssize_t r = ::getrandom(out.data() + got, n - got, 0);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0)
      throw Error(Verdict::BadRecord, std::string("the system gives no randomness (getrandom: ") +
                                          std::strerror(errno) + ")");
    got += static_cast<size_t>(r);
  }
  return out;
}

}  // namespace

std::string new_secret() {
  static const char* digits = "0123456789abcdef";
  std::string out;
  for (uint8_t b : random_bytes(16)) {
    out += digits[b >> 4];
    out += digits[b & 15];
  }
  return out;
}

std::string new_table_id() {
  static const char* alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::string out;
  // Bytes of 252 and more are thrown away, so that each of the 36 characters
  // is equally likely (252 = 7 * 36).
  while (out.size() < 12)
    for (uint8_t b : random_bytes(16))
      if (b < 252 && out.size() < 12) out += alphabet[b % 36];
  return out;
}

std::string secret_hash(const std::string& secret) { return sha256_hex(secret); }

bool secret_matches(const std::string& secret, const std::string& hash) {
  return same_in_constant_time(sha256_hex(secret), hash);
}

bool secret_shaped(const std::string& text) {
  if (text.size() < 32 || text.size() > 128) return false;
  for (char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace arbiter
