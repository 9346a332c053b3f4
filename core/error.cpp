#include "core/error.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace arbiter {

std::string SourceLoc::str() const {
  std::string s = file.empty() ? "<input>" : file;
  if (line > 0) s += ":" + std::to_string(line);
  if (col > 0) s += ":" + std::to_string(col);
  return s;
}

static size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                  std::tolower(static_cast<unsigned char>(b[j - 1]));
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (same ? 0 : 1)});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string closest(const std::string& word, const std::vector<std::string>& candidates) {
  return closest(word, candidates, std::max<size_t>(2, word.size() / 3));
}

std::string closest(const std::string& word, const std::vector<std::string>& candidates,
                    size_t max_edits) {
  std::string best;
  size_t best_d = max_edits + 1;
  for (const auto& c : candidates) {
    size_t d = edit_distance(word, c);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
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
