// A game's mods: the content folders on the search path that add to a game
// without being its home (more cards, characters, variants, scripts). Each
// is known by an id that stays the same wherever the folder is installed
// (its folder's name) and a digest of what it adds, so a record can name the
// mods it was played with and be judged with exactly those.
#pragma once
#include <string>
#include <vector>

namespace arbiter {

struct ModInfo {
  std::string id;      // the folder's name ("armoury" for tests/mods/armoury)
  std::string digest;  // 8 hex digits over its files for the game, by their paths within it
  std::string root;    // the folder, as found on the search path
};

// The mods of `game` among `roots`, in search-path order: each folder that
// holds content/<game>/ or scripts/<game>/ but not the game's own game.yaml.
std::vector<ModInfo> mods_of(const std::vector<std::string>& roots, const std::string& game);

// The search path without the mods of `game` whose folders `keep` does not list.
std::vector<std::string> roots_with_mods(const std::vector<std::string>& roots,
                                         const std::string& game, const std::vector<ModInfo>& keep);

}  // namespace arbiter
