// arbiter play: a game between bots and people; --log writes its record.
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/cardref.h"
#include "core/content.h"
#include "core/play.h"
#include "core/statetree.h"

namespace arbiter::cli {

namespace {

struct PlayArgs {
  std::string game;
  int players = 0;
  uint64_t seed = 0;
  std::vector<std::string> variants, options, seats;
  std::string bots = "random", log;
  bool force = false, narrate = false, quiet = false;
  long cap = 20000;
};

int ask(Game& g, int seat) {
  const Choice* c = g.decision().for_player(seat);
  std::string me = g.state().players[seat - 1].name;
  std::cout << "\n" << tree_yaml(g, state_tree(g, seat)) << "\n";
  if (!g.decision().prompt.empty()) std::cout << g.decision().prompt << "\n";
  for (size_t i = 0; i < c->options.size(); ++i) std::cout << "  " << i + 1 << ") " << c->options[i].label << "\n";
  while (true) {
    std::cout << me << "> " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) return -1;
    line = fold_text(line);
    if (line.empty()) continue;
    if (line == "quit" || line == "q") return -1;
    if (line[0] == '?') {
      std::string name = fold_text(line.substr(1));
      int d = g.content().def_index(name);
      if (d < 0) {
        CardRef ref = parse_card_ref(name);
        d = g.content().def_index(ref.name);
      }
      std::cout << (d >= 0 ? g.content().defs[d].name + ": " + g.content().defs[d].text : "no card '" + name + "'") << "\n";
      continue;
    }
    char* end = nullptr;
    long n = std::strtol(line.c_str(), &end, 10);
    if (*end == '\0' && n >= 1 && n <= static_cast<long>(c->options.size())) return static_cast<int>(n - 1);
    Match m = g.match(seat, line);
    if (m.option >= 0) return m.option;
    std::cout << m.reason << "\n";
  }
}

int run_play(const PlayArgs& a) {
  Content content = load_content(global().roots(), a.game, a.variants);
  int n = a.players ? a.players : (content.default_players ? content.default_players : content.min_players);
  if (n < content.min_players || n > content.max_players)
    throw Error(Verdict::BadRecord, content.name + " is for " + std::to_string(content.min_players) + " to " +
                                        std::to_string(content.max_players) + " players");
  static const char* kNames[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"};
  Record rec;
  rec.game = a.game;
  rec.content = content.digest;
  rec.variants = a.variants;
  rec.seed = a.seed;
  for (int i = 0; i < n; ++i) rec.players.push_back(i < static_cast<int>(content.seat_names.size()) ? content.seat_names[i] : kNames[i % 10]);
  for (const auto& kv : a.options) {
    auto eq = kv.find('=');
    if (eq == std::string::npos) throw Error(Verdict::BadRecord, "--option takes KEY=VALUE, not '" + kv + "'");
    std::string k = kv.substr(0, eq), v = kv.substr(eq + 1);
    const OptionDecl* o = content.option(k);
    if (!o) throw Error(Verdict::BadRecord, "game '" + a.game + "' has no option '" + k + "'");
    bool ok = o->values.empty();
    for (const auto& allowed : o->values) ok = ok || allowed == v;
    if (!ok) throw Error(Verdict::BadRecord, "option " + k + ": '" + v + "' is not allowed");
    rec.options[k] = v;
  }
  PlayOptions opts;
  opts.bots = a.bots;
  opts.max_decisions = a.cap;
  for (const auto& s : a.seats) {
    auto eq = s.find('=');
    std::string who = s.substr(0, eq);
    int seat = 0;
    for (int i = 0; i < n; ++i)
      if (rec.players[i] == who) seat = i + 1;
    if (!seat || eq == std::string::npos || s.substr(eq + 1) != "human")
      throw Error(Verdict::BadRecord, "--seat takes NAME=human with a seat name (" + rec.players[0] + "...), not '" + s + "'");
    opts.humans.insert(seat);
  }
  opts.ask_human = ask;
  bool show = a.narrate || !opts.humans.empty();
  int viewer = opts.humans.size() == 1 ? *opts.humans.begin() : 0;
  opts.on_step = [&](Game&, const std::string& entry, const std::vector<Narration>& lines) {
    if (!show) return;
    std::cout << bold(entry) << "\n";
    for (const auto& l : lines)
      if (l.viewer == 0 || viewer == 0 || l.viewer == viewer)
        std::cout << "    " << l.text << (l.rule.empty() ? "" : " [" + l.rule + "]") << "\n";
  };
  ScriptHost host(content);
  GameConfig cfg{rec.players, a.seed, rec.options};
  Game game(host, cfg);
  PlayResult res = play_game(game, rec, opts);
  if (!a.log.empty()) save_file(a.log, write_record(res.record), a.force);
  if (!a.quiet) {
    std::string winners;
    for (int w : game.state().winners) winners += (winners.empty() ? "" : ", ") + game.state().players[w - 1].name;
    if (res.finished)
      std::cout << "game over after " << res.decisions << " decisions; winners: " << (winners.empty() ? "none" : winners) << "\n";
    else
      std::cout << res.stopped << "\n";
  }
  return res.finished ? 0 : 1;
}

}  // namespace

void add_play(CLI::App& app) {
  auto a = std::make_shared<PlayArgs>();
  auto* cmd = app.add_subcommand("play", "Play a game between bots and people.\n\n"
                                         "Example:\n  arbiter play bang --players 5 --seed 7 --seat Ann=human --log game.yaml");
  cmd->add_option("game", a->game, "Game id (see `arbiter games`)")->required();
  cmd->add_option("--players", a->players, "Number of players");
  cmd->add_option("--seed", a->seed, "Seed for every chance outcome");
  cmd->add_option("--variant", a->variants, "A house-rule variant (repeatable, applied in order)")->type_name("V");
  cmd->add_option("--option", a->options, "A game option KEY=VALUE (repeatable)")->type_name("K=V");
  cmd->add_option("--bots", a->bots, "Bot level for seats no person plays")->check(CLI::IsMember({"random", "basic"}));
  cmd->add_option("--seat", a->seats, "Give a seat to a person at this terminal: NAME=human")->type_name("NAME=human");
  cmd->add_option("--log", a->log, "Write the record of the game here")->type_name("FILE");
  cmd->add_flag("--force", a->force, "Let --log replace an existing file");
  cmd->add_flag("--narrate", a->narrate, "Print what happens, step by step");
  cmd->add_flag("--quiet", a->quiet, "Print nothing but errors");
  cmd->add_option("--cap", a->cap, "Stop a game after this many decisions (reported unfinished)");
  cmd->callback([a] { throw Exit{run_play(*a)}; });
}

void add_games(CLI::App& app) {
  auto* cmd = app.add_subcommand("games", "The installed games with player counts, options and variants.\n\nExample:\n  arbiter games");
  cmd->callback([] {
    auto roots = global().roots();
    for (const auto& id : list_games(roots)) {
      try {
        Content c = load_content(roots, id);
        std::cout << bold(id) << "  " << c.name << "  (" << c.min_players << "-" << c.max_players << " players, version "
                  << c.version << ", content " << c.digest << ")\n";
        for (const auto& o : c.options) {
          std::string vals;
          for (const auto& v : o.values) vals += (vals.empty() ? "" : "|") + v;
          std::cout << "  option " << o.name << "=" << vals << " (default " << o.value << ")" << (o.text.empty() ? "" : ": " + o.text) << "\n";
        }
        for (const auto& v : c.variants) std::cout << "  variant " << v.id << (v.description.empty() ? "" : ": " + v.description) << "\n";
      } catch (const Error& e) {
        std::cout << id << "  " << red("broken") << ": " << e.what() << "\n";
      }
    }
    throw Exit{0};
  });
}

void add_validate(CLI::App& app) {
  auto dirs = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("validate", "Check content: schema, unknown keys, scripts that are missing or do not\n"
                                             "compile, variants that name what does not exist.\n\n"
                                             "Example:\n  arbiter validate my-mod/");
  cmd->add_option("dirs", *dirs, "Content folders to check (default: the installed content)");
  cmd->callback([dirs] {
    auto roots = global().roots();
    for (const auto& d : *dirs) roots.push_back(d);
    int bad = 0;
    for (const auto& id : list_games(roots)) {
      try {
        Content c = load_content(roots, id);
        ScriptHost host(c);
        std::cout << green("ok") << " " << id << " (" << c.defs.size() << " definitions)\n";
        for (const auto& v : c.variants) {
          try {
            Content cv = load_content(roots, id, {v.id});
            ScriptHost hv(cv);
            std::cout << green("ok") << " " << id << " variant " << v.id << "\n";
          } catch (const Error& e) {
            ++bad;
            std::cerr << e.what() << "\n";
          }
        }
      } catch (const Error& e) {
        ++bad;
        std::cerr << e.what() << "\n";
      }
    }
    throw Exit{bad ? 3 : 0};
  });
}

}  // namespace arbiter::cli
