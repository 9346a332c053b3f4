// Seat distance: a ring of living players, the shorter way round, plus the
// modifiers content declares on cards in active zones (and characters).
#pragma once
#include <string>

#include "core/engine/state.h"

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
// The card in play that gives the reach, or 0 when it is the base rule.
int reach_card(const State& s, int seat);
// How `distance` came out, for narration and refusals: the seats, then each
// modifier by card with its ruling ("1 seat, Mustang (9♥) +1, Paul Regret +1
// (R56)"), and "at least 1" when that floor applied; `modified` says whether
// anything besides the seats counted.
struct DistanceWhy {
  std::string text;
  bool modified = false;
};
DistanceWhy explain_distance(const State& s, int from, int to);

}  // namespace arbiter
