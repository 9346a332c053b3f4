// arbiter lua-types [GAME]: Lua language server annotations for the engine
// API and a game's hooks (core/checks/lua_types.h).
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/checks/lua_types.h"
#include "core/content/content.h"

namespace arbiter::cli {

void add_lua_types(CLI::App& app) {
  auto game = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand(
      "lua-types",
      "Lua language server annotations for the engine API and a game's hooks.\n\n"
      "Prints `---@class Ctx` with every ctx method, `import` and `freeze`, and\n"
      "with GAME a class per definition type holding the hooks its card modules\n"
      "may define (GAME.card, ...) and the events they hear. Save it in the mod\n"
      "folder and list it in .luarc.json (docs/authoring.md).\n\n"
      "Example:\n  arbiter lua-types bang > types/bang.lua");
  cmd->add_option("game", *game, "Game id (see `arbiter games`); none: the engine API only");
  cmd->callback([game] {
    if (game->empty()) {
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
