#include "core/base/utf8.h"

namespace arbiter {

Utf8Char utf8_at(std::string_view s, size_t i) {
  auto b = [&](size_t k) { return static_cast<unsigned char>(s[i + k]); };
  unsigned char c = b(0);
  if (c < 0x80) return {c, 1};
  size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
  if (len == 0 || c > 0xF4 || i + len > s.size()) return {};
  uint32_t cp = c & (0xFF >> (len + 1));
  for (size_t k = 1; k < len; ++k) {
    if ((b(k) & 0xC0) != 0x80) return {};
    cp = cp << 6 | (b(k) & 0x3F);
  }
  bool overlong = (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
  if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {};
  return {cp, len};
}

bool shown_escaped(uint32_t cp) {
  bool control = cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F);
  bool format = cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
                (cp >= 0x2066 && cp <= 0x2069);
  return control || format;
}

}  // namespace arbiter
