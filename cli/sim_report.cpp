// The report of `arbiter sim`: as text or as JSON.
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/sim.h"
#include "core/base/base.h"

namespace arbiter::cli {

namespace {

std::string pct(double x, bool sign = false) {
  char buf[32];
  std::snprintf(buf, sizeof buf, sign ? "%+.1f%%" : "%.1f%%", 100 * x);
  return buf;
}

}  // namespace

std::string num(double x, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

namespace {

std::string pad(const std::string& s, size_t width) {
  size_t w = utf8_width(s);
  return s + std::string(width > w ? width - w : 0, ' ');
}

std::string seeds_text(const SimConfig& cfg) {
  if (cfg.n <= 0) return "none";
  return std::to_string(cfg.seed) + ".." + std::to_string(cfg.seed + cfg.n - 1);
}

// A mean with its 95% interval: "120.3 [118.0, 122.6]".
std::string interval_text(const Interval& i, int digits) {
  return num(i.rate, digits) + " [" + num(i.low, digits) + ", " + num(i.high, digits) + "]";
}

std::string length_text(const Summary& s) {
  return interval_text(s.length(), 1);
}

// A difference of rates in percentage points: "+2.3".
std::string points(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.1f", 100 * x);
  return buf;
}

bool beyond_chance(const Interval& d) {
  return d.low > 0 || d.high < 0;
}

struct SideMove {
  Tally without, with;
  Interval d;  // with - without
};

// The sides' differences, in the order the sides are listed.
std::vector<SideMove> side_differences(const Summary& a, const Summary& b) {
  std::vector<SideMove> out;
  for (const auto& x : a.sides)
    for (const auto& y : b.sides)
      if (x.name == y.name)
        out.push_back({x, y, difference(wilson(x.wins, x.games), wilson(y.wins, y.games))});
  return out;
}

}  // namespace

namespace {

// `arbiter sim ...` as given, with -n N: the shard options (of a merge's
// shards) and --out left out, so it prints one report.
std::string settle_command(const SimConfig& cfg, long n) {
  std::string line = cfg.command;
  size_t shards = line.find("  (shards of: ");
  if (shards != std::string::npos) line = line.substr(shards + 14, line.size() - shards - 15);
  std::vector<std::string> words, out;
  size_t start = 0;
  for (size_t k = 0; k <= line.size(); ++k)
    if (k == line.size() || line[k] == ' ') {
      words.push_back(line.substr(start, k - start));
      start = k + 1;
    }
  bool given = false;
  for (size_t k = 0; k < words.size(); ++k) {
    const std::string& w = words[k];
    bool valued = w == "-n" || w == "--games" || w == "--shard" || w == "-o" || w == "--out";
    if (valued || w.rfind("--games=", 0) == 0 || w.rfind("--shard=", 0) == 0 ||
        w.rfind("--out=", 0) == 0 || (w.size() > 2 && w.rfind("-n", 0) == 0 && w[2] != '-')) {
      if (valued) ++k;
      if (!given && (w.rfind("-n", 0) == 0 || w.rfind("--games", 0) == 0)) {
        out.push_back("-n " + std::to_string(n));
        given = true;
      }
      continue;
    }
    if (w != "--force") out.push_back(w);
  }
  if (!given) out.push_back("-n " + std::to_string(n));
  return join(out, " ");
}

// Where no side's rate moved beyond chance: how many games would settle it.
std::string settle_text(const Summary& a, const Summary& b, const SimConfig& cfg) {
  Settle s = games_to_settle(a, b);
  if (s.games == 0) return "";
  return "to settle it: about " + std::to_string(s.games) + " games would put a move of " +
         points(std::abs(s.move)).substr(1) + " points for " + printable(s.side) +
         " outside the 95% interval: " + printable(settle_command(cfg, s.games));
}

// The comparison in a sentence or two, for a person deciding on the rule:
// the sides whose win rate moves beyond chance (or the largest move, said
// to be within it), then the games' length.
std::string verdict(const Summary& a, const Summary& b, const PairedLengths& paired,
                    const SimConfig& cfg, const std::vector<std::string>& seats,
                    const Content* content) {
  std::string name = printable(cfg.compare);
  if (content)
    for (const auto& v : content->variants)
      if (v.id == cfg.compare && !v.description.empty()) {
        std::string d = v.description;
        if (d.back() == '.') d.pop_back();
        name += " (" + printable(d) + ")";
      }
  if (a.errors == a.games || b.errors == b.games)
    return name + ": nothing to compare: every game " + (b.errors == b.games ? "with" : "without") +
           " the variant stopped on a script error";
  auto diffs = side_differences(a, b);
  auto said = [](const SideMove& d) {
    const Interval& i = d.d;
    std::string range = " [" + points(i.low) + ", " + points(i.high) + "]";
    std::string side = printable(d.without.name) + (d.without.team ? " win" : " wins");
    if (std::abs(i.rate) < 0.0005) return side + " as often" + range;
    return side + " " + points(std::abs(i.rate)).substr(1) + " points " +
           (i.rate >= 0 ? "more" : "less") + " often" + range;
  };
  std::string out = name + ": ";
  std::vector<std::string> real;
  for (const auto& d : diffs)
    if (beyond_chance(d.d)) real.push_back(said(d));
  if (!real.empty()) {
    out += join(real, "; ") + (real.size() == 1 ? ", a real difference" : ", real differences") +
           " at 95%";
  } else if (!diffs.empty()) {
    auto largest = std::max_element(diffs.begin(), diffs.end(), [](const auto& x, const auto& y) {
      return std::abs(x.d.rate) < std::abs(y.d.rate);
    });
    out +=
        "no side's win rate moves beyond chance at 95% (the largest move: " + said(*largest) + ")";
  } else {
    out += "no side to compare";
  }
  Interval len = paired.change();
  std::string range = " [" + pct(len.low, true) + ", " + pct(len.high, true) + "]";
  if (beyond_chance(len))
    out +=
        "; games last " + pct(std::abs(len.rate)) + (len.rate > 0 ? " longer" : " shorter") + range;
  else
    out += "; games last about as long (" + pct(len.rate, true) + range + ")";
  // A verdict holds for the bots that played it: other players may differ.
  return out + "; played by " + printable(bots_text(cfg, seats)) + " bots";
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

// Each --tally key's mean at the games' end: "vaults at the end: mean 1.23
// [1.18, 1.28] (finished games)".
void print_means(const Summary& s, const SimConfig& cfg) {
  for (size_t k = 0; k < cfg.tally.size(); ++k) {
    Mean m = k < s.tallies.size() ? s.tallies[k] : Mean{};
    std::cout << printable(cfg.tally[k]) << " at the end: ";
    if (m.n == 0) {
      std::cout << "no finished game has it as a number\n";
      continue;
    }
    std::cout << "mean " << interval_text(m.interval(), 2) << " (" << m.n << " finished games)\n";
  }
}

// `characters`: the table by character too (a comparison's baseline lists
// it only with --by character).
void print_summary(const Summary& s, const SimConfig& cfg, bool characters) {
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
  std::cout << "mean length " << length_text(s) << " decisions (finished games)\n";
  print_means(s, cfg);
  print_tallies(s.sides, s.by_role ? "win rate by side (role)" : "win rate by side (seat)");
  if (!s.characters.empty() && characters) print_tallies(s.characters, "win rate by character");
  if (!s.levels.empty()) print_tallies(s.levels, "win rate by bot level (each seat's games)");
}

void print_compare(const Summary& a, const Summary& b, const SimConfig& cfg) {
  std::cout << "compare: the same seeds without and with variant " << bold(printable(cfg.compare))
            << "\n";
  std::cout << "  finished " << a.finished << " / " << b.finished << ", unfinished " << a.unfinished
            << " / " << b.unfinished;
  if (a.errors || b.errors)
    std::cout << ", "
              << red("errors " + std::to_string(a.errors) + " / " + std::to_string(b.errors));
  std::cout << ", mean length " << length_text(a) << " / " << length_text(b) << " decisions\n";
  for (size_t k = 0; k < cfg.tally.size(); ++k) {
    auto text = [&](const Summary& s) {
      return interval_text(k < s.tallies.size() ? s.tallies[k].interval() : Interval{}, 2);
    };
    std::cout << "  " << printable(cfg.tally[k]) << " at the end: mean " << text(a) << " / "
              << text(b) << "\n";
  }
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
  bool starred = false;
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
      bool significant = beyond_chance(d);
      starred = starred || significant;
      std::string diff =
          pct(d.rate, true) + " [" + pct(d.low, true) + ", " + pct(d.high, true) + "]";
      std::cout << "    " << pad(n, width) << "  " << pad(pct(ia.rate), 6) << "  "
                << pad(pct(ib.rate), 6) << "  " << (significant ? bold(diff + " *") : diff) << "\n";
    }
  };
  table(a.sides, b.sides, a.by_role ? "by side (role)" : "by seat");
  if (cfg.by_character && (!a.characters.empty() || !b.characters.empty()))
    table(a.characters, b.characters, "by character");
  if (!a.levels.empty()) table(a.levels, b.levels, "by bot level");
  if (starred)
    std::cout << "  * the interval leaves out 0: a difference these games show beyond chance\n";
}

Json json_tallies(const std::vector<Tally>& ts) {
  Json out = Json::array();
  for (const auto& t : ts) {
    Interval i = wilson(t.wins, t.games);
    out.push_back({{"name", t.name},
                   {"games", t.games},
                   {"wins", t.wins},
                   {"rate", decimal(i.rate, 4)},
                   {"low", decimal(i.low, 4)},
                   {"high", decimal(i.high, 4)}});
  }
  return out;
}

Json json_summary(const Summary& s, const SimConfig& cfg) {
  Json errors = Json::array(), messages = Json::array();
  for (const auto& [seed, message] : s.error_seeds) {
    errors.push_back(seed);
    if (!message.empty()) messages.push_back({{"seed", seed}, {"message", message}});
  }
  Interval len = s.length();
  Json out = {{"games", s.games},
              {"finished", s.finished},
              {"unfinished", s.unfinished},
              {"errors", s.errors},
              {"unfinished_seeds", s.unfinished_seeds},
              {"error_seeds", std::move(errors)},
              {"error_messages", std::move(messages)},
              {"mean_decisions", decimal(s.mean_length(), 2)},
              {"mean_decisions_low", decimal(len.low, 2)},
              {"mean_decisions_high", decimal(len.high, 2)},
              {"side", s.by_role ? "role" : "seat"}};
  if (!cfg.tally.empty()) {  // only when asked: a run without it reads as before
    Json& tallies = out["tallies"] = Json::object();
    for (size_t k = 0; k < cfg.tally.size(); ++k) {
      Mean m = k < s.tallies.size() ? s.tallies[k] : Mean{};
      Interval i = m.interval();
      tallies[cfg.tally[k]] = {{"games", m.n},
                               {"mean", decimal(i.rate, 4)},
                               {"low", decimal(i.low, 4)},
                               {"high", decimal(i.high, 4)}};
    }
  }
  out["sides"] = json_tallies(s.sides);
  out["characters"] = json_tallies(s.characters);
  if (!s.levels.empty()) out["levels"] = json_tallies(s.levels);
  return out;
}

// The differences of rates between the two runs, of each side, character
// and level both have.
Json json_differences(const Summary& a, const Summary& b) {
  Json out = Json::array();
  auto diffs = [&](const std::vector<Tally>& xs, const std::vector<Tally>& ys, const char* kind) {
    for (const auto& x : xs)
      for (const auto& y : ys)
        if (x.name == y.name) {
          Interval d = difference(wilson(x.wins, x.games), wilson(y.wins, y.games));
          out.push_back({{"kind", kind},
                         {"name", x.name},
                         {"difference", decimal(d.rate, 4)},
                         {"low", decimal(d.low, 4)},
                         {"high", decimal(d.high, 4)}});
        }
  };
  diffs(a.sides, b.sides, "side");
  diffs(a.characters, b.characters, "character");
  diffs(a.levels, b.levels, "level");
  return out;
}

}  // namespace

std::string bots_text(const SimConfig& cfg, const std::vector<std::string>& seats) {
  std::vector<std::string> levels = mixed_levels(cfg.bots, cfg.seat_levels, seats);
  if (levels.empty()) {  // one level, that of every seat given or of none
    auto own = seats.empty() ? cfg.seat_levels.end() : cfg.seat_levels.find(seats[0]);
    return own == cfg.seat_levels.end() ? cfg.bots : own->second;
  }
  std::vector<std::string> out, done;
  for (const auto& level : levels) {
    if (std::find(done.begin(), done.end(), level) != done.end()) continue;
    done.push_back(level);
    std::vector<std::string> at;
    for (size_t k = 0; k < seats.size(); ++k)
      if (levels[k] == level) at.push_back(seats[k]);
    out.push_back(level + " (" + join(at) + ")");
  }
  return join(out);
}

std::string coverage_warning(const Summary& a, const Summary& b, const SimConfig& cfg) {
  auto covered = [](const Summary& s, const std::string& what) {
    return "the figures" + what + " cover only " + std::to_string(s.games - s.errors) + " of " +
           std::to_string(s.games) + " games: " + std::to_string(s.errors) +
           (s.errors == 1 ? " game" : " games") + " stopped on a script error";
  };
  std::vector<std::string> parts;
  if (a.errors) parts.push_back(covered(a, cfg.compare.empty() ? "" : " without the variant"));
  if (b.errors) parts.push_back(covered(b, " with " + printable(cfg.compare)));
  return parts.empty() ? "" : "WARNING: " + join(parts, "; ");
}

// `a`: the games as played; `b`: with the --compare variant (empty without).
void report(const SimConfig& cfg, const std::vector<std::string>& seats, Summary a, Summary b,
            const PairedLengths& paired, const Timing& t, bool json, const std::string& note,
            const Content* content) {
  long played = a.games + b.games;
  a.finish(seats);
  if (!cfg.compare.empty()) b.finish(seats);
  order_sides(a, content);
  order_sides(b, content);
  // A comparison's text and verdict give a team one line (sheriff and
  // deputy): a team in both runs.
  Summary ta = a, tb = b;
  if (!cfg.compare.empty()) {
    ta.sides = teams(a, {&a, &b});
    tb.sides = teams(b, {&a, &b});
  }
  double rate = t.seconds > 0 ? played / t.seconds : 0;
  if (json) {
    Json out = json_config(cfg);
    out["seats"] = seats;
    out["result"] = json_summary(a, cfg);
    if (!cfg.compare.empty()) {
      out["with"] = json_summary(b, cfg);
      out["differences"] = json_differences(a, b);
      Interval len = paired.change();
      out["length_change"] = {{"change", decimal(len.rate, 4)},
                              {"low", decimal(len.low, 4)},
                              {"high", decimal(len.high, 4)}};
      out["verdict"] = verdict(ta, tb, paired, cfg, seats, content);
      Settle s = games_to_settle(ta, tb);
      out["settle"] = nullptr;
      if (s.games)
        out["settle"] = {{"games", s.games},
                         {"side", s.side},
                         {"move", decimal(s.move, 4)},
                         {"command", settle_command(cfg, s.games)}};
    }
    out["seconds"] = decimal(t.seconds, 3);
    out["games_per_second"] = decimal(rate, 1);
    std::cout << json_spaced(out) << "\n";
    return;
  }
  std::cout << bold(printable(cfg.command)) << "\n";
  std::cout << "game " << printable(cfg.game) << ", " << cfg.players << " players ("
            << printable(join(seats)) << "), bots " << printable(bots_text(cfg, seats))
            << ", content " << printable(cfg.content);
  for (const auto& [id, digest] : cfg.mods)
    std::cout << ", mod " << printable(id) << " (" << printable(digest) << ")";
  if (!cfg.variants.empty()) std::cout << ", variants " << printable(join(cfg.variants));
  for (const auto& [k, v] : cfg.options) std::cout << ", " << printable(k + "=" + v);
  std::cout << "\n";
  std::cout << "seeds " << seeds_text(cfg) << " (" << a.games << " games)" << note << "\n";
  std::string partial = coverage_warning(a, b, cfg);
  if (!partial.empty()) std::cout << bold(red(partial)) << "\n";
  if (cfg.compare.empty()) {
    print_summary(a, cfg, true);
  } else {
    // The conclusion first, then how it was reached, then the baseline.
    std::cout << "\n" << bold("verdict: ") << verdict(ta, tb, paired, cfg, seats, content) << "\n";
    std::string settle = settle_text(ta, tb, cfg);
    if (!settle.empty()) std::cout << settle << "\n";
    std::cout << "\n";
    print_compare(ta, tb, cfg);
    std::cout << "\nwithout the variant:\n";
    print_summary(ta, cfg, cfg.by_character);
  }
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

}  // namespace arbiter::cli
