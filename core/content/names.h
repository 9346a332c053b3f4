// The names of a game's definitions (cards, characters, roles and their
// aliases) as people write them, read the same way wherever a name is typed:
// matching a written move (core/game/match.cpp), finding a pinned card, and
// the "did you mean" of a name no definition has.
#pragma once
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter {

struct Content;

// Every card, character and role name and alias as name_key folds it, with
// the name as the game writes it; longest first, so that a name is never
// taken for a shorter one it begins with.
using NameTable = std::vector<std::pair<std::string, std::string_view>>;
NameTable name_table(const Content& content);

// The same keys with their punctuation left out as well ("missed" for
// "Missed!"), longest first.
NameTable bare_names(const NameTable& names);

// A folded label with every name written in another case or under an alias
// put back as the game writes it, and a rank and suit after a name without
// parentheses put in them.
std::string with_names(const std::string& label, const NameTable& names);

// " (did you mean 'NAME'?)" for the card, character or role name or alias
// nearest to `written` (a slip, or part of one name: "スラブ"), or "".
std::string name_hint(const Content& content, const std::string& written);

}  // namespace arbiter
