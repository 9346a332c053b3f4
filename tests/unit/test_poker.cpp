// Unit tests of the poker hand evaluator (core/poker/poker.h).
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstdint>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/poker/poker.h"
#include "core/poker/poker_census.h"
#include "core/poker/poker_eval7.h"

using namespace arbiter::poker;

namespace {

// Cards from text such as "A♠ K♠ QH 10d J*".
std::vector<int> cards_of(const std::string& text) {
  std::vector<int> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    auto c = parse_card(word);
    INFO("card text: " << word);
    REQUIRE(c.has_value());
    out.push_back(*c);
  }
  return out;
}

HandValue value_of(const std::string& text) {
  auto cards = cards_of(text);
  HandValue v = evaluate(cards);
  INFO("hand: " << text);
  REQUIRE(v != 0);
  return v;
}

// A small fixed-seed generator for reproducible random hands.
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // n distinct cards drawn from 0..deck-1.
  std::vector<int> draw(int n, int deck = kDeckSize) {
    std::vector<int> out;
    std::uint64_t used = 0;
    while (int(out.size()) < n) {
      int c = int(next() % std::uint64_t(deck));
      if (used >> c & 1) continue;
      used |= std::uint64_t{1} << c;
      out.push_back(c);
    }
    return out;
  }
};

// Best five by brute force: the highest evaluate() over every 5-card subset.
HandValue best_of_subsets(const std::vector<int>& cards) {
  const int n = int(cards.size());
  HandValue best = 0;
  for (unsigned m = 0; m < (1u << n); ++m) {
    if (__builtin_popcount(m) != 5) continue;
    std::vector<int> five;
    for (int i = 0; i < n; ++i) {
      if (m >> i & 1) five.push_back(cards[i]);
    }
    best = std::max(best, evaluate(five));
  }
  return best;
}

}  // namespace

TEST_CASE("poker: card text round trip", "[poker]") {
  for (int c = 0; c < kDeckSize; ++c) {
    auto back = parse_card(card_text(c));
    REQUIRE(back.has_value());
    CHECK(*back == c);
  }
  CHECK(card_text(kSuitlessJack) == "J*");
  CHECK(parse_card("J*") == kSuitlessJack);
  CHECK(card_text(make_card(12, 0)) == "A\u2660");
  CHECK(card_text(make_card(8, 2)) == "10\u2666");
  CHECK(parse_card("A\u2660") == make_card(12, 0));
  CHECK(parse_card("10\u2666") == make_card(8, 2));
  CHECK(parse_card("QH") == make_card(10, 1));
  CHECK(parse_card("qh") == make_card(10, 1));
  CHECK(parse_card("Td") == make_card(8, 2));
  CHECK(parse_card("2c") == make_card(0, 3));
  CHECK(parse_card("K\u2667") == make_card(11, 3));        // white club
  CHECK(parse_card("A\u2660\uFE0F") == make_card(12, 0));  // emoji form
  for (const char* bad : {"", "A", "1S", "11S", "JX", "J**", "Q*", " AS", "AS ", "ZS", "10"}) {
    INFO("text: '" << bad << "'");
    CHECK_FALSE(parse_card(bad).has_value());
  }
  CHECK(card_text(-1) == "?");
  CHECK(card_text(53) == "?");
  CHECK(card_rank(kSuitlessJack) == 9);
  CHECK(card_suit(kSuitlessJack) == -1);
}

TEST_CASE("poker: category names", "[poker]") {
  for (int i = 0; i < kCategoryCount; ++i) {
    auto c = Category(i);
    CHECK(parse_category(category_name(c)) == c);
  }
  CHECK(category_name(Category::HighCard) == "high card");
  CHECK(category_name(Category::RoyalFlush) == "royal flush");
  CHECK(parse_category("Full_House") == Category::FullHouse);
  CHECK(parse_category("straight-flush") == Category::StraightFlush);
  CHECK_FALSE(parse_category("pair").has_value());
  CHECK_FALSE(parse_category("").has_value());
}

