// Poker hand evaluation: see poker.h and docs/poker.md.
//
// How eval7 works (an original design for this project):
//  * Every card has a 64-bit key. The low 32 bits are 5^rank, so the sum of the keys of up
//    to seven cards writes the rank multiset in base 5 (each digit is a count 0..4) and is
//    therefore unique per multiset (at most 4*5^12 + 3*5^11 < 2^31). Bits 32..47 hold one
//    4-bit counter per suit, started at 3: a suit with five or more cards pushes its
//    counter to 8 or more, which sets that nibble's top bit. So seven additions give both
//    the rank pattern and the flush test.
//  * With seven cards a flush excludes four of a kind and a full house (only two cards lie
//    outside the flush suit), so a flush hand is decided by the flush suit's 13-bit rank
//    mask alone: one lookup in an 8,192-entry table.
//  * Otherwise the value depends only on the rank multiset. The 49,205 multisets of seven
//    ranks are placed in a 65,536-slot table by a perfect hash built at start-up
//    ("hash and displace"): h = key * kHashMul; the top 13 bits choose a bucket, the next
//    16 bits a slot, and each bucket has a 16-bit displacement XORed into its slots so that
//    no two multisets share a slot. A lookup is one multiply, two shifts and two loads.
// The general path (evaluate) counts ranks and suits and decides the hand directly, so the
// two paths check each other in the tests and the census.
#include "core/poker.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <thread>
#include <type_traits>
#include <vector>

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

// ---------------------------------------------------------------------------------------
// Tables for eval7

constexpr std::uint64_t pow5(int r) {
  return r == 0 ? 1 : 5 * pow5(r - 1);
}

constexpr std::array<std::uint64_t, 52> make_card_keys() {
  std::array<std::uint64_t, 52> k{};
  for (int c = 0; c < 52; ++c) k[c] = pow5(c >> 2) | (std::uint64_t{1} << (32 + 4 * (c & 3)));
  return k;
}

alignas(64) constexpr std::array<std::uint64_t, 52> kCardKey = make_card_keys();
constexpr std::uint64_t kSuitStart = std::uint64_t{0x3333} << 32;  // each suit counter at 3
constexpr std::uint64_t kFlushBits = std::uint64_t{0x8888} << 32;  // counter reached 8

constexpr int kBucketBits = 13;
constexpr int kSlotBits = 16;
// Multiplier of the rank-pattern hash. Any odd constant that leaves no two multisets with
// the same (bucket, slot) pair works (roughly one in ten does); the golden-ratio
// constant does. The builder checks it and, should it ever fail, searches splitmix64
// outputs for another.
constexpr std::uint64_t kDefaultHashMul = 0x9E3779B97F4A7C15ull;

alignas(64) HandValue g_rank_value[1u << kSlotBits];
alignas(64) std::uint16_t g_disp[1u << kBucketBits];
alignas(64) HandValue g_flush_value[1u << 13];
std::uint64_t g_hash_mul = kDefaultHashMul;

inline std::uint32_t rank_slot(std::uint32_t key, std::uint64_t mul) {
  std::uint64_t h = key * mul;
  return std::uint32_t((h >> (64 - kBucketBits - kSlotBits)) & ((1u << kSlotBits) - 1)) ^
         g_disp[h >> (64 - kBucketBits)];
}

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// Tries to build the displacement table for mul. False if two keys share (bucket, slot).
bool build_rank_hash(const std::vector<std::uint32_t>& keys, const std::vector<HandValue>& values,
                     std::uint64_t mul) {
  constexpr std::uint32_t kBuckets = 1u << kBucketBits, kSlots = 1u << kSlotBits;
  std::vector<std::vector<std::uint32_t>> buckets(kBuckets);  // indices into keys
  std::vector<std::uint32_t> ids(keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) {
    std::uint64_t h = keys[i] * mul;
    std::uint32_t b = std::uint32_t(h >> (64 - kBucketBits));
    std::uint32_t s = std::uint32_t((h >> (64 - kBucketBits - kSlotBits)) & (kSlots - 1));
    ids[i] = (b << kSlotBits) | s;
    buckets[b].push_back(std::uint32_t(i));
  }
  std::vector<std::uint32_t> sorted = ids;
  std::sort(sorted.begin(), sorted.end());
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return false;

  std::vector<std::uint32_t> order(kBuckets);
  for (std::uint32_t b = 0; b < kBuckets; ++b) order[b] = b;
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return buckets[a].size() > buckets[b].size();
  });
  std::vector<bool> used(kSlots, false);
  std::fill(std::begin(g_rank_value), std::end(g_rank_value), 0);
  for (std::uint32_t b : order) {
    const auto& members = buckets[b];
    if (members.empty()) {
      g_disp[b] = 0;
      continue;
    }
    bool placed = false;
    for (std::uint32_t d = 0; d < kSlots && !placed; ++d) {
      bool ok = true;
      for (std::uint32_t i : members) {
        if (used[(ids[i] & (kSlots - 1)) ^ d]) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      for (std::uint32_t i : members) {
        std::uint32_t slot = (ids[i] & (kSlots - 1)) ^ d;
        used[slot] = true;
        g_rank_value[slot] = values[i];
      }
      g_disp[b] = std::uint16_t(d);
      placed = true;
    }
    if (!placed) return false;
  }
  return true;
}

