// The statistics of `arbiter sim`: games folded into win tallies per side
// and per character, with 95% intervals, without keeping the games.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace arbiter {
struct Content;
}

namespace arbiter::cli {

// One game, as much of it as the report needs.
struct Outcome {
  uint64_t seed = 0;
  bool finished = false;
  std::string error;  // a script or engine error stopped it
  long decisions = 0;
  std::vector<std::string> roles;       // per seat; empty strings where the game keeps no `role`
  std::vector<std::string> characters;  // per seat; empty where it keeps no `character`
  std::vector<int> winners;             // seats
};

struct Interval {
  double rate = 0, low = 0, high = 0;
};

// Wilson score interval at 95%: sound for small counts and rates near 0 or 1.
Interval wilson(long wins, long n);

// The difference of two independent rates (b - a), with Newcombe's interval
// built from the two Wilson intervals.
Interval difference(const Interval& a, const Interval& b);

struct Tally {
  std::string name;
  long games = 0, wins = 0;
};

// The text report lists this many unfinished seeds, and the messages of this
// many errors; the JSON report lists every seed.
constexpr size_t kShownUnfinished = 20, kShownErrors = 5;

// The tally of `name` in `v`, added (empty) at the end if it is not there.
Tally& tally(std::vector<Tally>& v, const std::string& name);

// Games folded one at a time, in seed order: the report's figures without
// keeping the games. The winning side: winners grouped by their `role` where
// the game keeps roles, else by seat. Sides and characters are listed in the
// order they first appear (seed order, seat order), so the report is
// deterministic.
struct Summary {
  long games = 0, finished = 0, unfinished = 0, errors = 0;
  long decisions_finished = 0;
  double decisions_squared = 0;  // the sum of each finished game's length squared
  bool by_role = false;
  bool keep_all =
      false;  // every unfinished and error seed (for JSON), not only those the text shows
  std::vector<Tally> sides, characters;
  // Each seat's bot level where the seats' levels are mixed (else empty):
  // then `levels` tallies each seat's games under its level.
  std::vector<std::string> seat_levels;
  std::vector<Tally> levels;
  std::vector<uint64_t> unfinished_seeds;
  std::vector<std::pair<uint64_t, std::string>>
      error_seeds;  // a message only for the first kShownErrors
  double mean_length() const {
    return finished ? static_cast<double>(decisions_finished) / finished : 0;
  }
  // The mean length of the finished games, with its 95% interval (normal).
  Interval length() const;
  void add(const Outcome& g, const std::vector<std::string>& seats);
  void finish(const std::vector<std::string>& seats);
};

// Each seat's bot level: `own` (seat name -> level, `--seat`) where given,
// else `bots`. Empty when every seat plays at one level: levels are not mixed.
std::vector<std::string> mixed_levels(const std::string& bots,
                                      const std::map<std::string, std::string>& own,
                                      const std::vector<std::string>& seats);

// The lengths of the same seeds played without and with a variant, where
// both games finished: their paired difference, far tighter than two
// independent means (each seed's deal weighs on both games alike).
struct PairedLengths {
  long n = 0;
  double sum_without = 0, sum_diff = 0, sum_diff_squared = 0;
  void add(const Outcome& without, const Outcome& with);
  // How much longer games are with the variant, as a fraction of their mean
  // length without it, with a 95% interval (normal).
  Interval change() const;
};

// Sides that are definitions (BANG!'s roles) are listed in content order:
// sheriff, deputy, outlaw, renegade. Others keep their order of appearance.
void order_sides(Summary& s, const Content* content);

}  // namespace arbiter::cli
