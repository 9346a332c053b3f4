// The `search` bot level: it plays any game, and any mod of it, from its
// rules alone, by simulating them, each iteration in a fresh world it
// cannot tell from its game (determinize.h). Flat: sequential halving over
// its options, every option in play tried on the same worlds and playout
// dice, ties to the playout bot's own pick. With `tree`: UCB at the root
// and below it a single-observer IS-MCTS tree over the seat's own later
// decisions, keyed by what the seat observed, grown by one node an
// iteration. Playouts are by the game's `basic` bot where it has one and
// `random` otherwise. Its randomness comes from the game's seed, the seat
// and the point of the game only: the same game gives the same picks on
// every run, with any --jobs and shards.
#pragma once
#include <cstdint>
#include <vector>

#include "core/game/game.h"

namespace arbiter {

struct SearchSettings {
  int playouts = 48;      // per decision
  long max_moves = 3000;  // a playout longer than this counts as a loss
  double explore = 0.7;   // UCB1's constant, for rewards in [0, 1]
  // Flat: how many standard errors of the paired difference the best
  // option must beat the playout level's own pick by to be played instead.
  double deviate = 1.0;
  bool tree = false;  // IS-MCTS below the root; sequential halving at the root only when false
};

// What one decision's search did: per option, the playouts it had and the
// mean reward (1: the seat is among the winners).
struct SearchReport {
  std::vector<long> visits;
  std::vector<double> value;
  long playouts = 0;
  long refused = 0;  // worlds that could not follow what the seat saw
};

// The option index `seat` should pick in `game`'s open decision. When no
// world can be made (no checkpoint passed, or every world refused), one of
// the options at random from the seat's own generator: what the seat knows
// then tells no option from another. Throws Error (BadContent) as Game::fork.
int search_pick(Game& game, int seat, const SearchSettings& settings,
                SearchReport* report = nullptr);

}  // namespace arbiter
