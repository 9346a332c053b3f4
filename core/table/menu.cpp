#include "core/table/menu.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "core/base/cardref.h"
#include "core/base/text.h"
#include "core/game/game.h"

namespace arbiter {

namespace {

// `play BANG! (5♦) -> Bob` -> (`play BANG! (5♦)`, `Bob`); no arrow: no target.
std::pair<std::string, std::string> split_target(const std::string& label) {
  auto at = label.rfind(" -> ");
  if (at == std::string::npos) return {label, ""};
  return {label.substr(0, at), label.substr(at + 4)};
}

// The order within a group of cards: by card name, then rank and suit, then
// the label; never the rules' order, which
// follows where the cards happen to lie.
std::string card_key(const Game& g, const Option& o) {
  const Card& card = g.state().card(o.card);
  const std::string& name = g.content().defs[card.def].name;
  char rank_suit[16];
  std::snprintf(rank_suit, sizeof rank_suit, "%02d%d", card.rank, card.suit + 1);
  return name_key(name) + '\x01' + rank_suit;
}

// `ability discard BANG! (J♦), Jail (J♠)` -> (`ability discard`, `BANG! (J♦),
// Jail (J♠)`): an option whose label names its card and more cards after it,
// with words before them. False for any other.
bool split_cards(const Game& g, const Option& o, std::string& head, std::string& rest) {
  if (!o.card) return false;
  const std::string& label = o.label;
  auto at = label.find(g.state().label(o.card));
  if (at == std::string::npos || at < 2 || label[at - 1] != ' ') return false;
  if (label.find(", ", at) == std::string::npos) return false;
  head = label.substr(0, at - 1);
  rest = label.substr(at);
  return true;
}

}  // namespace

const MenuLine* Menu::line(int n) const {
  for (const auto& grp : groups)
    for (const auto& l : grp.lines)
      if (--n == 0) return &l;
  return nullptr;
}

int Menu::size() const {
  int n = 0;
  for (const auto& grp : groups) n += static_cast<int>(grp.lines.size());
  return n;
}

Menu build_menu(const Game& g, const Choice& c, bool my_turn) {
  // Options that name a card, ordered by card; the rest keep the rules' order.
  std::vector<int> cards, rest;
  for (int i = 0; i < static_cast<int>(c.options.size()); ++i)
    (c.options[i].card ? cards : rest).push_back(i);
  std::vector<std::string> keys(c.options.size());
  for (int i : cards) keys[i] = card_key(g, c.options[i]) + '\x01' + c.options[i].label;
  std::stable_sort(cards.begin(), cards.end(), [&](int a, int b) { return keys[a] < keys[b]; });

  // Lines: options with the same label up to the target share one; so do
  // options naming several cards after the same words (BANG!'s Sid Ketchum:
  // `ability discard BANG! (J♦), Jail (J♠)`, one for each pair in the hand),
  // the cards asked second.
  auto lines_of = [&](const std::vector<int>& idx) {
    std::vector<MenuLine> out;
    std::map<std::string, size_t> at;
    for (int i : idx) {
      auto [head, target] = split_target(c.options[i].label);
      bool several_cards = target.empty() && split_cards(g, c.options[i], head, target);
      std::string key = (several_cards ? "\x02" : "") + head;
      auto it = target.empty() ? at.end() : at.find(key);
      if (it == at.end()) {
        if (!target.empty()) at[key] = out.size();
        out.push_back(MenuLine{c.options[i].label, {i}, {target}, several_cards});
        continue;
      }
      MenuLine& l = out[it->second];
      l.options.push_back(i);
      l.targets.push_back(target);
      l.text = several_cards
                   ? head + " ... (" + std::to_string(l.options.size()) + " ways: asked next)"
                   : head + " -> " + join(l.targets, " | ");
    }
    for (auto& l : out)
      if (l.options.size() == 1) l.targets.clear();
    return out;
  };
  Menu m;
  if (!cards.empty()) m.groups.push_back(MenuGroup{my_turn ? "play" : "respond", lines_of(cards)});
  if (!rest.empty()) m.groups.push_back(MenuGroup{"other", lines_of(rest)});
  if (m.groups.size() == 1) m.groups[0].heading.clear();
  return m;
}

std::vector<std::string> menu_lines(const Menu& m) {
  std::vector<std::string> out;
  int n = 0;
  for (const auto& grp : m.groups) {
    if (!grp.heading.empty()) out.push_back(grp.heading + ":");
    for (const auto& l : grp.lines) out.push_back("  " + std::to_string(++n) + ") " + l.text);
  }
  return out;
}

std::vector<int> menu_cards(const Game&, const Choice& c, const Menu& m) {
  std::vector<int> out;
  for (int n = 1; n <= m.size(); ++n) out.push_back(c.options[m.line(n)->options[0]].card);
  return out;
}

std::string card_text(const Game& g, const std::string& asked, const std::vector<int>& numbered) {
  std::string name = fold_text(asked);
  if (name.empty()) return "?CARD shows a card's text (?3: the card option 3 names)";
  char* end = nullptr;
  long n = std::strtol(name.c_str(), &end, 10);
  int d = -1;
  if (*end == '\0' && n >= 1 && n <= static_cast<long>(numbered.size())) {
    int card = numbered[n - 1];
    if (!card) return "option " + name + " names no card";
    d = g.state().card(card).def;
  } else {
    d = g.content().def_index(name);
    if (d < 0) d = g.content().def_index(parse_card_ref(name).name);
    // As people type it: "?indians", "?missed 4s".
    if (d < 0) d = g.content().def_index(parse_card_ref(g.card_written(name)).name);
  }
  if (d < 0)
    return "no card is called '" + name + "'" + did_you_mean(name, g.content().def_names());
  const CardDef& def = g.content().defs[d];
  return def.name + ": " + (def.text.empty() ? "(no text)" : def.text);
}

}  // namespace arbiter
