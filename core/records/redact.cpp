#include "core/records/redact.h"

#include "core/base/cardref.h"
#include "core/engine/statetree.h"

namespace arbiter {

void EntryRedactor::remember(const Game& g) {
  zones_.clear();
  for (const auto& c : g.state().cards) zones_.push_back(c.zone);
}

bool EntryRedactor::hides(const Game& g, const Entry* e) const {
  if (!viewer_ || !e) return false;
  if (e->kind == Entry::Kind::Deck || e->kind == Entry::Kind::Random) return true;
  if (e->kind != Entry::Kind::Decision) return false;
  return hides_move(g, e->player, e->text);
}

bool EntryRedactor::hides_move(const Game& g, const std::string& player,
                               const std::string& text) const {
  if (!viewer_ || g.state().seat_of(player) == viewer_) return false;
  std::string said = fold_case(canonical_label(text));
  const State& s = g.state();
  for (const auto& c : s.cards) {
    if (sees_zone(g.core(), c.zone, viewer_)) continue;
    int before = static_cast<size_t>(c.id - 1) < zones_.size() ? zones_[c.id - 1] : c.zone;
    if (sees_zone(g.core(), before, viewer_)) continue;
    bool named = said.find(fold_case(s.label(c.id))) != std::string::npos;
    bool moved = before != c.zone;
    if (named || (moved && said.find(fold_case(s.def(c.id).name)) != std::string::npos))
      return true;
  }
  return false;
}

}  // namespace arbiter
