// Poker hand evaluation for a standard 52-card deck (plus The Gang's suitless Jack).
//
// A generic service: it knows poker hands, not any game. See docs/poker.md.
//
// Cards are small integers: card = rank * 4 + suit, rank 0..12 for 2..A, suit 0..3 for
// spades, hearts, diamonds, clubs (0..51). kSuitlessJack (52) ranks as a jack and is never
// part of a flush.
//
// A HandValue orders hands: higher is stronger, equal values mean exactly equal best five
// cards (suits never break ties). 0 is never a valid hand value. Layout (documented so a
// value can be read in a debugger, but callers should only compare values and use
// category() / describe()):
//   bits 20..23  category index 0..8 (high card .. straight flush; royal is an ace-high
//                straight flush)
//   bits 0..19   five 4-bit ranks, most significant first, of the parts that decide ties:
//                high card / flush: the five ranks; one pair: pair, three kickers; two
//                pair: high pair, low pair, kicker; three of a kind: trips, two kickers;
//                straight / straight flush: top rank (3 for the wheel 5-4-3-2-A);
//                full house: trips, pair; four of a kind: quads, kicker. Unused nibbles
//                are 0.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace arbiter::poker {

inline constexpr int kDeckSize = 52;
// The Gang's "Jack" specialist card: ranks as a jack, has no suit.
inline constexpr int kSuitlessJack = 52;

constexpr int card_rank(int card) {
  return card == kSuitlessJack ? 9 : card >> 2;
}
// Suit 0..3, or -1 for the suitless jack.
constexpr int card_suit(int card) {
  return card == kSuitlessJack ? -1 : card & 3;
}
constexpr int make_card(int rank, int suit) {
  return rank * 4 + suit;
}

using HandValue = std::uint32_t;

// The fast path for exactly seven standard cards, eval7(), is in core/poker/poker_eval7.h; the
// census of every hand in core/poker/poker_census.h.

// General path: best five of 5 to 8 distinct cards, the suitless jack allowed (five jacks
// make four jacks with a jack kicker). Returns 0 for fewer than 5 or more than 8 cards,
// an out-of-range card or a repeated card.
HandValue evaluate(std::span<const int> cards);

// One hand against the other two-card pockets on the same board (a bot's estimate of its
// strength). `mine` is the best five of pocket + board; each counted pair (a, b) of `pool`
// (positions i < j, in pool order) is ranked as a, b + board. Pairs are numbered 1, 2, ...
// in that order and only every step-th counts, from the step-th on (step 1: every pair).
// The pool must hold neither the pocket's nor the board's cards. nullopt when a hand
// cannot be ranked (evaluate's rule: 5 to 8 distinct cards) or step < 1.
struct Versus {
  HandValue mine = 0;
  long long wins = 0, ties = 0, total = 0;
};
std::optional<Versus> versus(std::span<const int> pocket, std::span<const int> board,
                             std::span<const int> pool, long long step);

enum class Category {
  HighCard,
  OnePair,
  TwoPair,
  ThreeOfAKind,
  Straight,
  Flush,
  FullHouse,
  FourOfAKind,
  StraightFlush,
  RoyalFlush,  // an ace-high straight flush, named apart
};
inline constexpr int kCategoryCount = 10;

// Category of a valid (non-zero) value.
Category category(HandValue v);
// "high card", "one pair", ..., "straight flush", "royal flush".
std::string_view category_name(Category c);
// Inverse of category_name; case-insensitive, '_' or '-' accepted for spaces.
std::optional<Category> parse_category(std::string_view text);

// Short human text: "two pair, kings and fives, ace kicker", "full house, sevens full of
// kings", "straight, five high", "royal flush". "invalid hand" for 0.
std::string describe(HandValue v);

// "A♠", "10♦", "QH", "qh", "Td", "J*" (suitless jack); suit letters S H D C or the symbols
// ♠♥♦♣ (♤♡♢♧ too). Surrounding spaces are not accepted.
std::optional<int> parse_card(std::string_view text);
// Symbol form: "A♠", "10♦", "J*". "?" for anything that is not a card.
std::string card_text(int card);

}  // namespace arbiter::poker
