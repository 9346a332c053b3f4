// Shared pieces of the command line: content roots, output helpers
// (cli/common.cpp), and each command's registration (its own file).
#pragma once
#include <CLI/CLI.hpp>
#include <map>
#include <string>
#include <vector>

#include "core/base/base.h"
#include "core/base/json.h"
#include "core/content/content.h"

namespace arbiter::cli {

struct Global {
  std::vector<std::string> content_dirs;  // --content DIR (repeatable)
  std::vector<std::string> roots() const;
};

Global& global();
bool color_enabled();     // a terminal, and NO_COLOR unset
void set_color(bool on);  // off for text bound for a file; on only where NO_COLOR allows
std::string bold(const std::string& s);
std::string red(const std::string& s);
std::string green(const std::string& s);
std::string dim(const std::string& s);
bool stderr_is_terminal();  // for progress bars

// A game with its variants from the content roots; where a variant is not
// found but a folder here holds it, the error says to add it with --content.
Content load_game(const std::string& game, const std::vector<std::string>& variants = {});

// Seat names for a new game of `n` players: the game's own, else Ann, Bob, ...
std::vector<std::string> seat_names(const Content& c, int n);
// The player count asked for (0: the game's default), checked against the game.
int player_count(const Content& c, int asked);
// `--option K=V` values, checked against the game's declared options.
std::map<std::string, std::string> parse_options(const Content& c,
                                                 const std::vector<std::string>& kvs);
// Characters in UTF-8 text, for lining up columns (suits are three bytes).
size_t utf8_width(const std::string& s);
// A value the engine wrote as YAML text (a claim's value, `[A, B]`) as JSON
// of its type: integers as numbers, true/false, null, lists as arrays; any
// other text as a string.
Json json_typed(const std::string& yaml_text);
// An argument quoted only where a shell would need it, so a line can be rerun.
std::string shell_word(const std::string& a);
// The command line as typed, for reports that say how to rerun them;
// main() sets it once, before parsing.
const std::string& command_line();
void set_command_line(int argc, char** argv);

// luacheck's settings for scripts in the sandbox (`lua-types --luacheckrc`),
// with the hook parameters of the games found in `roots`: the repository's
// .luacheckrc, and the one `arbiter new` writes.
std::string luacheckrc(const std::vector<std::string>& roots);

// Each command registers itself on the app.
void add_replay(CLI::App& app);
void add_legal(CLI::App& app);
void add_test(CLI::App& app);
void add_play(CLI::App& app);
void add_record(CLI::App& app);  // cli/record.cpp
void add_games(CLI::App& app);
void add_validate(CLI::App& app);
void add_poker(CLI::App& app);
void add_cards(CLI::App& app);
void add_rulings(CLI::App& app);
void add_hooks(CLI::App& app);
void add_lua_types(CLI::App& app);
void add_new(CLI::App& app);
void add_schema(CLI::App& app);
void add_sim(CLI::App& app);
void add_soak(CLI::App& app);
void add_help(CLI::App& app);  // `help [COMMAND...]`
void add_docs(CLI::App& app);  // `completion SHELL` and the build's man pages

// The basics of cli/basics.cpp.
const char* program_version();
std::vector<std::string> command_names(const CLI::App& app);  // those shown in help
// Before parsing: 0 when the first word names a command (or there is none),
// else the exit code after saying which command was meant.
int check_command(const CLI::App& app, int argc, char** argv);
// `arbiter --version`: the program, its content root, each game's version and digest.
std::string version_text();

// Every command's run returns its exit code through this exception.
struct Exit {
  int code;
};

}  // namespace arbiter::cli
