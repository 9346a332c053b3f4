// arbiter: play, replay and judge tabletop card games defined as content.
#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/content/content.h"

namespace arbiter::cli {

Global& global() {
  static Global g;
  return g;
}

std::vector<std::string> Global::roots() const {
  return content_roots(content_dirs);
}

static bool no_color() {
  const char* v = std::getenv("NO_COLOR");
  return v && *v;  // the convention: set and not empty
}

static int g_color = -1;  // -1: not decided yet

bool color_enabled() {
  if (g_color < 0) g_color = isatty(1) && !no_color() ? 1 : 0;
  return g_color == 1;
}

void set_color(bool on) {
  g_color = on && !no_color() ? 1 : 0;
}

bool stderr_is_terminal() {
  return isatty(2);
}

static std::string paint(const char* code, const std::string& s) {
  return color_enabled() ? std::string("\033[") + code + "m" + s + "\033[0m" : s;
}
std::string bold(const std::string& s) {
  return paint("1", s);
}
std::string red(const std::string& s) {
  return paint("31", s);
}
std::string green(const std::string& s) {
  return paint("32", s);
}
std::string dim(const std::string& s) {
  return paint("2", s);
}

std::vector<std::string> seat_names(const Content& c, int n) {
  static const char* kNames[] = {"Ann", "Bob", "Cid", "Dee", "Eve",
                                 "Fay", "Gus", "Hal", "Ivy", "Jon"};
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i)
    out.push_back(i < static_cast<int>(c.seat_names.size()) ? c.seat_names[i] : kNames[i % 10]);
  return out;
}

int player_count(const Content& c, int asked) {
  int n = asked ? asked : (c.default_players ? c.default_players : c.min_players);
  if (n < c.min_players || n > c.max_players)
    throw Error(Verdict::BadRecord, c.name + " is for " + std::to_string(c.min_players) + " to " +
                                        std::to_string(c.max_players) + " players, not " +
                                        std::to_string(n));
  return n;
}

std::map<std::string, std::string> parse_options(const Content& c,
                                                 const std::vector<std::string>& kvs) {
  std::map<std::string, std::string> out;
  for (const auto& kv : kvs) {
    auto eq = kv.find('=');
    if (eq == std::string::npos)
      throw Error(Verdict::BadRecord, "--option takes KEY=VALUE, not '" + kv + "'");
    std::string k = kv.substr(0, eq), v = kv.substr(eq + 1);
    const OptionDecl* o = c.option(k);
    if (!o) {
      std::vector<std::string> names;
      for (const auto& od : c.options) names.push_back(od.name);
      throw Error(Verdict::BadRecord,
                  "game '" + c.id + "' has no option '" + k + "'" + did_you_mean(k, names));
    }
    bool ok = o->values.empty();
    std::string allowed;
    for (const auto& a : o->values) {
      ok = ok || a == v;
      allowed += (allowed.empty() ? "" : ", ") + a;
    }
    if (!ok)
      throw Error(Verdict::BadRecord, "option " + k + ": '" + v + "' is not one of: " + allowed);
    out[k] = v;
  }
  return out;
}

size_t utf8_width(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

void check_seeds(uint64_t seed, long n) {
  if (n > 1 && seed > UINT64_MAX - static_cast<uint64_t>(n - 1))
    throw Error(Verdict::BadRecord, "--seed " + std::to_string(seed) + " with " +
                                        std::to_string(n) +
                                        " games runs past the largest seed (18446744073709551615)");
}

static std::string g_command_line;
const std::string& command_line() {
  return g_command_line;
}

std::string shell_word(const std::string& a) {
  bool plain = !a.empty();
  for (unsigned char c : a)
    plain = plain && (std::isalnum(c) || std::string("-_./=:,+%@").find(c) != std::string::npos ||
                      c >= 0x80);
  if (plain) return a;
  std::string out = "'";
  for (char c : a) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Each command's description is a summary, a blank line, then details and
// examples: the list of commands shows the summary, `--help` shows the rest
// after the options.
static void tidy_help(CLI::App* app) {
  for (CLI::App* sub : app->get_subcommands([](CLI::App*) { return true; })) {
    std::string d = sub->get_description();
    auto cut = d.find("\n\n");
    if (cut != std::string::npos) {
      std::string summary = d.substr(0, cut);
      sub->footer("\n" + d.substr(cut + 2));
      sub->description(summary);
    }
    tidy_help(sub);
  }
}

}  // namespace arbiter::cli

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  g_command_line = "arbiter";
  for (int i = 1; i < argc; ++i) g_command_line += " " + shell_word(argv[i]);
  CLI::App app{
      "arbiter: a rules interpreter for tabletop card games.\n"
      "Plays games between bots and people, simulates many, and replays\n"
      "recorded games to judge them.\n\n"
      "Examples:\n"
      "  arbiter games\n"
      "  arbiter play bang --players 5 --seat Ann=human --log game.yaml\n"
      "  arbiter replay game.yaml --explain\n"
      "  arbiter sim bang -n 1000 --bots basic --jobs 2"};
  app.name("arbiter");           // in usage lines, however it was started
  app.require_subcommand(0, 1);  // none: the help, or --version
  bool version = false;
  app.add_flag("--version", version, "The program's version, content root and games' versions");
  app.fallthrough();  // --content may follow the command too
  app.add_option("--content", global().content_dirs,
                 "Add a content folder (content/<game>/, scripts/<game>/); also ARBITER_CONTENT")
      ->type_name("DIR");
  add_games(app);
  add_cards(app);
  add_rulings(app);
  add_hooks(app);
  add_lua_types(app);
  add_new(app);
  add_schema(app);
  add_play(app);
  add_record(app);
  add_replay(app);
  add_legal(app);
  add_sim(app);
  add_soak(app);
  add_test(app);
  add_validate(app);
  add_poker(app);
  add_help(app);
  add_docs(app);
  tidy_help(&app);
  try {
    if (int rc = check_command(app, argc, argv)) return rc;
    app.parse(argc, argv);
    if (app.get_subcommands().empty()) {
      std::cout << (version ? version_text() : app.help());
      return version ? 0 : 2;  // a bare `arbiter` shows the commands, as a usage error
    }
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  } catch (const Exit& e) {
    return e.code;
  } catch (const arbiter::Error& e) {
    std::cerr << "arbiter: " << arbiter::printable_lines(e.what()) << "\n";
    return static_cast<int>(e.verdict);
  } catch (const std::exception& e) {
    std::cerr << "arbiter: " << arbiter::printable_lines(e.what()) << "\n";
    return 2;
  }
  return 0;
}
