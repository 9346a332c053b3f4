// arbiter play: a game between bots and people; --log writes its record.
#include "core/play.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <set>

#include "cli/common.h"
#include "cli/html.h"
#include "core/cardref.h"
#include "core/content.h"
#include "core/hook_check.h"
#include "core/replay.h"
#include "core/statetree.h"
#include "core/view.h"

namespace arbiter::cli {

namespace {

struct PlayArgs {
  std::string game;
  int players = 0;
  uint64_t seed = 0;
  std::vector<std::string> variants, options, seats;
  std::string bots = "random", log, resume, html;
  bool force = false, narrate = false, quiet = false, check = false;
  long cap = 20000;
};

// The rules text of a card as a person asks for it: `?Beer`, `?BANG! (A♠)`,
// or `?3` for the card that option 3 names.
std::string card_text(Game& g, const Choice& c, const std::string& asked) {
  std::string name = fold_text(asked);
  if (name.empty())
    return "type a number or a label to decide; ?CARD for a card's text (?3: the card option 3 "
           "names); quit to stop";
  char* end = nullptr;
  long n = std::strtol(name.c_str(), &end, 10);
  int d = -1;
  if (*end == '\0' && n >= 1 && n <= static_cast<long>(c.options.size())) {
    int card = c.options[n - 1].card;
    if (!card) return "option " + name + " names no card";
    d = g.state().card(card).def;
  } else {
    d = g.content().def_index(name);
    if (d < 0) d = g.content().def_index(parse_card_ref(name).name);
  }
  if (d < 0)
    return "no card is called '" + name + "'" + did_you_mean(name, g.content().def_names());
  const CardDef& def = g.content().defs[d];
  return def.name + ": " + (def.text.empty() ? "(no text)" : def.text);
}

// A person's turn: what they may see, the options numbered; returns the
// option index, -1 to stop (quit, or the end of input), or kWait when others
// may act on the same decision and the person lets them.
int ask(Game& g, int seat, bool can_wait) {
  const Choice* c = g.decision().for_player(seat);
  std::string me = g.state().players[seat - 1].name;
  std::cout << "\n" << printable_lines(tree_yaml(g, state_tree(g, seat))) << "\n";
  if (!g.decision().prompt.empty()) std::cout << printable(g.decision().prompt) << "\n";
  for (size_t i = 0; i < c->options.size(); ++i)
    std::cout << "  " << i + 1 << ") " << printable(c->options[i].label) << "\n";
  if (can_wait) std::cout << "  w) wait: let the others move first\n";
  while (true) {
    std::cout << bold(printable(me) + "> ") << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << "\n";
      return -1;
    }
    if (!isatty(0))
      std::cout << printable(line) << "\n";  // a transcript of piped input reads like a session
    line = fold_text(line);
    if (line.empty()) continue;
    if (line == "quit" || line == "q") return -1;
    if (line == "w" || line == "wait") {
      if (can_wait) return PlayOptions::kWait;
      std::cout << "nobody else can act on this decision: pick an option\n";
      continue;
    }
    if (line[0] == '?') {
      std::cout << printable_lines(card_text(g, *c, line.substr(1))) << "\n";
      continue;
    }
    char* end = nullptr;
    long n = std::strtol(line.c_str(), &end, 10);
    if (*end == '\0') {
      if (n >= 1 && n <= static_cast<long>(c->options.size())) return static_cast<int>(n - 1);
      std::cout << "pick 1 to " << c->options.size() << "\n";
      continue;
    }
    Match m = g.match(seat, line);
    if (m.option >= 0) return m.option;
    std::cout << printable_lines(m.reason) << "\n";
  }
}

// Seats that people play: `--seat NAME=human`.
std::set<int> human_seats(const std::vector<std::string>& seats,
                          const std::vector<std::string>& players) {
  std::set<int> out;
  for (const auto& s : seats) {
    auto eq = s.find('=');
    std::string who = s.substr(0, eq);
    int seat = 0;
    for (size_t i = 0; i < players.size(); ++i)
      if (players[i] == who) seat = static_cast<int>(i) + 1;
    if (!seat || eq == std::string::npos || s.substr(eq + 1) != "human") {
      throw Error(Verdict::BadRecord, "--seat takes NAME=human with a seat name (" + join(players) +
                                          "), not '" + s + "'");
    }
    out.insert(seat);
  }
  return out;
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

int run_play(const PlayArgs& a) {
  if (!a.log.empty() && !a.force && std::filesystem::exists(a.log))
    throw Error(Verdict::BadRecord, a.log + ": the file exists; use --force to replace it");
  PlayOptions opts;
  opts.bots = a.bots;
  opts.max_decisions = a.cap;
  opts.ask_human = ask;
  if (a.check) opts.invariant = [](Game& g) { return g.check_invariant(); };
  int viewer = 0;
  bool show = a.narrate;
  auto narrate = [&](Game&, const std::string& entry, const std::vector<Narration>& lines) {
    if (!show) return;
    std::cout << bold(printable(entry)) << "\n";
    for (const auto& l : lines)
      if (l.viewer == 0 || viewer == 0 || l.viewer == viewer)
        std::cout << "    " << printable(l.text)
                  << (l.rule.empty() ? "" : " [" + printable(l.rule) + "]") << "\n";
  };
  opts.on_step = narrate;

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
    opts.humans = human_seats(a.seats, rec.players);
    if (opts.humans.size() == 1) viewer = *opts.humans.begin();
    show = a.narrate || !opts.humans.empty();
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
    content = std::make_unique<Content>(load_content(global().roots(), a.game, a.variants));
    int n = player_count(*content, a.players);
    Record rec;
    rec.game = a.game;
    rec.content = content->digest;
    rec.variants = a.variants;
    rec.seed = a.seed;
    rec.players = seat_names(*content, n);
    rec.options = parse_options(*content, a.options);
    opts.humans = human_seats(a.seats, rec.players);
    if (opts.humans.size() == 1) viewer = *opts.humans.begin();
    show = a.narrate || !opts.humans.empty();
    host = std::make_unique<ScriptHost>(*content);
    game = std::make_unique<Game>(*host, GameConfig{rec.players, a.seed, rec.options});
    res = logged_on_error(a, [&] { return play_game(*game, std::move(rec), opts); });
  }
  Game& g = game ? *game : *resumed.game;
  if (!a.log.empty()) {
    save_file(a.log, write_record(res.record), a.force);
    if (!a.quiet)
      std::cout << "record written to " << a.log << " (" << res.record.actions.size()
                << " steps)\n";
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
    if (res.stopped == "stopped by the player" && !a.log.empty())
      std::cout << "to go on: arbiter play --resume " << a.log << " --log NEW.yaml\n";
  }
  // Stopping by choice is no failure; a game that hit the cap is.
  return res.finished || res.stopped == "stopped by the player" ? 0 : 1;
}

}  // namespace

