// arbiter soak: many games of every player count with random and basic bots,
// checking after every step the game's own `invariant(ctx)` and the engine's
// (every card in exactly one zone), and with --clones a clone of the game at
// every decision (core/records/clone_check.h). A broken invariant, a clone
// unlike its original, a script error, or a game basic bots cannot finish is
// a failure, printed with its seed.
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "cli/pool.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

struct SoakArgs {
  std::vector<std::string> games;
  long n = 100;
  std::vector<int> players;
  uint64_t seed = 1;
  std::vector<std::string> bots = kBotLevels;
  std::vector<std::string> variants;
  int jobs = 1;
  long cap = 20000;
  bool clones = false;
};

// A clone at every decision; every tenth played on beside its original.
constexpr long kPlayOnEvery = 10;

struct Run {
  bool finished = false;
  long decisions = 0;
  long clones = 0;      // clones checked
  std::string problem;  // invariant or error; empty when fine
};

struct Worker {
  std::unique_ptr<Content> content;
  std::unique_ptr<ScriptHost> host;
};

// One game; with `fast`, its scripts run uncounted (core/sandbox/watchdog.h).
Run soak_one(ScriptHost& host, const std::vector<std::string>& seats, uint64_t seed,
             const std::string& level, long cap, bool clones, bool fast) {
  Run r;
  try {
    Game game(host, GameConfig{seats, seed, {}});
    game.set_fast(fast);
    game.keep_outcomes(false);
    Record rec;
    rec.game = host.content().id;
    rec.players = seats;
    rec.seed = seed;
    PlayOptions opts;
    opts.bots = level;
    opts.max_decisions = cap;
    std::string clone_problem;
    opts.invariant = [&](Game& g) {
      std::string bad = g.check_invariant();
      if (bad.empty() && clones) {
        uint64_t n = static_cast<uint64_t>(r.clones++);
        try {
          clone_problem =
              check_clone(g, n % kPlayOnEvery == 0, level, seed ^ (n * 0x9e3779b97f4a7c15ULL));
        } catch (const Error& e) {
          clone_problem = e.what();
        }
        if (!clone_problem.empty()) {
          clone_problem = "a clone after " + std::to_string(n) + " decisions: " + clone_problem;
          return clone_problem;
        }
      }
      return bad;
    };
    PlayResult res = play_game(game, std::move(rec), opts);
    r.finished = res.finished;
    r.decisions = res.decisions;
    if (!clone_problem.empty())
      r.problem = clone_problem;
    else if (res.stopped.rfind("invariant", 0) == 0)
      r.problem = res.stopped;
    else if (res.finished) {
      std::string bad = game.check_invariant();  // the final position too
      if (!bad.empty()) r.problem = "invariant broken at the end: " + bad;
    }
  } catch (const Error& e) {
    r.problem = e.what();
  }
  return r;
}

// The command that plays the failing game again: a clone's failure is met
// again by soak itself, anything else by `play --check`.
std::string reproduce(const std::string& game, const std::vector<std::string>& variants,
                      int players, uint64_t seed, const std::string& level, bool clones) {
  std::string s = "arbiter";
  for (const auto& d : global().content_dirs) s += " --content " + d;
  if (clones) {
    s += " soak " + game + " --players " + std::to_string(players) + " --seed " +
         std::to_string(seed) + " --games 1 --bots " + level;
    for (const auto& v : variants) s += " --variant " + v;
    return s + " --clones";
  }
  s += " play " + game + " --players " + std::to_string(players) + " --seed " +
       std::to_string(seed) + " --bots " + level;
  for (const auto& v : variants) s += " --variant " + v;
  return s + " --check --narrate";
}

// The game with its scripts compiled once to check them; null, with a FAIL
// line saying why, where it does not load.
std::unique_ptr<Content> loaded_or_failed(const std::vector<std::string>& roots,
                                          const std::string& id,
                                          const std::vector<std::string>& variants) {
  try {
    auto content = std::make_unique<Content>(load_content(roots, id, variants));
    ScriptHost check(*content);
    return content;
  } catch (const Error& e) {
    std::cout << red("FAIL") << " " << printable(id)
              << ": the content does not load: " << printable_lines(e.what()) << "\n";
    return nullptr;
  }
}

// The game's player counts, those of `asked` only where it names any.
std::vector<int> player_counts(const Content& c, const std::vector<int>& asked) {
  std::vector<int> counts;
  for (int p = c.min_players; p <= c.max_players; ++p)
    if (asked.empty() || std::find(asked.begin(), asked.end(), p) != asked.end())
      counts.push_back(p);
  return counts;
}

