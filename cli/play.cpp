// arbiter play: a game between bots and people; --log writes its record.
#include "core/records/play.h"

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
#include "core/api/narration_format.h"
#include "core/base/cardref.h"
#include "core/base/text.h"
#include "core/checks/format_check.h"
#include "core/checks/hook_check.h"
#include "core/checks/old_names.h"
#include "core/checks/script_text.h"
#include "core/content/content.h"
#include "core/content/versions.h"
#include "core/engine/statetree.h"
#include "core/records/record_mods.h"
#include "core/records/replay.h"
#include "core/records/view.h"

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
};

// Who plays each seat: people and bots at their own levels (cli/levels.h).
void set_seats(PlayOptions& opts, const PlayArgs& a, const std::vector<std::string>& players,
               const Content& c) {
  check_bot_level(c, a.bots, "--bots");
  SeatLevels seats = parse_seat_levels(a.seats, players, c, true);
  opts.humans = seats.humans;
  opts.levels = seats.bots;
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
  if (a.narrate) cmd += " --narrate";
  if (a.check) cmd += " --check";
  return cmd;
}

int run_play(const PlayArgs& a) {
  if (!a.log.empty() && !a.force && std::filesystem::exists(std::filesystem::symlink_status(a.log)))
    throw Error(Verdict::BadRecord, a.log + ": the file exists; use --force to replace it");
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
    Record rec;
    rec.game = a.game;
    rec.content = content->digest;
    rec.variants = a.variants;
    rec.mods = mods_to_name(global().roots(), a.game);  // what load_game applied
    rec.mods_named = !rec.mods.empty();
    rec.seed = a.seed_given ? a.seed : fresh_seed();
    rec.players = seat_names(*content, n);
    rec.options = parse_options(*content, a.options);
    set_seats(opts, a, rec.players, *content);
    people = std::make_unique<People>(opts.humans, a.narrate);
    host = std::make_unique<ScriptHost>(*content);
    if (!a.quiet && !a.seed_given)
      std::cout << "seed " << rec.seed << " (the same deal again: --seed " << rec.seed << ")\n";
    game = std::make_unique<Game>(*host, GameConfig{rec.players, rec.seed, rec.options});
    res = logged_on_error(a, [&] { return play_game(*game, std::move(rec), opts); });
  }
  Game& g = game ? *game : *resumed.game;
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
                  "Bot level for the other seats: random, basic, or a level of the game's script")
      ->type_name("LEVEL")
      ->capture_default_str();
  cmd->add_option("--seat", a->seats,
                  "Who plays one seat: NAME=human (a person at this terminal) or NAME=LEVEL (a "
                  "bot at that level); repeatable")
      ->type_name("NAME=LEVEL");
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
    throw Exit{run_play(*a)};
  });
}

namespace {

// The versions of the game's rules, newest first: the rulings each changed.
std::string versions_json(const Content& c) {
  std::vector<std::string> out;
  for (const auto& v : c.versions) {
    std::vector<std::string> rulings;
    for (const auto& r : v.rulings) rulings.push_back(json_str(r));
    out.push_back("{\"version\": " + std::to_string(v.number) + ", \"rulings\": [" + join(rulings) +
                  "], \"text\": " + json_str(v.text) + "}");
  }
  return join(out);
}

// One game as `arbiter games --json` lists it (shape in docs/cli.md).
std::string game_json(const Content& c) {
  std::string out =
      "{\"id\": " + json_str(c.id) + ", \"name\": " + json_str(c.name) +
      ", \"min_players\": " + std::to_string(c.min_players) +
      ", \"max_players\": " + std::to_string(c.max_players) + ", \"default_players\": " +
      std::to_string(c.default_players ? c.default_players : c.min_players) +
      ", \"version\": " + std::to_string(c.version) + ", \"content\": " + json_str(c.digest) +
      ", \"versions\": [" + versions_json(c) + "], \"options\": [";
  for (size_t i = 0; i < c.options.size(); ++i) {
    const auto& o = c.options[i];
    std::vector<std::string> vals;
    for (const auto& v : o.values) vals.push_back(json_str(v));
    out += std::string(i ? ", " : "") + "{\"name\": " + json_str(o.name) + ", \"values\": [" +
           join(vals) + "], \"default\": " + json_str(o.value) + ", \"text\": " + json_str(o.text) +
           "}";
  }
  out += "], \"variants\": [";
  for (size_t i = 0; i < c.variants.size(); ++i)
    out += std::string(i ? ", " : "") + "{\"id\": " + json_str(c.variants[i].id) +
           ", \"description\": " + json_str(c.variants[i].description) + "}";
  return out + "]}";
}

}  // namespace

