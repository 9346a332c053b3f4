// What a YAML syntax error means, in plain words: yaml-cpp's messages ("end
// of sequence not found") name its parser's state, not the writer's slip.
#pragma once
#include <string>
#include <string_view>

namespace arbiter {

// `msg` is yaml-cpp's message for an error at 0-based `line` and `col` of
// `text`; the answer says what is wrong there (an indentation that does not
// line up, a bracket left open, a second ': ' on a line), or gives `msg`
// when it is none of those.
std::string yaml_plain_words(const std::string& msg, std::string_view text, int line, int col);

// For a key that is really a key, a colon and more with no space between
// ("roles:{Ann: sheriff}"): the advice to write the space; else "".
std::string colon_hint(const std::string& key);

}  // namespace arbiter
