// The census of poker hands: see poker_census.h and docs/poker.md.
#include "core/poker/poker_census.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <thread>
#include <utility>
#include <vector>

#include "core/poker/poker_eval7.h"

namespace arbiter::poker {
namespace {

using namespace eval7_tables;

std::string with_commas(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

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

// Seven cards through eval7's tables: the hands are counted by table slot (a rank pattern)
// or flush mask, and each slot's value is read once at the end.
Census census7() {
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

  auto worker = [&](unsigned t) {
    std::vector<std::uint32_t>& sc = slot_counts[t];
    std::vector<std::uint32_t>& fc = flush_counts[t];
    sc.assign(kValueSize, 0);
    fc.assign(1u << 13, 0);
    int cards[7];
    for (;;) {
      std::size_t u = next.fetch_add(1, std::memory_order_relaxed);
      if (u >= units.size()) break;
      auto [a, b] = units[u];
      cards[0] = a;
      cards[1] = b;
      const auto& key = kCardKey;
      const std::uint64_t s2 = kSuitStart + key[a] + key[b];
      for (int c = b + 1; c < 52 - 4; ++c) {
        cards[2] = c;
        const std::uint64_t s3 = s2 + key[c];
        for (int d = c + 1; d < 52 - 3; ++d) {
          cards[3] = d;
          const std::uint64_t s4 = s3 + key[d];
          for (int e = d + 1; e < 52 - 2; ++e) {
            cards[4] = e;
            const std::uint64_t s5 = s4 + key[e];
            for (int f = e + 1; f < 52 - 1; ++f) {
              cards[5] = f;
              const std::uint64_t s6 = s5 + key[f];
              for (int g = f + 1; g < 52; ++g) {
                const std::uint64_t s = s6 + key[g];
                if (s & kFlushBits) [[unlikely]] {
                  cards[6] = g;
                  ++fc[flush_mask(cards, s)];
                } else {
                  ++sc[rank_slot(s)];
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
  tally(slot_counts, g_rank_value.data(), kValueSize);
  tally(flush_counts, g_flush_value.data(), g_flush_value.size());
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

Census census(int n) {
  if (n != 5 && n != 7) throw std::invalid_argument("poker census: n must be 5 or 7");
  if (n == 7) ensure_built();  // the tables' build is not part of the census's time
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
    row(category_name(Category(i)), c.by_category[i], p ? &p->by_category[i] : nullptr, note);
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