void add_games(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  auto* cmd =
      app.add_subcommand("games",
                         "The installed games with player counts, options and variants.\n\n"
                         "Example:\n  arbiter games\n"
                         "A game whose content does not load is listed as broken (details on\n"
                         "stderr; `arbiter validate` says more) and the exit code is 3; so is\n"
                         "finding no game at all.");
  cmd->add_flag("--json", *json, "The games as JSON (shape in docs/cli.md)");
  cmd->callback([json] {
    auto roots = global().roots();
    int broken = 0;
    auto games = list_games(roots);
    if (games.empty()) {
      std::cerr << "arbiter: no games installed (looked in the content/ folder of each root)\n";
      if (*json) std::cout << "[]\n";
      throw Exit{3};
    }
    if (*json) {
      std::cout << "[";
      for (size_t i = 0; i < games.size(); ++i) {
        std::cout << (i ? ",\n " : "");
        try {
          std::cout << game_json(load_content(roots, games[i]));
        } catch (const Error& e) {
          ++broken;
          std::cout << "{\"id\": " << json_str(games[i]) << ", \"broken\": " << json_str(e.what())
                    << "}";
        }
      }
      std::cout << "]\n";
      throw Exit{broken ? 3 : 0};
    }
    for (const auto& id : games) {
      try {
        Content c = load_content(roots, id);
        std::string players =
            std::to_string(c.min_players) +
            (c.max_players > c.min_players ? "-" + std::to_string(c.max_players) : "");
        int def = c.default_players ? c.default_players : c.min_players;
        std::cout << bold(printable(id)) << "  " << printable(c.name) << "  " << players
                  << " players (default " << def << "), version " << c.version << ", content "
                  << c.digest << "\n";
        std::vector<std::string> installed;
        for (int v : installed_versions(c)) installed.push_back(std::to_string(v));
        if (installed.size() > 1)
          std::cout << "  versions installed " << join(installed)
                    << " (a record's game_version picks one)\n";
        for (const auto& line : changelog_lines(c))
          if (!line.empty()) std::cout << "  changelog " << printable(line) << "\n";
        for (const auto& o : c.options) {
          std::string vals;
          for (const auto& v : o.values) vals += (vals.empty() ? "" : "|") + v;
          std::cout << "  option " << printable(o.name + "=" + vals) << " (default "
                    << printable(o.value) << ")" << (o.text.empty() ? "" : ": " + printable(o.text))
                    << "\n";
        }
        for (const auto& v : c.variants)
          std::cout << "  variant " << printable(v.id)
                    << (v.description.empty() ? "" : ": " + printable(v.description)) << "\n";
      } catch (const Error& e) {
        ++broken;
        std::cout << bold(printable(id)) << "  " << red("broken") << "\n";
        std::cerr << "arbiter: " << printable(id) << ": " << printable_lines(e.what()) << "\n";
      }
    }
    throw Exit{broken ? 3 : 0};
  });
}

