// Shared pieces of the command line: content roots, output helpers.
#pragma once
#include <CLI/CLI.hpp>

#include <string>
#include <vector>

#include "core/error.h"

namespace arbiter::cli {

struct Global {
  std::vector<std::string> content_dirs;  // --content DIR (repeatable)
  std::vector<std::string> roots() const;
};

Global& global();
bool color_enabled();  // a terminal, and NO_COLOR unset
std::string bold(const std::string& s);
std::string red(const std::string& s);
std::string green(const std::string& s);

// Each command registers itself on the app.
void add_replay(CLI::App& app);
void add_legal(CLI::App& app);
void add_test(CLI::App& app);
void add_play(CLI::App& app);
void add_games(CLI::App& app);
void add_validate(CLI::App& app);
void add_poker(CLI::App& app);

// Every command's run returns its exit code through this exception.
struct Exit {
  int code;
};

}  // namespace arbiter::cli
