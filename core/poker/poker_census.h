// The census of poker hands: every 5- or 7-card hand of a 52-card deck, counted by the
// category of its best five and checked against the published figures. See docs/poker.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "core/poker/poker.h"

namespace arbiter::poker {

// Every n-card hand of 52 (n = 5 or 7), counted by category of its best five.
// by_category is indexed by Category; straight flush does NOT include royal flush there,
// so the published "straight flush" figure is by_category[StraightFlush] +
// by_category[RoyalFlush].
struct Census {
  std::array<std::uint64_t, kCategoryCount> by_category{};
  std::uint64_t total = 0;
  std::uint64_t distinct_values = 0;  // distinct HandValues seen
  double seconds = 0;                 // wall time
  int cards = 0;                      // n
};
// n = 7 uses the eval7 tables on one thread per core, at most 8 (the result does not
// depend on the thread count); n = 5 uses evaluate(). Throws std::invalid_argument for other n.
Census census(int n);
// A table of category, count and the published figure with a check mark per row, plus the
// total and distinct values; ends with a line saying whether everything matched.
std::string format_census(const Census& c);
// True when every count of c equals the published figure for c.cards.
bool census_matches(const Census& c);

}  // namespace arbiter::poker
