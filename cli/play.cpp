// arbiter play: a game between bots and people; --log writes its record.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <random>
#include <set>

#include "cli/common.h"
#include "cli/html.h"
#include "cli/levels.h"
#include "cli/people.h"
#include "core/base/base.h"
#include "core/checks/checks.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/records.h"
#include "core/search/search_bot.h"

namespace arbiter::cli {

namespace {

struct PlayArgs {
  std::string game;
  int players = 0;
  uint64_t seed = 0;
  std::vector<std::string> variants, options, seats;
  bool seed_given = false;  // else a fresh seed, printed and kept in the record
  std::string bots = "basic", log, resume, html;
  bool force = false, narrate = false, quiet = false, check = false;
  long cap = 20000;
  int search_playouts = 0;  // the search level's playouts a decision (0: its default)
  bool playouts_given = false;
};

// Who plays each seat: people and bots at their own levels (cli/levels.h).
void set_seats(PlayOptions& opts, const PlayArgs& a, const std::vector<std::string>& players,
               const Content& c) {
  check_bot_level(c, a.bots, "--bots", kEngineLevels);
  SeatLevels seats = parse_seat_levels(a.seats, players, c, true, kEngineLevels);
  opts.humans = seats.humans;
  opts.levels = seats.bots;
  SearchSettings settings;
  if (a.search_playouts > 0) settings.playouts = a.search_playouts;
  opts.engine["search"] = [settings](Game& g, int seat) { return search_pick(g, seat, settings); };
}

// A game an error stopped still leaves its record, to replay the error with.
template <typename Play>
PlayResult logged_on_error(const PlayArgs& a, Play play) {
  try {
    return play();
  } catch (const PlayStopped& e) {
    if (!a.log.empty()) {
      save_file(a.log, write_record(e.record), a.force);
      std::cerr << "record so far written to " << a.log << " (" << e.record.actions.size()
                << " steps): arbiter replay " << a.log << " meets the error again\n";
    }
    throw Error(e.verdict, e.what());
  }
}

// A seed nobody chose: each game a new deal unless --seed asks for one.
uint64_t fresh_seed() {
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 16 ^ rd()) % 1000000000;
}

// Where a game stopped without --log is kept: the state folder of the XDG
// convention ($XDG_STATE_HOME/arbiter, else ~/.local/state/arbiter), else
// the current folder; a name no file has yet.
std::string default_save_path(const std::string& game, uint64_t seed) {
  namespace fs = std::filesystem;
  fs::path dir;
  if (const char* x = std::getenv("XDG_STATE_HOME"); x && *x)
    dir = fs::path(x) / "arbiter";
  else if (const char* h = std::getenv("HOME"); h && *h)
    dir = fs::path(h) / ".local" / "state" / "arbiter";
  std::error_code ec;
  if (dir.empty() || (fs::create_directories(dir, ec), !fs::is_directory(dir))) dir = ".";
  std::string base = game + "-" + std::to_string(seed);
  fs::path p = dir / (base + ".yaml");
  for (int i = 2; fs::exists(p); ++i) p = dir / (base + "-" + std::to_string(i) + ".yaml");
  return p.string();
}

// The command that plays on from `file` with the same people and bots.
std::string resume_command(const PlayArgs& a, const std::string& file) {
  std::string cmd = "arbiter";
  for (const auto& d : global().content_dirs) cmd += " --content " + shell_word(d);
  cmd += " play --resume " + shell_word(file);
  for (const auto& s : a.seats) cmd += " --seat " + shell_word(s);
  cmd += " --bots " + a.bots;
  if (a.search_playouts > 0) cmd += " --search-playouts " + std::to_string(a.search_playouts);
  if (a.narrate) cmd += " --narrate";
  if (a.check) cmd += " --check";
  return cmd;
}

// The game played: the record saved where asked (or where a game stopped
// half way is kept), the page written, and who won; the exit code.
int finish_play(const PlayArgs& a, const PlayResult& res, const Game& g) {
  bool stopped = res.stopped == "stopped by the player";
  // A game stopped half way is never lost: without --log it is kept anyway.
  std::string log =
      a.log.empty() && stopped ? default_save_path(res.record.game, res.record.seed) : a.log;
  if (!log.empty()) {
    save_file(log, write_record(res.record), a.force);
    if (!a.quiet)
      std::cout << (a.log.empty() ? "game saved to " : "record written to ") << log << " ("
                << res.record.actions.size()
                << (res.record.actions.size() == 1 ? " step)\n" : " steps)\n");
  }
  if (!a.html.empty()) write_html(a.html, res.record, a.log, "", a.force);
  if (!a.quiet) {
    std::string winners;
    for (int w : g.state().winners)
      winners += (winners.empty() ? "" : ", ") + printable(g.state().players[w - 1].name);
    if (res.finished)
      std::cout << "game over after " << res.decisions
                << " decisions; winners: " << (winners.empty() ? "none" : winners) << "\n";
    else
      std::cout << printable_lines(res.stopped) << "\n";
    if (stopped) std::cout << "to go on: " << printable(resume_command(a, log)) << "\n";
  }
  // Stopping by choice is no failure; a game that hit the cap is.
  return res.finished || stopped ? 0 : 1;
}

// The record a new game starts: the game, its content, the seed and the seats.
Record new_record(const PlayArgs& a, const Content& content, int players) {
  Record rec;
  rec.game = a.game;
  rec.content = content.digest;
  rec.variants = a.variants;
  rec.mods = mods_to_name(global().roots(), a.game);  // what load_game applied
  rec.mods_named = !rec.mods.empty();
  rec.seed = a.seed_given ? a.seed : fresh_seed();
  rec.players = seat_names(content, players);
  rec.options = parse_options(content, a.options);
  return rec;
}

int run_play(const PlayArgs& a) {
  if (!a.log.empty() && !a.force && std::filesystem::exists(std::filesystem::symlink_status(a.log)))
    throw Error(Verdict::BadRecord, a.log + ": the file exists; use --force to replace it");
  if (a.playouts_given && a.search_playouts < 1)
    throw Error(Verdict::BadRecord, "--search-playouts must be 1 or more");
  PlayOptions opts;
  opts.bots = a.bots;
  opts.max_decisions = a.cap;
  if (a.check) opts.invariant = [](Game& g) { return g.check_invariant(); };
  // Set once the seats are known (from the record with --resume).
  std::unique_ptr<People> people;
  opts.ask_human = [&](Game& g, int seat, bool can_wait) { return people->ask(g, seat, can_wait); };
  opts.on_step = [&](Game& g, const std::string& entry, const std::vector<Narration>& lines) {
    people->on_step(g, entry, lines);
  };

  PlayResult res;
  std::unique_ptr<Content> content;
  std::unique_ptr<ScriptHost> host;
  std::unique_ptr<Game> game;
  Resumed resumed;
  if (!a.resume.empty()) {
    // Continue a record: judge it to its end, then play on from there.
    if (a.players || !a.variants.empty() || !a.options.empty())
      throw Error(Verdict::BadRecord,
                  "--resume takes the players, variants and options from the record; leave out "
                  "--players, --variant and --option");
    Record rec = read_record(a.resume);
    if (!a.game.empty() && a.game != rec.game)
      throw Error(Verdict::BadRecord, a.resume + " is a game of " + rec.game + ", not " + a.game);
    ReplayOptions ro;
    ro.roots = global().roots();
    resumed = replay_and_keep(rec, ro);
    for (const auto& w : resumed.result.warnings)
      std::cerr << "warning: " << printable_lines(w) << "\n";
    if (!resumed.game || resumed.result.verdict != Verdict::Ok) {
      std::cerr << a.resume << ": cannot resume: " << printable_lines(resumed.result.said())
                << "\n";
      return static_cast<int>(resumed.result.verdict == Verdict::Ok ? Verdict::Illegal
                                                                    : resumed.result.verdict);
    }
    set_seats(opts, a, rec.players, resumed.game->content());
    people = std::make_unique<People>(opts.humans, a.narrate);
    if (!a.quiet)
      std::cout << "resuming " << a.resume << " after step " << rec.actions.size()
                << (resumed.game->over() ? " (the game is already over)" : "") << "\n";
    if (rec.content.empty()) rec.content = resumed.result.content_digest;
    res = logged_on_error(a, [&] { return play_on(*resumed.game, std::move(rec), opts); });
    game.reset();
  } else {
    if (a.game.empty())
      throw Error(Verdict::BadRecord,
                  "play needs a GAME (see `arbiter games`), or --resume RECORD");
    content = std::make_unique<Content>(load_game(a.game, a.variants));
    int n = player_count(*content, a.players);
    Record rec = new_record(a, *content, n);
    set_seats(opts, a, rec.players, *content);
    people = std::make_unique<People>(opts.humans, a.narrate);
    host = std::make_unique<ScriptHost>(*content);
    if (!a.quiet && !a.seed_given)
      std::cout << "seed " << rec.seed << " (the same deal again: --seed " << rec.seed << ")\n";
    game = std::make_unique<Game>(*host, GameConfig{rec.players, rec.seed, rec.options});
    res = logged_on_error(a, [&] { return play_game(*game, std::move(rec), opts); });
  }
  return finish_play(a, res, game ? *game : *resumed.game);
}

}  // namespace

