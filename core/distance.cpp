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

int ring_distance(const State& s, int from, int to) {
  if (from == to) return 0;
  auto ring = s.living_from(from);
  int n = static_cast<int>(ring.size());
  for (int k = 0; k < n; ++k)
    if (ring[k] == to) return std::min(k, n - k);
  return 0;
}

int distance(const State& s, int from, int to) {
  if (from == to) return 0;
  int d = ring_distance(s, from, to) + modifier(s, to, "seen_from_others") + modifier(s, from, "sees_others");
  return std::max(1, d);
}

int reach(const State& s, int seat) {
  int best = 0;
  for (const auto& z : s.zones) {
    if (z.owner != seat || !s.content->zones[z.def].active) continue;
    for (int c : z.cards) {
      auto it = s.def(c).modifiers.find("reach");
      if (it != s.def(c).modifiers.end()) best = std::max(best, it->second);
    }
  }
  if (best > 0) return best;
  auto it = s.content->rules.find("base_reach");
  return it != s.content->rules.end() && it->second.kind == Value::Kind::Int ? static_cast<int>(it->second.i) : 1;
}

}  // namespace arbiter
