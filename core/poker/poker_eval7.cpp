// Building eval7's tables, and its cold path: see poker_eval7.h and docs/poker.md.
//
// The values come from the general path (evaluate), one hand per rank pattern and per
// flush mask; the census then checks the tables against the published counts of all
// 133,784,560 hands. Everything here is integer arithmetic in a fixed order, so every
// compiler and every run builds the same tables.
#include "core/poker/poker_eval7.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <span>
#include <vector>

namespace arbiter::poker::eval7_tables {

namespace {

constexpr std::array<std::int32_t, kRows> unbuilt_offsets() {
  std::array<std::int32_t, kRows> offsets{};
  for (std::uint32_t r = 0; r < kRows; ++r) {
    offsets[r] = std::int32_t(kSlots) - std::int32_t(r << kRowBits);
  }
  return offsets;
}

}  // namespace

alignas(64) constinit std::array<std::int32_t, kRows> g_row_offset = unbuilt_offsets();
alignas(64) std::array<HandValue, kValueSize> g_rank_value{};
alignas(64) std::array<HandValue, 1u << 13> g_flush_value{};

namespace {

[[noreturn]] void fail(const char* why) {
  std::fprintf(stderr, "arbiter::poker: cannot build the seven-card tables: %s\n", why);
  std::abort();
}

template <class T>
void publish(T& entry, T value) {
  std::atomic_ref<T>(entry).store(value, std::memory_order_relaxed);
}

struct Pattern {
  std::uint32_t sum;  // of the cards' rank keys
  HandValue value;
};

// Cards with these rank counts (`n` of them) ranked by the general path. The suits go
// round in turn, so no suit holds more than two cards and cards of one rank differ in suit.
HandValue value_of_counts(const int* counts, int n) {
  int hand[7];
  int k = 0;
  for (int rank = 0; rank < 13; ++rank) {
    for (int i = 0; i < counts[rank]; ++i, ++k) hand[k] = make_card(rank, k & 3);
  }
  return evaluate(std::span<const int>(hand, std::size_t(n)));
}

void add_patterns(int rank, int left, int n, std::uint32_t sum, int* counts,
                  std::vector<Pattern>& out) {
  if (rank == 13) {
    if (left == 0) out.push_back({sum, value_of_counts(counts, n)});
    return;
  }
  for (int c = 0; c <= std::min(4, left); ++c) {
    counts[rank] = c;
    add_patterns(rank + 1, left - c, n, sum + std::uint32_t(c) * kRankKey[std::size_t(rank)],
                 counts, out);
  }
  counts[rank] = 0;
}

// Every rank pattern of `n` cards (at most four of a rank), with its value.
std::vector<Pattern> rank_patterns(int n) {
  std::vector<Pattern> patterns;
  int counts[13] = {};
  add_patterns(0, n, n, 0, counts, patterns);
  return patterns;
}

// Free slots as bits (1 = taken), read 64 at a time from any position.
class SlotMap {
 public:
  SlotMap() : words_(kValueSize / 64 + 2, 0) {}
  std::uint64_t taken64(std::uint32_t from) const {
    const std::uint32_t w = from >> 6, b = from & 63;
    return b == 0 ? words_[w] : (words_[w] >> b) | (words_[w + 1] << (64 - b));
  }
  bool take(std::uint32_t slot) {
    std::uint64_t& word = words_[slot >> 6];
    const std::uint64_t bit = std::uint64_t{1} << (slot & 63);
    if (word & bit) return false;
    word |= bit;
    return true;
  }
  // The first 64-slot block at or after `block` with a free slot.
  std::uint32_t first_open_block(std::uint32_t block) const {
    while (words_[block >> 6] == ~std::uint64_t{0}) block += 64;
    return block;
  }

 private:
  std::vector<std::uint64_t> words_;
};

// Row displacement: rows by size, largest first; each goes to the first offset where all
// of its sums land on free slots, searched 64 offsets at a time. A row of the same size as
// the one before starts where that one went, which keeps the build near a millisecond for
// a table a few % larger than strict first fit.
// Rows none of the patterns reaches get offset 0, never read.
RankTable place(const std::vector<Pattern>& patterns) {
  std::vector<std::uint32_t> row_begin(kRows + 1, 0);
  for (const Pattern& p : patterns) ++row_begin[(p.sum >> kRowBits) + 1];
  std::partial_sum(row_begin.begin(), row_begin.end(), row_begin.begin());
  std::vector<Pattern> by_row(patterns.size());
  std::vector<std::uint32_t> next = row_begin;
  for (const Pattern& p : patterns) by_row[next[p.sum >> kRowBits]++] = p;
  auto row_size = [&](std::uint32_t r) { return row_begin[r + 1] - row_begin[r]; };
  std::vector<std::uint32_t> order(kRows);
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::uint32_t a, std::uint32_t b) { return row_size(a) > row_size(b); });