void enumerate_multisets(int rank, int left, std::uint32_t key, int* counts,
                         std::vector<std::uint32_t>& keys, std::vector<HandValue>& values) {
  if (rank == 13) {
    if (left == 0) {
      RankMasks m;
      for (int r = 0; r < 13; ++r) {
        for (int i = 0; i < counts[r]; ++i) m.add(r);
      }
      keys.push_back(key);
      values.push_back(masks_value(m));
    }
    return;
  }
  for (int c = 0; c <= std::min(4, left); ++c) {
    counts[rank] = c;
    enumerate_multisets(rank + 1, left - c, key + std::uint32_t(c * pow5(rank)), counts, keys,
                        values);
  }
  counts[rank] = 0;
}

// The flush table alone is all evaluate() needs; the rank hash (most of the
// build, about 20 ms) is built only for eval7.
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

bool build_tables() {
  ensure_flush_table();
  std::vector<std::uint32_t> keys;
  std::vector<HandValue> values;
  keys.reserve(49205);
  values.reserve(49205);
  int counts[13] = {};
  enumerate_multisets(0, 7, 0, counts, keys, values);

  std::uint64_t mul = kDefaultHashMul, state = 1;
  for (int attempt = 0; attempt < 100000; ++attempt) {
    if (build_rank_hash(keys, values, mul)) {
      g_hash_mul = mul;
      return true;
    }
    mul = splitmix64(state) | 1;
  }
  std::fputs("arbiter::poker: could not build the hand tables\n", stderr);
  std::abort();
}

// Built on first use: a command that never ranks a hand (a BANG! replay)
// must not pay for the tables at start-up.
std::atomic<bool> g_tables_ready{false};

bool ensure_tables() {
  static const bool ready = build_tables();
  g_tables_ready.store(true, std::memory_order_release);
  return ready;
}

