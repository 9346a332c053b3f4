// Ordered containers of cards: a draw pile, a discard pile, a hand, a table.
// The last card of `cards` is the top (the most recent to enter).
#pragma once
#include <vector>

namespace arbiter {

struct Zone {
  int def = 0;    // index into Content::zones
  int owner = 0;  // seat (1-based), or 0 for the game's own zones
  std::vector<int> cards;
};

}  // namespace arbiter
