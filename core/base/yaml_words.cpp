#include "core/base/yaml_words.h"

#include <vector>

namespace arbiter {

namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  size_t at = 0;
  while (at <= text.size()) {
    size_t nl = text.find('\n', at);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view l = text.substr(at, nl - at);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    out.push_back(l);
    at = nl + 1;
  }
  return out;
}

bool blank(std::string_view l) {
  size_t i = l.find_first_not_of(' ');
  return i == std::string_view::npos || l[i] == '#';
}

int indent(std::string_view l) {
  size_t i = l.find_first_not_of(' ');
  return i == std::string_view::npos ? 0 : static_cast<int>(i);
}

std::string at(int line, int col) {
  return "line " + std::to_string(line + 1) + ", column " + std::to_string(col + 1);
}

// The nearest line before `line` with something on it, or -1.
int previous(const std::vector<std::string_view>& lines, int line) {
  for (int l = line - 1; l >= 0; --l)
    if (l < static_cast<int>(lines.size()) && !blank(lines[l])) return l;
  return -1;
}

// The bracket of kind `open` left open before (line, col): quotes and
// comments skipped. Returns false when none is.
bool open_bracket(const std::vector<std::string_view>& lines, int line, int col, char open,
                  int& at_line, int& at_col) {
  struct Open {
    char c;
    int line, col;
  };
  std::vector<Open> stack;
  for (int l = 0; l <= line && l < static_cast<int>(lines.size()); ++l) {
    std::string_view s = lines[l];
    char quote = 0;
    for (int i = 0; i < static_cast<int>(s.size()); ++i) {
      if (l == line && i >= col) break;
      char c = s[i];
      if (quote) {
        if (c == quote) quote = 0;
        continue;
      }
      if (c == '#' && (i == 0 || s[i - 1] == ' ')) break;
      if ((c == '"' || c == '\'') &&
          (i == 0 || s[i - 1] == ' ' || s[i - 1] == '[' || s[i - 1] == '{' || s[i - 1] == ','))
        quote = c;
      else if (c == '[' || c == '{')
        stack.push_back({c, l, i});
      else if ((c == ']' || c == '}') && !stack.empty())
        stack.pop_back();
    }
  }
  for (auto it = stack.rbegin(); it != stack.rend(); ++it)
    if (it->c == open) {
      at_line = it->line;
      at_col = it->col;
      return true;
    }
  return false;
}

std::string unclosed(const std::vector<std::string_view>& lines, int line, int col, char open) {
  char close = open == '[' ? ']' : '}';
  std::string what = open == '[' ? "a list" : "a mapping";
  int l = 0, c = 0;
  if (open_bracket(lines, line, col, open, l, c))
    return what + " opened with '" + std::string(1, open) + "' at " + at(l, c) +
           " is never closed: a '" + std::string(1, close) +
           "' is missing (or a comma between two of its entries)";
  return what + " opened with '" + std::string(1, open) + "' is never closed: a '" +
         std::string(1, close) + "' is missing";
}

std::string lines_up(const std::vector<std::string_view>& lines, int line, const char* what) {
  int prev = previous(lines, line);
  std::string before = prev < 0 ? std::string()
                                : " (line " + std::to_string(prev + 1) + " starts at column " +
                                      std::to_string(indent(lines[prev]) + 1) + ")";
  int here = line < static_cast<int>(lines.size()) ? indent(lines[line]) : 0;
  return "line " + std::to_string(line + 1) + " starts at column " + std::to_string(here + 1) +
         ", which does not line up with " + what + before;
}

// "line 3 has a colon with no space after it ..." when line `l` starts with
// a key written without the space (`hands:{Ann: ...}`), else "".
std::string bare_colon(const std::vector<std::string_view>& lines, int l) {
  if (l < 0 || l >= static_cast<int>(lines.size())) return "";
  std::string_view p = lines[l];
  size_t from = p.find_first_not_of(" -");
  if (from == std::string_view::npos) return "";
  size_t c = p.find(':', from);
  if (c == std::string_view::npos || c + 1 >= p.size() || p[c + 1] == ' ') return "";
  if (p.find_first_of(" [{\"'", from) < c) return "";  // the colon is inside a value
  return "line " + std::to_string(l + 1) + " has a colon with no space after it ('" +
         std::string(p.substr(from, c + 2 - from)) + "' at " + at(l, static_cast<int>(c)) +
         "): a key is followed by ': ', with the space";
}

}  // namespace

std::string yaml_plain_words(const std::string& msg, std::string_view text, int line, int col) {
  std::vector<std::string_view> lines = lines_of(text);
  std::string_view here = line >= 0 && line < static_cast<int>(lines.size()) ? lines[line] : "";
  if (msg == "end of sequence flow not found") return unclosed(lines, line, col, '[');
  if (msg == "end of map flow not found") return unclosed(lines, line, col, '{');
  if (msg == "illegal flow end") {
    if (std::string c = bare_colon(lines, line); !c.empty()) return c;
    return "a '" + std::string(1, col < static_cast<int>(here.size()) ? here[col] : ']') + "' at " +
           at(line, col) + " closes nothing that is open, or closes '[' with '}' or '{' with ']'";
  }
  if (msg == "end of sequence not found")
    return lines_up(lines, line,
                    "the list it is in: the entries of one list each start with '- ' in the "
                    "same column");
  if (msg == "end of map not found")
    return lines_up(lines, line,
                    "the mapping it is in: the keys of one mapping start in the same column, "
                    "and an entry of a list starts with '- '");
  if (msg == "illegal map value") {
    size_t first = here.find(": ");
    if (first != std::string_view::npos && static_cast<int>(first) < col)
      return "a second ': ' at " + at(line, col) +
             ": a value with ': ' in it must be quoted, and a mapping's value starts on the "
             "next line, indented";
    // `players:[Ann, Bob]` is text, not a key: YAML runs it into the next line.
    if (std::string c = bare_colon(lines, previous(lines, line)); !c.empty()) return c;
    return lines_up(lines, line,
                    "the keys above it: a key is indented as far as the other keys of its mapping");
  }
  if (msg == "the referenced anchor is not defined")
    return "an alias ('*name') at " + at(line, col) + " refers to no anchor ('&name') before it";
  return msg;
}

std::string colon_hint(const std::string& key) {
  size_t c = key.find(':');
  if (c == std::string::npos || c + 1 >= key.size() || key[c + 1] == ' ') return "";
  return " (a colon needs a space after it: '" + key.substr(0, c) + ": " + key.substr(c + 1) +
         "...')";
}

}  // namespace arbiter
