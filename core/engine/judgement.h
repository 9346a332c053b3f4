// "draw!": how many cards a player turns (1 plus the `judgement_draws` extra
// a character declares) and whether a card passes a test of suit and rank.
#pragma once
#include <vector>

#include "core/engine/state.h"

namespace arbiter {

struct JudgementTest {
  std::vector<int> suits;  // empty: any suit
  int min_rank = 2, max_rank = 14;
};

int judgement_cards(const State& s, int seat);
bool judgement_passes(const State& s, int card_id, const JudgementTest& t);

}  // namespace arbiter
