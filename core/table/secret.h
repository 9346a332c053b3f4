// The served table's secrets: each seat's link carries one, and the host's
// page another. They come from the operating system's generator, never the
// game's (whose seed is in the record), and are kept only as hashes.
#pragma once
#include <string>

namespace arbiter {

// 128 bits from getrandom(2), as 32 lowercase hex digits. Throws Error when
// the system gives no randomness.
std::string new_secret();

// A new table's id: 12 characters of [a-z0-9] from the same generator.
std::string new_table_id();

// What is stored of a secret: its SHA-256, 64 lowercase hex digits.
std::string secret_hash(const std::string& secret);

// Whether `secret` is the one `hash` was made from; constant time in the
// secret's bytes (a wrong secret of the right length costs as a right one).
bool secret_matches(const std::string& secret, const std::string& hash);

// Whether `text` has the shape of a secret: 32 to 128 lowercase hex digits.
bool secret_shaped(const std::string& text);

}  // namespace arbiter
