// The helpers cli/common.h declares, shared by the commands: the content
// roots, colour, the game with its players and options as the command line
// gives them, and the command line as typed.
#include "cli/common.h"

#include <unistd.h>

#include <cctype>
#include <cstdint>
#include <cstdlib>

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

static std::string g_command_line;
const std::string& command_line() {
  return g_command_line;
}

void set_command_line(int argc, char** argv) {
  g_command_line = "arbiter";
  for (int i = 1; i < argc; ++i) g_command_line += " " + shell_word(argv[i]);
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

}  // namespace arbiter::cli
