// Seat distance: a ring of living players, the shorter way round, plus the
// modifiers content declares on cards in active zones (and characters).
#pragma once
#include <string>

#include "core/state.h"

namespace arbiter {

// Sum of a named modifier over the cards in the player's active zones.
int modifier(const State& s, int seat, const std::string& key);
// Seats between two living players the shorter way, skipping the dead.
int ring_distance(const State& s, int from, int to);
// `from` sees `to` at: ring distance + to's `seen_from_others` + from's
// `sees_others`, never below 1.
int distance(const State& s, int from, int to);
// Reach: the highest `reach` modifier in play, or the game's `base_reach` rule.
int reach(const State& s, int seat);

}  // namespace arbiter
