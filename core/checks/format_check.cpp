#include "core/checks/format_check.h"

#include <cctype>

#include "core/api/narration_format.h"
#include "core/base/text.h"
#include "core/checks/script_text.h"

namespace arbiter {

namespace {

// The arguments of a call whose `(` the lexer stands on, moving past its
// `)`: each one's text, marked by a leading \x01, when it is one short
// string, else "". `open`: the last may stand for several values (it ends
// in a call or is `...`). False when the source ends first.
bool call_args(LuaLexer& lx, std::vector<std::string>* args, bool* open) {
  lx.step();  // (
  int depth = 0, dots = 0;
  bool literal = false, other = false;
  char last = '\0';
  std::string text;
  while (!lx.done()) {
    if (depth == 0 && !literal && !other && lx.short_string(&text)) {
      literal = true;
      continue;
    }
    bool comment = lx.at() == '-';
    if (lx.skip_non_code()) {
      if (!comment) other = true, last = '"';
      continue;
    }
    char ch = lx.at();
    if (depth == 0 && (ch == ',' || ch == ')')) {
      if (literal || other) args->push_back(literal && !other ? "\x01" + text : "");
      lx.step();
      if (ch == ')') {
        *open = last == ')' || last == '}' || dots >= 3;
        return true;
      }
      literal = other = false;
      last = '\0';
      dots = 0;
      continue;
    }
    if (!std::isspace(static_cast<unsigned char>(ch))) {
      other = true;
      if (ch == '(' || ch == '{' || ch == '[') ++depth;
      if (ch == ')' || ch == '}' || ch == ']') --depth;
      if (depth == 0) {
        dots = ch == '.' ? dots + 1 : 0;
        last = ch;
      }
    }
    lx.step();
  }
  return false;
}

}  // namespace

std::vector<std::pair<int, std::string>> cited_rulings(const std::string& text) {
  std::vector<std::pair<int, std::string>> out;
  LuaLexer lx(text);
  std::string name;
  int line = 0;
  while (lx.next_method_call(&name, &line)) {
    // The ruling's place among the arguments, and how many the call has then.
    size_t at = 0, count = 0;
    if (name == "log")
      at = 1, count = 2;
    else if (name == "tell")
      at = 2, count = 3;
    else if (name == "logf")
      at = 0;
    else if (name == "tellf")
      at = 1;
    else
      continue;
    if (lx.at() != '(') continue;
    bool open = false;
    std::vector<std::string> args;
    if (!call_args(lx, &args, &open) || args.size() <= at || (count && args.size() != count))
      continue;
    if (!args[at].empty() && args[at].size() > 1) out.emplace_back(line, args[at].substr(1));
  }
  return out;
}

std::vector<std::string> format_errors(const std::string& path, const std::string& text) {
  std::vector<std::string> out;
  LuaLexer lx(text);
  std::string name;
  int line = 0;
  while (lx.next_method_call(&name, &line)) {
    if ((name != "logf" && name != "tellf") || lx.at() != '(') continue;
    bool open = false;
    std::vector<std::string> args;
    size_t f = name == "logf" ? 1 : 2;  // the format's place among the arguments
    if (!call_args(lx, &args, &open) || args.size() <= f || args[f].empty()) continue;
    std::string format = args[f].substr(1);
    int values = 0;
    std::string problem = format_problem(format, &values);
    int given = static_cast<int>(args.size() - f - 1);
    // A last value that is a call or `...` may stand for any number of values, none too.
    if (problem.empty() && !(open && given - 1 <= values)) problem = count_problem(values, given);
    if (!problem.empty())
      out.push_back(path + ":" + std::to_string(line) + ": ctx:" + name + ": the format \"" +
                    printable(format) + "\" " + problem);
  }
  return out;
}

}  // namespace arbiter
