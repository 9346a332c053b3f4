#include "core/base/text.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>
#include <vector>

#include "core/base/utf8.h"

namespace arbiter {

namespace {

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
    Utf8Char d = utf8_at(s, i);
    if (d.len == 0) {
      hex(out, "\\x%02x", c);
      ++i;
      continue;
    }
    if (!shown_escaped(d.cp) || (keep_newlines && d.cp == '\n'))
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

// ---- names and lists in messages ----

// Code points, ASCII letters in lower case: a kana is one letter, not three bytes.
static std::vector<uint32_t> letters(const std::string& s) {
  std::vector<uint32_t> out;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    uint32_t cp = len == 1 ? static_cast<uint32_t>(std::tolower(c)) : c;
    for (size_t k = 1; k < len && i + k < s.size(); ++k)
      cp = (cp << 8) | static_cast<unsigned char>(s[i + k]);
    out.push_back(cp);
    i += len;
  }
  return out;
}

static size_t edit_distance(const std::vector<uint32_t>& a, const std::vector<uint32_t>& b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j)
      cur[j] =
          std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  return closest(word, candidates, std::max<size_t>(2, letters(word).size() / 3));
}

std::string closest(const std::string& word, const std::vector<std::string>& candidates,
                    size_t max_edits) {
  // Edit distance costs the product of the lengths: a 4 MB label against
  // every option took seconds. No name a game uses is this long.
  constexpr size_t kLongest = 256;
  if (word.size() > kLongest) return "";
  std::string best;
  size_t best_d = max_edits + 1;
  std::vector<uint32_t> w = letters(word);
  for (const auto& c : candidates) {
    std::vector<uint32_t> l = letters(c);
    // Lengths this far apart are at least that many edits: skipped, so a
    // word of megabytes among the candidates costs its length, not a product.
    if (std::max(l.size(), w.size()) - std::min(l.size(), w.size()) >= best_d) continue;
    size_t d = edit_distance(w, l);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

std::string closest_name(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best = closest(word, candidates);
  if (!best.empty()) return best;
  // Part of one name only ("スラブ" of "キラースラブ", "Slab" of "Slab the Killer").
  std::vector<uint32_t> w = letters(word);
  if (w.size() < 3) return "";
  for (const auto& c : candidates) {
    std::vector<uint32_t> l = letters(c);
    if (std::search(l.begin(), l.end(), w.begin(), w.end()) == l.end()) continue;
    if (!best.empty() && best != c) return "";  // part of several: no guess
    best = c;
  }
  return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates) {
  std::string c = closest(word, candidates);
  return c.empty() ? "" : " (did you mean '" + c + "'?)";
}

std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? sep : "") + parts[i];
  return out;
}

std::string join_and(const std::vector<std::string>& parts) {
  if (parts.size() < 2) return join(parts);
  std::vector<std::string> head(parts.begin(), parts.end() - 1);
  return join(head) + " and " + parts.back();
}

}  // namespace arbiter
