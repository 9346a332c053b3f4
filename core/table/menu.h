// A person's options as `arbiter play` and a served table's page show them: grouped (cards to play or
// to answer with, then the rest), in an order that stays put from one
// decision to the next, and options that differ only in their target folded
// into one line whose target is asked second. Display only: the option
// indices are the rules' own, so records, bots and sims never see this order.
#pragma once
#include <string>
#include <vector>

#include "core/game/game.h"

namespace arbiter {

struct MenuLine {
  std::string text;                  // `play BANG! (5♦) -> Bob | Cid | Dee`, or the label
  std::vector<int> options;          // indices into Choice::options; several: a target is asked
  std::vector<std::string> targets;  // with several options, each one's target (`Bob`)
  bool cards = false;  // the targets are sets of cards (`BANG! (J♦), Jail (J♠)`), not players
};

struct MenuGroup {
  std::string heading;  // `play`, `respond`, `other`; empty when there is one group
  std::vector<MenuLine> lines;
};

struct Menu {
  std::vector<MenuGroup> groups;
  // The line numbered `n` (1-based, counted across groups), or null.
  const MenuLine* line(int n) const;
  int size() const;
};

// `my_turn`: the options are the person's own moves, else answers to another's.
Menu build_menu(const Game& g, const Choice& c, bool my_turn);

// The menu as lines to print, numbered from 1.
std::vector<std::string> menu_lines(const Menu& m);

// The card each line of the menu names (0: none), line 1 first.
std::vector<int> menu_cards(const Game& g, const Choice& c, const Menu& m);

// The rules text of a card as a person asks for it at a prompt: `?Beer`,
// `?BANG! (A♠)`, or `?3` for the card the third of `numbered` is (0: the
// option numbered 3 names no card).
std::string card_text(const Game& g, const std::string& asked, const std::vector<int>& numbered);

}  // namespace arbiter