TEST_CASE("poker: every category", "[poker]") {
  struct Case {
    const char* hand;
    Category cat;
    const char* text;
  };
  const Case cases[] = {
      {"AS KD 9H 7C 4S", Category::HighCard, "high card, ace-king-nine-seven-four"},
      {"KS KD AH 9C 4S", Category::OnePair, "one pair, kings, ace-nine-four kickers"},
      {"KS KD 5H 5C AS", Category::TwoPair, "two pair, kings and fives, ace kicker"},
      {"7S 7D 7H KC 2S", Category::ThreeOfAKind, "three of a kind, sevens, king-two kickers"},
      {"6S 7D 8H 9C 10S", Category::Straight, "straight, ten high"},
      {"AH KH 9H 7H 4H", Category::Flush, "flush, ace-king-nine-seven-four"},
      {"7S 7D 7H KC KS", Category::FullHouse, "full house, sevens full of kings"},
      {"9S 9D 9H 9C AS", Category::FourOfAKind, "four of a kind, nines, ace kicker"},
      {"5C 6C 7C 8C 9C", Category::StraightFlush, "straight flush, nine high"},
      {"10D JD QD KD AD", Category::RoyalFlush, "royal flush"},
  };
  HandValue previous = 0;
  for (const Case& c : cases) {
    INFO("hand: " << c.hand);
    HandValue v = value_of(c.hand);
    CHECK(category(v) == c.cat);
    CHECK(describe(v) == c.text);
    CHECK(v > previous);  // the cases are listed weakest category first
    previous = v;
  }
  CHECK(describe(0) == "invalid hand");
}

TEST_CASE("poker: kickers decide within a category", "[poker]") {
  CHECK(value_of("KS KD AH 9C 4S") > value_of("KH KC AD 9S 3S"));
  CHECK(value_of("KS KD AH 9C 4S") > value_of("KH KC QD JS 10S"));
  CHECK(value_of("KS KD AH 9C 4S") == value_of("KH KC AD 9S 4H"));
  CHECK(value_of("AS KD 9H 7C 4S") > value_of("AH KC 9D 7S 3S"));
  CHECK(value_of("7S 7D 7H KC 3S") > value_of("7S 7D 7H KC 2S"));
  CHECK(value_of("9S 9D 9H 9C AS") > value_of("9S 9D 9H 9C KS"));
  CHECK(value_of("9S 9D 9H 9C 2S") > value_of("8S 8D 8H 8C AS"));
  CHECK(value_of("7S 7D 7H 2C 2S") > value_of("6S 6D 6H AC AS"));
  CHECK(value_of("7S 7D 7H 3C 3S") > value_of("7S 7D 7H 2C 2S"));
  // A pair beats any high card; two pair beats any pair.
  CHECK(value_of("2S 2D 3H 4C 5S 9D 10D") > value_of("AS KD QH JC 9S"));
  CHECK(value_of("3S 3D 2H 2C 4S") > value_of("AS AD KH QC JS"));
}

TEST_CASE("poker: the wheel is the lowest straight", "[poker]") {
  HandValue wheel = value_of("AS 2D 3H 4C 5S");
  HandValue six = value_of("2D 3H 4C 5S 6S");
  CHECK(category(wheel) == Category::Straight);
  CHECK(describe(wheel) == "straight, five high");
  CHECK(wheel < six);
  CHECK(wheel > value_of("AS AD AH KC QS"));  // above any three of a kind
  CHECK(value_of("10S JD QH KC AS") > value_of("9S 10D JH QC KS"));
  // Ace is not low anywhere else: Q-K-A-2-3 is no straight.
  CHECK(category(value_of("QS KD AH 2C 3S")) == Category::HighCard);
  // Seven cards holding both the wheel and the six-high straight play the six-high one.
  CHECK(value_of("AS 2D 3H 4C 5S 6D KH") == six);
  // Steel wheel: the lowest straight flush, still above four aces.
  HandValue steel = value_of("AH 2H 3H 4H 5H");
  CHECK(category(steel) == Category::StraightFlush);
  CHECK(describe(steel) == "straight flush, five high");
  CHECK(steel < value_of("2H 3H 4H 5H 6H"));
  CHECK(steel > value_of("AS AD AH AC KS"));
}

TEST_CASE("poker: the board plays and suits never break ties", "[poker]") {
  const std::string board = "10S JD QH KC AS";
  // Both pockets are worse than the board's broadway straight: exactly equal.
  HandValue bob = value_of(board + " 2D 3C");
  HandValue cid = value_of(board + " 4H 7S");
  CHECK(bob == cid);
  CHECK(describe(bob) == "straight, ace high");
  // Board two pair with an ace kicker: lower pockets do not count.
  const std::string board2 = "KS KD 5H 5C AS";
  CHECK(value_of(board2 + " 2D 3C") == value_of(board2 + " 4H QS"));
  // The same ranks in other suits are equal.
  CHECK(value_of("AH KH 9H 7H 4H") == value_of("AS KS 9S 7S 4S"));
  CHECK(value_of("AS KD 9H 7C 4S") == value_of("AD KH 9C 7S 4D"));
}

