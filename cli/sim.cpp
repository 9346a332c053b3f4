// arbiter sim: many games between bots, seeds S, S+1, ...; win rates per side
// and per character with 95% Wilson intervals. Each game depends only on its
// seed, so --jobs and --shard change how fast, never what is reported.
#include "cli/sim.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/common.h"
#include "cli/levels.h"
#include "cli/pool.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/records.h"
#include "core/search/search_bot.h"

namespace arbiter::cli {

namespace {

double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// The search level, counting what it costs into `o`.
void add_search(PlayOptions& opts, const SimConfig& cfg, GameOutcome& o) {
  SearchSettings settings;
  if (cfg.search_playouts > 0) settings.playouts = cfg.search_playouts;
  if (!cfg.search_mode.empty()) settings.tree = cfg.search_mode == "tree";
  opts.engine["search"] = [settings, &o](Game& g, int seat) {
    double t0 = thread_cpu_ms();
    SearchReport r;
    int pick = search_pick(g, seat, settings, &r);
    o.search_ms += thread_cpu_ms() - t0;
    o.search_playouts += r.playouts;
    o.search_refused += r.refused;
    ++o.search_decisions;
    return pick;
  };
}

// The game's value `key` as a number, for --tally; NaN where it is none.
double tally_value(const State& s, const std::string& key) {
  auto it = s.props.find(key);
  if (it == s.props.end()) return std::nan("");
  const Value& v = it->second;
  if (v.kind == Value::Kind::Int) return static_cast<double>(v.i);
  if (v.kind == Value::Kind::Bool) return v.b ? 1.0 : 0.0;
  return std::nan("");
}

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

// One game; with `fast`, its scripts run uncounted (core/sandbox/watchdog.h).
GameOutcome play_seed(ScriptHost& host, const SimConfig& cfg, const std::vector<std::string>& seats,
                      uint64_t seed, bool fast) {
  GameOutcome o;
  o.seed = seed;
  try {
    Game game(host, GameConfig{seats, seed, cfg.options});
    game.set_fast(fast);
    game.keep_outcomes(false);  // no record is written
    Record rec;
    rec.game = cfg.game;
    rec.players = seats;
    rec.seed = seed;
    rec.options = cfg.options;
    PlayOptions opts;
    opts.bots = cfg.bots;
    for (size_t k = 0; k < seats.size(); ++k) {
      auto own = cfg.seat_levels.find(seats[k]);
      if (own != cfg.seat_levels.end()) opts.levels[static_cast<int>(k) + 1] = own->second;
    }
    opts.max_decisions = cfg.cap;
    add_search(opts, cfg, o);
    PlayResult res = play_game(game, std::move(rec), opts);
    o.finished = res.finished;
    o.decisions = res.decisions;
    o.winners = game.state().winners;
    for (const auto& key : cfg.tally) o.tallies.push_back(tally_value(game.state(), key));
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
GameOutcome play_one(ScriptHost& host, const SimConfig& cfg, const std::vector<std::string>& seats,
                     uint64_t seed) {
  return watchdog::fast_or_counted(
      [&](bool fast) { return play_seed(host, cfg, seats, seed, fast); });
}

// One seed played: without and, with --compare, with the variant.
struct Played {
  GameOutcome base, with;
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

struct SimArgs {
  std::string game;
  long n = 100;
  int players = 0;
  uint64_t seed = 1;
  std::vector<std::string> variants, options, seats;
  std::string bots = "random";
  int jobs = 1;
  bool json = false;
  std::string shard, compare, out;
  long cap = 20000;
  std::vector<std::string> tally;
  int search_playouts = 0;  // 0: the search level's default
  bool playouts_given = false;
  std::string search_mode;
  bool force = false;
  std::string by;   // "character": the text report's table by character
  int profile = 0;  // lines and functions to list; 0: no profile
};

void write_out(const SimArgs& a, const std::string& text) {
  if (a.out.empty())
    std::cout << text;
  else
    save_file(a.out, text, a.force);
}

// `--shard I/K`: this shard's index and the count of shards (0/1 without).
std::pair<int, int> shard_of(const std::string& shard) {
  int index = 0, count = 1;
  if (!shard.empty()) {
    if (std::sscanf(shard.c_str(), "%d/%d", &index, &count) != 2 || count < 1 || index < 0 ||
        index >= count)
      throw Error(Verdict::BadRecord, "--shard takes I/K with 0 <= I < K, not '" + shard + "'");
  }
  return {index, count};
}

// The run the arguments ask for, but for the seats' own levels.
SimConfig sim_config(const SimArgs& a, const Content& content) {
  SimConfig cfg;
  cfg.game = a.game;
  cfg.content = content.digest;
  cfg.mods = mods_to_name(global().roots(), a.game);
  cfg.players = player_count(content, a.players);
  cfg.seed = a.seed;
  cfg.n = a.n;
  cfg.variants = a.variants;
  cfg.options = parse_options(content, a.options);
  cfg.bots = a.bots;
  cfg.cap = a.cap;
  cfg.search_playouts = a.search_playouts;
  cfg.search_mode = a.search_mode;
  cfg.tally = a.tally;
  cfg.compare = a.compare;
  cfg.command = command_line();
  cfg.by_character = a.by == "character";
  return cfg;
}

// The search level's cost, on stderr beside the speed.
void print_search_cost(const GameOutcome& search) {
  // A cost, not a result: on stderr, beside the speed, so the report stays
  // the same on every run.
  double n = static_cast<double>(search.search_decisions);
  std::cerr << "search: " << search.search_decisions << " decisions, "
            << num(static_cast<double>(search.search_playouts) / n, 1) << " playouts and "
            << num(search.search_ms / n, 1) << " ms CPU a decision";
  // Worlds that could not follow what the seat saw are dealt again: a
  // share worth knowing when a mod's search plays fewer playouts than asked.
  double dealt = static_cast<double>(search.search_playouts + search.search_refused);
  if (search.search_refused > 0)
    std::cerr << "; " << num(100.0 * static_cast<double>(search.search_refused) / dealt, 1)
              << "% of the worlds dealt were refused";
  std::cerr << "\n";
}

// The run the arguments ask for, checked against the game (`content`, its
// base loaded once: bad content or options fail before any thread starts);
// `seats` its seats' names.
SimConfig checked_config(const SimArgs& a, const Content& content,
                         std::vector<std::string>& seats) {
  if (!a.compare.empty()) {
    std::vector<std::string> with = a.variants;
    with.push_back(a.compare);
    load_game(a.game, with);
  }
  SimConfig cfg = sim_config(a, content);
  seats = seat_names(content, cfg.players);
  check_bot_level(content, a.bots, "--bots", kEngineLevels);
  if (a.playouts_given && a.search_playouts < 1)
    throw Error(Verdict::BadRecord, "--search-playouts must be 1 or more");
  for (const auto& [seat, level] :
       parse_seat_levels(a.seats, seats, content, false, kEngineLevels).bots)
    cfg.seat_levels[seats[static_cast<size_t>(seat - 1)]] = level;
  return cfg;
}

int run_sim(const SimArgs& a) {
  if (a.game.empty()) throw Error(Verdict::BadRecord, "sim needs a GAME (see `arbiter games`)");
  if (a.n < 0) throw Error(Verdict::BadRecord, "-n must be 0 or more");
  if (a.cap < 1) throw Error(Verdict::BadRecord, "--cap must be at least 1");
  check_seeds(a.seed, a.n);
  auto [shard_index, shard_count] = shard_of(a.shard);
  Content content = load_game(a.game, a.variants);
  std::vector<std::string> seats;
  SimConfig cfg = checked_config(a, content, seats);

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
  PairedLengths paired;
  sa.keep_all = sb.keep_all = a.json;
  sa.seat_levels = sb.seat_levels = mixed_levels(cfg.bots, cfg.seat_levels, seats);
  std::vector<GameOutcome> base, with;
  bool errors = false;
  GameOutcome search;  // the search level's cost, added up
  ScriptProfile profile;
  run_games(cfg, seats, shard_index, shard_count, count, t.jobs, a.profile > 0 ? &profile : nullptr,
            [&](Played&& p) {
              bool compare = !cfg.compare.empty();
              errors = errors || !p.base.error.empty() || (compare && !p.with.error.empty());
              for (const GameOutcome* o : {&p.base, &p.with}) {
                search.search_decisions += o->search_decisions;
                search.search_playouts += o->search_playouts;
                search.search_refused += o->search_refused;
                search.search_ms += o->search_ms;
              }
              if (shard) {
                base.push_back(std::move(p.base));
                if (compare) with.push_back(std::move(p.with));
              } else {
                sa.add(p.base, seats);
                if (compare) {
                  sb.add(p.with, seats);
                  paired.add(p.base, p.with);
                }
              }
            });
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  t.recounted = watchdog::reruns() - reruns_before;

  // Said on stderr too, where a report read only in part or sent to a file
  // cannot hide it.
  std::string partial = shard ? "" : coverage_warning(sa, sb, cfg);
  if (shard) {
    write_out(a, shard_json(cfg, seats, shard_index, shard_count, base, with, t));
  } else if (!a.out.empty()) {
    set_color(false);  // a file gets no escape codes, whatever stdout is
    std::ostringstream buf;
    auto* old = std::cout.rdbuf(buf.rdbuf());
    report(cfg, seats, std::move(sa), std::move(sb), paired, t, a.json, "", &content);
    std::cout.rdbuf(old);
    write_out(a, buf.str());
  } else {
    report(cfg, seats, std::move(sa), std::move(sb), paired, t, a.json, "", &content);
  }
  if (search.search_decisions > 0) print_search_cost(search);
  if (a.profile > 0) std::cerr << printable_lines(profile.report(static_cast<size_t>(a.profile)));
  if (!partial.empty()) std::cerr << "arbiter: " << partial << "\n";
  return errors ? 1 : 0;
}

}  // namespace

namespace {

// The options that say who plays: each seat's bot level and the search level's settings.
void add_bot_options(CLI::App* cmd, SimArgs& a) {
  cmd->add_option("--bots", a.bots,
                  "Bot level of every seat not given by --seat: random, basic, search (the "
                  "engine's own, see --search-playouts), or a level of the game's script "
                  "(default: random; basic with --compare)")
      ->type_name("LEVEL");
  cmd->add_option("--seat", a.seats,
                  "A seat's bot at its own level: NAME=LEVEL (repeatable); with mixed levels the "
                  "report adds win rates by level")
      ->type_name("NAME=LEVEL");
  cmd->add_option("--search-playouts", a.search_playouts,
                  "Playouts a decision of a seat at the `search` level (default: " +
                      std::to_string(SearchSettings{}.playouts) + ")")
      ->type_name("N");
  cmd->add_option("--tally", a.tally,
                  "A game value to report at each game's end, as its mean over the finished "
                  "games with a 95% interval (repeatable; e.g. The Gang's vaults)")
      ->type_name("KEY");
  cmd->add_option("--search-mode", a.search_mode,
                  std::string("Below the `search` level's root: flat (a playout at once) or tree "
                              "(IS-MCTS over the seat's later decisions) (default: ") +
                      (SearchSettings{}.tree ? "tree" : "flat") + ")")
      ->check(CLI::IsMember({"flat", "tree"}))
      ->type_name("MODE");
}

// `arbiter sim merge`.
void add_merge(CLI::App* cmd) {
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
  auto merge_by = std::make_shared<std::string>();
  merge
      ->add_option("--by", *merge_by,
                   "character: a comparison's text report adds the win rates by character")
      ->type_name("character")
      ->check(CLI::IsMember({"character"}));
  auto partial = std::make_shared<bool>(false);
  merge->add_flag("--partial", *partial,
                  "With shards missing, report the games of those there are, name the missing "
                  "ones and exit 1 (without it a merge with shards missing is refused)");
  merge->callback([files, merge_json, partial, merge_by] {
    throw Exit{run_merge(*files, *merge_json, *partial, *merge_by == "character")};
  });
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
  add_bot_options(cmd, *a);
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
  cmd->add_option("--by", a->by,
                  "character: a comparison's text report adds the win rates by character (plain "
                  "sim and JSON list them always)")
      ->type_name("character")
      ->check(CLI::IsMember({"character"}));
  cmd->add_option("--profile", a->profile,
                  "Sample the scripts every 1,000 Lua instructions; list the N busiest lines and "
                  "functions on stderr")
      ->type_name("N");

  add_merge(cmd);
  cmd->require_subcommand(0, 1);
  cmd->callback([a, cmd] {
    if (cmd->got_subcommand("merge")) return;
    // Random bots say little about a house rule: a comparison plays basic ones.
    if (!a->compare.empty() && cmd->count("--bots") == 0) a->bots = "basic";
    a->playouts_given = cmd->count("--search-playouts") > 0;
    throw Exit{run_sim(*a)};
  });
}

}  // namespace arbiter::cli