// The games of one game, player count (its seats named) and bot level:
// their line, and the count of failures (a game broken, or unfinished by
// basic bots). `total` counts every game played.
long soak_setting(const SoakArgs& a, const std::string& id, int p,
                  const std::vector<std::string>& seats, const std::string& level, int jobs,
                  long& total) {
  auto roots = global().roots();
  auto make = [&] {
    auto w = std::make_unique<Worker>();
    w->content = std::make_unique<Content>(load_content(roots, id, a.variants));
    w->host = std::make_unique<ScriptHost>(*w->content);
    return w;
  };
  auto task = [&](Worker& w, size_t i) {
    return watchdog::fast_or_counted([&](bool fast) {
      return soak_one(*w.host, seats, a.seed + i, level, a.cap, a.clones, fast);
    });
  };
  long unfinished = 0, broken = 0, decisions = 0, finished = 0, clones = 0;
  std::vector<std::string> shown;
  // Each game is counted as it completes, in seed order: nothing is kept per game.
  auto take = [&](size_t i, Run&& r) {
    total++;
    clones += r.clones;
    if (r.finished) finished++, decisions += r.decisions;
    bool bad = !r.problem.empty() || (!r.finished && level == "basic");
    if (!r.problem.empty())
      broken++;
    else if (!r.finished)
      unfinished++;
    if (bad && shown.size() < 5) {
      std::string what = !r.problem.empty() ? r.problem
                                            : "unfinished after " + std::to_string(r.decisions) +
                                                  " decisions (cap)";
      shown.push_back(
          "seed " + std::to_string(a.seed + i) + ": " + what + "\n      reproduce: " +
          reproduce(id, a.variants, p, a.seed + i, level, r.problem.rfind("a clone", 0) == 0));
    }
  };
  run_pool_ordered(static_cast<size_t>(a.n), jobs, ordered_window(jobs), make, task, take,
                   id + " " + std::to_string(p) + "p " + level);
  long bad = broken + (level == "basic" ? unfinished : 0);
  char mean[32];
  std::snprintf(mean, sizeof mean, "%.1f",
                finished ? static_cast<double>(decisions) / finished : 0.0);
  std::cout << (bad ? red("FAIL") : green("ok")) << " " << printable(id) << " " << p << " players, "
            << level << " bots: " << a.n << " games, " << unfinished << " unfinished, " << broken
            << " broken, mean " << mean << " decisions";
  if (a.clones) std::cout << ", " << clones << " clones";
  std::cout << "\n";
  for (const auto& s : shown) std::cout << "    " << printable_lines(s) << "\n";
  return bad;
}

int run_soak(const SoakArgs& a) {
  if (a.n < 0) throw Error(Verdict::BadRecord, "--games must be 0 or more");
  check_seeds(a.seed, a.n);
  auto roots = global().roots();
  std::vector<std::string> games = a.games.empty() ? list_games(roots) : a.games;
  long total = 0, failures = 0;
  int jobs = job_count(a.jobs);
  for (const auto& id : games) {
    std::unique_ptr<Content> content = loaded_or_failed(roots, id, a.variants);
    if (!content) {
      ++failures;
      continue;
    }
    for (int p : player_counts(*content, a.players)) {
      std::vector<std::string> seats = seat_names(*content, p);
      for (const auto& level : a.bots)
        failures += soak_setting(a, id, p, seats, level, jobs, total);
    }
  }
  std::cout << "soak: " << total << " games, " << failures
            << (failures == 1 ? " failure" : " failures") << "\n";
  return failures ? 1 : 0;
}

}  // namespace

void add_soak(CLI::App& app) {
  auto a = std::make_shared<SoakArgs>();
  auto* cmd = app.add_subcommand(
      "soak",
      "Play many games, checking invariants after every step.\n\n"
      "Plays each player count with random and basic bots, checking after\n"
      "every step the game's invariant(ctx) and that every card is in exactly one zone.\n"
      "With --clones, also clones the game at every decision and checks the clone\n"
      "stands exactly where the game stands, every tenth played on to the end beside it;\n"
      "a rules run that cannot start again from its ctx:checkpoint() is named.\n"
      "Fails on a broken invariant, a clone unlike its game, a script error, or a game\n"
      "basic bots leave unfinished, printing the command that replays it. Without GAME,\n"
      "every installed game.\n\n"
      "Example:\n  arbiter soak bang --games 1000 --players 4,7 --jobs 2\n"
      "  arbiter --content mymod soak mygame --games 50 --clones");
  cmd->add_option("game", a->games, "Game ids (default: every installed game)");
  cmd->add_option("--games,-n", a->n, "Games per player count and bot level")
      ->capture_default_str();
  cmd->add_option("--players", a->players, "Player counts (default: every count the game allows)")
      ->delimiter(',');
  cmd->add_option("--seed", a->seed, "The first seed")->capture_default_str();
  cmd->add_option("--bots", a->bots, "Bot levels")
      ->delimiter(',')
      ->check(CLI::IsMember(kBotLevels));
  cmd->add_option("--variant", a->variants, "Play with this variant (repeatable)")->type_name("V");
  cmd->add_option("--jobs,-j", a->jobs, "Worker threads (0: one per core)")->capture_default_str();
  cmd->add_option("--cap", a->cap, "Decisions after which a game is unfinished")
      ->capture_default_str();
  cmd->add_flag("--clones", a->clones,
                "Clone the game at every decision and check the clone against it");
  cmd->callback([a] { throw Exit{run_soak(*a)}; });
}

}  // namespace arbiter::cli