void add_play(CLI::App& app) {
  auto a = std::make_shared<PlayArgs>();
  auto* cmd = app.add_subcommand(
      "play",
      "Play a game between bots and people.\n\n"
      "A person's seat sees only what that player may see; pick an option by\n"
      "its number or its label, ?CARD shows a card's text (?3: the card option\n"
      "3 names), quit stops (the record so far is written with --log).\n\n"
      "Examples:\n"
      "  arbiter play bang --players 5 --seed 7 --seat Ann=human --log game.yaml\n"
      "  arbiter play --resume game.yaml --seat Bob=human --log longer.yaml");
  cmd->add_option("game", a->game,
                  "Game id (see `arbiter games`); taken from the record with --resume");
  cmd->add_option("--resume", a->resume, "Replay this record, then play on from where it ends")
      ->type_name("RECORD");
  cmd->add_option("--players", a->players, "Number of players");
  cmd->add_option("--seed", a->seed, "Seed for every chance outcome");
  cmd->add_option("--variant", a->variants, "A house-rule variant (repeatable, applied in order)")
      ->type_name("V");
  cmd->add_option("--option", a->options, "A game option KEY=VALUE (repeatable)")->type_name("K=V");
  cmd->add_option("--bots", a->bots, "Bot level for seats no person plays")
      ->check(CLI::IsMember(kBotLevels));
  cmd->add_option("--seat", a->seats, "Give a seat to a person at this terminal: NAME=human")
      ->type_name("NAME=human");
  cmd->add_option("--log", a->log, "Write the record of the game here")->type_name("FILE");
  cmd->add_option("--html", a->html,
                  "Write the game as one web page to FILE, to step through (as replay --html)")
      ->type_name("FILE");
  cmd->add_flag("--force", a->force, "Let --log or --html replace an existing file");
  cmd->add_flag("--narrate", a->narrate, "Print what happens, step by step");
  cmd->add_flag("--quiet", a->quiet, "Print nothing but errors");
  cmd->add_flag("--check", a->check,
                "Check the game's invariant and the engine's after every step (as soak does)");
  cmd->add_option("--cap", a->cap, "Stop a game after this many decisions (reported unfinished)");
  cmd->callback([a] { throw Exit{run_play(*a)}; });
}