namespace {

// Names a record could not tell apart: an alias that is another card's name
// or alias (an error), or one definition listing the same RankSuit twice (a
// warning, unless its `duplicates` says the deck has them so: identical
// copies, such as BANG!'s two Stagecoach 9♠, need no telling apart).
struct Collisions {
  std::vector<std::string> errors, warnings;
};

bool suited(const CardDef& d) {
  return !d.copies.empty() && std::all_of(d.copies.begin(), d.copies.end(),
                                          [](const auto& rs) { return rs.second >= 0; });
}

// A definition whose copies have no rank and suit where the game's others of
// its type (those of other folders: the game's own, for a mod's card) all
// have them: a card a suited deck's checks (BANG!'s draw!) cannot read.
bool unsuited_in_suited_deck(const Content& c, const CardDef& d) {
  if (d.copies.empty() ||
      std::any_of(d.copies.begin(), d.copies.end(), [](const auto& rs) { return rs.second >= 0; }))
    return false;
  bool any = false;
  for (const auto& o : c.defs) {
    if (o.type != d.type || o.origin == d.origin || o.copies.empty()) continue;
    if (!suited(o)) return false;
    any = true;
  }
  return any;
}

// `warn_of` says whose warnings to give: a mod's validation warns about the
// mod's files, not about the installed games' (their own tests do).
Collisions label_collisions(const Content& c,
                            const std::function<bool(const CardDef&)>& warn_of = nullptr) {
  Collisions out;
  std::map<std::string, std::string> owner;  // folded name or alias -> definition
  for (const auto& d : c.defs) {
    std::vector<std::string> names{d.name};
    names.insert(names.end(), d.aliases.begin(), d.aliases.end());
    for (const auto& n : names) {
      std::string k = name_key(n);
      auto it = owner.find(k);
      if (it != owner.end() && it->second != d.name)
        out.errors.push_back(d.loc.str() + ": '" + n + "' (of " + d.name + ") is also a name of " +
                             it->second + ": records could not tell them apart");
      else
        owner[k] = d.name;
    }
    std::set<std::pair<int, int>> seen;
    if (warn_of && !warn_of(d)) continue;
    auto intended = [&](const std::pair<int, int>& rs) {
      return std::find(d.duplicates.begin(), d.duplicates.end(), rs) != d.duplicates.end();
    };
    for (const auto& rs : d.copies)
      if (rs.first != 0 && !seen.insert(rs).second && !intended(rs))
        out.warnings.push_back(
            d.loc.str() + ": warning: " + d.name + " lists " + rank_suit_text(rs.first, rs.second) +
            " twice: records write both copies alike (if the deck has them so, say it: "
            "duplicates: [" +
            rank_suit_text(rs.first, rs.second) + "])");
    if (unsuited_in_suited_deck(c, d))
      out.warnings.push_back(d.loc.str() + ": warning: " + d.name +
                             " has no rank and suit, as the game's other " + d.type +
                             "s have: give its copies one each, such as copies: [3♣]");
  }
  return out;
}

// What the text of the game's scripts shows without running them: calls of
// a ctx method by its old name (warnings, core/checks/old_names.h) and narration
// formats that cannot work (errors, core/api/narration_format.h). With folders,
// only files under them; a shared library's file once. Returns the errors.
int check_script_text(const Content& c, const std::set<std::string>& only) {
  static std::set<std::string> seen;
  int errors = 0;
  for (const auto& path : script_files(c)) {
    std::error_code ec;
    std::string file = std::filesystem::weakly_canonical(path, ec).string();
    bool mine = only.empty() || std::any_of(only.begin(), only.end(), [&](const std::string& d) {
                  return file.rfind(d + "/", 0) == 0;
                });
    if (!mine || !seen.insert(file).second) continue;
    std::string text = read_text(c, path);
    for (const auto& m : old_name_warnings(path, text)) std::cerr << printable_lines(m) << "\n";
    for (const auto& m : format_errors(path, text)) {
      std::cerr << printable_lines(m) << "\n";
      ++errors;
    }
  }
  return errors;
}

// Ruling ids the game's own scripts (not the shared libraries, which serve
// several games) cite as written that no rulings file declares: errors,
// which `test --coverage` finds only where a record reaches the line. A
// variant's wrappers and triggers are its scripts too. `said`: the messages
// given already (the base game's, before each variant's).
std::vector<std::string> unknown_rulings(const Content& c, const std::set<std::string>& only,
                                         std::set<std::string>& said) {
  std::vector<std::string> out;
  if (c.rulings.empty()) return out;
  std::set<std::string> files;
  for (const auto& f : script_files(c))
    if (std::none_of(c.lib_dirs.begin(), c.lib_dirs.end(),
                     [&](const std::string& d) { return f.rfind(d + "/", 0) == 0; }))
      files.insert(f);
  for (const auto& d : c.defs)
    for (const auto& w : d.wraps) files.insert(w.path);
  for (const auto& t : c.triggers) files.insert(t.script_path);
  for (const auto& path : files) {
    std::error_code ec;
    std::string file = std::filesystem::weakly_canonical(path, ec).string();
    if (path.empty() ||
        (!only.empty() && std::none_of(only.begin(), only.end(),
                                       [&](const auto& d) { return file.rfind(d + "/", 0) == 0; })))
      continue;
    for (const auto& [line, id] : cited_rulings(read_text(c, path))) {
      if (c.ruling(id)) continue;
      std::string m = path + ":" + std::to_string(line) + ": ruling '" + id +
                      "' is cited, and no rulings file of " + c.id + " declares it" +
                      did_you_mean(id, c.ruling_ids());
      if (said.insert(m).second) out.push_back(m);
    }
  }
  return out;
}

// Loads a game (and each variant) and compiles its scripts; prints problems.
int validate_game(const std::vector<std::string>& roots, const std::string& id,
                  const std::set<std::string>& only) {
  int bad = 0;
  auto mine = [&only](const CardDef& d) {
    std::error_code ec;
    return only.empty() || only.count(std::filesystem::weakly_canonical(d.origin, ec).string());
  };
  try {
    Content c = load_content(roots, id);
    ScriptHost host(c);
    Collisions col = label_collisions(c, mine);
    for (const auto& m : check_hooks(host)) col.errors.push_back(m);
    std::set<std::string> cited;
    for (const auto& m : unknown_rulings(c, only, cited)) col.errors.push_back(m);
    try {
      load_view(c);  // content/<game>/view.yaml, the table's layout
    } catch (const Error& e) {
      col.errors.push_back(e.what());
    }
    for (const auto& m : mod_version_warnings(c)) std::cerr << printable_lines(m) << "\n";
    int text_errors = check_script_text(c, only);
    for (const auto& m : col.warnings) std::cerr << printable_lines(m) << "\n";
    for (const auto& m : col.errors) std::cerr << printable_lines(m) << "\n";
    bad += static_cast<int>(col.errors.size()) + text_errors;
    std::cout << (col.errors.empty() && !text_errors ? green("ok") : red("FAIL")) << " "
              << printable(id) << " (" << c.defs.size() << " definitions, content " << c.digest
              << ")\n";
    for (int version : installed_versions(c)) {
      if (version == c.version) continue;
      try {
        Content cv = load_content(roots, id, {}, version);
        ScriptHost hv(cv);
        std::cout << green("ok") << " " << printable(id) << " version " << version << "\n";
      } catch (const Error& e) {
        ++bad;
        std::cout << red("FAIL") << " " << printable(id) << " version " << version << "\n";
        std::cerr << printable_lines(e.what()) << "\n";
      }
    }
    for (const auto& v : c.variants) {
      try {
        Content cv = load_content(roots, id, {v.id});
        ScriptHost hv(cv);
        // Only what the variant brings: the base game's problems are reported above.
        std::vector<std::string> fresh, errors = label_collisions(cv).errors;
        for (const auto& m : check_hooks(hv)) errors.push_back(m);
        for (const auto& m : unknown_rulings(cv, only, cited)) errors.push_back(m);
        for (const auto& m : errors)
          if (std::find(col.errors.begin(), col.errors.end(), m) == col.errors.end())
            fresh.push_back(m);
        for (const auto& m : fresh) std::cerr << printable_lines(m) << "\n";
        bad += static_cast<int>(fresh.size());
        std::cout << (fresh.empty() ? green("ok") : red("FAIL")) << " " << printable(id)
                  << " variant " << printable(v.id) << "\n";
      } catch (const Error& e) {
        ++bad;
        std::cout << red("FAIL") << " " << printable(id) << " variant " << printable(v.id) << "\n";
        std::cerr << printable_lines(e.what()) << "\n";
      }
    }
  } catch (const Error& e) {
    ++bad;
    std::cout << red("FAIL") << " " << printable(id) << "\n";
    std::cerr << printable_lines(e.what()) << "\n";
  }
  return bad;
}

}  // namespace

