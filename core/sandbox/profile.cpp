#include "core/sandbox/profile.h"

extern "C" {
#include <lua.h>
}

#include <algorithm>
#include <cstdio>
#include <vector>

namespace arbiter {

namespace {

std::string where(const lua_Debug& ar, int line) {
  const char* src = ar.source[0] == '@' || ar.source[0] == '=' ? ar.source + 1 : "?";
  return std::string(src) + ":" + std::to_string(line);
}

std::string table(const std::unordered_map<std::string, long>& counts, long total, size_t top,
                  const char* heading) {
  std::vector<std::pair<std::string, long>> rows(counts.begin(), counts.end());
  std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  std::string out = std::string(heading) + "\n";
  char buf[64];
  for (size_t i = 0; i < rows.size() && i < top; ++i) {
    std::snprintf(buf, sizeof buf, "  %6.2f%%  %9ld  ",
                  total ? 100.0 * rows[i].second / total : 0.0, rows[i].second);
    out += buf + rows[i].first + "\n";
  }
  return out;
}

}  // namespace

void ScriptProfile::sample(lua_State* L) {
  lua_Debug ar;
  samples_++;
  std::vector<std::string> seen;  // a recursive function counts once per sample
  for (int level = 0; level < 64 && lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.what[0] == 'C') continue;
    if (level == 0) lines_[where(ar, ar.currentline)]++;  // count hooks fire in Lua code only
    std::string fn = where(ar, ar.linedefined);
    if (std::find(seen.begin(), seen.end(), fn) != seen.end()) continue;
    seen.push_back(fn);
    functions_[fn]++;
  }
}

void ScriptProfile::merge(const ScriptProfile& other) {
  std::lock_guard<std::mutex> lock(merge_mutex_);
  samples_ += other.samples_;
  for (const auto& [k, v] : other.lines_) lines_[k] += v;
  for (const auto& [k, v] : other.functions_) functions_[k] += v;
}

std::string ScriptProfile::report(size_t top) const {
  char head[160];
  std::snprintf(
      head, sizeof head,
      "script profile: %ld samples, one every 1,000 Lua instructions (%.1f M instructions)\n",
      samples_, samples_ / 1000.0);
  return head + table(lines_, samples_, top, "busiest lines (self: the line running):") +
         table(functions_, samples_, top,
               "busiest functions (inclusive: on the stack; file:line of the definition):");
}

}  // namespace arbiter
