// The statistics of `arbiter sim`: games folded into win tallies per side
// and per character, with 95% intervals, without keeping the games.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/records/records.h"

namespace arbiter::cli {

struct Interval {
  double rate = 0, low = 0, high = 0;
};

// Wilson score interval at 95%: sound for small counts and rates near 0 or 1.
Interval wilson(long wins, long n);

// The difference of two independent rates (b - a), with Newcombe's interval
// built from the two Wilson intervals.
Interval difference(const Interval& a, const Interval& b);

// A mean over games with its 95% interval (normal), folded one at a time.
struct Mean {
  long n = 0;
  double sum = 0, sum_squared = 0;
  void add(double x) {
    ++n;
    sum += x;
    sum_squared += x * x;
  }
  Interval interval() const;
};

struct Tally {
  std::string name;
  long games = 0, wins = 0;
  bool team = false;  // sides that win together, on one line (teams())
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
  // Per pair of sides (names in order): the games both played and both won
  // or both lost, and of those the games both won.
  std::map<std::pair<std::string, std::string>, std::pair<long, long>> agree;
  // Per --tally key: its value over the finished games that have one.
  std::vector<Mean> tallies;
  double mean_length() const {
    return finished ? static_cast<double>(decisions_finished) / finished : 0;
  }
  // The mean length of the finished games, with its 95% interval (normal).
  Interval length() const;
  void add(const GameOutcome& g, const std::vector<std::string>& seats);
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
  void add(const GameOutcome& without, const GameOutcome& with);
  // How much longer games are with the variant, as a fraction of their mean
  // length without it, with a 95% interval (normal).
  Interval change() const;
};

// Whether sides x and y are a team: both played every game either played,
// won and lost together in each, and won at least once (BANG!'s sheriff and
// deputy; every seat of a cooperative game).
bool team(const Summary& s, const std::string& x, const std::string& y);

// The sides with each team on one line named "x and y" (`team` set), its
// tally that of its first side; a pair is a team where it is one in every
// summary given (with --compare, in both runs).
std::vector<Tally> teams(const Summary& s, const std::vector<const Summary*>& all);

// Where no side's win rate moves beyond chance between `a` (without the
// variant) and `b` (with it): how many games a run would put the largest
// move seen (at least 2 points) outside the report's 95% interval, for that
// side, rounded up to two significant digits. games 0: nothing to settle
// (a move is beyond chance already, or nothing to compare).
struct Settle {
  long games = 0;
  std::string side;
  double move = 0;  // the move assumed, a difference of rates
};
Settle games_to_settle(const Summary& a, const Summary& b);

// Sides that are definitions (BANG!'s roles) are listed in content order:
// sheriff, deputy, outlaw, renegade. Others keep their order of appearance.
void order_sides(Summary& s, const Content* content);

}  // namespace arbiter::cli
