#include "core/engine/distance.h"

#include <algorithm>

namespace arbiter {

namespace {

const std::string kSeenFromOthers = "seen_from_others", kSeesOthers = "sees_others",
                  kReach = "reach", kBorrowed = "borrowed";

// Calls f(card, value) for each card in the seat's active zones with that
// modifier, but those `without` leaves out.
template <class F>
void each_modifier(const State& s, int seat, const std::string& key, F f,
                   const Without* without = nullptr) {
  auto visit = [&](int c) {
    const auto& mods = s.def(c).modifiers;
    auto it = mods.find(key);
    if (it != mods.end()) f(c, it->second);
  };
  for (const auto& z : s.zones) {
    if (z.owner != seat || !s.content->zones[z.def].active) continue;
    if (without && without->leaves_out(seat, z.def)) continue;
    for (int c : z.cards) visit(c);
  }
  // The cards the player's value `borrowed` lists count as theirs (a
  // character that copies another's ability, its modifiers with it).
  if (seat < 1 || seat > s.seats()) return;
  const Props& props = s.players[seat - 1].props;
  auto b = props.find(kBorrowed);
  if (b == props.end() || b->second.kind != Value::Kind::List) return;
  if (without && without->leaves_out(seat, -1)) return;
  for (const auto& v : b->second.list)
    if (v.kind == Value::Kind::Int && v.i >= 1 && v.i <= static_cast<int64_t>(s.cards.size()))
      visit(static_cast<int>(v.i));
}

// The sum of a modifier, but over the cards `without` leaves out.
int modifier_without(const State& s, int seat, const std::string& key, const Without* without) {
  int total = 0;
  each_modifier(
      s, seat, key, [&](int, int v) { total += v; }, without);
  return total;
}

}  // namespace

bool Without::leaves_out(int seat, int zone_def) const {
  if (std::find(seats.begin(), seats.end(), seat) == seats.end()) return false;
  return zones.empty() || std::find(zones.begin(), zones.end(), zone_def) != zones.end();
}

int modifier(const State& s, int seat, const std::string& key) {
  return modifier_without(s, seat, key, nullptr);
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

int distance(const State& s, int from, int to, const Without* without) {
  if (from == to) return 0;
  int d = ring_distance(s, from, to) + modifier_without(s, to, kSeenFromOthers, without) +
          modifier_without(s, from, kSeesOthers, without);
  return std::max(1, d);
}

int reach_card(const State& s, int seat) {
  int best = 0, card = 0;
  each_modifier(s, seat, kReach, [&](int c, int v) {
    if (v > best) best = v, card = c;
  });
  return card;
}

int reach(const State& s, int seat) {
  if (int card = reach_card(s, seat)) return s.def(card).modifiers.at(kReach);
  auto it = s.content->rules.find("base_reach");
  return it != s.content->rules.end() && it->second.kind == Value::Kind::Int
             ? static_cast<int>(it->second.i)
             : 1;
}

DistanceWhy explain_distance(const State& s, int from, int to, const Without* without) {
  if (from == to) return {"the same player", false};
  int seats = ring_distance(s, from, to);
  DistanceWhy why{std::to_string(seats) + (seats == 1 ? " seat" : " seats"), false};
  auto add = [&](int c, int v) {
    if (v == 0) return;
    why.modified = true;
    why.text += ", " + s.label(c) + (v > 0 ? " +" : " -") + std::to_string(v > 0 ? v : -v);
    if (!s.def(c).ruling.empty()) why.text += " (" + s.def(c).ruling + ")";
  };
  each_modifier(s, to, kSeenFromOthers, add, without);
  each_modifier(s, from, kSeesOthers, add, without);
  if (seats + modifier_without(s, to, kSeenFromOthers, without) +
          modifier_without(s, from, kSeesOthers, without) <
      1) {
    why.modified = true;
    why.text += ": at least 1";
  }
  return why;
}

}  // namespace arbiter
