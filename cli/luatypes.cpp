// arbiter lua-types [GAME]: Lua language server annotations for the engine
// API and a game's hooks (core/checks/lua_types.h).
#include <algorithm>
#include <iostream>
#include <memory>
#include <set>

#include "cli/common.h"
#include "core/checks/checks.h"
#include "core/content/content.h"

namespace arbiter::cli {

namespace {

// Quoted names, wrapped into lines of at most about 110 characters.
std::string name_lines(const std::vector<std::string>& names, const std::string& indent) {
  std::string out, line;
  for (const auto& n : names) {
    std::string item = "\"" + n + "\",";
    if (!line.empty() && indent.size() + line.size() + 1 + item.size() > 110) {
      out += indent + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + item;
  }
  return out + indent + line + "\n";
}

// The parameters of every hook the games in `roots` declare, after those
// the shared libraries' and rules scripts' own functions leave unused.
std::vector<std::string> unused_params(const std::vector<std::string>& roots) {
  std::vector<std::string> names{"ctx",   "me",     "card",   "opts",  "refusals", "v",
                                 "o",     "option", "times",  "owner", "ev",       "proposer",
                                 "round", "seat",   "labels", "level"};
  std::set<std::string> declared;
  for (const auto& id : list_games(roots)) {
    try {
      Content c = load_content(roots, id);
      for (const auto& h : c.hooks.hooks)
        for (const auto& p : h.params) declared.insert(p.name);
    } catch (const Error&) {
      // A broken game is validate's to report: its hooks are left out here.
    }
  }
  for (const auto& n : declared)
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  std::vector<std::string> out;
  for (const auto& n : names) out.push_back("212/" + n);
  return out;
}

}  // namespace

std::string luacheckrc(const std::vector<std::string>& roots) {
  const SandboxGlobals& g = sandbox_globals();
  std::string out =
      "-- luacheck's settings for the Lua the engine runs, written by `arbiter lua-types\n"
      "-- --luacheckrc` from the sandbox's own list (core/sandbox/script_sandbox.cpp):\n"
      "-- Lua 5.4's base library without dofile, loadfile, load, collectgarbage,\n"
      "-- print, warn and require; string without dump, math without random and\n"
      "-- randomseed, table and utf8; and the engine's import and freeze. Anything\n"
      "-- else a script reads or sets as a global is an error here, as it is at run\n"
      "-- time. Run `luacheck scripts` in a mod folder.\n"
      "std = \"sandbox\"\nstds.sandbox = {\n  read_globals = {\n" +
      name_lines(g.names, "    ");
  for (const auto& lib : g.libraries)
    out += "    " + lib.name + " = {fields = {\n" + name_lines(lib.fields, "      ") + "    }},\n";
  return out +
         "  },\n}\n"
         "-- Narration and refusal texts make long lines; past 140 a line is wrapped.\n"
         "max_line_length = 140\n"
         "-- A hook's parameters are its contract (content/<game>/hooks.yaml) and are\n"
         "-- written in full even where a hook ignores some: unused, they are no\n"
         "-- warning under the names hooks give them. Any other unused argument is.\n"
         "ignore = {\n" +
         name_lines(unused_params(roots), "  ") + "}\n";
}

void add_lua_types(CLI::App& app) {
  auto game = std::make_shared<std::string>();
  auto rc = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand(
      "lua-types",
      "Lua language server annotations for the engine API and a game's hooks.\n\n"
      "Prints `---@class Ctx` with every ctx method, `import` and `freeze`, and\n"
      "with GAME a class per definition type holding the hooks its card modules\n"
      "may define (GAME.card, ...) and the events they hear. Save it in the mod\n"
      "folder and list it in .luarc.json (docs/authoring.md).\n\n"
      "Examples:\n  arbiter lua-types bang > types/bang.lua\n"
      "  arbiter lua-types --luacheckrc > .luacheckrc");
  cmd->add_option("game", *game, "Game id (see `arbiter games`); none: the engine API only");
  cmd->add_flag("--luacheckrc", *rc,
                "Print luacheck's settings instead: the sandbox's globals (a mod folder's "
                ".luacheckrc, as `arbiter new` writes it)");
  cmd->callback([game, rc] {
    if (*rc) {
      std::cout << luacheckrc(global().roots());
    } else if (game->empty()) {
      std::cout << lua_types(nullptr);
    } else {
      Content c = load_content(global().roots(), *game);
      if (!c.hooks.declared)
        throw Error(Verdict::BadContent,
                    "game '" + c.id + "' declares no hooks (game.yaml `hooks`)");
      std::cout << lua_types(&c);
    }
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