TEST_CASE("poker: two pair kicker", "[poker]") {
  CHECK(value_of("KS KD 5H 5C AS") > value_of("KH KC 5S 5D QS"));
  CHECK(value_of("KS KD 5H 5C QS") == value_of("KH KC 5S 5D QH"));
  CHECK(value_of("KS KD 5H 5C 2S") > value_of("KH KC 4S 4D AS"));
  // Three pairs in seven cards: the top two play, and the best remaining card is the
  // kicker, which may come from the third pair.
  HandValue v = value_of("KS KD 5H 5C 3S 3D 2H");
  CHECK(describe(v) == "two pair, kings and fives, three kicker");
  CHECK(v == value_of("KS KD 5H 5C 3S"));
  CHECK(describe(value_of("KS KD 5H 5C 3S 3D AH")) == "two pair, kings and fives, ace kicker");
}

TEST_CASE("poker: flush against flush by kickers", "[poker]") {
  CHECK(value_of("AH KH 9H 7H 4H") > value_of("AS KS 9S 7S 3S"));
  CHECK(value_of("AH KH 9H 7H 4H") > value_of("AS QS JS 10S 8S"));
  CHECK(value_of("KH QH JH 9H 8H") < value_of("AS 3S 4S 5S 7S"));
  // Six cards of one suit in seven: the top five play.
  CHECK(value_of("AH KH 9H 7H 4H 2H 3C") == value_of("AH KH 9H 7H 4H"));
  // A flush beats a straight, and a full house beats a flush.
  CHECK(value_of("2H 4H 6H 8H 10H") > value_of("10S JD QH KC AS"));
  CHECK(value_of("2S 2D 2H 3C 3S") > value_of("AH KH QH JH 9H"));
}

TEST_CASE("poker: best five of eight (Security Cameras)", "[poker]") {
  // A flush and a full house at once (possible with eight cards): the full house plays.
  HandValue v = value_of("2H 5H 8H JH KH 8S 8D 5C");
  CHECK(category(v) == Category::FullHouse);
  CHECK(describe(v) == "full house, eights full of fives");
  // A straight flush hidden among eight cards.
  CHECK(category(value_of("5C 6C 7C 8C 9C 9S 9D 9H")) == Category::StraightFlush);
  CHECK(category(value_of("10D JD QD KD AD AS AH AC")) == Category::RoyalFlush);
  // Two trips: full house of the higher over the lower.
  CHECK(describe(value_of("QS QD QH 4C 4S 4D 2H 3H")) == "full house, queens full of fours");
  // Random eight-card hands: the general path equals the best 5-card subset.
  SplitMix64 rng{2024};
  for (int i = 0; i < 5000; ++i) {
    auto cards = rng.draw(8);
    REQUIRE(evaluate(cards) == best_of_subsets(cards));
  }
  // And six cards.
  for (int i = 0; i < 5000; ++i) {
    auto cards = rng.draw(6);
    REQUIRE(evaluate(cards) == best_of_subsets(cards));
  }
}