void add_validate(CLI::App& app) {
  auto dirs = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand(
      "validate",
      "Check content: schema, scripts, variants, colliding names.\n\n"
      "Reports unknown keys and wrong types, scripts that are missing or do not\n"
      "compile, variants that name what does not exist, card names or aliases\n"
      "that collide; warns where a script calls an engine method by an old name\n"
      "(docs/lua-api.md lists the new ones). With DIRs, only the games found there.\n\n"
      "Example:\n  arbiter validate my-mod/\n"
      "Exit: 0 all good; 2 a DIR that is not a folder; 3 a problem (printed on stderr with "
      "file:line:column).");
  cmd->add_option("dirs", *dirs,
                  "Content folders to check, each holding content/<game>/ and scripts/<game>/ "
                  "(default: every installed game)")
      ->type_name("DIR");
  cmd->callback([dirs] {
    auto roots = global().roots();
    for (const auto& d : *dirs) {
      if (!std::filesystem::is_directory(d)) throw Error(Verdict::BadRecord, d + ": not a folder");
      roots.push_back(d);
    }
    // With folders, their games: whole games, and mods that add to an installed one.
    std::vector<std::string> games = dirs->empty() ? list_games(roots) : std::vector<std::string>{};
    for (const auto& d : *dirs) {
      std::error_code ec;
      for (const auto& e :
           std::filesystem::directory_iterator(std::filesystem::path(d) / "content", ec))
        if (e.is_directory() &&
            std::find(games.begin(), games.end(), e.path().filename().string()) == games.end())
          games.push_back(e.path().filename().string());
    }
    std::sort(games.begin(), games.end());
    if (games.empty())
      throw Error(Verdict::BadContent,
                  "no game to check (a game is content/<game>/game.yaml under a folder)");
    int bad = 0;
    std::set<std::string> only;  // with folders, warnings about their files only
    for (const auto& d : *dirs) {
      std::error_code ec;
      only.insert(std::filesystem::weakly_canonical(d, ec).string());
    }
    for (const auto& id : games) bad += validate_game(roots, id, only);
    throw Exit{bad ? 3 : 0};
  });
}

}  // namespace arbiter::cli
