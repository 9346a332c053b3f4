// The formats of ctx:logf and ctx:tellf (docs/lua-api.md, "Formatted
// narration"): `%p` a seat's name, `%c` a card's label, `%s` text or a
// number, `%d` a whole number, `%%` a percent sign. One reading of them
// serves the engine at run time and `arbiter validate`, which checks the
// formats written in a game's scripts without running them.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

struct Content;

extern const char* const kNarrationDirectives;  // the directives, as an error lists them

// What is wrong with `format` ("has an unknown directive %q; the directives
// are ..."), or empty; `values` gets how many values it takes.
std::string format_problem(std::string_view format, int* values);
// "takes 2 values, and 1 is given", or empty when the two agree.
std::string count_problem(int values, int given);

}  // namespace arbiter