TEST_CASE("poker: the suitless jack", "[poker]") {
  // Never part of a flush: four hearts and J* are no flush.
  HandValue v = value_of("2H 5H 9H KH J*");
  CHECK(category(v) == Category::HighCard);
  CHECK(describe(v) == "high card, king-jack-nine-five-two");
  // Four spades of a straight flush plus J*: a straight only.
  CHECK(category(value_of("9S 10S QS KS J*")) == Category::Straight);
  // J* completes a straight.
  HandValue straight = value_of("9S 10D QH KC J* 2D 2C");
  CHECK(category(straight) == Category::Straight);
  CHECK(describe(straight) == "straight, king high");
  CHECK(straight == value_of("9S 10D QH KC JS"));
  // J* makes pairs, trips and quads as a jack.
  CHECK(value_of("JS J* 4D 7C 9H") == value_of("JS JH 4D 7C 9H"));
  CHECK(value_of("JS JD J* 4C 4H") == value_of("JS JD JH 4C 4H"));
  // Five jacks: four jacks with a jack kicker, between a ten and a queen kicker.
  HandValue five = value_of("JS JH JD JC J*");
  CHECK(category(five) == Category::FourOfAKind);
  CHECK(describe(five) == "four of a kind, jacks, jack kicker");
  CHECK(five > value_of("JS JH JD JC 10S"));
  CHECK(five < value_of("JS JH JD JC QS"));
  CHECK(value_of("JS JH JD JC J* 2S 3S") == five);
  CHECK(describe(value_of("JS JH JD JC J* AS 3S")) == "four of a kind, jacks, ace kicker");
  // A flush of five other cards still plays alongside J*.
  CHECK(category(value_of("2H 5H 9H KH 3H J* JS")) == Category::Flush);
  // Random hands with J*: the general path equals the best 5-card subset.
  SplitMix64 rng{7};
  for (int n = 5; n <= 8; ++n) {
    for (int i = 0; i < 2000; ++i) {
      auto cards = rng.draw(n - 1);
      cards.push_back(kSuitlessJack);
      std::swap(cards.back(), cards[rng.next() % cards.size()]);
      REQUIRE(evaluate(cards) == best_of_subsets(cards));
    }
  }
}

TEST_CASE("poker: evaluate rejects invalid input", "[poker]") {
  CHECK(evaluate(cards_of("AS KS QS JS")) == 0);
  CHECK(evaluate(cards_of("AS KS QS JS 10S 9S 8S 7S 6S")) == 0);
  CHECK(evaluate(cards_of("AS AS QS JS 10S")) == 0);
  CHECK(evaluate(cards_of("J* J* QS JS 10S")) == 0);
  std::vector<int> out_of_range = {0, 1, 2, 3, 53};
  CHECK(evaluate(out_of_range) == 0);
  std::vector<int> negative = {0, 1, 2, 3, -1};
  CHECK(evaluate(negative) == 0);
}

TEST_CASE("poker: eval7 agrees with evaluate on random hands", "[poker]") {
  SplitMix64 rng{0x5eed};
  std::array<int, kCategoryCount> seen{};
  for (int i = 0; i < 200000; ++i) {
    auto cards = rng.draw(7);
    HandValue fast = eval7(cards.data());
    HandValue general = evaluate(cards);
    std::array<std::uint8_t, 7> bytes{};
    for (std::size_t k = 0; k < bytes.size(); ++k) bytes[k] = static_cast<std::uint8_t>(cards[k]);
    if (eval7(bytes.data()) != fast)
      FAIL("eval7 of the same hand held in bytes differs, hand " << i);
    if (fast != general) {
      INFO("hand " << i << ": " << card_text(cards[0]) << ' ' << card_text(cards[1]) << ' '
                   << card_text(cards[2]) << ' ' << card_text(cards[3]) << ' '
                   << card_text(cards[4]) << ' ' << card_text(cards[5]) << ' '
                   << card_text(cards[6]));
      REQUIRE(fast == general);
    }
    ++seen[std::size_t(category(fast))];
  }
  // Every category except the rare royal flush shows up in 200,000 hands.
  for (int c = 0; c < int(Category::RoyalFlush); ++c) {
    INFO("category " << category_name(Category(c)));
    CHECK(seen[c] > 0);
  }
}

// Every multiset of seven ranks (at most four of each) as counts per rank.
static void each_rank_pattern(int rank, int left, std::array<int, 13>& counts,
                              const std::function<void(const std::array<int, 13>&)>& visit) {
  if (rank == 13) {
    if (left == 0) visit(counts);
    return;
  }
  for (int c = 0; c <= std::min(4, left); ++c) {
    counts[std::size_t(rank)] = c;
    each_rank_pattern(rank + 1, left - c, counts, visit);
  }
  counts[std::size_t(rank)] = 0;
}

