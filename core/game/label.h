// Reading what people write for names and labels: Game::match and
// Game::aside_reason (core/label.cpp) compare labels; this is what else
// needs the same reading.
#pragma once
#include <string>

namespace arbiter {

struct Content;

// " (did you mean 'NAME'?)" for the card, character or role name or alias
// nearest to `written` (a slip, or part of one name: "スラブ"), or "".
std::string name_hint(const Content& content, const std::string& written);

}  // namespace arbiter
