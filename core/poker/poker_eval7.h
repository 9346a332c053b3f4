// The fast path of the poker evaluator: exactly seven standard cards, ranked by two table
// lookups. Inline, so a loop over millions of hands pays no call. See docs/poker.md.
//
// How it works (an original design for this project):
//  * Every card has a 64-bit key. Bits 0..15 hold one 4-bit counter per suit; the sum of
//    seven keys starts each counter at 3, so a suit with five or more cards sets its
//    counter's top bit. From bit 16 up sits its rank's key (kRankKey), chosen so that the
//    sums of any two different multisets of seven ranks differ: the sum names the rank
//    pattern. Seven additions give the rank pattern and the flush test at once.
//  * A flush (about 3% of random hands) rules out four of a kind and a full house with seven
//    cards, so the flush suit's 13-bit rank mask decides it (out of line).
//  * Otherwise the 49,205 rank patterns sit in a table placed by row displacement: the rank
//    sum's top bits pick a row, the row's offset is added to the rank sum, and the result is
//    the pattern's slot. No two patterns share a slot; a lookup is two shifts and two loads.
//
// The tables are built on first use (a few milliseconds; a command that never calls eval7
// pays nothing). Until then every row points into a stretch of the value table that stays
// 0, and 0 is never a hand value: a 0 sends the call out of line, which builds the tables
// and asks again. Each table entry changes once, from its initial value to its final one,
// and is read with relaxed atomic loads (plain loads on common CPUs), so a call racing the
// build reads either a 0 or the right value, never a wrong one.
#pragma once

#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/poker/poker.h"

