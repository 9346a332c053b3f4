#include "core/records/redact.h"

#include <set>

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

// The viewer is a seat, 0 for the referee, or view.h's kSpectator: the
// public, who is no seat, so every move is another's and every zone a seat
// alone sees is hidden.
bool EntryRedactor::hides_move(const Game& g, const std::string& player, const std::string& text,
                               const std::vector<std::string>& told) const {
  if (!viewer_ || g.state().seat_of(player) == viewer_) return false;
  std::string said = fold_case(canonical_label(text));
  const State& s = g.state();
  auto before = [&](const Card& c) {
    return static_cast<size_t>(c.id - 1) < zones_.size() ? zones_[c.id - 1] : c.zone;
  };
  auto seen = [&](const Card& c) {
    return sees_zone(g.core(), c.zone, viewer_) || sees_zone(g.core(), before(c), viewer_);
  };
  // A label the viewer sees on one card tells nothing of a copy elsewhere
  // (two Stagecoach (9♠) in one deck: the one played is seen).
  std::set<std::string> seen_labels;
  for (const auto& c : s.cards)
    if (seen(c)) seen_labels.insert(s.label(c.id));
  for (const auto& c : s.cards)
    for (const auto& line : told)
      if (line.find(s.label(c.id)) != std::string::npos) seen_labels.insert(s.label(c.id));
  for (const auto& c : s.cards) {
    if (seen(c) || seen_labels.count(s.label(c.id))) continue;
    bool named = said.find(fold_case(s.label(c.id))) != std::string::npos;
    // A name without its (RankSuit) (a hand-written record) may mean a
    // hidden card that moved; with it, `named` has said which card it is.
    bool moved = before(c) != c.zone;
    std::string name = fold_case(s.def(c.id).name);
    bool bare = false;
    for (size_t at = said.find(name); moved && !bare && at != std::string::npos;
         at = said.find(name, at + 1))
      bare = said.compare(at + name.size(), 2, " (") != 0;
    if (named || bare) return true;
  }
  return false;
}

}  // namespace arbiter