TEST_CASE("poker: eval7 agrees with evaluate on every rank pattern and every flush", "[poker]") {
  // Ranks from the highest down, suits 1, 0, 3, 2, 1, 0, 3 by position: no suit holds more
  // than two cards (no flush), and up to four cards of one rank differ in suit.
  int patterns = 0;
  std::array<int, 13> counts{};
  each_rank_pattern(0, 7, counts, [&](const std::array<int, 13>& n) {
    std::vector<int> cards;
    std::array<std::uint8_t, 7> bytes{};
    for (int rank = 12; rank >= 0; --rank) {
      for (int i = 0; i < n[std::size_t(rank)]; ++i) {
        const int suit = int(3 * cards.size() + 1) & 3;
        bytes[cards.size()] = std::uint8_t(make_card(rank, suit));
        cards.push_back(bytes[cards.size()]);
      }
    }
    ++patterns;
    const HandValue v = evaluate(cards);
    if (eval7(cards.data()) != v || eval7(bytes.data()) != v) {
      INFO("pattern " << patterns << ": " << card_text(cards[0]) << ' ' << card_text(cards[1])
                      << ' ' << card_text(cards[2]) << ' ' << card_text(cards[3]) << ' '
                      << card_text(cards[4]) << ' ' << card_text(cards[5]) << ' '
                      << card_text(cards[6]));
      REQUIRE(eval7(cards.data()) == v);
      REQUIRE(eval7(bytes.data()) == v);
    }
  });
  CHECK(patterns == 49205);

  // Five to seven ranks of one suit, the rest of the seven from the other suits.
  int flushes = 0;
  for (unsigned mask = 0; mask < (1u << 13); ++mask) {
    const int n = __builtin_popcount(mask);
    if (n < 5 || n > 7) continue;
    for (int suit = 0; suit < 4; ++suit) {
      std::vector<int> cards;
      for (int rank = 0; rank < 13; ++rank) {
        if (mask >> rank & 1) cards.push_back(make_card(rank, suit));
      }
      for (int k = 0; int(cards.size()) < 7; ++k)
        cards.push_back(make_card(12 - k, (suit + 1 + k) & 3));
      ++flushes;
      INFO("flush mask " << mask << ", suit " << suit);
      REQUIRE(eval7(cards.data()) == evaluate(cards));
    }
  }
  CHECK(flushes == 4 * (1287 + 1716 + 1716));
}

TEST_CASE("poker: eval7 on hand-picked seven-card hands", "[poker]") {
  const char* hands[] = {
      "AS 2D 3H 4C 5S 9D KD",   // wheel
      "AH 2H 3H 4H 5H 9D KD",   // steel wheel
      "10D JD QD KD AD 2S 3S",  // royal flush
      "9S 9D 9H 9C AS AD AH",   // quads with trips beside
      "7S 7D 7H KC KS KH 2S",   // two trips
      "KS KD 5H 5C 3S 3D 2H",   // three pairs
      "2H 4H 6H 8H 10H QH AH",  // seven of one suit
      "AS KD QH JC 9S 7D 5C",   // high card
  };
  for (const char* h : hands) {
    INFO("hand: " << h);
    auto cards = cards_of(h);
    CHECK(eval7(cards.data()) == evaluate(cards));
  }
}

TEST_CASE("poker: census of five-card hands", "[poker]") {
  Census c = census(5);
  CHECK(c.cards == 5);
  CHECK(c.total == 2598960);
  CHECK(c.by_category[std::size_t(Category::RoyalFlush)] == 4);
  CHECK(c.by_category[std::size_t(Category::StraightFlush)] +
            c.by_category[std::size_t(Category::RoyalFlush)] ==
        40);
  CHECK(c.by_category[std::size_t(Category::FourOfAKind)] == 624);
  CHECK(c.by_category[std::size_t(Category::FullHouse)] == 3744);
  CHECK(c.by_category[std::size_t(Category::Flush)] == 5108);
  CHECK(c.by_category[std::size_t(Category::Straight)] == 10200);
  CHECK(c.by_category[std::size_t(Category::ThreeOfAKind)] == 54912);
  CHECK(c.by_category[std::size_t(Category::TwoPair)] == 123552);
  CHECK(c.by_category[std::size_t(Category::OnePair)] == 1098240);
  CHECK(c.by_category[std::size_t(Category::HighCard)] == 1302540);
  CHECK(c.distinct_values == 7462);
  CHECK(census_matches(c));
  std::string table = format_census(c);
  CHECK(table.find("all counts match the published figures") != std::string::npos);
  CHECK(table.find("MISMATCH") == std::string::npos);
  CHECK(table.find("1,302,540") != std::string::npos);
}

