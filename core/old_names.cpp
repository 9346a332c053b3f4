#include "core/old_names.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

#include "core/content.h"
#include "core/lua_api.h"

namespace arbiter {

namespace {

bool ident_char(char ch) {
  return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_';
}

// The level of a long bracket opening at `i` (`[[` 0, `[==[` 2), or -1.
int long_bracket(const std::string& s, size_t i) {
  if (i >= s.size() || s[i] != '[') return -1;
  size_t j = i + 1;
  while (j < s.size() && s[j] == '=') ++j;
  return j < s.size() && s[j] == '[' ? static_cast<int>(j - i - 1) : -1;
}

// Reads Lua source, telling where code is (not a comment or a string).
class Lexer {
 public:
  explicit Lexer(const std::string& s) : s_(s) {}

  // Moves past whatever starts at `i_` that is not code; true when it did.
  bool skip_non_code() {
    if (s_.compare(i_, 2, "--") == 0) {
      int level = long_bracket(s_, i_ + 2);
      if (level >= 0) {
        skip_long(i_ + 2, level);
      } else {
        while (i_ < s_.size() && s_[i_] != '\n') ++i_;
      }
      return true;
    }
    int level = long_bracket(s_, i_);
    if (level >= 0) {
      skip_long(i_, level);
      return true;
    }
    if (s_[i_] == '"' || s_[i_] == '\'') {
      char q = s_[i_++];
      while (i_ < s_.size() && s_[i_] != q && s_[i_] != '\n') {
        if (s_[i_] == '\\' && i_ + 1 < s_.size()) step();
        step();
      }
      if (i_ < s_.size()) ++i_;
      return true;
    }
    return false;
  }
  void step() {
    if (s_[i_] == '\n') ++line_;
    ++i_;
  }
  void skip_space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) step();
  }
  std::string ident() {
    size_t from = i_;
    while (i_ < s_.size() && ident_char(s_[i_])) ++i_;
    return s_.substr(from, i_ - from);
  }
  bool done() const { return i_ >= s_.size(); }
  char at() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  size_t pos() const { return i_; }
  int line() const { return line_; }

 private:
  void skip_long(size_t open, int level) {
    std::string close = "]" + std::string(static_cast<size_t>(level), '=') + "]";
    size_t end = s_.find(close, open);
    end = end == std::string::npos ? s_.size() : end + close.size();
    while (i_ < end) step();
  }
  const std::string& s_;
  size_t i_ = 0;
  int line_ = 1;
};

}  // namespace

std::vector<std::string> old_name_warnings(const std::string& path, const std::string& text) {
  std::map<std::string, std::string> now;
  for (const auto& a : api_aliases()) now[a.old] = a.now;
  std::vector<std::string> out;
  Lexer lx(text);
  while (!lx.done()) {
    if (lx.skip_non_code()) continue;
    if (lx.at() != ':') {
      lx.step();
      continue;
    }
    lx.step();
    if (lx.at() == ':') {  // a goto label, ::name::
      lx.step();
      continue;
    }
    lx.skip_space();
    int line = lx.line();
    std::string name = lx.ident();
    if (name.empty()) continue;
    lx.skip_space();
    char next = lx.at();
    auto it = now.find(name);
    if (it == now.end() || !(next == '(' || next == '"' || next == '\'' || next == '{' ||
                             long_bracket(text, lx.pos()) >= 0))
      continue;
    out.push_back(path + ":" + std::to_string(line) + ": warning: ctx:" + name +
                  " is an old name: write ctx:" + it->second + " (the old name still works)");
  }
  return out;
}

std::vector<OldNameUse> old_name_warnings(const Content& c) {
  namespace fs = std::filesystem;
  std::set<std::string> files;
  std::vector<std::string> dirs = c.lib_dirs;
  dirs.push_back(c.scripts_dir);
  dirs.insert(dirs.end(), c.mod_scripts_dirs.begin(), c.mod_scripts_dirs.end());
  for (const auto& d : dirs) {
    std::error_code ec;
    if (d.empty() || !fs::is_directory(d, ec)) continue;
    for (fs::recursive_directory_iterator it(d, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_regular_file(ec) && it->path().extension() == ".lua")
        files.insert(it->path().string());
  }
  std::vector<OldNameUse> out;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (auto& w : old_name_warnings(f, text)) out.push_back({f, std::move(w)});
  }
  return out;
}

}  // namespace arbiter
