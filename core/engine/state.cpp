#include "core/engine/state.h"

#include <algorithm>

#include "core/base/cardref.h"
#include "core/content/content.h"

namespace arbiter {

void State::init(const Content& c, const std::vector<std::string>& names) {
  content = &c;
  players.clear();
  for (const auto& n : names) players.push_back(Player{n, true, {}});
  zones.clear();
  for (size_t z = 0; z < c.zones.size(); ++z)
    if (!c.zones[z].per_player) zones.push_back(Zone{static_cast<int>(z), 0, {}});
  for (int s = 1; s <= seats(); ++s)
    for (size_t z = 0; z < c.zones.size(); ++z)
      if (c.zones[z].per_player) zones.push_back(Zone{static_cast<int>(z), s, {}});
  zone_ids_.assign(c.zones.size() * (players.size() + 1), -1);
  for (size_t i = 0; i < zones.size(); ++i)
    zone_ids_[zones[i].owner * c.zones.size() + zones[i].def] = static_cast<int>(i);
  labels_.clear();
  cards.clear();
  for (size_t d = 0; d < c.defs.size(); ++d) {
    int home = zone_id(0, c.type_home.at(c.defs[d].type));
    for (const auto& [rank, suit] : c.defs[d].copies) {
      Card card;
      card.id = static_cast<int>(cards.size()) + 1;
      card.def = static_cast<int>(d);
      card.rank = rank;
      card.suit = suit;
      cards.push_back(card);
      labels_.push_back(make_label(card));
      if (home >= 0) move(card.id, home);
    }
  }
  card_props.assign(cards.size(), {});
  props.clear();
  moves = 0;
  known_top = 0;
  seed_dealt.clear();
  dealt_moves = INT64_MAX;
  over = false;
  winners.clear();
  turn = 0;
}

std::string State::place(int card_id) const {
  const Card& c = card(card_id);
  const Zone& z = zone(c.zone);
  const ZoneDef& d = content->zones[z.def];
  // Said as words: a zone named `specialist_stack` is "the specialist stack".
  std::string name = d.name;
  std::replace(name.begin(), name.end(), '_', ' ');
  if (d.name == content->draw_pile) return "still in the " + name;
  std::string where;
  if (z.owner == 0)
    where = "in the " + name + (d.name == content->refill_from ? " pile" : "");
  else if (d.active)
    where = "in play in front of " + players[z.owner - 1].name;
  else
    where = "in " + players[z.owner - 1].name + "'s " + name;
  if (c.entered_step == 0 && c.entered > dealt_moves) return where + " since play began";
  if (c.entered_step == 0) {
    if (std::binary_search(seed_dealt.begin(), seed_dealt.end(), card_id))
      return where + " (dealt by the seed)";
    return where + (z.owner ? " (dealt in setup)" : " (from the setup)");
  }
  return where + " since step " + std::to_string(c.entered_step);
}

int State::zone_id(int owner, int zone_def) const {
  size_t defs = content->zones.size();
  if (owner < 0 || owner > seats() || zone_def < 0 || static_cast<size_t>(zone_def) >= defs)
    return -1;
  return zone_ids_[static_cast<size_t>(owner) * defs + static_cast<size_t>(zone_def)];
}

int State::zone_id(int owner, std::string_view name) const {
  for (size_t d = 0; d < content->zones.size(); ++d)
    if (content->zones[d].name == name)
      return zone_id(content->zones[d].per_player ? owner : 0, static_cast<int>(d));
  return -1;
}

void State::move(int card_id, int to, bool bottom) {
  Card& c = cards[card_id - 1];
  if (c.zone >= 0) {
    auto& from = zones[c.zone].cards;
    for (size_t i = 0; i < from.size(); ++i)
      if (from[i] == card_id) {
        from.erase(from.begin() + i);
        break;
      }
  }
  auto& dest = zones[to].cards;
  if (bottom)
    dest.insert(dest.begin(), card_id);
  else
    dest.push_back(card_id);
  c.zone = to;
  c.entered = ++moves;
  c.entered_step = step;
}

std::string State::make_label(const Card& c) const {
  const CardDef& d = content->defs[c.def];
  if (c.rank == 0 || c.suit < 0) return d.name;  // a suitless card (J*) goes by its name
  if (d.anonymous) return rank_suit_text(c.rank, c.suit);
  return d.name + " (" + rank_suit_text(c.rank, c.suit) + ")";
}

int State::seat_of(const std::string& name) const {
  for (int s = 1; s <= seats(); ++s)
    if (players[s - 1].name == name) return s;
  return 0;
}

int State::living_count() const {
  int n = 0;
  for (const auto& p : players) n += p.alive;
  return n;
}

}  // namespace arbiter
