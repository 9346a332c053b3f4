// Who plays each seat, for `arbiter play` and `sim`: `--bots LEVEL` for every
// bot seat, `--seat NAME=LEVEL` for one seat (a person, or a bot at a level
// of its own).
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/content/content.h"

namespace arbiter::cli {

// The bot levels a game's seats may play at: the shipped ones, then those of
// the game's own script (game.yaml `bots`).
std::vector<std::string> bot_levels(const Content& c);

// Levels the engine plays for any game where a command offers them (sim's
// `search`, core/search/search_bot.h), after the game's own.
using EngineLevelNames = std::vector<std::string>;
// The levels the engine plays for any game: `search` (`play` and `sim` offer it).
inline const EngineLevelNames kEngineLevels{"search"};

// Refuses (exit 2, with a suggestion) a level the game has no bots for.
// `option` names the argument that gave it, for the message.
void check_bot_level(const Content& c, const std::string& level, const std::string& option,
                     const EngineLevelNames& engine = {});

struct SeatLevels {
  std::set<int> humans;             // seats a person plays
  std::map<int, std::string> bots;  // seats whose bot plays at its own level
};

// `--seat NAME=LEVEL` arguments against the seats `players`; `human` only
// where `people` may play. Refuses (exit 2) an unknown seat or level, a seat
// given twice.
SeatLevels parse_seat_levels(const std::vector<std::string>& args,
                             const std::vector<std::string>& players, const Content& c, bool people,
                             const EngineLevelNames& engine = {});

}  // namespace arbiter::cli
