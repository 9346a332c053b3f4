// arbiter sim: many games between bots, seeds S, S+1, ...; win rates per side
// and per character with 95% Wilson intervals. Each game depends only on its
// seed, so --jobs and --shard change how fast, never what is reported.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/common.h"
#include "cli/pool.h"
#include "core/content.h"
#include "core/play.h"
#include "core/record.h"
#include "core/watchdog.h"

namespace arbiter::cli {

namespace {

// What a run is: everything that decides its games. Shards must agree on it.
struct SimConfig {
  std::string game;
  std::string content;  // digest of the base content
  int players = 0;
  uint64_t seed = 1;
  long n = 0;
  std::vector<std::string> variants;
  std::map<std::string, std::string> options;
  std::string bots = "random";
  long cap = 20000;
  std::string compare;  // a variant run against the same seeds, or empty
  std::string command;
};

// One game, as much of it as the report needs.
struct Outcome {
  uint64_t seed = 0;
  bool finished = false;
  std::string error;  // a script or engine error stopped it
  long decisions = 0;
  std::vector<std::string> roles;       // per seat; empty strings where the game keeps no `role`
  std::vector<std::string> characters;  // per seat; empty where it keeps no `character`
  std::vector<int> winners;             // seats
};

std::string prop_text(const Player& p, const char* key) {
  auto it = p.props.find(key);
  return it == p.props.end() || it->second.is_nil() ? "" : it->second.text();
}

// A worker: its own content and Lua state, for the base rules and, with
// --compare, for the rules with the variant.
struct Worker {
  std::unique_ptr<Content> content, variant_content;
  std::unique_ptr<ScriptHost> host, variant_host;
  ScriptProfile profile;          // this thread's samples, with --profile
  ScriptProfile* into = nullptr;  // the run's, which they join at the end
  ~Worker() {
    if (into) into->merge(profile);
  }
};

// One game; with `fast`, its scripts run uncounted (core/watchdog.h).
Outcome play_seed(ScriptHost& host, const SimConfig& cfg, const std::vector<std::string>& seats,
                  uint64_t seed, bool fast) {
  Outcome o;
  o.seed = seed;
  try {
    Game game(host, GameConfig{seats, seed, cfg.options});
    game.set_fast(fast);
    game.chance().keep_outcomes = false;  // no record is written
    Record rec;
    rec.game = cfg.game;
    rec.players = seats;
    rec.seed = seed;
    rec.options = cfg.options;
    PlayOptions opts;
    opts.bots = cfg.bots;
    opts.max_decisions = cfg.cap;
    PlayResult res = play_game(game, std::move(rec), opts);
    o.finished = res.finished;
    o.decisions = res.decisions;
    o.winners = game.state().winners;
    for (const auto& p : game.state().players) {
      o.roles.push_back(prop_text(p, "role"));
      o.characters.push_back(prop_text(p, "character"));
    }
  } catch (const Error& e) {
    o.error = e.what();
  }
  return o;
}

// One game, fast unless its runs must be counted: the same outcome either way.
Outcome play_one(ScriptHost& host, const SimConfig& cfg, const std::vector<std::string>& seats,
                 uint64_t seed) {
  return watchdog::fast_or_counted(
      [&](bool fast) { return play_seed(host, cfg, seats, seed, fast); });
}

// One seed played: without and, with --compare, with the variant.
struct Played {
  Outcome base, with;
};

// Runs `count` seeds, the indices (into S..S+n-1) first, first+step, ..., and
// hands each game to take(Played&&) in seed order as it completes: only a
// bounded window of finished games waits to be taken, whatever the count.
template <class Take>
void run_games(const SimConfig& cfg, const std::vector<std::string>& seats, long first, long step,
               size_t count, int jobs, ScriptProfile* profile, Take take) {
  std::vector<std::string> roots = global().roots();
  std::vector<std::string> with_variants = cfg.variants;
  with_variants.push_back(cfg.compare);
  auto make = [&] {
    auto w = std::make_unique<Worker>();
    w->content = std::make_unique<Content>(load_content(roots, cfg.game, cfg.variants));
    w->host = std::make_unique<ScriptHost>(*w->content);
    if (profile) {
      w->into = profile;
      w->host->profile = &w->profile;
    }
    if (!cfg.compare.empty()) {
      w->variant_content = std::make_unique<Content>(load_content(roots, cfg.game, with_variants));
      w->variant_host = std::make_unique<ScriptHost>(*w->variant_content);
    }
    return w;
  };
  auto task = [&](Worker& w, size_t i) {
    uint64_t seed = cfg.seed + static_cast<uint64_t>(first + static_cast<long>(i) * step);
    Played p;
    p.base = play_one(*w.host, cfg, seats, seed);
    if (w.variant_host) p.with = play_one(*w.variant_host, cfg, seats, seed);
    return p;
  };
  run_pool_ordered(
      count, jobs, ordered_window(jobs), make, task,
      [&](size_t, Played&& p) { take(std::move(p)); }, "games");
}

// ---- statistics ----

struct Interval {
  double rate = 0, low = 0, high = 0;
};

// Wilson score interval at 95%: sound for small counts and rates near 0 or 1.
Interval wilson(long wins, long n) {
  if (n <= 0) return {0, 0, 1};
  const double z = 1.959963984540054;
  double p = static_cast<double>(wins) / n, z2 = z * z;
  double denom = 1 + z2 / n;
  double centre = (p + z2 / (2.0 * n)) / denom;
  double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
  return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

// The difference of two independent rates (b - a), with Newcombe's interval
// built from the two Wilson intervals.
Interval difference(const Interval& a, const Interval& b) {
  double d = b.rate - a.rate;
  double low = d - std::sqrt(std::pow(b.rate - b.low, 2) + std::pow(a.high - a.rate, 2));
  double high = d + std::sqrt(std::pow(b.high - b.rate, 2) + std::pow(a.rate - a.low, 2));
  return {d, low, high};
}

struct Tally {
  std::string name;
  long games = 0, wins = 0;
};

// The text report lists this many unfinished seeds, and the messages of this
// many errors; the JSON report lists every seed.
constexpr size_t kShownUnfinished = 20, kShownErrors = 5;

Tally& tally(std::vector<Tally>& v, const std::string& name) {
  for (auto& t : v)
    if (t.name == name) return t;
  v.push_back(Tally{name, 0, 0});
  return v.back();
}

// Games folded one at a time, in seed order: the report's figures without
// keeping the games. The winning side: winners grouped by their `role` where
// the game keeps roles, else by seat. Sides and characters are listed in the
// order they first appear (seed order, seat order), so the report is
// deterministic.
struct Summary {
  long games = 0, finished = 0, unfinished = 0, errors = 0;
  long decisions_finished = 0;
  bool by_role = false;
  bool keep_all =
      false;  // every unfinished and error seed (for JSON), not only those the text shows
  std::vector<Tally> sides, characters;
  std::vector<uint64_t> unfinished_seeds;
  std::vector<std::pair<uint64_t, std::string>>
      error_seeds;  // a message only for the first kShownErrors
  double mean_length() const {
    return finished ? static_cast<double>(decisions_finished) / finished : 0;
  }
  void add(const Outcome& g, const std::vector<std::string>& seats);
  void finish(const std::vector<std::string>& seats);
};

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
  for (size_t k = 0; k < g.characters.size(); ++k) {
    if (g.characters[k].empty()) continue;
    Tally& t = tally(characters, g.characters[k]);
    t.games++;
    t.wins +=
        std::find(g.winners.begin(), g.winners.end(), static_cast<int>(k + 1)) != g.winners.end();
  }
}

// Where no game kept roles, every seat is a side, games or none; every game
// then listed the seats in seat order, so they are already in that order.
void Summary::finish(const std::vector<std::string>& seats) {
  if (!by_role && sides.empty())
    for (const auto& name : seats) tally(sides, name);
  std::sort(characters.begin(), characters.end(),
            [](const Tally& a, const Tally& b) { return a.name < b.name; });
}

// Sides that are definitions (BANG!'s roles) are listed in content order:
// sheriff, deputy, outlaw, renegade. Others keep their order of appearance.
void order_sides(Summary& s, const Content* content) {
  if (!content || !s.by_role) return;
  auto rank = [&](const Tally& t) {
    int d = content->def_index(t.name);
    return d < 0 ? static_cast<int>(content->defs.size()) : d;
  };
  std::stable_sort(s.sides.begin(), s.sides.end(),
                   [&](const Tally& a, const Tally& b) { return rank(a) < rank(b); });
}

// ---- output ----

std::string pct(double x, bool sign = false) {
  char buf[32];
  std::snprintf(buf, sizeof buf, sign ? "%+.1f%%" : "%.1f%%", 100 * x);
  return buf;
}

std::string num(double x, int digits = 4) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string pad(const std::string& s, size_t width) {
  size_t w = utf8_width(s);
  return s + std::string(width > w ? width - w : 0, ' ');
}

std::string seeds_text(const SimConfig& cfg) {
  if (cfg.n <= 0) return "none";
  return std::to_string(cfg.seed) + ".." + std::to_string(cfg.seed + cfg.n - 1);
}

void print_tallies(const std::vector<Tally>& ts, const char* heading) {
  size_t width = 4;
  for (const auto& t : ts) width = std::max(width, utf8_width(printable(t.name)));
  std::cout << heading << ", 95% Wilson interval:\n";
  for (const auto& t : ts) {
    Interval i = wilson(t.wins, t.games);
    char counts[64];
    std::snprintf(counts, sizeof counts, "%ld/%ld", t.wins, t.games);
    std::cout << "  " << pad(printable(t.name), width) << "  " << pad(pct(i.rate), 6) << "  ["
              << pct(i.low) << ", " << pct(i.high) << "]  " << counts << "\n";
  }
}

void print_summary(const Summary& s, const SimConfig& cfg) {
  std::cout << "finished " << s.finished << ", unfinished " << s.unfinished << " (cap " << cfg.cap
            << " decisions)";
  if (s.errors) std::cout << ", " << red("errors " + std::to_string(s.errors));
  std::cout << "\n";
  if (!s.unfinished_seeds.empty()) {
    std::cout << "unfinished seeds:";
    for (size_t i = 0; i < s.unfinished_seeds.size() && i < kShownUnfinished; ++i)
      std::cout << " " << s.unfinished_seeds[i];
    std::cout << (s.unfinished > static_cast<long>(kShownUnfinished) ? " ..." : "") << "\n";
  }
  for (size_t i = 0; i < s.error_seeds.size() && i < kShownErrors; ++i)
    std::cout << "error at seed " << s.error_seeds[i].first << ": "
              << printable_lines(s.error_seeds[i].second) << "\n";
  if (s.errors > static_cast<long>(kShownErrors))
    std::cout << "... and " << s.errors - static_cast<long>(kShownErrors) << " more errors\n";
  std::cout << "mean length " << num(s.mean_length(), 1) << " decisions (finished games)\n";
  print_tallies(s.sides, s.by_role ? "win rate by side (role)" : "win rate by side (seat)");
  if (!s.characters.empty()) print_tallies(s.characters, "win rate by character");
}

void print_compare(const Summary& a, const Summary& b, const SimConfig& cfg) {
  std::cout << "\ncompare: the same seeds without and with variant " << bold(printable(cfg.compare))
            << "\n";
  std::cout << "  finished " << a.finished << " / " << b.finished << ", unfinished " << a.unfinished
            << " / " << b.unfinished;
  if (a.errors || b.errors)
    std::cout << ", "
              << red("errors " + std::to_string(a.errors) + " / " + std::to_string(b.errors));
  std::cout << ", mean length " << num(a.mean_length(), 1) << " / " << num(b.mean_length(), 1)
            << " decisions\n";
  // The games without the variant listed theirs above.
  for (size_t i = 0; i < b.error_seeds.size() && i < kShownErrors; ++i)
    std::cout << "  error with " << printable(cfg.compare) << " at seed " << b.error_seeds[i].first
              << ": " << printable_lines(b.error_seeds[i].second) << "\n";
  if (b.errors > static_cast<long>(kShownErrors))
    std::cout << "  ... and " << b.errors - static_cast<long>(kShownErrors) << " more errors with "
              << printable(cfg.compare) << "\n";
  if (a.errors == a.games || b.errors == b.games) {
    std::cout << "  " << red("nothing to compare") << ": every game "
              << (b.errors == b.games ? "with" : "without")
              << " the variant stopped on a script error\n";
    return;
  }
  if (a.errors || b.errors)
    std::cout << "  the rates leave out the games a script error stopped: each side's are over its "
                 "other games\n";
  auto table = [&](const std::vector<Tally>& xs, const std::vector<Tally>& ys,
                   const char* heading) {
    std::vector<std::string> names;
    for (const auto& t : xs) names.push_back(printable(t.name));
    for (const auto& t : ys)
      if (std::find(names.begin(), names.end(), printable(t.name)) == names.end())
        names.push_back(printable(t.name));
    size_t width = 4;
    for (const auto& n : names) width = std::max(width, utf8_width(n));
    std::cout << "  " << heading << ": without, with, difference (95% intervals)\n";
    for (const auto& n : names) {
      Tally ta{n}, tb{n};
      for (const auto& t : xs)
        if (printable(t.name) == n) ta = t;
      for (const auto& t : ys)
        if (printable(t.name) == n) tb = t;
      Interval ia = wilson(ta.wins, ta.games), ib = wilson(tb.wins, tb.games),
               d = difference(ia, ib);
      bool significant = d.low > 0 || d.high < 0;
      std::string diff =
          pct(d.rate, true) + " [" + pct(d.low, true) + ", " + pct(d.high, true) + "]";
      std::cout << "    " << pad(n, width) << "  " << pad(pct(ia.rate), 6) << "  "
                << pad(pct(ib.rate), 6) << "  " << (significant ? bold(diff + " *") : diff) << "\n";
    }
  };
  table(a.sides, b.sides, a.by_role ? "by side (role)" : "by seat");
  if (!a.characters.empty() || !b.characters.empty())
    table(a.characters, b.characters, "by character");
  std::cout << "  * the interval leaves out 0: a difference these games show beyond chance\n";
}

void json_tallies(std::ostream& out, const std::vector<Tally>& ts) {
  out << "[";
  for (size_t k = 0; k < ts.size(); ++k) {
    Interval i = wilson(ts[k].wins, ts[k].games);
    out << (k ? ", " : "") << "{\"name\": " << json_str(ts[k].name)
        << ", \"games\": " << ts[k].games << ", \"wins\": " << ts[k].wins
        << ", \"rate\": " << num(i.rate) << ", \"low\": " << num(i.low)
        << ", \"high\": " << num(i.high) << "}";
  }
  out << "]";
}

void json_summary(std::ostream& out, const Summary& s) {
  out << "{\"games\": " << s.games << ", \"finished\": " << s.finished
      << ", \"unfinished\": " << s.unfinished << ", \"errors\": " << s.errors
      << ", \"unfinished_seeds\": [";
  for (size_t i = 0; i < s.unfinished_seeds.size(); ++i)
    out << (i ? ", " : "") << s.unfinished_seeds[i];
  out << "], \"error_seeds\": [";
  for (size_t i = 0; i < s.error_seeds.size(); ++i)
    out << (i ? ", " : "") << s.error_seeds[i].first;
  out << "], \"error_messages\": [";
  bool first = true;
  for (const auto& [seed, message] : s.error_seeds) {
    if (message.empty()) continue;
    out << (first ? "" : ", ") << "{\"seed\": " << seed << ", \"message\": " << json_str(message)
        << "}";
    first = false;
  }
  out << "], \"mean_decisions\": " << num(s.mean_length(), 2)
      << ", \"side\": " << json_str(s.by_role ? "role" : "seat") << ", \"sides\": ";
  json_tallies(out, s.sides);
  out << ", \"characters\": ";
  json_tallies(out, s.characters);
  out << "}";
}

void json_config(std::ostream& out, const SimConfig& cfg) {
  out << "\"command\": " << json_str(cfg.command) << ", \"game\": " << json_str(cfg.game)
      << ", \"content\": " << json_str(cfg.content) << ", \"players\": " << cfg.players
      << ", \"seed\": " << cfg.seed << ", \"n\": " << cfg.n << ", \"bots\": " << json_str(cfg.bots)
      << ", \"cap\": " << cfg.cap << ", \"variants\": [";
  for (size_t i = 0; i < cfg.variants.size(); ++i)
    out << (i ? ", " : "") << json_str(cfg.variants[i]);
  out << "], \"options\": {";
  bool first = true;
  for (const auto& [k, v] : cfg.options) {
    out << (first ? "" : ", ") << json_str(k) << ": " << json_str(v);
    first = false;
  }
  out << "}, \"compare\": " << json_str(cfg.compare);
}

struct Timing {
  double seconds = 0;
  long long recounted = 0;  // games played again counted (core/watchdog.h)
  int jobs = 1;
  int shards = 0;  // a merged report: the shards' own times added up
};

// `a`: the games as played; `b`: with the --compare variant (empty without).
void report(const SimConfig& cfg, const std::vector<std::string>& seats, Summary a, Summary b,
            const Timing& t, bool json, const std::string& note, const Content* content) {
  long played = a.games + b.games;
  a.finish(seats);
  if (!cfg.compare.empty()) b.finish(seats);
  order_sides(a, content);
  order_sides(b, content);
  double rate = t.seconds > 0 ? played / t.seconds : 0;
  if (json) {
    std::cout << "{";
    json_config(std::cout, cfg);
    std::cout << ", \"seats\": [";
    for (size_t i = 0; i < seats.size(); ++i) std::cout << (i ? ", " : "") << json_str(seats[i]);
    std::cout << "], \"result\": ";
    json_summary(std::cout, a);
    if (!cfg.compare.empty()) {
      std::cout << ", \"with\": ";
      json_summary(std::cout, b);
      std::cout << ", \"differences\": [";
      bool first = true;
      auto diffs = [&](const std::vector<Tally>& xs, const std::vector<Tally>& ys,
                       const char* kind) {
        for (const auto& x : xs)
          for (const auto& y : ys)
            if (x.name == y.name) {
              Interval d = difference(wilson(x.wins, x.games), wilson(y.wins, y.games));
              std::cout << (first ? "" : ", ") << "{\"kind\": " << json_str(kind)
                        << ", \"name\": " << json_str(x.name) << ", \"difference\": " << num(d.rate)
                        << ", \"low\": " << num(d.low) << ", \"high\": " << num(d.high) << "}";
              first = false;
            }
      };
      diffs(a.sides, b.sides, "side");
      diffs(a.characters, b.characters, "character");
      std::cout << "]";
    }
    std::cout << ", \"seconds\": " << num(t.seconds, 3)
              << ", \"games_per_second\": " << num(rate, 1) << "}\n";
    return;
  }
  std::cout << bold(printable(cfg.command)) << "\n";
  std::cout << "game " << printable(cfg.game) << ", " << cfg.players << " players ("
            << printable(join(seats)) << "), bots " << printable(cfg.bots) << ", content "
            << printable(cfg.content);
  if (!cfg.variants.empty()) std::cout << ", variants " << printable(join(cfg.variants));
  for (const auto& [k, v] : cfg.options) std::cout << ", " << printable(k + "=" + v);
  std::cout << "\n";
  std::cout << "seeds " << seeds_text(cfg) << " (" << a.games << " games)" << note << "\n";
  print_summary(a, cfg);
  if (!cfg.compare.empty()) print_compare(a, b, cfg);
  std::string how = t.shards ? " s of shard time, " : " s, ";
  std::string by = t.shards ? std::to_string(t.shards) + (t.shards == 1 ? " shard" : " shards")
                            : std::to_string(t.jobs) + (t.jobs == 1 ? " job" : " jobs");
  // A step that runs past the fast runs' deadline costs a game played twice.
  std::string again =
      t.recounted ? ", " + std::to_string(t.recounted) + " played again with every run counted"
                  : "";
  std::cout << dim("speed: " + std::to_string(played) + " games in " + num(t.seconds, 2) + how +
                   num(rate, 0) + " games/s, " + by + again)
            << "\n";
}

// ---- shards: per-game outcomes as JSON, merged later ----

void json_outcomes(std::ostream& out, const std::vector<Outcome>& games) {
  out << "[";
  for (size_t i = 0; i < games.size(); ++i) {
    const Outcome& g = games[i];
    out << (i ? ",\n  " : "\n  ") << "{\"seed\": " << g.seed
        << ", \"finished\": " << (g.finished ? "true" : "false")
        << ", \"decisions\": " << g.decisions << ", \"winners\": [";
    for (size_t k = 0; k < g.winners.size(); ++k) out << (k ? ", " : "") << g.winners[k];
    out << "], \"roles\": [";
    for (size_t k = 0; k < g.roles.size(); ++k) out << (k ? ", " : "") << json_str(g.roles[k]);
    out << "], \"characters\": [";
    for (size_t k = 0; k < g.characters.size(); ++k)
      out << (k ? ", " : "") << json_str(g.characters[k]);
    out << "]";
    if (!g.error.empty()) out << ", \"error\": " << json_str(g.error);
    out << "}";
  }
  out << "]";
}

std::string shard_json(const SimConfig& cfg, const std::vector<std::string>& seats, int index,
                       int count, const std::vector<Outcome>& base,
                       const std::vector<Outcome>& with, const Timing& t) {
  std::ostringstream out;
  out << "{\"arbiter_sim_shard\": 1, ";
  json_config(out, cfg);
  out << ", \"shard\": [" << index << ", " << count << "], \"seconds\": " << num(t.seconds, 3)
      << ", \"seats\": [";
  for (size_t i = 0; i < seats.size(); ++i) out << (i ? ", " : "") << json_str(seats[i]);
  out << "],\n\"games\": ";
  json_outcomes(out, base);
  if (!cfg.compare.empty()) {
    out << ",\n\"games_with\": ";
    json_outcomes(out, with);
  }
  out << "}\n";
  return out.str();
}

std::vector<std::string> str_list(const YAML::Node& n) {
  std::vector<std::string> out;
  if (n && n.IsSequence())
    for (const auto& x : n) out.push_back(x.as<std::string>());
  return out;
}

std::vector<Outcome> read_outcomes(const YAML::Node& n) {
  std::vector<Outcome> out;
  if (!n || !n.IsSequence()) return out;
  for (const auto& g : n) {
    Outcome o;
    o.seed = g["seed"].as<uint64_t>();
    o.finished = g["finished"].as<bool>();
    o.decisions = g["decisions"].as<long>();
    for (const auto& w : g["winners"]) o.winners.push_back(w.as<int>());
    o.roles = str_list(g["roles"]);
    o.characters = str_list(g["characters"]);
    if (g["error"]) o.error = g["error"].as<std::string>();
    out.push_back(o);
  }
  return out;
}

struct SimArgs {
  std::string game;
  long n = 100;
  int players = 0;
  uint64_t seed = 1;
  std::vector<std::string> variants, options;
  std::string bots = "random";
  int jobs = 1;
  bool json = false;
  std::string shard, compare, out;
  long cap = 20000;
  bool force = false;
  int profile = 0;  // lines and functions to list; 0: no profile
};

void write_out(const SimArgs& a, const std::string& text) {
  if (a.out.empty())
    std::cout << text;
  else
    save_file(a.out, text, a.force);
}

int run_sim(const SimArgs& a) {
  if (a.game.empty()) throw Error(Verdict::BadRecord, "sim needs a GAME (see `arbiter games`)");
  if (a.n < 0) throw Error(Verdict::BadRecord, "-n must be 0 or more");
  if (a.cap < 1) throw Error(Verdict::BadRecord, "--cap must be at least 1");
  int shard_index = 0, shard_count = 1;
  if (!a.shard.empty()) {
    if (std::sscanf(a.shard.c_str(), "%d/%d", &shard_index, &shard_count) != 2 || shard_count < 1 ||
        shard_index < 0 || shard_index >= shard_count)
      throw Error(Verdict::BadRecord, "--shard takes I/K with 0 <= I < K, not '" + a.shard + "'");
  }
  // Load once here: bad content or options fail before any thread starts.
  Content content = load_content(global().roots(), a.game, a.variants);
  if (!a.compare.empty()) {
    std::vector<std::string> with = a.variants;
    with.push_back(a.compare);
    load_content(global().roots(), a.game, with);
  }
  SimConfig cfg;
  cfg.game = a.game;
  cfg.content = content.digest;
  cfg.players = player_count(content, a.players);
  cfg.seed = a.seed;
  cfg.n = a.n;
  cfg.variants = a.variants;
  cfg.options = parse_options(content, a.options);
  cfg.bots = a.bots;
  cfg.cap = a.cap;
  cfg.compare = a.compare;
  cfg.command = command_line();
  std::vector<std::string> seats = seat_names(content, cfg.players);

  // The seeds of this shard: indices shard_index, shard_index + K, ... below n.
  size_t count =
      a.n > shard_index ? static_cast<size_t>((a.n - 1 - shard_index) / shard_count + 1) : 0;
  Timing t;
  t.jobs = job_count(a.jobs);
  auto start = std::chrono::steady_clock::now();
  long long reruns_before = watchdog::reruns();
  // A report folds each game in as it completes; a shard writes every game.
  bool shard = !a.shard.empty();
  Summary sa, sb;
  sa.keep_all = sb.keep_all = a.json;
  std::vector<Outcome> base, with;
  bool errors = false;
  ScriptProfile profile;
  run_games(cfg, seats, shard_index, shard_count, count, t.jobs, a.profile > 0 ? &profile : nullptr,
            [&](Played&& p) {
              bool compare = !cfg.compare.empty();
              errors = errors || !p.base.error.empty() || (compare && !p.with.error.empty());
              if (shard) {
                base.push_back(std::move(p.base));
                if (compare) with.push_back(std::move(p.with));
              } else {
                sa.add(p.base, seats);
                if (compare) sb.add(p.with, seats);
              }
            });
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  t.recounted = watchdog::reruns() - reruns_before;

  if (shard) {
    write_out(a, shard_json(cfg, seats, shard_index, shard_count, base, with, t));
  } else if (!a.out.empty()) {
    std::ostringstream buf;
    auto* old = std::cout.rdbuf(buf.rdbuf());
    report(cfg, seats, std::move(sa), std::move(sb), t, a.json, "", &content);
    std::cout.rdbuf(old);
    write_out(a, buf.str());
  } else {
    report(cfg, seats, std::move(sa), std::move(sb), t, a.json, "", &content);
  }
  if (a.profile > 0) std::cerr << printable_lines(profile.report(static_cast<size_t>(a.profile)));
  return errors ? 1 : 0;
}

int run_merge(const std::vector<std::string>& files, bool json, bool allow_partial) {
  if (files.empty()) throw Error(Verdict::BadRecord, "sim merge needs shard files");
  SimConfig cfg;
  std::vector<std::string> seats;
  std::vector<Outcome> base, with;
  std::vector<bool> seen_shard;
  int count = 0;
  Timing t;
  t.jobs = 0;
  std::string first;              // the first shard file read, that the others must match
  std::vector<std::string> read;  // the files read
  bool absent = false;            // a file named that is not there (--partial)
  for (size_t f = 0; f < files.size(); ++f) {
    std::error_code ec;
    if (allow_partial && !std::filesystem::exists(files[f], ec)) {
      std::cerr << "arbiter: " << files[f] << ": no such file\n";
      absent = true;
      continue;
    }
    YAML::Node root;
    try {
      root = YAML::LoadFile(files[f]);
    } catch (const YAML::Exception& e) {
      throw Error(Verdict::BadRecord, files[f] + ": not a shard file: " + e.msg);
    }
    if (!root.IsMap() || !root["arbiter_sim_shard"])
      throw Error(Verdict::BadRecord,
                  files[f] + ": not a shard file (write one with `arbiter sim ... --shard I/K`)");
    SimConfig c;
    try {
      c.game = root["game"].as<std::string>();
      c.content = root["content"].as<std::string>();
      c.players = root["players"].as<int>();
      c.seed = root["seed"].as<uint64_t>();
      c.n = root["n"].as<long>();
      c.bots = root["bots"].as<std::string>();
      c.cap = root["cap"].as<long>();
      c.variants = str_list(root["variants"]);
      for (auto it = root["options"].begin(); it != root["options"].end(); ++it)
        c.options[it->first.as<std::string>()] = it->second.as<std::string>();
      c.compare = root["compare"].as<std::string>();
      c.command = root["command"].as<std::string>();
      int index = root["shard"][0].as<int>(), k = root["shard"][1].as<int>();
      if (first.empty()) {
        first = files[f];
        cfg = c;
        count = k;
        seats = str_list(root["seats"]);
        seen_shard.assign(k, false);
      }
      auto same = c.game == cfg.game && c.content == cfg.content && c.players == cfg.players &&
                  c.seed == cfg.seed && c.n == cfg.n && c.bots == cfg.bots && c.cap == cfg.cap &&
                  c.variants == cfg.variants && c.options == cfg.options &&
                  c.compare == cfg.compare && k == count;
      if (!same)
        throw Error(Verdict::BadRecord, files[f] + ": this shard is of another run than " + first +
                                            " (" + c.command + " against " + cfg.command + ")");
      if (index < 0 || index >= k || seen_shard[index])
        throw Error(Verdict::BadRecord, files[f] + ": shard " + std::to_string(index) + "/" +
                                            std::to_string(k) + " is given twice or out of range");
      seen_shard[index] = true;
      read.push_back(files[f]);
      t.seconds += root["seconds"].as<double>();
      auto b = read_outcomes(root["games"]);
      auto w = read_outcomes(root["games_with"]);
      base.insert(base.end(), b.begin(), b.end());
      with.insert(with.end(), w.begin(), w.end());
    } catch (const YAML::Exception& e) {
      throw Error(Verdict::BadRecord, files[f] + ": not a shard file: " + e.msg);
    }
  }
  auto by_seed = [](const Outcome& x, const Outcome& y) { return x.seed < y.seed; };
  std::sort(base.begin(), base.end(), by_seed);
  std::sort(with.begin(), with.end(), by_seed);
  std::string missing;
  for (int i = 0; i < count; ++i)
    if (!seen_shard[i])
      missing += (missing.empty() ? "" : ", ") + std::to_string(i) + "/" + std::to_string(count);
  if (read.empty()) throw Error(Verdict::BadRecord, "sim merge: none of the shard files is there");
  std::string games_there = std::to_string(base.size()) + " of " + std::to_string(cfg.n) + " games";
  if (!missing.empty() && !allow_partial) {
    std::cerr << "arbiter: shards missing: " << missing << " (" << games_there
              << " are there): run each again with its --shard I/K, then merge; --partial "
                 "reports the games there are\n";
    return 1;
  }
  t.shards = static_cast<int>(read.size());
  cfg.command = command_line() + "  (shards of: " + cfg.command + ")";
  std::string note = ", merged from " + std::to_string(read.size()) + " of " +
                     std::to_string(count) + " shards" +
                     (missing.empty() ? "" : " (missing " + missing + ")");
  std::unique_ptr<Content> content;
  try {
    content = std::make_unique<Content>(load_content(global().roots(), cfg.game, cfg.variants));
  } catch (const Error&) {
    // The game is not installed here: sides keep their order of appearance.
  }
  Summary sa, sb;
  sa.keep_all = sb.keep_all = json;
  bool errors = false;
  for (const auto& o : base) {
    sa.add(o, seats);
    errors = errors || !o.error.empty();
  }
  for (const auto& o : with) {
    sb.add(o, seats);
    errors = errors || !o.error.empty();
  }
  report(cfg, seats, std::move(sa), std::move(sb), t, json, note, content.get());
  if (!missing.empty()) {
    std::cerr << "arbiter: shards missing: " << missing << ": the report covers " << games_there
              << "; run each again with its --shard I/K, then merge\n";
    return 1;
  }
  return errors || absent ? 1 : 0;
}

}  // namespace

void add_sim(CLI::App& app) {
  auto a = std::make_shared<SimArgs>();
  auto* cmd = app.add_subcommand(
      "sim",
      "Play many games between bots; win rates with 95% intervals.\n\n"
      "Seeds S, S+1, ... (each game depends on its seed only). Reports win rates per side (by role "
      "where the game keeps roles, else by seat) and\n"
      "per character, with 95% Wilson intervals; mean length; unfinished games; speed.\n\n"
      "Examples:\n"
      "  arbiter sim bang -n 1000 --players 5 --bots basic --jobs 2\n"
      "  arbiter sim bang -n 1000 --compare seed-duel\n"
      "  arbiter sim bang -n 10000 --shard 3/8 > shard-3.json; arbiter sim merge shard-*.json");
  cmd->add_option("game", a->game, "Game id (see `arbiter games`)");
  cmd->add_option("-n,--games", a->n, "Number of games")->capture_default_str();
  cmd->add_option("--players", a->players, "Number of players (default: the game's)");
  cmd->add_option("--seed", a->seed, "The first seed")->capture_default_str();
  cmd->add_option("--variant", a->variants, "A house-rule variant (repeatable, applied in order)")
      ->type_name("V");
  cmd->add_option("--option", a->options, "A game option KEY=VALUE (repeatable)")->type_name("K=V");
  cmd->add_option("--bots", a->bots, "Bot level")
      ->check(CLI::IsMember(kBotLevels))
      ->capture_default_str();
  cmd->add_option("--jobs,-j", a->jobs,
                  "Worker threads (0: one per core); never changes the results")
      ->capture_default_str();
  cmd->add_flag("--json", a->json, "The report as JSON");
  cmd->add_option("--shard", a->shard,
                  "Run only the seeds with index % K == I; write mergeable JSON")
      ->type_name("I/K");
  cmd->add_option("--compare", a->compare,
                  "Run the same seeds with this variant too; report each difference")
      ->type_name("VARIANT");
  cmd->add_option("--cap", a->cap,
                  "Decisions after which a game is stopped and reported unfinished")
      ->capture_default_str();
  cmd->add_option("-o,--out", a->out,
                  "Write the report (or the shard) to this file instead of stdout")
      ->type_name("FILE");
  cmd->add_flag("--force", a->force, "Let --out replace an existing file");
  cmd->add_option("--profile", a->profile,
                  "Sample the scripts every 1,000 Lua instructions; list the N busiest lines and "
                  "functions on stderr")
      ->type_name("N");

  auto files = std::make_shared<std::vector<std::string>>();
  auto merge_json = std::make_shared<bool>(false);
  auto* merge = cmd->add_subcommand(
      "merge",
      "Combine shard files (from `arbiter sim ... --shard I/K`) into one report,\n"
      "the same as one run over every seed would print.\n\n"
      "Examples:\n  arbiter sim merge shard-*.json\n"
      "  arbiter sim merge --partial results/shard-*.json   # while some shards are missing");
  merge->add_option("files", *files, "Shard files")->required();
  merge->add_flag("--json", *merge_json, "The report as JSON");
  auto partial = std::make_shared<bool>(false);
  merge->add_flag("--partial", *partial,
                  "With shards missing, report the games of those there are, name the missing "
                  "ones and exit 1 (without it a merge with shards missing is refused)");
  merge->callback(
      [files, merge_json, partial] { throw Exit{run_merge(*files, *merge_json, *partial)}; });
  cmd->require_subcommand(0, 1);
  cmd->callback([a, cmd] {
    if (cmd->got_subcommand("merge")) return;
    throw Exit{run_sim(*a)};
  });
}

}  // namespace arbiter::cli
