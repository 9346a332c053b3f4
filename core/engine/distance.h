// Seat distance: a ring of living players, the shorter way round, plus the
// modifiers content declares on cards in active zones (and characters).
#pragma once
#include <string>
#include <vector>

#include "core/engine/state.h"

namespace arbiter {

// Sum of a named modifier over the cards in the player's active zones and
// the cards their value `borrowed` lists (a list of card ids: a character
// that has another's ability has its modifiers too).
int modifier(const State& s, int seat, const std::string& key);
// Seats between two living players the shorter way, skipping the dead.
int ring_distance(const State& s, int from, int to);
// The cards a distance leaves out of its modifiers: those in the given
// zones (indexes of the content's zones; none given: every active zone) of
// the given seats (an effect by which others' cards in play count for
// nothing in its player's turn).
struct Without {
  std::vector<int> seats;
  std::vector<int> zones;
  // zone_def -1: the cards the seat borrows, left out only with every zone.
  bool leaves_out(int seat, int zone_def) const;
};
// `from` sees `to` at: ring distance + to's `seen_from_others` + from's
// `sees_others`, never below 1; `without`, if given, leaves cards out.
int distance(const State& s, int from, int to, const Without* without = nullptr);
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
DistanceWhy explain_distance(const State& s, int from, int to, const Without* without = nullptr);

}  // namespace arbiter
