// Poker hand evaluation: see poker.h and docs/poker.md.
//
// The general path: evaluate() counts ranks and suits and decides the hand directly, for 5
// to 8 cards and the suitless jack; versus() ranks a hand against many pockets the same
// way. The seven-card fast path (poker_eval7.*) builds its tables from evaluate(), and the
// census (poker_census.*) checks both against the published counts.
#include "core/poker/poker.h"

#include <algorithm>
#include <bit>
#include <vector>

#include "core/poker/poker_eval7.h"

namespace arbiter::poker {
namespace {

// ---------------------------------------------------------------------------------------
// Hand values

constexpr int kSfIndex = 8;  // category index of a straight flush inside a value

constexpr HandValue make_value(int cat, int r0 = 0, int r1 = 0, int r2 = 0, int r3 = 0,
                               int r4 = 0) {
  return (HandValue(cat) << 20) | (HandValue(r0) << 16) | (HandValue(r1) << 12) |
         (HandValue(r2) << 8) | (HandValue(r3) << 4) | HandValue(r4);
}

constexpr int value_rank(HandValue v, int i) {
  return int((v >> (16 - 4 * i)) & 15);
}

int highest(unsigned mask) {
  return mask ? 31 - std::countl_zero(mask) : -1;
}

// Top rank of the best straight in a 13-bit rank mask, or -1. The wheel's top is 3 (five).
int straight_top(unsigned mask) {
  unsigned runs = mask & (mask >> 1) & (mask >> 2) & (mask >> 3) & (mask >> 4);
  if (runs) return highest(runs) + 4;
  if ((mask & 0x100Fu) == 0x100Fu) return 3;
  return -1;
}

// The k highest ranks of mask, written into out (highest first); 0 where mask runs out.
void top_ranks(unsigned mask, int k, int* out) {
  for (int i = 0; i < k; ++i) {
    int r = highest(mask);
    out[i] = r < 0 ? 0 : r;
    if (r >= 0) mask &= ~(1u << r);
  }
}

// Value of a flush suit's rank mask (five or more bits).
HandValue flush_value(unsigned mask) {
  int top = straight_top(mask);
  if (top >= 0) return make_value(kSfIndex, top);
  int r[5];
  top_ranks(mask, 5, r);
  return make_value(int(Category::Flush), r[0], r[1], r[2], r[3], r[4]);
}

// The ranks held at least once, twice, ... five times (13-bit masks). Five of a rank is
// possible only with the suitless jack.
struct RankMasks {
  unsigned present = 0, two = 0, three = 0, four = 0, five = 0;
  void add(int rank) {
    unsigned b = 1u << rank;
    five |= four & b;
    four |= three & b;
    three |= two & b;
    two |= present & b;
    present |= b;
  }
};

// Best hand that ignores suits, from the rank masks of at least five cards.
HandValue masks_value(const RankMasks& m) {
  if (m.four) {
    int q = highest(m.four);
    // The kicker may be the same rank when five of it are held (four jacks + J*).
    int kicker = highest(m.present & ~(1u << q));
    if ((m.five >> q & 1) && q > kicker) kicker = q;
    return make_value(int(Category::FourOfAKind), q, kicker);
  }
  int t = highest(m.three);
  if (t >= 0) {
    unsigned pairs = m.two & ~(1u << t);
    if (pairs) return make_value(int(Category::FullHouse), t, highest(pairs));
  }
  int top = straight_top(m.present);
  if (top >= 0) return make_value(int(Category::Straight), top);
  int r[5];
  if (t >= 0) {
    top_ranks(m.present & ~(1u << t), 2, r);
    return make_value(int(Category::ThreeOfAKind), t, r[0], r[1]);
  }
  int p1 = highest(m.two);
  if (p1 >= 0) {
    unsigned rest = m.two & ~(1u << p1);
    if (rest) {
      int p2 = highest(rest);
      top_ranks(m.present & ~(1u << p1) & ~(1u << p2), 1, r);
      return make_value(int(Category::TwoPair), p1, p2, r[0]);
    }
    top_ranks(m.present & ~(1u << p1), 3, r);
    return make_value(int(Category::OnePair), p1, r[0], r[1], r[2]);
  }
  top_ranks(m.present, 5, r);
  return make_value(int(Category::HighCard), r[0], r[1], r[2], r[3], r[4]);
}

// Value of a flush suit's rank mask, for any number of ranks from five; built on first use.
alignas(64) HandValue g_flush_value[1u << 13];

bool build_flush_table() {
  for (unsigned m = 0; m < (1u << 13); ++m) {
    g_flush_value[m] = std::popcount(m) >= 5 ? flush_value(m) : 0;
  }
  return true;
}

bool ensure_flush_table() {
  static const bool ready = build_flush_table();
  return ready;
}

// ---------------------------------------------------------------------------------------
// Text

constexpr std::string_view kCategoryNames[kCategoryCount] = {
    "high card", "one pair",   "two pair",       "three of a kind", "straight",
    "flush",     "full house", "four of a kind", "straight flush",  "royal flush"};

constexpr std::string_view kRankWord[13] = {"two",   "three", "four", "five", "six",
                                            "seven", "eight", "nine", "ten",  "jack",
                                            "queen", "king",  "ace"};
constexpr std::string_view kRankPlural[13] = {"twos",   "threes", "fours", "fives", "sixes",
                                              "sevens", "eights", "nines", "tens",  "jacks",
                                              "queens", "kings",  "aces"};
constexpr std::string_view kRankText[13] = {"2", "3",  "4", "5", "6", "7", "8",
                                            "9", "10", "J", "Q", "K", "A"};
constexpr std::string_view kSuitSymbol[4] = {"\u2660", "\u2665", "\u2666", "\u2663"};

std::string join_ranks(HandValue v, int from, int to) {
  std::string s;
  for (int i = from; i < to; ++i) {
    if (i > from) s += '-';
    s += kRankWord[value_rank(v, i)];
  }
  return s;
}

}  // namespace

// -----------------------------------------------------------------------------------------
// Evaluation

HandValue evaluate(std::span<const int> cards) {
  if (cards.size() < 5 || cards.size() > 8) return 0;
  ensure_flush_table();
  RankMasks ranks;
  unsigned suit_mask[4] = {0, 0, 0, 0};
  std::uint64_t seen = 0;
  for (int c : cards) {
    if (c < 0 || c > kSuitlessJack) return 0;
    std::uint64_t bit = std::uint64_t{1} << c;
    if (seen & bit) return 0;
    seen |= bit;
    ranks.add(card_rank(c));
    if (c != kSuitlessJack) suit_mask[c & 3] |= 1u << (c >> 2);
  }
  HandValue best = masks_value(ranks);
  for (unsigned m : suit_mask) {
    if (std::popcount(m) >= 5) best = std::max(best, g_flush_value[m]);
  }
  return best;
}

namespace {

// Every step-th pair of the pool, in order (row by row: a, then each b after
// it), ranked against `out.mine` by `row(a)(b)`, the value of the board with
// a and b. False when a pair holds a card of the board or the same card twice.
template <class Row>
bool rank_pairs(std::span<const int> pool, long long step, std::uint64_t seen, Row row,
                Versus& out) {
  const long long m = static_cast<long long>(pool.size());
  long long before = 0;  // pairs in the rows above row i
  for (long long i = 0; i + 1 < m; ++i) {
    const long long n = m - 1 - i;
    const int a = pool[std::size_t(i)];
    if (seen >> a & 1) return false;
    auto with_a = row(a);
    for (long long k = (before / step + 1) * step; k <= before + n; k += step) {
      const int b = pool[std::size_t(i + k - before)];
      if ((seen >> b & 1) || a == b) return false;
      const HandValue v = with_a(b);
      if (out.mine > v)
        ++out.wins;
      else if (out.mine == v)
        ++out.ties;
      ++out.total;
    }
    before += n;
  }
  return true;
}

std::optional<Versus> versus_uncached(std::span<const int> pocket, std::span<const int> board,
                                      std::span<const int> pool, long long step) {
  if (step < 1 || board.size() < 3 || board.size() > 6) return std::nullopt;
  Versus out;
  int hand[8];  // evaluate() takes 5 to 8 cards
  if (pocket.size() + board.size() > 8) return std::nullopt;
  std::size_t h = 0;
  for (int c : pocket) hand[h++] = c;
  for (int c : board) hand[h++] = c;
  out.mine = evaluate(std::span<const int>(hand, h));
  if (out.mine == 0) return std::nullopt;
  // The board's rank masks, suit masks and suit counts once; each pair adds its two
  // cards (what evaluate does for all of them: the masks do not depend on the order).
  RankMasks base;
  unsigned base_suits[4] = {0, 0, 0, 0};
  int base_count[4] = {0, 0, 0, 0};
  std::uint64_t seen = 0;
  bool jack = false;  // the suitless jack is in the board or the pool
  for (int c : board) {
    if (c < 0 || c > kSuitlessJack || (seen >> c & 1)) return std::nullopt;
    seen |= std::uint64_t{1} << c;
    base.add(card_rank(c));
    if (c != kSuitlessJack) {
      base_suits[c & 3] |= 1u << (c >> 2);
      ++base_count[c & 3];
    }
    jack |= c == kSuitlessJack;
  }
  for (int c : pool) {
    if (c < 0 || c > kSuitlessJack) return std::nullopt;
    jack |= c == kSuitlessJack;
  }
  bool ok;
  if (!jack && board.size() <= 5) {
    // Standard cards only: each pair's hand ranked by the fast path's keys, the board's
    // summed once (seven cards on the river, five or six before it in tables of their own).
    eval7_tables::ensure_built();
    const auto& key = eval7_tables::kCardKey;
    const int n = int(board.size()) + 2;
    const eval7_tables::RankTable* few = n < 7 ? &eval7_tables::few_cards_table(n) : nullptr;
    std::uint64_t board_sum = eval7_tables::kSuitStart;
    int cards[7];
    for (std::size_t i = 0; i < board.size(); ++i)
      board_sum += key[std::size_t(cards[i] = board[i])];
    ok = rank_pairs(
        pool, step, seen,
        [&](int a) {
          const std::uint64_t with_a = board_sum + key[std::size_t(a)];
          return [&, a, with_a](int b) {
            const std::uint64_t sum = with_a + key[std::size_t(b)];
            if (sum & eval7_tables::kFlushBits) {
              cards[n - 2] = a, cards[n - 1] = b;
              return eval7_tables::flush_value(cards, n, sum);
            }
            return few ? few->value(sum) : eval7_tables::rank_value(eval7_tables::rank_slot(sum));
          };
        },
        out);
  } else {
    // Only a suit with three cards on the board can make a flush with two more.
    int flush_suits[4], nflush = 0;
    for (int s = 0; s < 4; ++s) {
      if (base_count[s] >= 3) flush_suits[nflush++] = s;
    }
    ok = rank_pairs(
        pool, step, seen,
        [&](int a) {
          RankMasks ra = base;
          ra.add(card_rank(a));
          return [&, a, ra](int b) {
            RankMasks r = ra;
            r.add(card_rank(b));
            HandValue v = masks_value(r);
            for (int f = 0; f < nflush; ++f) {
              const int s = flush_suits[f];
              int count = base_count[s];
              unsigned mask = base_suits[s];
              if (a != kSuitlessJack && (a & 3) == s) ++count, mask |= 1u << (a >> 2);
              if (b != kSuitlessJack && (b & 3) == s) ++count, mask |= 1u << (b >> 2);
              if (count >= 5) v = std::max(v, g_flush_value[mask]);
            }
            return v;
          };
        },
        out);
  }
  if (!ok) return std::nullopt;
  return out;
}

}  // namespace

std::optional<Versus> versus(std::span<const int> pocket, std::span<const int> board,
                             std::span<const int> pool, long long step) {
  // A bot asks the same question at every decision of a round: the last answers are
  // kept per thread, by the whole question (a pure function: nothing else is read).
  struct Entry {
    std::vector<int> key;
    std::optional<Versus> answer;
  };
  constexpr std::size_t kEntries = 64;
  thread_local std::vector<Entry> cache(kEntries);
  thread_local std::vector<int> key;
  key.clear();
  key.push_back(static_cast<int>(pocket.size()));
  key.insert(key.end(), pocket.begin(), pocket.end());
  key.push_back(static_cast<int>(board.size()));
  key.insert(key.end(), board.begin(), board.end());
  key.insert(key.end(), pool.begin(), pool.end());
  key.push_back(static_cast<int>(step));
  key.push_back(static_cast<int>(step >> 32));
  std::uint64_t hash = 14695981039346656037ull;
  for (int x : key) hash = (hash ^ static_cast<std::uint32_t>(x)) * 1099511628211ull;
  Entry& e = cache[(hash >> 32) % kEntries];
  if (e.key == key) return e.answer;
  e.answer = versus_uncached(pocket, board, pool, step);
  e.key = key;
  return e.answer;
}

Category category(HandValue v) {
  int cat = int(v >> 20);
  if (cat >= kSfIndex)
    return value_rank(v, 0) == 12 ? Category::RoyalFlush : Category::StraightFlush;
  return Category(cat);
}

std::string_view category_name(Category c) {
  int i = int(c);
  return i >= 0 && i < kCategoryCount ? kCategoryNames[i] : std::string_view("?");
}

std::optional<Category> parse_category(std::string_view text) {
  std::string norm;
  for (char ch : text) {
    if (ch == '_' || ch == '-') ch = ' ';
    if (ch >= 'A' && ch <= 'Z') ch = char(ch - 'A' + 'a');
    norm += ch;
  }
  for (int i = 0; i < kCategoryCount; ++i) {
    if (norm == kCategoryNames[i]) return Category(i);
  }
  return std::nullopt;
}

std::string describe(HandValue v) {
  if (v == 0 || (v >> 20) > kSfIndex) return "invalid hand";
  Category c = category(v);
  std::string s(category_name(c));
  int r0 = value_rank(v, 0), r1 = value_rank(v, 1), r2 = value_rank(v, 2);
  switch (c) {
    case Category::HighCard:
    case Category::Flush:
      return s + ", " + join_ranks(v, 0, 5);
    case Category::OnePair:
      return s + ", " + std::string(kRankPlural[r0]) + ", " + join_ranks(v, 1, 4) + " kickers";
    case Category::TwoPair:
      return s + ", " + std::string(kRankPlural[r0]) + " and " + std::string(kRankPlural[r1]) +
             ", " + std::string(kRankWord[r2]) + " kicker";
    case Category::ThreeOfAKind:
      return s + ", " + std::string(kRankPlural[r0]) + ", " + join_ranks(v, 1, 3) + " kickers";
    case Category::Straight:
    case Category::StraightFlush:
      return s + ", " + std::string(kRankWord[r0]) + " high";
    case Category::FullHouse:
      return s + ", " + std::string(kRankPlural[r0]) + " full of " + std::string(kRankPlural[r1]);
    case Category::FourOfAKind:
      return s + ", " + std::string(kRankPlural[r0]) + ", " + std::string(kRankWord[r1]) +
             " kicker";
    case Category::RoyalFlush:
      return s;
  }
  return s;
}

// -----------------------------------------------------------------------------------------
// Cards as text

std::optional<int> parse_card(std::string_view t) {
  if (t.size() < 2) return std::nullopt;
  int rank = -1;
  std::size_t len = 1;
  if (t.substr(0, 2) == "10") {
    rank = 8;
    len = 2;
  } else {
    char ch = t[0];
    if (ch >= 'a' && ch <= 'z') ch = char(ch - 'a' + 'A');
    if (ch >= '2' && ch <= '9')
      rank = ch - '2';
    else if (ch == 'T')
      rank = 8;
    else if (ch == 'J')
      rank = 9;
    else if (ch == 'Q')
      rank = 10;
    else if (ch == 'K')
      rank = 11;
    else if (ch == 'A')
      rank = 12;
  }
  if (rank < 0) return std::nullopt;
  std::string_view suit = t.substr(len);
  if (rank == 9 && suit == "*") return kSuitlessJack;
  // An emoji presentation selector may follow a suit symbol ("♠️").
  if (suit.size() > 3 && suit.substr(suit.size() - 3) == "\uFE0F") {
    suit.remove_suffix(3);
  }
  static constexpr std::string_view kLetters = "SHDC";
  static constexpr std::string_view kSymbols[2][4] = {
      {"\u2660", "\u2665", "\u2666", "\u2663"},   // ♠♥♦♣
      {"\u2664", "\u2661", "\u2662", "\u2667"}};  // ♤♡♢♧
  for (int s = 0; s < 4; ++s) {
    if (suit.size() == 1 && (suit[0] == kLetters[s] || suit[0] == kLetters[s] - 'A' + 'a')) {
      return make_card(rank, s);
    }
    if (suit == kSymbols[0][s] || suit == kSymbols[1][s]) return make_card(rank, s);
  }
  return std::nullopt;
}

std::string card_text(int card) {
  if (card == kSuitlessJack) return "J*";
  if (card < 0 || card >= kDeckSize) return "?";
  return std::string(kRankText[card >> 2]) + std::string(kSuitSymbol[card & 3]);
}

}  // namespace arbiter::poker
