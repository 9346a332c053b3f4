// Pieces of `arbiter sim` shared by its command, its report and its shards.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "cli/report/sim_stats.h"
#include "core/base/json.h"
#include "core/records/records.h"

namespace arbiter::cli {

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

// `arbiter sim merge`: shard files into one report; returns the exit code.
// `allow_partial`: report the games there are where shards are missing.
int run_merge(const std::vector<std::string>& files, bool json, bool allow_partial,
              bool by_character);

}  // namespace arbiter::cli
