#include "core/text.h"

#include <cstdint>
#include <cstdio>

namespace arbiter {

namespace {

// One UTF-8 sequence at `s[i]`: its code point and length, or length 0 when
// the bytes there are not UTF-8 (overlong forms and surrogates included).
struct Decoded {
  uint32_t cp = 0;
  size_t len = 0;
};

Decoded decode(std::string_view s, size_t i) {
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

// Code points that are not controls but change how the text around them is
// shown: bidirectional marks, embeddings, overrides and isolates, and the
// line and paragraph separators.
bool invisible_format(uint32_t cp) {
  return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x2028 && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

bool needs_escape(uint32_t cp) {
  return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || invisible_format(cp);
}

void hex(std::string& out, const char* fmt, unsigned v) {
  char buf[12];
  std::snprintf(buf, sizeof buf, fmt, v);
  out += buf;
}

std::string visible(std::string_view s, bool keep_newlines) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c < 0x7F) {
      out += static_cast<char>(c);
      ++i;
      continue;
    }
    Decoded d = decode(s, i);
    if (d.len == 0) {
      hex(out, "\\x%02x", c);
      ++i;
      continue;
    }
    if (!needs_escape(d.cp) || (keep_newlines && d.cp == '\n'))
      out.append(s.substr(i, d.len));
    else if (d.cp == '\n')
      out += "\\n";
    else if (d.cp == '\r')
      out += "\\r";
    else if (d.cp == '\t')
      out += "\\t";
    else if (d.cp < 0x80)
      hex(out, "\\x%02x", d.cp);
    else
      hex(out, "\\u%04x", d.cp);
    i += d.len;
  }
  return out;
}

}  // namespace

std::string printable(std::string_view s) {
  return visible(s, false);
}

std::string printable_lines(std::string_view s) {
  return visible(s, true);
}

std::string clip(std::string_view s, size_t max) {
  if (s.size() <= max) return std::string(s);
  size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return std::string(s.substr(0, cut)) + "... (" + std::to_string(s.size() - cut) + " more bytes)";
}

std::string json_str(std::string_view s) {
  std::string out = "\"";
  out.reserve(s.size() + 2);
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    Decoded d = c < 0x80 ? Decoded{c, 1} : decode(s, i);
    if (d.len == 0) {
      out += "\\ufffd";
      ++i;
      continue;
    }
    switch (d.cp) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '<':  // no `</script>` or `<!--` inside a page's script
        out += "\\u003c";
        break;
      default:
        if (needs_escape(d.cp))
          hex(out, "\\u%04x", d.cp);
        else
          out.append(s.substr(i, d.len));
    }
    i += d.len;
  }
  return out + "\"";
}

std::string html_escape(std::string_view s) {
  std::string shown = printable_lines(s), out;
  out.reserve(shown.size());
  for (char c : shown) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace arbiter
