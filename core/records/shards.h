// A run of games between bots written down (`arbiter sim`): what decides its
// games (SimConfig), each game's outcome, and shards, a run cut in parts
// played apart, each part's outcomes written as JSON (`--shard I/K`) and
// read back and put together (`arbiter sim merge`) into what one run over
// every seed would have played.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/base/json.h"

namespace arbiter {

// One game of a run, as much of it as a report needs (not a chance
// outcome: core/engine/chance.h).
struct GameOutcome {
  uint64_t seed = 0;
  bool finished = false;
  std::string error;  // a script or engine error stopped it
  long decisions = 0;
  std::vector<std::string> roles;       // per seat; empty strings where the game keeps no `role`
  std::vector<std::string> characters;  // per seat; empty where it keeps no `character`
  std::vector<int> winners;             // seats
  // Per --tally key, the game's value at its end; NaN where it is not a
  // whole number or true/false (true counts 1).
  std::vector<double> tallies;
  // The search level's decisions, their playouts and CPU milliseconds (not
  // in shard files: a cost, not a result).
  long search_decisions = 0, search_playouts = 0;
  long search_refused = 0;  // worlds dealt that could not follow what the seat saw
  double search_ms = 0;
};

// What a run is: everything that decides its games. Shards must agree on it.
struct SimConfig {
  std::string game;
  std::string content;  // digest of the base content
  // The mods on the search path the games were played with (id, digest), as
  // a record names them: say which content the report is of.
  std::vector<std::pair<std::string, std::string>> mods;
  int players = 0;
  uint64_t seed = 1;
  long n = 0;
  std::vector<std::string> variants;
  std::map<std::string, std::string> options;
  std::string bots = "random";
  std::map<std::string, std::string> seat_levels;  // --seat NAME=LEVEL: seats at their own level
  long cap = 20000;
  int search_playouts = 0;  // the search level's playouts a decision (0: its default)
  std::string search_mode;  // "flat" or "tree" below the search level's root (empty: its default)
  std::string compare;      // a variant run against the same seeds, or empty
  std::vector<std::string> tally;  // --tally: game values reported at each game's end
  std::string command;
  bool by_character = false;  // the text report's table by character (`--by character`)

  // Whether `other` plays the same games (the command line and the
  // report's layout aside).
  bool same_run(const SimConfig& other) const;
};

struct Timing {
  double seconds = 0;
  long long recounted = 0;  // games played again counted (core/sandbox/watchdog.h)
  int jobs = 1;
  int shards = 0;  // a merged report: the shards' own times added up
};

// Refuses a run of `n` seeds from `seed` that would pass the largest seed
// (2^64 - 1) and wrap around to 0.
void check_seeds(uint64_t seed, long n);

// The run's configuration as a JSON object, which a report or a shard goes on.
Json json_config(const SimConfig& cfg);

// A shard's file: the configuration and every game's outcome; `base` the
// games as played, `with` with the compared variant (empty without).
std::string shard_json(const SimConfig& cfg, const std::vector<std::string>& seats, int index,
                       int count, const std::vector<GameOutcome>& base,
                       const std::vector<GameOutcome>& with, const Timing& t);

// Shard files read and put together, each game's outcome in order of seed.
struct Shards {
  SimConfig cfg;  // the first shard's
  std::vector<std::string> seats;
  std::vector<GameOutcome> base, with;
  Timing timing;                  // the shards' seconds added up, `shards` those read
  int count = 0;                  // the shards the run was cut in
  std::vector<std::string> read;  // the files read
  bool absent = false;            // a file named is not there (allow_partial)
  std::string missing;            // "1/4, 3/4": the shards none of the files is, or empty
  // "3 of 40 games": the games there are of those the run plays.
  std::string games_there() const;
};

// Reads shard files of one run. Throws an Error (BadRecord) for a file that
// is not a shard, a shard of another run, one given twice, or no file at
// all there. `allow_partial`: a file that is not there is told to
// `on_absent` and left out rather than refused.
Shards merge_shards(const std::vector<std::string>& files, bool allow_partial,
                    const std::function<void(const std::string&)>& on_absent);

}  // namespace arbiter