// Flush-suit value for seven cards, given the suit-counter bits that reached 8.
HandValue flush7(const int* cards, std::uint64_t flush_bits) {
  int suit = (std::countr_zero(flush_bits) - 35) >> 2;
  unsigned mask = 0;
  for (int i = 0; i < 7; ++i) {
    if ((cards[i] & 3) == suit) mask |= 1u << (cards[i] >> 2);
  }
  return g_flush_value[mask];
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

std::string with_commas(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Census

struct Published {
  std::array<std::uint64_t, kCategoryCount> by_category;
  std::uint64_t total;
  std::uint64_t distinct;
};

// Straight flush is given without royal flush here (the reference's figure includes it).
constexpr Published kPublished5 = {
    {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4}, 2598960, 7462};
constexpr Published kPublished7 = {
    {23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848, 37260, 4324},
    133784560,
    4824};

const Published* published_for(int cards) {
  if (cards == 5) return &kPublished5;
  if (cards == 7) return &kPublished7;
  return nullptr;
}

void add_value(Census& c, HandValue v, std::uint64_t count) {
  c.by_category[std::size_t(category(v))] += count;
  c.total += count;
}

Census census7() {
  constexpr std::uint32_t kSlots = 1u << kSlotBits;
  // Work units: the two lowest cards (a, b). Threads take them in order from a counter, so
  // the split varies but the sums do not.
  std::vector<std::pair<int, int>> units;
  for (int a = 0; a < 52 - 6; ++a) {
    for (int b = a + 1; b < 52 - 5; ++b) units.emplace_back(a, b);
  }
  std::atomic<std::size_t> next{0};
  unsigned hw = std::thread::hardware_concurrency();
  unsigned nthreads = std::clamp(hw == 0 ? 1u : hw, 1u, 8u);
  std::vector<std::vector<std::uint32_t>> slot_counts(nthreads), flush_counts(nthreads);
  const std::uint64_t mul = g_hash_mul;

  auto worker = [&](unsigned t) {
    std::vector<std::uint32_t>& sc = slot_counts[t];
    std::vector<std::uint32_t>& fc = flush_counts[t];
    sc.assign(kSlots, 0);
    fc.assign(1u << 13, 0);
    int cards[7];
    for (;;) {
      std::size_t u = next.fetch_add(1, std::memory_order_relaxed);
      if (u >= units.size()) break;
      auto [a, b] = units[u];
      cards[0] = a;
      cards[1] = b;
      const std::uint64_t s2 = kSuitStart + kCardKey[a] + kCardKey[b];
      for (int c = b + 1; c < 52 - 4; ++c) {
        cards[2] = c;
        const std::uint64_t s3 = s2 + kCardKey[c];
        for (int d = c + 1; d < 52 - 3; ++d) {
          cards[3] = d;
          const std::uint64_t s4 = s3 + kCardKey[d];
          for (int e = d + 1; e < 52 - 2; ++e) {
            cards[4] = e;
            const std::uint64_t s5 = s4 + kCardKey[e];
            for (int f = e + 1; f < 52 - 1; ++f) {
              cards[5] = f;
              const std::uint64_t s6 = s5 + kCardKey[f];
              for (int g = f + 1; g < 52; ++g) {
                const std::uint64_t s = s6 + kCardKey[g];
                const std::uint64_t fb = s & kFlushBits;
                if (fb) [[unlikely]] {
                  cards[6] = g;
                  int suit = (std::countr_zero(fb) - 35) >> 2;
                  unsigned mask = 0;
                  for (int i = 0; i < 7; ++i) {
                    if ((cards[i] & 3) == suit) mask |= 1u << (cards[i] >> 2);
                  }
                  ++fc[mask];
                } else {
                  ++sc[rank_slot(std::uint32_t(s), mul)];
                }
              }
            }
          }
        }
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < nthreads; ++t) threads.emplace_back(worker, t);
  worker(0);
  for (auto& th : threads) th.join();

  Census out;
  out.cards = 7;
  std::vector<HandValue> seen;
  auto tally = [&](const std::vector<std::vector<std::uint32_t>>& per_thread,
                   const HandValue* value_of, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
      std::uint64_t count = 0;
      for (const auto& v : per_thread) count += v[i];
      if (count == 0) continue;
      add_value(out, value_of[i], count);
      seen.push_back(value_of[i]);
    }
  };
  tally(slot_counts, g_rank_value, kSlots);
  tally(flush_counts, g_flush_value, 1u << 13);
  std::sort(seen.begin(), seen.end());
  out.distinct_values = std::uint64_t(std::unique(seen.begin(), seen.end()) - seen.begin());
  return out;
}

Census census5() {
  Census out;
  out.cards = 5;
  std::vector<bool> seen(std::size_t{1} << 24, false);
  int h[5];
  for (h[0] = 0; h[0] < 48; ++h[0]) {
    for (h[1] = h[0] + 1; h[1] < 49; ++h[1]) {
      for (h[2] = h[1] + 1; h[2] < 50; ++h[2]) {
        for (h[3] = h[2] + 1; h[3] < 51; ++h[3]) {
          for (h[4] = h[3] + 1; h[4] < 52; ++h[4]) {
            HandValue v = evaluate(std::span<const int>(h, 5));
            add_value(out, v, 1);
            if (!seen[v]) {
              seen[v] = true;
              ++out.distinct_values;
            }
          }
        }
      }
    }
  }
  return out;
}

}  // namespace

// -----------------------------------------------------------------------------------------
// Evaluation

namespace {

template <class Card>
inline HandValue eval7_of(const Card* cards) {
  if (!g_tables_ready.load(std::memory_order_acquire)) [[unlikely]]
    ensure_tables();
  const std::uint64_t s = kSuitStart + kCardKey[cards[0]] + kCardKey[cards[1]] +
                          kCardKey[cards[2]] + kCardKey[cards[3]] + kCardKey[cards[4]] +
                          kCardKey[cards[5]] + kCardKey[cards[6]];
  const std::uint64_t fb = s & kFlushBits;
  if (fb) [[unlikely]] {
    if constexpr (std::is_same_v<Card, int>) {
      return flush7(cards, fb);
    } else {
      const int hand[7] = {cards[0], cards[1], cards[2], cards[3], cards[4], cards[5], cards[6]};
      return flush7(hand, fb);
    }
  }
  return g_rank_value[rank_slot(std::uint32_t(s), g_hash_mul)];
}

}  // namespace

HandValue eval7(const int* cards) {
  return eval7_of(cards);
}
HandValue eval7(const std::uint8_t* cards) {
  return eval7_of(cards);
}

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
  for (int c : board) {
    if (c < 0 || c > kSuitlessJack || (seen >> c & 1)) return std::nullopt;
    seen |= std::uint64_t{1} << c;
    base.add(card_rank(c));
    if (c != kSuitlessJack) {
      base_suits[c & 3] |= 1u << (c >> 2);
      ++base_count[c & 3];
    }
  }
  for (int c : pool) {
    if (c < 0 || c > kSuitlessJack) return std::nullopt;
  }
  // Only a suit with three cards on the board can make a flush with two more.
  int flush_suits[4], nflush = 0;
  for (int s = 0; s < 4; ++s) {
    if (base_count[s] >= 3) flush_suits[nflush++] = s;
  }
  const long long m = static_cast<long long>(pool.size());
  long long before = 0;  // pairs in the rows above row i
  for (long long i = 0; i + 1 < m; ++i) {
    const long long row = m - 1 - i;
    const int a = pool[std::size_t(i)];
    if (seen >> a & 1) return std::nullopt;
    RankMasks ra = base;
    ra.add(card_rank(a));
    for (long long k = (before / step + 1) * step; k <= before + row; k += step) {
      const int b = pool[std::size_t(i + k - before)];
      if ((seen >> b & 1) || a == b) return std::nullopt;
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
      if (out.mine > v)
        ++out.wins;
      else if (out.mine == v)
        ++out.ties;
      ++out.total;
    }
    before += row;
  }
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

// -----------------------------------------------------------------------------------------
// Census

Census census(int n) {
  if (n != 5 && n != 7) throw std::invalid_argument("poker census: n must be 5 or 7");
  ensure_tables();
  auto start = std::chrono::steady_clock::now();
  Census c = n == 7 ? census7() : census5();
  c.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return c;
}

bool census_matches(const Census& c) {
  const Published* p = published_for(c.cards);
  return p && c.by_category == p->by_category && c.total == p->total &&
         c.distinct_values == p->distinct;
}

std::string format_census(const Census& c) {
  const Published* p = published_for(c.cards);
  std::string out;
  char line[160];
  std::snprintf(line, sizeof line,
                "poker census: every %d-card hand of 52, best five by category\n", c.cards);
  out += line;
  std::snprintf(line, sizeof line, "%-16s %14s %14s  %s\n", "category", "count", "published",
                "check");
  out += line;
  auto row = [&](std::string_view name, std::uint64_t got, const std::uint64_t* want,
                 std::string_view note) {
    std::string check = want ? (got == *want ? "ok" : "MISMATCH") : "-";
    std::snprintf(line, sizeof line, "%-16.*s %14s %14s  %s%.*s\n", int(name.size()), name.data(),
                  with_commas(got).c_str(), want ? with_commas(*want).c_str() : "-", check.c_str(),
                  int(note.size()), note.data());
    out += line;
  };
  std::string sf_note;
  for (int i = kCategoryCount - 1; i >= 0; --i) {
    std::string note;
    if (Category(i) == Category::StraightFlush) {
      note = "  (" +
             with_commas(c.by_category[i] + c.by_category[std::size_t(Category::RoyalFlush)]) +
             " with royal flush)";
    }
    row(kCategoryNames[i], c.by_category[i], p ? &p->by_category[i] : nullptr, note);
  }
  row("total", c.total, p ? &p->total : nullptr, "");
  row("distinct values", c.distinct_values, p ? &p->distinct : nullptr, "");
  std::snprintf(line, sizeof line, "%s (%.2f s)\n",
                census_matches(c) ? "all counts match the published figures"
                                  : "counts DIFFER from the published figures",
                c.seconds);
  out += line;
  return out;
}

}  // namespace arbiter::poker
