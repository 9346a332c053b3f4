#include "core/engine/judgement.h"

#include <algorithm>

#include "core/engine/distance.h"

namespace arbiter {

int judgement_cards(const State& s, int seat) {
  // A character that "turns two" declares judgement_draws: 2 (the total).
  return std::max(1, modifier(s, seat, "judgement_draws"));
}

bool judgement_passes(const State& s, int card_id, const JudgementTest& t) {
  const Card& c = s.card(card_id);
  bool suit_ok =
      t.suits.empty() || std::find(t.suits.begin(), t.suits.end(), c.suit) != t.suits.end();
  return suit_ok && c.rank >= t.min_rank && c.rank <= t.max_rank;
}

}  // namespace arbiter
