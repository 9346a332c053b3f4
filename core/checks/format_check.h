// `arbiter validate`'s check of the narration formats written in a game's
// scripts (core/api/narration_format.h reads them the same way at run
// time): each ctx:logf and ctx:tellf call found in the source, without
// running it.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace arbiter {

// `path:line: ctx:logf: the format "..." ...` for each call of ctx:logf or
// ctx:tellf in Lua source `text` whose format, written as one string,
// cannot work: a wrong directive, or a number of values other than it takes
// (counted where the call's last value is not itself a call or `...`).
std::vector<std::string> format_errors(const std::string& path, const std::string& text);

// The ruling ids Lua source `text` cites as one short string where a call
// takes one: ctx:logf(ID, ...), ctx:tellf(seat, ID, ...) and the old forms
// ctx:log(text, ID) and ctx:tell(seat, text, ID); each with its line.
std::vector<std::pair<int, std::string>> cited_rulings(const std::string& text);

}  // namespace arbiter
