// How people write cards: `Name (RankSuit)`, `RankSuit` alone, or `Name`.
// Input is folded first (full-width forms, white suits, emoji selectors, →, −).
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace arbiter {

// Suits: 0 spades, 1 hearts, 2 diamonds, 3 clubs; -1 none.
// Ranks: 2..10, 11 J, 12 Q, 13 K, 14 A; 0 none.
struct CardRef {
  std::string name;  // empty for a bare `RankSuit`
  int rank = 0;
  int suit = -1;
  bool has_rank_suit() const { return rank != 0; }
};

// Folds what a person typed into the form arbiter writes: full-width ASCII to
// ASCII, white suits to black ones, emoji selectors dropped, `→` to `->`, the
// minus sign `−` to `-`, runs of spaces to one, and trimmed.
std::string fold_text(std::string_view in);
// ASCII letters in lower case, every other byte as it is: names match
// without regard to case (the same on every platform, whatever the locale).
std::string fold_case(std::string_view in);
// How names and aliases are compared: folded, then in lower case.
std::string name_key(std::string_view name);

// `A♠`, `10♦`, `QH`, `qh` -> rank and suit. Folded input expected.
bool parse_rank_suit(std::string_view s, int& rank, int& suit);

// `Name (RankSuit)`, `Name RankSuit`, `RankSuit`, or `Name`.
CardRef parse_card_ref(std::string_view folded);

std::string rank_text(int rank);
std::string suit_text(int suit);  // the symbol form
std::string rank_suit_text(int rank, int suit);

// A label folded, with every `(RankSuit)` in the symbol form.
std::string canonical_label(std::string_view label);
// Compares two labels after folding and suit spellings.
bool labels_equal(std::string_view a, std::string_view b);

}  // namespace arbiter
