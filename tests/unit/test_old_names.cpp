// The ctx API's old names: bound to the very methods of the new ones, and
// found in a script's text (for `arbiter validate`'s warnings) where they
// are called, not in its comments or strings.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/api/lua_api.h"
#include "core/checks/old_names.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/sandbox/script.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;

TEST_CASE("old names: each is the same function as its new name", "[old-names]") {
  ModDir mod("old-names");
  mod.copy_fixtures();
  std::string lua = "  local same = 0\n";
  for (const auto& a : api_aliases())
    lua += std::string("  if rawequal(ctx.") + a.old + ", ctx." + a.now + ") and ctx." + a.now +
           " then same = same + 1 end\n";
  lua += "  ctx:set(0, 'same', same)\n";
  std::string game = mod.read("scripts/duelists/game.lua");
  const std::string end = "  ctx:set_turn(1)\n";
  game.replace(game.find(end), end.size(), end + lua);
  mod.write("scripts/duelists/game.lua", game);
  Content c = load_content({mod.root.string()}, "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob"}, 1, {}});
  g.start(YAML::Node(YAML::NodeType::Map), nullptr);
  g.advance();
  CHECK(api_aliases().size() == 13);
  CHECK(g.state().props.at("same") == Value::integer(static_cast<int64_t>(api_aliases().size())));
}

TEST_CASE("old names: calls by an old name are found, with their lines", "[old-names]") {
  const std::string text =
      "-- ctx:prop(c, 'x') in a comment\n"                        // 1
      "local a = ctx:prop(c, 'colour')\n"                         // 2
      "local s = \"ctx:stack(2)\" .. 'ctx:is_over()'\n"           // 3
      "--[[ ctx:card_name(c)\n"                                   // 4
      "  ctx:random_below(3) ]]\n"                                // 5
      "local b = other : stack \"x\"\n"                           // 6
      "local t = [==[ ctx:is_over() ]==]\n"                       // 7
      "::again:: local f = ctx.prop\n"                            // 8
      "if me:is_over{} then ctx:card_modifier(c, 'reach') end\n"  // 9
      "local p = ctx:property(c)\n";                              // 10
  auto w = old_name_warnings("cards/x.lua", text);
  REQUIRE(w.size() == 4);
  CHECK(w[0] ==
        "cards/x.lua:2: warning: ctx:prop is an old name: write ctx:def_get (the old name "
        "still works)");
  CHECK_THAT(w[1], Catch::StartsWith("cards/x.lua:6: warning: ctx:stack is an old name: write "
                                     "ctx:set_known_top"));
  CHECK_THAT(w[2], Catch::StartsWith("cards/x.lua:9: warning: ctx:is_over is an old name: write "
                                     "ctx:over"));
  CHECK_THAT(w[3], Catch::StartsWith("cards/x.lua:9: warning: ctx:card_modifier is an old name: "
                                     "write ctx:def_modifier"));
}

// Every old form is found on ctx (not on another receiver, nor as
// math.log), with the form to write; the family's forms are not.
TEST_CASE("old names: each old form, ruling last, is found with the form to write", "[old-names]") {
  REQUIRE(!api_old_forms().empty());
  for (const auto& f : api_old_forms()) {
    std::string name = f.name;
    const std::string text = "local x = math." + name + "(2)\n" +        // 1
                             "other:" + name + "(\"text\", \"R1\")\n" +  // 2
                             "ctx:" + name + "f(\"R1\", \"text\")\n" +   // 3
                             "ctx:" + name + "(\"text\", \"R1\")\n";     // 4
    auto w = old_name_warnings("cards/x.lua", text);
    INFO(name);
    REQUIRE(w.size() == 1);
    CHECK_THAT(w[0], Catch::StartsWith("cards/x.lua:4: warning: " + std::string(f.was) +
                                       " is an old form: write " + f.now));
  }
}

TEST_CASE("old names: a card script imported by its old name with '_' is named anew",
          "[old-names]") {
  ModDir mod("old-file-names");
  mod.copy_fixtures();
  mod.write("scripts/duelists/cards/sure-shot.lua", "return {}\n");
  std::string game = mod.read("scripts/duelists/game.lua");
  const std::string end = "  ctx:set_turn(1)\n";
  auto run = [&](const std::string& lua) {
    std::string g2 = game;
    g2.replace(g2.find(end), end.size(), end + lua);
    mod.write("scripts/duelists/game.lua", g2);
    Content c = load_content({mod.root.string()}, "duelists");
    ScriptHost host(c);
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {}});
    try {
      g.start(YAML::Node(YAML::NodeType::Map), nullptr);
      g.advance();
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(run("  import('cards/sure-shot')\n").empty());
  CHECK_THAT(
      run("  import('cards/sure_shot')\n"),
      Catch::Contains("game.lua:23: import: no script module 'cards/sure_shot': card scripts "
                      "are named with hyphens, import 'cards/sure-shot'"));
  CHECK_THAT(run("  import('cards/sure_shoot')\n"),
             Catch::Contains("import: no script module 'cards/sure_shoot'") &&
                 !Catch::Contains("hyphens"));
}

TEST_CASE("old names: a plain word is an old name only where called on ctx", "[old-names]") {
  const std::string text =
      "local n = ctx:seats()\n"                   // 1
      "local t = offer:text(o) .. ctx:text(c)\n"  // 2
      "local k = self.ctx:size(0, 'deck')\n"      // 3
      "local s = hand:size()\n"                   // 4
      "local h = ctx:did_you_mean(k, KEYS)\n";    // 5
  auto w = old_name_warnings("setup.lua", text);
  REQUIRE(w.size() == 4);
  CHECK_THAT(w[0], Catch::StartsWith("setup.lua:1: warning: ctx:seats is an old name: write "
                                     "ctx:seat_count"));
  CHECK_THAT(w[1], Catch::StartsWith("setup.lua:2: warning: ctx:text is an old name: write "
                                     "ctx:def_text"));
  CHECK_THAT(w[2], Catch::StartsWith("setup.lua:3: warning: ctx:size is an old name: write "
                                     "ctx:card_count"));
  CHECK_THAT(w[3], Catch::StartsWith("setup.lua:5: warning: ctx:did_you_mean is an old name: "
                                     "write ctx:setup_hint"));
}
