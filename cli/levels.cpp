#include "cli/levels.h"

#include <algorithm>

#include "core/base/base.h"

namespace arbiter::cli {

std::vector<std::string> bot_levels(const Content& c) {
  std::vector<std::string> out = kBotLevels;
  if (c.bot_levels)
    for (const auto& level : *c.bot_levels)
      if (std::find(out.begin(), out.end(), level) == out.end()) out.push_back(level);
  return out;
}

void check_bot_level(const Content& c, const std::string& level, const std::string& option,
                     const EngineLevelNames& engine) {
  std::vector<std::string> levels = bot_levels(c);
  levels.insert(levels.end(), engine.begin(), engine.end());
  if (std::find(levels.begin(), levels.end(), level) != levels.end()) return;
  throw Error(Verdict::BadRecord, option + ": no bot level '" + level + "'" +
                                      did_you_mean(level, levels) + "; the levels of " + c.id +
                                      " are " + join(levels));
}

SeatLevels parse_seat_levels(const std::vector<std::string>& args,
                             const std::vector<std::string>& players, const Content& c, bool people,
                             const EngineLevelNames& engine) {
  std::vector<std::string> levels = bot_levels(c);
  levels.insert(levels.end(), engine.begin(), engine.end());
  if (people) levels.insert(levels.begin(), "human");
  SeatLevels out;
  for (const auto& arg : args) {
    auto eq = arg.find('=');
    std::string what = "--seat " + arg;
    if (eq == std::string::npos)
      throw Error(Verdict::BadRecord, "--seat takes NAME=LEVEL (the seats: " + join(players) +
                                          "; the levels: " + join(levels) + "), not '" + arg + "'");
    std::string name = arg.substr(0, eq), level = arg.substr(eq + 1);
    auto it = std::find(players.begin(), players.end(), name);
    if (it == players.end())
      throw Error(Verdict::BadRecord, what + ": no seat '" + name + "'" +
                                          did_you_mean(name, players) + "; the seats are " +
                                          join(players));
    int seat = static_cast<int>(it - players.begin()) + 1;
    if (out.humans.count(seat) || out.bots.count(seat))
      throw Error(Verdict::BadRecord, what + ": seat " + name + " is given twice");
    if (level == "human" && !people)
      throw Error(Verdict::BadRecord,
                  what + ": sim plays bots only; a person plays with `arbiter play`");
    if (std::find(levels.begin(), levels.end(), level) == levels.end())
      throw Error(Verdict::BadRecord, what + ": no level '" + level + "'" +
                                          did_you_mean(level, levels) + "; the levels of " + c.id +
                                          " are " + join(levels));
    if (level == "human")
      out.humans.insert(seat);
    else
      out.bots[seat] = level;
  }
  return out;
}

}  // namespace arbiter::cli