TEST_CASE("poker: census of seven-card hands", "[poker]") {
  Census c = census(7);
  CHECK(c.cards == 7);
  CHECK(c.total == 133784560);
  CHECK(c.by_category[std::size_t(Category::RoyalFlush)] == 4324);
  CHECK(c.by_category[std::size_t(Category::StraightFlush)] +
            c.by_category[std::size_t(Category::RoyalFlush)] ==
        41584);
  CHECK(c.by_category[std::size_t(Category::FourOfAKind)] == 224848);
  CHECK(c.by_category[std::size_t(Category::FullHouse)] == 3473184);
  CHECK(c.by_category[std::size_t(Category::Flush)] == 4047644);
  CHECK(c.by_category[std::size_t(Category::Straight)] == 6180020);
  CHECK(c.by_category[std::size_t(Category::ThreeOfAKind)] == 6461620);
  CHECK(c.by_category[std::size_t(Category::TwoPair)] == 31433400);
  CHECK(c.by_category[std::size_t(Category::OnePair)] == 58627800);
  CHECK(c.by_category[std::size_t(Category::HighCard)] == 23294460);
  CHECK(c.distinct_values == 4824);
  CHECK(census_matches(c));
  CHECK_THROWS_AS(census(6), std::invalid_argument);
  Census empty;
  CHECK_FALSE(census_matches(empty));
  CHECK(format_census(empty).find("DIFFER") != std::string::npos);
}

// versus() against the plain definition: every counted pair ranked with evaluate().
// `jack`: the suitless jack is in the pool too.
namespace {
void check_versus(const std::vector<int>& pocket, const std::vector<int>& board, bool jack) {
  std::vector<int> pool;
  for (int c = 0; c < 52; ++c)
    if (std::find(pocket.begin(), pocket.end(), c) == pocket.end() &&
        std::find(board.begin(), board.end(), c) == board.end())
      pool.push_back(c);
  if (jack) pool.push_back(kSuitlessJack);
  std::vector<int> hand = pocket;
  hand.insert(hand.end(), board.begin(), board.end());
  HandValue mine = evaluate(hand);
  for (long long step : {1LL, 7LL, 1000LL}) {
    long long wins = 0, ties = 0, total = 0, number = 0;
    for (size_t i = 0; i < pool.size(); ++i)
      for (size_t j = i + 1; j < pool.size(); ++j) {
        if (++number % step != 0) continue;
        std::vector<int> other = {pool[i], pool[j]};
        other.insert(other.end(), board.begin(), board.end());
        HandValue theirs = evaluate(other);
        wins += mine > theirs;
        ties += mine == theirs;
        total++;
      }
    auto v = versus(pocket, board, pool, step);
    INFO("board of " << board.size() << ", step " << step
                     << (jack ? ", the jack in the pool" : ""));
    REQUIRE(v.has_value());
    CHECK(v->mine == mine);
    CHECK(v->wins == wins);
    CHECK(v->ties == ties);
    CHECK(v->total == total);
    // Asked again (the answer may come from the cache), the same.
    auto again = versus(pocket, board, pool, step);
    CHECK(again->wins == v->wins);
  }
}
}  // namespace

TEST_CASE("poker: versus counts wins and ties as evaluate ranks each counted pair", "[poker]") {
  std::vector<int> pocket = cards_of("A♠ K♠"), board = cards_of("Q♠ 7♦ 2♣ J♥");
  check_versus(pocket, board, false);
  check_versus(pocket, board, true);
  // The flop, the turn and the river: five, six or seven standard cards a pair (the fast
  // path's keys), flushes on the board or not, and with the suitless jack about (the
  // general path).
  for (const char* shown : {"Q♠ 7♦ 2♣", "Q♠ 7♠ 2♠", "Q♠ 7♠ 2♠ J♥", "A♥ A♦ A♣ 2♥", "Q♠ 7♦ 2♣ J♥ 9♣",
                            "Q♠ 7♠ 2♠ J♥ 3♦", "Q♥ 7♥ 2♥ J♥ 3♥"}) {
    INFO("board " << shown);
    check_versus(pocket, cards_of(shown), false);
    check_versus(pocket, cards_of(shown), true);
  }
  check_versus(cards_of("2♦ 2♣"), cards_of("Q♥ 7♥ 2♥ J♥ 3♥"), false);
  std::vector<int> pool;
  for (int c = 0; c < 52; ++c)
    if (std::find(pocket.begin(), pocket.end(), c) == pocket.end() &&
        std::find(board.begin(), board.end(), c) == board.end())
      pool.push_back(c);
  CHECK_FALSE(versus(pocket, cards_of("Q♠"), pool, 1).has_value());  // 3 cards cannot be ranked
  CHECK_FALSE(versus(pocket, board, pool, 0).has_value());
}
