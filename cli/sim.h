// Pieces of `arbiter sim` shared by its command, its report and its shards.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "cli/report/sim_stats.h"
#include "core/base/json.h"

namespace arbiter::cli {

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
};

struct Timing {
  double seconds = 0;
  long long recounted = 0;  // games played again counted (core/sandbox/watchdog.h)
  int jobs = 1;
  int shards = 0;  // a merged report: the shards' own times added up
};

// Prints the report: `a` the games as played; `b` with the --compare variant
// (empty without). `note` follows the seed range (a merge says so there).
// `paired`: the lengths of the seeds both runs finished.
void report(const SimConfig& cfg, const std::vector<std::string>& seats, Summary a, Summary b,
            const PairedLengths& paired, const Timing& t, bool json, const std::string& note,
            const Content* content);

// The bots that played, for the report's head and a verdict: "basic", or
// "basic (Ann), random (Bob, Cid)" where the seats' levels are mixed.
std::string bots_text(const SimConfig& cfg, const std::vector<std::string>& seats);

// A number with `digits` decimals, as the reports write them.
std::string num(double x, int digits = 4);

// "WARNING: the figures cover only N of M games ...", or empty when no game
// stopped on a script error.
std::string coverage_warning(const Summary& a, const Summary& b, const SimConfig& cfg);

// The run's configuration as a JSON object, which a report or a shard goes on.
Json json_config(const SimConfig& cfg);

// A shard's file: the configuration and every game's outcome.
std::string shard_json(const SimConfig& cfg, const std::vector<std::string>& seats, int index,
                       int count, const std::vector<Outcome>& base,
                       const std::vector<Outcome>& with, const Timing& t);

// `arbiter sim merge`: shard files into one report; returns the exit code.
// `allow_partial`: report the games there are where shards are missing.
int run_merge(const std::vector<std::string>& files, bool json, bool allow_partial,
              bool by_character);

}  // namespace arbiter::cli
