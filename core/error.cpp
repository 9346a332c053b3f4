#include "core/error.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

namespace arbiter {

std::string SourceLoc::str() const {
  std::string s = file.empty() ? "<input>" : file;
  if (line > 0) s += ":" + std::to_string(line);
  if (col > 0) s += ":" + std::to_string(col);
  return s;
}

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
    size_t d = edit_distance(w, letters(c));
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
