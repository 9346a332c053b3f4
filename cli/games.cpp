// arbiter games: the games installed, their versions and variants.
#include "cli/games.h"

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

namespace arbiter::cli {

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

}  // namespace

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

}  // namespace arbiter::cli
