#include "core/distance.h"

#include <algorithm>

namespace arbiter {

int modifier(const State& s, int seat, const std::string& key) {
  int total = 0;
  for (const auto& z : s.zones) {
    if (z.owner != seat || !s.content->zones[z.def].active) continue;
    for (int c : z.cards) {
      const auto& mods = s.def(c).modifiers;
      auto it = mods.find(key);
      if (it != mods.end()) total += it->second;
    }
  }
  return total;
}

// The ring of living players, walked in place: distance is asked for every
// target of every card in hand at each decision.
int ring_distance(const State& s, int from, int to) {
  if (from == to) return 0;
  int n = s.seats();
  if (from < 1 || from > n) from = 1;
  int living = 0, at = -1;
  for (int k = 0; k < n; ++k) {
    int seat = (from - 1 + k) % n + 1;
    if (!s.players[seat - 1].alive) continue;
    if (seat == to) at = living;
    ++living;
  }
  return at < 0 ? 0 : std::min(at, living - at);
}

int distance(const State& s, int from, int to) {
  if (from == to) return 0;
  static const std::string kSeenFromOthers = "seen_from_others", kSeesOthers = "sees_others";
  int d = ring_distance(s, from, to) + modifier(s, to, kSeenFromOthers) + modifier(s, from, kSeesOthers);
  return std::max(1, d);
}

int reach(const State& s, int seat) {
  int best = 0;
  for (const auto& z : s.zones) {
    if (z.owner != seat || !s.content->zones[z.def].active) continue;
    for (int c : z.cards) {
      static const std::string kReach = "reach";
      auto it = s.def(c).modifiers.find(kReach);
      if (it != s.def(c).modifiers.end()) best = std::max(best, it->second);
    }
  }
  if (best > 0) return best;
  auto it = s.content->rules.find("base_reach");
  return it != s.content->rules.end() && it->second.kind == Value::Kind::Int ? static_cast<int>(it->second.i) : 1;
}

}  // namespace arbiter