void add_play(CLI::App& app) {
  auto a = std::make_shared<PlayArgs>();
  auto* cmd = app.add_subcommand(
      "play",
      "Play a game between bots and people.\n\n"
      "A person's seat sees only what that player may see; pick an option by\n"
      "its number or its label, ?CARD shows a card's text (?3: the card option\n"
      "3 names), quit stops: the record so far is written to --log, or without\n"
      "it kept in $XDG_STATE_HOME/arbiter (~/.local/state/arbiter), and the\n"
      "command that plays on is printed.\n\n"
      "Examples:\n"
      "  arbiter play bang --players 5 --seed 7 --seat Ann=human --log game.yaml\n"
      "  arbiter play --resume game.yaml --seat Bob=human --log longer.yaml");
  cmd->add_option("game", a->game,
                  "Game id (see `arbiter games`); taken from the record with --resume");
  cmd->add_option("--resume", a->resume, "Replay this record, then play on from where it ends")
      ->type_name("RECORD");
  cmd->add_option("--players", a->players, "Number of players");
  cmd->add_option("--seed", a->seed,
                  "Seed for every chance outcome (default: a fresh one, printed and kept in the "
                  "record)");
  cmd->add_option("--variant", a->variants, "A house-rule variant (repeatable, applied in order)")
      ->type_name("V");
  cmd->add_option("--option", a->options, "A game option KEY=VALUE (repeatable)")->type_name("K=V");
  cmd->add_option("--bots", a->bots,
                  "Bot level for the other seats: random, basic, search, or a level of the game's "
                  "script")
      ->type_name("LEVEL")
      ->capture_default_str();
  cmd->add_option("--seat", a->seats,
                  "Who plays one seat: NAME=human (a person at this terminal) or NAME=LEVEL (a "
                  "bot at that level); repeatable")
      ->type_name("NAME=LEVEL");
  cmd->add_option("--search-playouts", a->search_playouts,
                  "Playouts a decision for the search level (default 48; more plays better and "
                  "slower)")
      ->type_name("N");
  cmd->add_option("--log", a->log, "Write the record of the game here")->type_name("FILE");
  cmd->add_option("--html", a->html,
                  "Write the game as one web page to FILE, to step through (as replay --html)")
      ->type_name("FILE");
  cmd->add_flag("--force", a->force, "Let --log or --html replace an existing file");
  cmd->add_flag("--narrate", a->narrate, "Print what happens, step by step");
  cmd->add_flag("--quiet", a->quiet, "Print nothing but errors");
  cmd->add_flag("--check", a->check,
                "Check the game's invariant and the engine's after every step (as soak does)");
  cmd->add_option("--cap", a->cap, "Stop a game after this many decisions (reported unfinished)")
      ->capture_default_str();
  cmd->callback([a, cmd] {
    a->seed_given = cmd->count("--seed") > 0;
    a->playouts_given = cmd->count("--search-playouts") > 0;
    throw Exit{run_play(*a)};
  });
}

}  // namespace arbiter::cli
