#include "core/checks/script_text.h"

#include <cctype>
#include <filesystem>
#include <set>

#include "core/base/safe_file.h"
#include "core/content/content.h"

namespace arbiter {

namespace {

std::vector<std::string> script_dirs(const Content& c) {
  std::vector<std::string> dirs = c.lib_dirs;
  dirs.push_back(c.scripts_dir);
  dirs.insert(dirs.end(), c.mod_scripts_dirs.begin(), c.mod_scripts_dirs.end());
  return dirs;
}

}  // namespace

std::vector<std::string> script_files(const Content& c) {
  namespace fs = std::filesystem;
  std::set<std::string> files;
  std::vector<std::string> dirs = script_dirs(c);
  for (const auto& d : dirs) {
    if (d.empty()) continue;
    // Each is ROOT/scripts/NAME: a link there may lead only inside ROOT.
    std::string root = fs::path(d).lexically_normal().parent_path().parent_path().string();
    std::error_code ec;
    for (auto& f : files_under(d, ".lua", root, Verdict::BadContent))
      if (fs::is_regular_file(f, ec)) files.insert(std::move(f));
  }
  return {files.begin(), files.end()};
}

std::string read_text(const Content& c, const std::string& path) {
  return read_regular_file(path, kMaxContentFileBytes, Verdict::BadContent,
                           folder_of(path, script_dirs(c)));
}

int LuaLexer::long_bracket() const {
  if (i_ >= s_.size() || s_[i_] != '[') return -1;
  size_t j = i_ + 1;
  while (j < s_.size() && s_[j] == '=') ++j;
  return j < s_.size() && s_[j] == '[' ? static_cast<int>(j - i_ - 1) : -1;
}

bool LuaLexer::skip_non_code() {
  if (s_.compare(i_, 2, "--") == 0) {
    i_ += 2;
    int level = long_bracket();
    if (level >= 0) {
      skip_long(i_, level);
    } else {
      while (i_ < s_.size() && s_[i_] != '\n') ++i_;
    }
    return true;
  }
  int level = long_bracket();
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

bool LuaLexer::short_string(std::string* out) {
  if (at() != '"' && at() != '\'') return false;
  char q = s_[i_];
  std::string text;
  for (size_t j = i_ + 1; j < s_.size() && s_[j] != '\n'; ++j) {
    if (s_[j] == q) {
      *out = text;
      i_ = j + 1;
      return true;
    }
    if (s_[j] != '\\') {
      text += s_[j];
      continue;
    }
    char e = j + 1 < s_.size() ? s_[++j] : '\0';
    if (e == 'n')
      text += '\n';
    else if (e == '\\' || e == '"' || e == '\'')
      text += e;
    else
      return false;
  }
  return false;
}

bool LuaLexer::next_method_call(std::string* name, int* line, std::string* receiver) {
  while (!done()) {
    if (skip_non_code()) continue;
    if (at() != ':') {
      step();
      continue;
    }
    if (receiver) {
      size_t end = i_;
      while (end > 0 && std::isspace(static_cast<unsigned char>(s_[end - 1]))) --end;
      size_t from = end;
      while (from > 0 &&
             (std::isalnum(static_cast<unsigned char>(s_[from - 1])) || s_[from - 1] == '_'))
        --from;
      *receiver = s_.substr(from, end - from);
    }
    step();
    if (at() == ':') {  // a goto label, ::name::
      step();
      continue;
    }
    skip_space();
    *line = line_;
    *name = ident();
    if (name->empty()) continue;
    skip_space();
    char next = at();
    if (next == '(' || next == '"' || next == '\'' || next == '{' || long_bracket() >= 0)
      return true;
  }
  return false;
}

void LuaLexer::skip_space() {
  while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) step();
}

std::string LuaLexer::ident() {
  size_t from = i_;
  while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_'))
    ++i_;
  return s_.substr(from, i_ - from);
}

void LuaLexer::skip_long(size_t open, int level) {
  std::string close = "]" + std::string(static_cast<size_t>(level), '=') + "]";
  size_t end = s_.find(close, open);
  end = end == std::string::npos ? s_.size() : end + close.size();
  while (i_ < end) step();
}

}  // namespace arbiter
