// Whether one viewer may be told a step's entry: a pin says what a card
// from the seed was, and a move may name a hidden card (Kit Carlson's card
// put back on the draw pile). One rule for every front end that shows a
// seat its own view: the replay page for one viewer, the terminal of
// `arbiter play` with a person at a seat.
#pragma once
#include <string>
#include <vector>

#include "core/game/game.h"
#include "core/records/record.h"

namespace arbiter {

class EntryRedactor {
 public:
  explicit EntryRedactor(int viewer) : viewer_(viewer) {}

  // Cards' zones now: what the viewer could see before the next step
  // (call after each step, and once before the first).
  void remember(const Game& g);

  // The entry must not be shown to the viewer: a pin, or another seat's
  // move naming a card the viewer could not see before the step and still
  // cannot after it. Never for the referee (viewer 0) or no entry.
  bool hides(const Game& g, const Entry* e) const;
  // The same for a decision `player: text` as the game just applied it;
  // a card the step's narration for everyone names (`told`) is no secret
  // (a General Store played, then shuffled into the draw pile).
  bool hides_move(const Game& g, const std::string& player, const std::string& text,
                  const std::vector<std::string>& told = {}) const;

 private:
  int viewer_;
  std::vector<int> zones_;
};

}  // namespace arbiter
