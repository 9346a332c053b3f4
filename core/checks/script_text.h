// A game's Lua source read as text, for the checks `arbiter validate` makes
// without running it (core/checks/old_names.h, core/api/narration_format.h): its
// script files, and a lexer that tells code from comments and strings.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace arbiter {

struct Content;

// Every .lua file under a game's script folders: the shared libraries, its
// own scripts and those of its mods, by path, sorted.
std::vector<std::string> script_files(const Content& c);
// The text of one of them, read as every script is (core/base/safe_file.h).
std::string read_text(const Content& c, const std::string& path);

// Walks Lua source one character at a time, stepping over comments and
// strings as a whole when asked, and counting lines.
class LuaLexer {
 public:
  explicit LuaLexer(const std::string& s) : s_(s) {}

  // Moves to the next method call in code, `x:name(` (or `x:name "..."`,
  // `x:name {`), leaving the lexer on what follows the name: the name and
  // its line, or false at the end of the source. `receiver`, when given,
  // gets the name the call is made on (`ctx` of `ctx:name(`; empty when
  // what precedes the colon is no name, as in `f():name(`).
  bool next_method_call(std::string* name, int* line, std::string* receiver = nullptr);
  // Moves past a comment or a string starting here; true when it did.
  bool skip_non_code();
  // The text of a short string literal starting here ('...' or "..."),
  // moving past it; false (and no move) when none starts here or it holds
  // an escape other than \\, \", \' and \n.
  bool short_string(std::string* out);
  void step() {
    if (s_[i_] == '\n') ++line_;
    ++i_;
  }
  void skip_space();
  std::string ident();  // the name starting here, moving past it (empty if none)
  bool done() const { return i_ >= s_.size(); }
  char at() const { return i_ < s_.size() ? s_[i_] : '\0'; }
  size_t pos() const { return i_; }
  int line() const { return line_; }
  // The level of a long bracket opening here (`[[` 0, `[==[` 2), or -1.
  int long_bracket() const;

 private:
  void skip_long(size_t open, int level);
  const std::string& s_;
  size_t i_ = 0;
  int line_ = 1;
};

}  // namespace arbiter
