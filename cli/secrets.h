// Secrets for `arbiter serve`: drawn from the operating system's generator
// (never the game's), compared and stored as SHA-256 hashes.
#pragma once
#include <string>

namespace arbiter::cli {

// `bytes` random bytes from getrandom(2) as lowercase hex. Throws Error when
// the system has no entropy to give.
std::string random_hex(size_t bytes);

// SHA-256 of `data`, as 32 raw bytes, as lowercase hex, and as base64 (a
// Content-Security-Policy's 'sha256-...' source).
std::string sha256(const std::string& data);
std::string sha256_hex(const std::string& data);
std::string sha256_base64(const std::string& data);

// Whether two strings are equal, in a time that depends on their lengths only.
bool same_secret(const std::string& a, const std::string& b);

}  // namespace arbiter::cli