  constexpr std::uint32_t kColumn = (1u << kRowBits) - 1;
  SlotMap slots;
  RankTable out{std::vector<std::int32_t>(kRows, 0), std::vector<HandValue>(kSlots, 0)};
  std::uint32_t open = 0, last_size = 0, last_block = 0;
  for (std::uint32_t r : order) {
    const std::uint32_t begin = row_begin[r], end = row_begin[r + 1], size = end - begin;
    if (size == 0) break;  // the rest are empty too
    std::uint32_t low = kColumn;
    for (std::uint32_t i = begin; i < end; ++i) low = std::min(low, by_row[i].sum & kColumn);
    open = slots.first_open_block(open & ~63u);
    std::uint32_t block = open & ~63u;
    if (size > 1 && size == last_size) block = std::max(block, last_block);
    std::uint64_t fits = 0;
    for (; block < kSlots; block += 64) {
      fits = ~std::uint64_t{0};
      for (std::uint32_t i = begin; i < end && fits; ++i) {
        fits &= ~slots.taken64(block + (by_row[i].sum & kColumn) - low);
      }
      if (fits) break;
    }
    if (!fits) fail("the value table is too small");
    const std::uint32_t first = block + std::uint32_t(std::countr_zero(fits));
    for (std::uint32_t i = begin; i < end; ++i) {
      const std::uint32_t slot = first + (by_row[i].sum & kColumn) - low;
      if (slot >= kSlots) fail("the value table is too small");
      if (!slots.take(slot)) fail("two rank patterns have the same key sum");
      out.values[slot] = by_row[i].value;
    }
    out.offsets[r] = std::int32_t(first - low) - std::int32_t(r << kRowBits);
    last_size = size;
    last_block = block;
  }
  return out;
}

void build_rank_table() {
  std::vector<Pattern> patterns = rank_patterns(7);
  RankTable placed = place(patterns);
  for (std::uint32_t slot = 0; slot < kSlots; ++slot) {
    if (placed.values[slot] != 0) publish(g_rank_value[slot], placed.values[slot]);
  }
  // Rows no pattern reaches keep their unbuilt offset.
  for (const Pattern& p : patterns) {
    const std::uint32_t r = p.sum >> kRowBits;
    publish(g_row_offset[r], placed.offsets[r]);
  }
}

// Masks of five to seven ranks, each ranked as that many cards of one suit.
void build_flush_table() {
  for (unsigned mask = 0; mask < (1u << 13); ++mask) {
    const int n = std::popcount(mask);
    if (n < 5 || n > 7) continue;
    int hand[7];
    int k = 0;
    for (int rank = 0; rank < 13; ++rank) {
      if (mask >> rank & 1) hand[k++] = make_card(rank, 0);
    }
    publish(g_flush_value[mask], evaluate(std::span<const int>(hand, std::size_t(n))));
  }
}

template <class Card>
HandValue flush(const Card* cards, std::uint64_t sum) {
  const unsigned mask = flush_mask(cards, sum);
  const HandValue v =
      std::atomic_ref<HandValue>(g_flush_value[mask]).load(std::memory_order_relaxed);
  if (v != 0) return v;
  ensure_built();
  return g_flush_value[mask];
}

}  // namespace

const RankTable& few_cards_table(int n) {
  static const RankTable five = place(rank_patterns(5));
  static const RankTable six = place(rank_patterns(6));
  return n == 5 ? five : six;
}

void ensure_built() {
  static const bool built = [] {
    build_flush_table();
    build_rank_table();
    return true;
  }();
  (void)built;
}

HandValue eval7_flush(const int* cards, std::uint64_t sum) {
  return flush(cards, sum);
}
HandValue eval7_flush(const std::uint8_t* cards, std::uint64_t sum) {
  return flush(cards, sum);
}

HandValue eval7_unbuilt(std::uint64_t sum) {
  ensure_built();
  return g_rank_value[rank_slot(sum)];
}

}  // namespace arbiter::poker::eval7_tables