void add_games(CLI::App& app) {
  auto* cmd =
      app.add_subcommand("games",
                         "The installed games with player counts, options and variants.\n\n"
                         "Example:\n  arbiter games\n"
                         "A game whose content does not load is listed as broken (details on\n"
                         "stderr; `arbiter validate` says more) and the exit code is 3.");
  cmd->callback([] {
    auto roots = global().roots();
    int broken = 0;
    auto games = list_games(roots);
    if (games.empty())
      std::cerr << "arbiter: no games installed (looked in the content/ folder of each root)\n";
    for (const auto& id : games) {
      try {
        Content c = load_content(roots, id);
        std::string players =
            std::to_string(c.min_players) +
            (c.max_players > c.min_players ? "-" + std::to_string(c.max_players) : "");
        int def = c.default_players ? c.default_players : c.min_players;
        std::cout << bold(printable(id)) << "  " << printable(c.name) << "  " << players
                  << " players (default " << def << "), version " << printable(c.version)
                  << ", content " << c.digest << "\n";
        if (!c.changelog.empty()) std::cout << "  changelog " << printable(c.changelog) << "\n";
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
// warning: identical copies, such as BANG!'s two Stagecoach 9♠, need no telling apart).
struct Collisions {
  std::vector<std::string> errors, warnings;
};

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
    for (const auto& rs : d.copies)
      if (rs.first != 0 && !seen.insert(rs).second)
        out.warnings.push_back(
            d.loc.str() + ": warning: " + d.name + " lists " + rank_suit_text(rs.first, rs.second) +
            " twice: records write both copies alike (fine if they are identical)");
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
    try {
      load_view(c);  // content/<game>/view.yaml, the table's layout
    } catch (const Error& e) {
      col.errors.push_back(e.what());
    }
    for (const auto& m : col.warnings) std::cerr << printable_lines(m) << "\n";
    for (const auto& m : col.errors) std::cerr << printable_lines(m) << "\n";
    bad += static_cast<int>(col.errors.size());
    std::cout << (col.errors.empty() ? green("ok") : red("FAIL")) << " " << printable(id) << " ("
              << c.defs.size() << " definitions, content " << c.digest << ")\n";
    for (const auto& v : c.variants) {
      try {
        Content cv = load_content(roots, id, {v.id});
        ScriptHost hv(cv);
        // Only what the variant brings: the base game's problems are reported above.
        std::vector<std::string> fresh, errors = label_collisions(cv).errors;
        for (const auto& m : check_hooks(hv)) errors.push_back(m);
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
      "that collide. With DIRs, only the games found there.\n\n"
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
