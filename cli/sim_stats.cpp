#include "cli/sim_stats.h"

#include <algorithm>
#include <cmath>

#include "core/content/content.h"

namespace arbiter::cli {

namespace {

constexpr double kZ95 = 1.959963984540054;

// The variance of the mean length (the sample variance over n).
double mean_variance(const Summary& s) {
  if (s.finished < 2) return 0;
  double n = static_cast<double>(s.finished), m = s.mean_length();
  double var = (s.decisions_squared - n * m * m) / (n - 1);
  return std::max(0.0, var) / n;
}

}  // namespace

Interval wilson(long wins, long n) {
  if (n <= 0) return {0, 0, 1};
  const double z = kZ95;
  double p = static_cast<double>(wins) / n, z2 = z * z;
  double denom = 1 + z2 / n;
  double centre = (p + z2 / (2.0 * n)) / denom;
  double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval difference(const Interval& a, const Interval& b) {
  double d = b.rate - a.rate;
  double low = d - std::sqrt(std::pow(b.rate - b.low, 2) + std::pow(a.high - a.rate, 2));
  double high = d + std::sqrt(std::pow(b.high - b.rate, 2) + std::pow(a.rate - a.low, 2));
  return {d, low, high};
}

Tally& tally(std::vector<Tally>& v, const std::string& name) {
  for (auto& t : v)
    if (t.name == name) return t;
  v.push_back(Tally{name, 0, 0});
  return v.back();
}

// A seat with no role is its own side, in a game that keeps roles or not:
// so a game's sides do not depend on whether later games show roles.
void Summary::add(const Outcome& g, const std::vector<std::string>& seats) {
  for (const auto& r : g.roles) by_role = by_role || !r.empty();
  games++;
  if (!g.error.empty()) {
    // A game a script error stopped has no result: it is listed, never
    // counted as a game its sides lost.
    errors++;
    if (keep_all || error_seeds.size() < kShownErrors)
      error_seeds.emplace_back(g.seed, error_seeds.size() < kShownErrors ? g.error : std::string());
    return;
  }
  if (g.finished) {
    finished++;
    decisions_finished += g.decisions;
    decisions_squared += static_cast<double>(g.decisions) * static_cast<double>(g.decisions);
  } else {
    unfinished++;
    if (keep_all || unfinished_seeds.size() < kShownUnfinished) unfinished_seeds.push_back(g.seed);
  }
  auto side_of = [&](size_t k) {
    if (k < g.roles.size() && !g.roles[k].empty()) return g.roles[k];
    return k < seats.size() ? seats[k] : std::to_string(k + 1);
  };
  std::vector<std::string> present, won;
  for (size_t k = 0; k < seats.size(); ++k) {
    std::string side = side_of(k);
    if (std::find(present.begin(), present.end(), side) == present.end()) present.push_back(side);
  }
  for (int w : g.winners) {
    std::string side = side_of(static_cast<size_t>(w - 1));
    if (std::find(won.begin(), won.end(), side) == won.end()) won.push_back(side);
  }
  for (const auto& side : present) {
    Tally& t = tally(sides, side);
    t.games++;
    t.wins += std::find(won.begin(), won.end(), side) != won.end();
  }
  for (size_t k = 0; k < seat_levels.size(); ++k) {
    Tally& t = tally(levels, seat_levels[k]);
    t.games++;
    t.wins +=
        std::find(g.winners.begin(), g.winners.end(), static_cast<int>(k + 1)) != g.winners.end();
  }
  for (size_t k = 0; k < g.characters.size(); ++k) {
    if (g.characters[k].empty()) continue;
    Tally& t = tally(characters, g.characters[k]);
    t.games++;
    t.wins +=
        std::find(g.winners.begin(), g.winners.end(), static_cast<int>(k + 1)) != g.winners.end();
  }
}

std::vector<std::string> mixed_levels(const std::string& bots,
                                      const std::map<std::string, std::string>& own,
                                      const std::vector<std::string>& seats) {
  std::vector<std::string> out;
  bool mixed = false;
  for (const auto& seat : seats) {
    auto it = own.find(seat);
    out.push_back(it == own.end() ? bots : it->second);
    mixed = mixed || out.back() != out.front();
  }
  if (!mixed) out.clear();
  return out;
}

Interval Summary::length() const {
  double m = mean_length(), half = kZ95 * std::sqrt(mean_variance(*this));
  return {m, std::max(0.0, m - half), m + half};
}

void PairedLengths::add(const Outcome& without, const Outcome& with) {
  if (!without.finished || !with.finished || !without.error.empty() || !with.error.empty()) return;
  double d = static_cast<double>(with.decisions - without.decisions);
  n++;
  sum_without += static_cast<double>(without.decisions);
  sum_diff += d;
  sum_diff_squared += d * d;
}

Interval PairedLengths::change() const {
  if (n == 0 || sum_without <= 0) return {0, 0, 0};
  double mean_without = sum_without / n, mean_diff = sum_diff / n;
  double var = n > 1 ? std::max(0.0, (sum_diff_squared - n * mean_diff * mean_diff) / (n - 1)) : 0;
  double half = kZ95 * std::sqrt(var / n);
  return {mean_diff / mean_without, (mean_diff - half) / mean_without,
          (mean_diff + half) / mean_without};
}

// Where no game kept roles, every seat is a side, games or none; every game
// then listed the seats in seat order, so they are already in that order.
void Summary::finish(const std::vector<std::string>& seats) {
  if (!by_role && sides.empty())
    for (const auto& name : seats) tally(sides, name);
  std::sort(characters.begin(), characters.end(),
            [](const Tally& a, const Tally& b) { return a.name < b.name; });
}

void order_sides(Summary& s, const Content* content) {
  if (!content || !s.by_role) return;
  auto rank = [&](const Tally& t) {
    int d = content->def_index(t.name);
    return d < 0 ? static_cast<int>(content->defs.size()) : d;
  };
  std::stable_sort(s.sides.begin(), s.sides.end(),
                   [&](const Tally& a, const Tally& b) { return rank(a) < rank(b); });
}

}  // namespace arbiter::cli
