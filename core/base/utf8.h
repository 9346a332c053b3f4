// UTF-8 read one character at a time, and which characters are written out
// as escapes wherever arbiter shows outside text (text.h) or writes it into
// JSON (json.h): one list, so a terminal and a page hide the same things.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace arbiter {

// One UTF-8 sequence: its code point and length in bytes; length 0 when the
// bytes are not UTF-8 (overlong forms and surrogates included).
struct Utf8Char {
  uint32_t cp = 0;
  size_t len = 0;
};

// The character starting at `s[i]` (i < s.size()).
Utf8Char utf8_at(std::string_view s, size_t i);

// Controls (C0, DEL, C1) and the characters that are not controls but
// change how the text around them is shown: bidirectional marks,
// embeddings, overrides and isolates, and the line and paragraph separators.
bool shown_escaped(uint32_t cp);

}  // namespace arbiter