namespace arbiter::poker {

namespace eval7_tables {

// Rank keys, 2 to ace, found once by a greedy search: the two's key is 0 (adding one
// constant to every key moves every seven-card sum alike), and each next key is the
// smallest integer above the one before that keeps the sums of all multisets of up to
// seven of the ranks from the three on (at most four of each) distinct. The largest
// seven-card sum is then under 2^23. The builder checks that the 49,205 sums are distinct.
inline constexpr std::array<std::uint32_t, 13> kRankKey = {
    0, 1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359};
// The largest sum: four aces and three kings.
inline constexpr std::uint32_t kMaxRankSum = 4 * kRankKey[12] + 3 * kRankKey[11];

inline constexpr int kRowBits = 9;  // a row covers 512 consecutive rank sums
inline constexpr std::uint32_t kRows = (kMaxRankSum >> kRowBits) + 1;
// Slots the placed patterns may use (the builder stops the program if they need more),
// followed by one row's worth that stays 0 for the rows before the build.
inline constexpr std::uint32_t kSlots = 96 * 1024;
inline constexpr std::uint32_t kValueSize = kSlots + (1u << kRowBits);

// Suits in the low bits keep both constants small enough to be instructions' immediates.
inline constexpr std::uint64_t kSuitStart = 0x3333;  // each suit's counter at 3
inline constexpr std::uint64_t kFlushBits = 0x8888;  // a counter reached 8
inline constexpr int kRankShift = 16;

constexpr std::array<std::uint64_t, kDeckSize> card_keys() {
  std::array<std::uint64_t, kDeckSize> k{};
  for (int c = 0; c < kDeckSize; ++c) {
    k[c] = (std::uint64_t{kRankKey[c >> 2]} << kRankShift) | (std::uint64_t{1} << (4 * (c & 3)));
  }
  return k;
}

alignas(64) inline constexpr std::array<std::uint64_t, kDeckSize> kCardKey = card_keys();

// Row r's offset, added to a rank sum, gives its slot; it starts unbuilt at
// kSlots - (r << kRowBits), in the stretch that stays 0.
extern std::array<std::int32_t, kRows> g_row_offset;
extern std::array<HandValue, kValueSize> g_rank_value;
// Value of a flush suit's rank mask (5 to 7 ranks); 0 until built.
extern std::array<HandValue, 1u << 13> g_flush_value;

template <class Card>
inline std::uint64_t key_sum(const Card* cards) {
  const auto& key = kCardKey;
  return kSuitStart + key[cards[0]] + key[cards[1]] + key[cards[2]] + key[cards[3]] +
         key[cards[4]] + key[cards[5]] + key[cards[6]];
}

inline std::uint32_t rank_slot(std::uint64_t sum) {
  const std::uint32_t ranks = std::uint32_t(sum >> kRankShift);
  const std::size_t row = std::size_t(sum >> (kRankShift + kRowBits));
  std::atomic_ref<std::int32_t> offset(g_row_offset[row]);
  return ranks + std::uint32_t(offset.load(std::memory_order_relaxed));
}

inline HandValue rank_value(std::uint32_t slot) {
  return std::atomic_ref<HandValue>(g_rank_value[slot]).load(std::memory_order_relaxed);
}

// Per card one bit at 16 * suit + rank: the OR of seven cards' bits holds each suit's
// rank mask in 16 bits of its own, read without a branch per card.
constexpr std::array<std::uint64_t, kDeckSize> card_suit_bits() {
  std::array<std::uint64_t, kDeckSize> b{};
  for (int c = 0; c < kDeckSize; ++c) b[c] = std::uint64_t{1} << (16 * (c & 3) + (c >> 2));
  return b;
}
alignas(64) inline constexpr std::array<std::uint64_t, kDeckSize> kCardSuitBit = card_suit_bits();

// The 13-bit rank mask of the flush suit of seven cards whose key sum shows a flush.
template <class Card>
inline unsigned flush_mask(const Card* cards, std::uint64_t sum) {
  const std::uint64_t bits = kCardSuitBit[cards[0]] | kCardSuitBit[cards[1]] |
                             kCardSuitBit[cards[2]] | kCardSuitBit[cards[3]] |
                             kCardSuitBit[cards[4]] | kCardSuitBit[cards[5]] |
                             kCardSuitBit[cards[6]];
  const int suit = std::countr_zero(sum & kFlushBits) >> 2;
  return unsigned(bits >> (16 * suit)) & 0x1FFFu;
}

// Builds the tables once (thread-safe; later calls return at once).
void ensure_built();

// The flush path, out of line (about 3% of random hands).
HandValue eval7_flush(const int* cards, std::uint64_t sum);
HandValue eval7_flush(const std::uint8_t* cards, std::uint64_t sum);
// A hand without a flush met before the tables were built: builds them and ranks it.
HandValue eval7_unbuilt(std::uint64_t sum);

template <class Card>
inline HandValue eval7_hot(const Card* cards) {
  const std::uint64_t sum = key_sum(cards);
  if (sum & kFlushBits) [[unlikely]]
    return eval7_flush(cards, sum);
  const HandValue v = rank_value(rank_slot(sum));
  if (v == 0) [[unlikely]]
    return eval7_unbuilt(sum);
  return v;
}

// Rank patterns of `n` standard cards by key sum, placed by row displacement. The
// seven cards' placement is published into the tables above; five or six cards' stay in
// one of these (versus() on the flop and the turn).
struct RankTable {
  std::vector<std::int32_t> offsets;  // by row of sums: added to a rank sum, its slot
  std::vector<HandValue> values;      // by slot
  // The value of a key sum (kSuitStart plus the cards' keys) that shows no flush.
  HandValue value(std::uint64_t sum) const {
    const std::uint32_t ranks = std::uint32_t(sum >> kRankShift);
    const std::size_t row = std::size_t(sum >> (kRankShift + kRowBits));
    return values[std::size_t(std::int64_t(ranks) + offsets[row])];
  }
};
// The table of five (n = 5) or six cards, built on first use (thread-safe).
const RankTable& few_cards_table(int n);

// The flush of `n` standard cards whose key sum shows one (after ensure_built()).
inline HandValue flush_value(const int* cards, int n, std::uint64_t sum) {
  std::uint64_t bits = 0;
  for (int i = 0; i < n; ++i) bits |= kCardSuitBit[std::size_t(cards[i])];
  const int suit = std::countr_zero(sum & kFlushBits) >> 2;
  return g_flush_value[(bits >> (16 * suit)) & 0x1FFFu];
}

}  // namespace eval7_tables

// Exactly seven distinct standard cards (0..51, no suitless jack; not checked): the best
// five, as evaluate() would rank them. No allocation.
inline HandValue eval7(const int* cards) {
  return eval7_tables::eval7_hot(cards);
}
// The same for cards held one to a byte: a long run of hands then takes a quarter of the
// memory traffic (the census and benchmarks stream millions).
inline HandValue eval7(const std::uint8_t* cards) {
  return eval7_tables::eval7_hot(cards);
}

}  // namespace arbiter::poker
