#include "cli/report/sim_stats.h"

#include <algorithm>
#include <cmath>

#include "core/base/base.h"
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
void Summary::add(const GameOutcome& g, const std::vector<std::string>& seats) {
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
    if (tallies.size() < g.tallies.size()) tallies.resize(g.tallies.size());
    for (size_t k = 0; k < g.tallies.size(); ++k)
      if (!std::isnan(g.tallies[k])) tallies[k].add(g.tallies[k]);
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
  auto has_won = [&](const std::string& side) {
    return std::find(won.begin(), won.end(), side) != won.end();
  };
  for (const auto& side : present) {
    Tally& t = tally(sides, side);
    t.games++;
    t.wins += has_won(side);
  }
  for (size_t i = 0; i < present.size(); ++i)
    for (size_t k = i + 1; k < present.size(); ++k)
      if (has_won(present[i]) == has_won(present[k])) {
        auto& n = agree[std::minmax(present[i], present[k])];
        n.first++;
        n.second += has_won(present[i]);
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

Interval Mean::interval() const {
  if (n == 0) return {};
  double m = sum / static_cast<double>(n);
  double var = n > 1 ? std::max(0.0, (sum_squared - static_cast<double>(n) * m * m) /
                                         static_cast<double>(n - 1))
                     : 0;
  double half = kZ95 * std::sqrt(var / static_cast<double>(n));
  return {m, m - half, m + half};
}

Interval Summary::length() const {
  double m = mean_length(), half = kZ95 * std::sqrt(mean_variance(*this));
  return {m, std::max(0.0, m - half), m + half};
}

void PairedLengths::add(const GameOutcome& without, const GameOutcome& with) {
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

namespace {

bool beyond_chance(const Interval& d) {
  return d.low > 0 || d.high < 0;
}

// Whether `move` (a difference of rates) from a side's rate `rate`, seen
// over `games` of its games a run, falls outside the report's 95% interval.
bool settles(double rate, double move, long games) {
  auto wins = [&](double p) { return std::lround(p * static_cast<double>(games)); };
  return beyond_chance(difference(wilson(wins(rate), games), wilson(wins(rate + move), games)));
}

// Rounded up to two significant digits: 3412 -> 3500.
long round_up(long n) {
  long unit = 1;
  while (n / unit >= 100) unit *= 10;
  return (n + unit - 1) / unit * unit;
}

}  // namespace

Settle games_to_settle(const Summary& a, const Summary& b) {
  // The side whose rate moved most, and by how much (with - without).
  const Tally* side = nullptr;
  Interval moved;
  for (const auto& x : a.sides)
    for (const auto& y : b.sides) {
      if (x.name != y.name) continue;
      Interval d = difference(wilson(x.wins, x.games), wilson(y.wins, y.games));
      if (beyond_chance(d)) return {};
      if (!side || std::abs(d.rate) > std::abs(moved.rate)) side = &x, moved = d;
    }
  long played = a.games - a.errors;
  if (!side || side->games <= 0 || played <= 0) return {};
  double rate = static_cast<double>(side->wins) / static_cast<double>(side->games);
  double size = std::max(std::abs(moved.rate), 0.02);
  double move = moved.rate < 0 ? -size : size;
  if (rate + move > 1 || rate + move < 0) move = -move;
  // The side plays this share of the games (BANG!'s deputy: not with 4 players).
  double share = static_cast<double>(side->games) / static_cast<double>(played);
  auto side_games = [&](long n) {
    return std::max(1L, std::lround(share * static_cast<double>(n)));
  };
  long low = played, high = played;
  while (!settles(rate, move, side_games(high))) {
    if (high > 1000000000L) return {};
    low = high;
    high *= 2;
  }
  while (high - low > 1) {
    long mid = low + (high - low) / 2;
    (settles(rate, move, side_games(mid)) ? high : low) = mid;
  }
  return {round_up(high), side->name, move};
}

bool team(const Summary& s, const std::string& x, const std::string& y) {
  auto it = s.agree.find(std::minmax(x, y));
  if (it == s.agree.end() || it->second.second == 0) return false;
  for (const auto& t : s.sides)
    if ((t.name == x || t.name == y) && t.games != it->second.first) return false;
  return true;
}

std::vector<Tally> teams(const Summary& s, const std::vector<const Summary*>& all) {
  auto together = [&](const std::string& x, const std::string& y) {
    for (const Summary* o : all)
      if (o->games > 0 && !team(*o, x, y)) return false;
    return true;
  };
  std::vector<Tally> out;
  std::vector<bool> taken(s.sides.size());
  for (size_t i = 0; i < s.sides.size(); ++i) {
    if (taken[i]) continue;
    std::vector<std::string> names{s.sides[i].name};
    for (size_t k = i + 1; k < s.sides.size(); ++k)
      if (!taken[k] && together(s.sides[i].name, s.sides[k].name)) {
        taken[k] = true;
        names.push_back(s.sides[k].name);
      }
    Tally t = s.sides[i];
    if (names.size() > 1) {
      t.name = join_and(names);
      t.team = true;
    }
    out.push_back(t);
  }
  return out;
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
