// The formats of ctx:logf and ctx:tellf (docs/lua-api.md, "Formatted
// narration"): `%p` a seat's name, `%c` a card's label, `%s` text or a
// number, `%d` a whole number, `%%` a percent sign. One reading of them
// serves the engine at run time and `arbiter validate`, which checks the
// formats written in a game's scripts without running them.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter {

struct Content;

extern const char* const kNarrationDirectives;  // the directives, as an error lists them

// What is wrong with `format` ("has an unknown directive %q; the directives
// are ..."), or empty; `values` gets how many values it takes.
std::string format_problem(std::string_view format, int* values);
// "takes 2 values, and 1 is given", or empty when the two agree.
std::string count_problem(int values, int given);

// `path:line: ctx:logf: the format "..." ...` for each call of ctx:logf or
// ctx:tellf in Lua source `text` whose format, written as one string,
// cannot work: a wrong directive, or a number of values other than it takes
// (counted where the call's last value is not itself a call or `...`).
std::vector<std::string> format_errors(const std::string& path, const std::string& text);

// The ruling ids Lua source `text` cites as one short string where a call
// takes one: ctx:log(text, ID), ctx:tell(seat, text, ID), ctx:logf(ID, ...)
// and ctx:tellf(seat, ID, ...); each with its line.
std::vector<std::pair<int, std::string>> cited_rulings(const std::string& text);

}  // namespace arbiter
