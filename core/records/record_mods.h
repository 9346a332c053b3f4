// Which content a record is judged with: the game, and exactly the mods the
// record names; for a record that names none, the mods on the search path
// that define a card, character or variant it names and the game lacks.
// A mod present but not wanted changes nothing: its cards stay out of the
// seeded deck.
#pragma once
#include <string>
#include <vector>

#include "core/content/mods.h"
#include "core/records/record.h"

namespace arbiter {

struct RecordContent {
  std::vector<std::string> roots;  // the search path, less the mods not taken
  std::vector<ModInfo> mods;       // the mods taken
  std::vector<std::string> warnings;
  // For a record that names no mods: which it took and why ("judged with the
  // mod 'examples' (docs/examples), which defines Strong Beer"), or empty.
  std::string note;
  bool mod_differs = false;  // a named mod's digest is not the record's
};

// Throws Error (BadContent, exit 3) for a named mod no folder on the path holds.
// A mod defining one of `extra_variants` (asked for on the command line) is taken too.
RecordContent record_content(const Record& rec, const std::vector<std::string>& roots,
                             const std::vector<std::string>& extra_variants = {});

// The mods of the game on the path as a record names them (play, record).
std::vector<std::pair<std::string, std::string>> mods_to_name(const std::vector<std::string>& roots,
                                                              const std::string& game);

// " (did you mean 'Strong Beer' of the mod 'examples'?)" for a name no
// loaded content defines but a mod on the path (taken or not) comes near; "".
std::string mod_did_you_mean(const std::vector<std::string>& roots, const std::string& game,
                             const std::string& word);

}  // namespace arbiter
