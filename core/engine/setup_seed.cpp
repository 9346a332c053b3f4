#include "core/engine/setup_seed.h"

#include <algorithm>
#include <functional>
#include <set>
#include <vector>

#include "core/base/cardref.h"
#include "core/base/error.h"
#include "core/base/yaml_check.h"
#include "core/engine/game_core.h"

namespace arbiter {

namespace {

constexpr const char* kHeld = "held";
constexpr const char* kDrawPile = "draw pile";

// A player's hand: the zones of theirs only they may see.
bool hidden_to_others(const GameCore& g, int zone, int seat) {
  const Zone& z = g.state().zone(zone);
  return z.owner == seat && g.content().zones[z.def].visibility == Visibility::Owner;
}

// Two cards change places, each taking the other's zone, position and age.
void swap_places(State& s, int a, int b) {
  Card& ca = s.cards[a - 1];
  Card& cb = s.cards[b - 1];
  auto& za = s.zone(ca.zone).cards;
  auto& zb = s.zone(cb.zone).cards;
  *std::find(za.begin(), za.end(), a) = b;
  *std::find(zb.begin(), zb.end(), b) = a;
  std::swap(ca.zone, cb.zone);
  std::swap(ca.entered, cb.entered);
  std::swap(ca.entered_step, cb.entered_step);
}

// Still where the seed put it: dealt from the seed, or in the draw pile
// below the cards the setup stacked.
bool seed_placed(const GameCore& g, int card, const std::set<int>& seeded) {
  if (seeded.count(card)) return true;
  const State& s = g.state();
  int pile = s.zone_id(0, g.content().draw_pile);
  if (pile < 0 || s.card(card).zone != pile) return false;
  const auto& cards = s.zone(pile).cards;
  auto from_top = cards.end() - std::find(cards.begin(), cards.end(), card) - 1;
  return from_top >= s.known_top;
}

// "e.g. {Ann: [Shot (9♣)]}": the example a message gives, from the game
// being loaded (its first player and first card), so that it reads as a
// record of that game would.
std::string held_example(const State& s) {
  if (s.players.empty() || s.cards.empty()) return "e.g. {PLAYER: [CARD]}";
  return "e.g. {" + s.players[0].name + ": [" + s.label(1) + "]}";
}

std::vector<YAML::Node> items(const YAML::Node& n) {
  std::vector<YAML::Node> out;
  if (n.IsSequence())
    for (const auto& i : n) out.push_back(i);
  else if (n.IsScalar())
    for (const auto& part : split_commas(n.Scalar())) out.push_back(YAML::Node(part));
  return out;
}

// `draw pile` (or the game's name for it, `deck`), in any case.
bool is_draw_pile(const GameCore& g, const std::string& key) {
  const std::string& pile = g.content().draw_pile;
  std::string k = fold_case(key);
  return !pile.empty() && (k == kDrawPile || k == fold_case(pile));
}

// The card a held list's entry `text` (at `at`) names, into `x`; else why
// it names none.
std::string named_card(
    GameCore& g, const YAML::Node& n, const std::string& text, const std::string& at,
    const std::function<std::string(const YAML::Node&, const std::string&)>& where, int& x) {
  std::string why;
  x = g.find_card(text, -1, &why);
  if (x > 0) return "";
  return where(n, at) + (why.empty() ? "a card's name" : why);
}

// `held: {draw pile: [7♦]}`: cards the seed dealt that were really still in
// the draw pile (the table drew one). Each changes places with the lowest
// card the seed left in the pile that no held entry has placed, so the draws
// the seed gives on top of it stay the same and a card an earlier entry put
// back in the pile stays there; the card that takes its place is the seed's.
// `claimed`: the cards held entries have placed, these added.
std::string still_in_pile(
    GameCore& g, const YAML::Node& list, const std::string& path, std::set<int>& seeded,
    std::vector<int>& seeded_list, std::set<int>& claimed,
    const std::function<std::string(const YAML::Node&, const std::string&)>& where) {
  State& s = g.state();
  int pile = s.zone_id(0, g.content().draw_pile);
  std::vector<YAML::Node> cards = items(list);
  for (size_t i = 0; i < cards.size(); ++i) {
    std::string at = path + "[" + std::to_string(i) + "]";
    std::string text = cards[i].IsScalar() ? cards[i].Scalar() : "";
    int x = 0;
    if (std::string bad = named_card(g, cards[i], text, at, where, x); !bad.empty()) return bad;
    // Of identical copies: one the seed left in the pile is there already;
    // else one the seed dealt elsewhere.
    int dealt = 0;
    int there = 0;
    for (const auto& c : s.cards)
      if (g.fits_ref(c.id, text) && seed_placed(g, c.id, seeded) && !claimed.count(c.id)) {
        if (c.zone == pile) there = c.id;
        if (!dealt && c.zone != pile) dealt = c.id;
      }
    if (there) {
      claimed.insert(there);
      continue;
    }
    if (!dealt)
      return where(cards[i], at) + s.label(x) + " is " + s.place(x) +
             " by the setup itself, so it was not in the draw pile";
    const auto& in_pile = s.zone(pile).cards;  // the top last
    int y = 0;
    for (size_t k = 0; !y && static_cast<int>(in_pile.size() - k) > s.known_top; ++k)
      if (seed_placed(g, in_pile[k], seeded) && !claimed.count(in_pile[k])) y = in_pile[k];
    if (!y)
      return where(cards[i], at) + "the draw pile holds no card the seed placed that " +
             s.label(dealt) + " could change places with";
    swap_places(s, dealt, y);
    seeded.erase(dealt);
    seeded.insert(y);
    claimed.insert(dealt);
    std::replace(seeded_list.begin(), seeded_list.end(), dealt, y);
  }
  return "";
}

}  // namespace

YAML::Node rules_setup(const YAML::Node& setup) {
  if (!setup || !setup.IsMap() || !setup[kHeld]) return setup;
  YAML::Node out(YAML::NodeType::Map);
  for (const auto& kv : setup)
    if (kv.first.Scalar() != kHeld) out[kv.first] = kv.second;
  return out;
}

std::string apply_held(GameCore& g, const YAML::Node& setup, const YamlFile* file) {
  if (!setup || !setup.IsMap() || !setup[kHeld]) return "";
  const YAML::Node& held = setup[kHeld];
  auto where = [&](const YAML::Node& n, const std::string& path) {
    return (file ? file->at(n).str() + ": " : std::string()) + path + ": ";
  };
  State& s = g.state();
  if (!held.IsMap())
    return where(held, "setup.held") + "a mapping of players to the cards each held, " +
           held_example(s);
  std::vector<int>& seeded_list = g.chance().setup_seeded;
  std::set<int> seeded(seeded_list.begin(), seeded_list.end());
  std::set<int> claimed;  // cards held entries have placed
  for (const auto& kv : held) {
    std::string path = "setup.held." + kv.first.Scalar();
    int seat = s.seat_of(kv.first.Scalar());
    if (!seat && is_draw_pile(g, kv.first.Scalar())) {
      std::string wrong = still_in_pile(g, kv.second, path, seeded, seeded_list, claimed, where);
      if (!wrong.empty()) return wrong;
      continue;
    }
    if (!seat)
      return where(kv.first, path) + "no player is called " + kv.first.Scalar() +
             (g.content().draw_pile.empty() ? "" : " (`draw pile` names the draw pile)");
    const std::string& name = s.players[seat - 1].name;
    std::vector<YAML::Node> cards = items(kv.second);
    for (size_t i = 0; i < cards.size(); ++i) {
      std::string at = path + "[" + std::to_string(i) + "]";
      std::string text = cards[i].IsScalar() ? cards[i].Scalar() : "";
      int x = 0;
      if (std::string bad = named_card(g, cards[i], text, at, where, x); !bad.empty()) return bad;
      // Of identical copies, one already in the hand, else one the seed placed.
      int mine = 0, free = 0;
      for (const auto& c : s.cards)
        if (g.fits_ref(c.id, text)) {
          if (!mine && hidden_to_others(g, c.zone, seat) && !claimed.count(c.id)) mine = c.id;
          if (!free && seed_placed(g, c.id, seeded) && !claimed.count(c.id) &&
              !hidden_to_others(g, c.zone, seat))
            free = c.id;
        }
      if (mine) {
        seeded.erase(mine);
        claimed.insert(mine);
        continue;
      }
      if (free) x = free;
      if (claimed.count(x))
        return where(cards[i], at) + s.label(x) + " is already placed by another setup.held entry";
      if (!seed_placed(g, x, seeded))
        return where(cards[i], at) + s.label(x) + " is " + s.place(x) +
               " by the setup itself, so " + name + " cannot have held it";
      int y = 0;
      for (size_t z = 0; z < s.zones.size() && !y; ++z)
        if (hidden_to_others(g, static_cast<int>(z), seat))
          for (int c : s.zone(static_cast<int>(z)).cards)
            if (!y && seeded.count(c)) y = c;
      if (!y)
        return where(cards[i], at) + name + " holds no card the seed dealt that " + s.label(x) +
               " could have been: the setup gives all of " + name + "'s hand";
      swap_places(s, x, y);
      seeded.erase(x);
      claimed.insert(x);
    }
  }
  seeded_list.erase(std::remove_if(seeded_list.begin(), seeded_list.end(),
                                   [&](int c) { return !seeded.count(c); }),
                    seeded_list.end());
  return "";
}

std::string seeded_setup_text(const GameCore& g) {
  const State& s = g.state();
  int pile = s.zone_id(0, g.content().draw_pile);
  std::vector<std::pair<std::string, int>> places;  // in the order first dealt
  std::set<int> seen;
  for (int c : g.chance().setup_seeded) {
    if (!seen.insert(c).second || s.card(c).zone == pile) continue;
    const Zone& z = s.zone(s.card(c).zone);
    std::string place = (z.owner ? s.players[z.owner - 1].name + "'s " : std::string()) +
                        g.content().zones[z.def].name;
    auto it =
        std::find_if(places.begin(), places.end(), [&](const auto& p) { return p.first == place; });
    if (it == places.end())
      places.emplace_back(place, 1);
    else
      it->second++;
  }
  std::string out;
  for (const auto& [place, n] : places)
    out += (out.empty() ? "" : ", ") + place + " (" + std::to_string(n) +
           (n == 1 ? " card)" : " cards)");
  int numbers = g.chance().setup_numbers;
  if (numbers)
    out += (out.empty() ? "" : ", ") + std::to_string(numbers) +
           (numbers == 1 ? " random number" : " random numbers");
  return out;
}

}  // namespace arbiter
