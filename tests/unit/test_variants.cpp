// Variants and mod folders against the fixture game (duelists): wraps of a
// card's script compose in order, replacements of one thing conflict with
// both variants named, copies come and go, triggers load, and a second
// folder replaces a game or a variant only when it says so.
#include <catch2/catch.hpp>

extern "C" {
#include <lua.h>
}

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/content/content.h"
#include "core/sandbox/script.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

// A wrapper that appends `letter` to the wrapped module's `tag`.
std::string tag_wrapper(const std::string& letter) {
  return "return function(base)\n"
         "  local m = {}\n"
         "  for k, v in pairs(base) do m[k] = v end\n"
         "  m.tag = (base.tag or '') .. '" +
         letter +
         "'\n"
         "  return m\n"
         "end\n";
}

// The field `key` of the loaded module of definition `name`, as text ("" if none).
std::string module_field(const ScriptHost& host, const std::string& name, const char* key) {
  int d = host.content().def_index(name);
  REQUIRE(d >= 0);
  lua_State* L = host.lua();
  lua_rawgeti(L, LUA_REGISTRYINDEX, host.def_module(d));
  lua_getfield(L, -1, key);
  std::string out = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
  bool has_play = (lua_getfield(L, -2, "play"), lua_isfunction(L, -1));
  lua_pop(L, 3);
  REQUIRE(has_play);  // the wrapped card still plays
  return out;
}

int copies_of(const Content& c, const std::string& name) {
  return static_cast<int>(c.defs[c.def_index(name)].copies.size());
}

}  // namespace

TEST_CASE("variants: wraps of one card's script compose in the order given", "[variants]") {
  ModDir mod("variants-wrap");
  mod.write("content/duelists/variants/wrap-a.yaml",
            "cards:\n  - {name: Shot, wrap: variants/a.lua}\n");
  mod.write("content/duelists/variants/wrap-b.yaml",
            "cards:\n  - {name: Shot, wrap: variants/b.lua}\n");
  mod.write("scripts/duelists/variants/a.lua", tag_wrapper("A"));
  mod.write("scripts/duelists/variants/b.lua", tag_wrapper("B"));

  Content ab = load_content(mod.roots(), "duelists", {"wrap-a", "wrap-b"});
  ScriptHost host_ab(ab);
  REQUIRE(module_field(host_ab, "Shot", "tag") == "AB");

  Content ba = load_content(mod.roots(), "duelists", {"wrap-b", "wrap-a"});
  ScriptHost host_ba(ba);
  REQUIRE(module_field(host_ba, "Shot", "tag") == "BA");

  // The other card, and the base game, are untouched.
  Content base = load_content(mod.roots(), "duelists");
  ScriptHost host_base(base);
  REQUIRE(module_field(host_base, "Shot", "tag").empty());
  REQUIRE(ab.applied_variants == std::vector<std::string>{"wrap-a", "wrap-b"});
  REQUIRE(ab.digest != base.digest);
  REQUIRE(ab.digest != ba.digest);
}

TEST_CASE(
    "variants: a wrap around a replaced script composes; a replacement after a wrap is refused",
    "[variants]") {
  ModDir mod("variants-replace");
  mod.write("content/duelists/variants/wrap-a.yaml",
            "cards:\n  - {name: Shot, wrap: variants/a.lua}\n");
  mod.write("content/duelists/variants/new-shot.yaml",
            "cards:\n  - {name: Shot, script: variants/shot.lua}\n");
  mod.write("content/duelists/variants/other-shot.yaml",
            "cards:\n  - {name: Shot, script: variants/shot.lua}\n");
  mod.write("scripts/duelists/variants/a.lua", tag_wrapper("A"));
  mod.write("scripts/duelists/variants/shot.lua",
            "return { tag = 'new', play = function() end }\n");

  Content c = load_content(mod.roots(), "duelists", {"new-shot", "wrap-a"});
  ScriptHost host(c);
  REQUIRE(module_field(host, "Shot", "tag") == "newA");

  REQUIRE_THROWS_WITH(
      load_content(mod.roots(), "duelists", {"wrap-a", "new-shot"}),
      Catch::Contains("variant 'new-shot' replaces Shot.script, which variant 'wrap-a' changes") &&
          Catch::Contains("new-shot.yaml:2"));
  REQUIRE_THROWS_WITH(
      load_content(mod.roots(), "duelists", {"new-shot", "other-shot"}),
      Catch::Contains("variants 'new-shot' and 'other-shot' both replace Shot.script"));
}

TEST_CASE("variants: two that change the same rule or option conflict, naming both", "[variants]") {
  ModDir mod("variants-rules");
  mod.write("content/duelists/variants/long-life.yaml", "rules: {life: 5}\n");
  mod.write("content/duelists/variants/short-life.yaml", "rules: {life: 1}\n");
  mod.write("content/duelists/variants/far.yaml", "rules: {base_reach: 2}\n");
  REQUIRE_THROWS_WITH(
      load_content(mod.roots(), "duelists", {"long-life", "short-life"}),
      Catch::Contains("variants 'long-life' and 'short-life' both replace rules.life") &&
          Catch::Contains("short-life.yaml:1"));
  Content c = load_content(mod.roots(), "duelists", {"long-life", "far"});
  REQUIRE(c.rules.at("life").i == 5);
  REQUIRE(c.rules.at("base_reach").i == 2);
  REQUIRE_THROWS_WITH(load_content(mod.roots(), "duelists", {"far", "far"}),
                      Catch::Contains("named twice"));
}

TEST_CASE("variants: copies are added and removed, and compose", "[variants]") {
  ModDir mod("variants-copies");
  mod.write("content/duelists/variants/more.yaml",
            "cards:\n  - {name: Shot, add_copies: [Q♣, K♣]}\n");
  mod.write("content/duelists/variants/fewer.yaml",
            "cards:\n  - {name: Shot, remove_copies: [2♠, 3♠]}\n");
  mod.write("content/duelists/variants/no-such.yaml",
            "cards:\n  - {name: Shot, remove_copies: [A♥]}\n");
  mod.write("content/duelists/variants/exact.yaml", "cards:\n  - {name: Shot, copies: [2♠]}\n");
  mod.write("content/duelists/variants/no-spyglass.yaml", "remove: [Spyglass]\n");

  Content base = load_content(mod.roots(), "duelists");
  int shots = copies_of(base, "Shot");
  Content both = load_content(mod.roots(), "duelists", {"more", "fewer"});
  REQUIRE(copies_of(both, "Shot") == shots);
  const auto& copies = both.defs[both.def_index("Shot")].copies;
  REQUIRE(copies.back() == std::pair<int, int>{13, 3});  // K♣ last, as added
  REQUIRE(std::find(copies.begin(), copies.end(), std::pair<int, int>{2, 0}) == copies.end());

  REQUIRE(copies_of(load_content(mod.roots(), "duelists", {"more"}), "Shot") == shots + 2);
  REQUIRE_THROWS_WITH(load_content(mod.roots(), "duelists", {"no-such"}),
                      Catch::Contains("removes A♥, which Shot does not have"));
  // Replacing the list after another variant added to it would lose the addition.
  REQUIRE_THROWS_WITH(
      load_content(mod.roots(), "duelists", {"more", "exact"}),
      Catch::Contains("variant 'exact' replaces Shot.copies, which variant 'more' changes"));
  REQUIRE(copies_of(load_content(mod.roots(), "duelists", {"exact", "more"}), "Shot") == 3);
  Content gone = load_content(mod.roots(), "duelists", {"no-spyglass"});
  REQUIRE(gone.def_index("Spyglass") < 0);
}

TEST_CASE("variants: triggers of the game load with their handlers", "[variants]") {
  ModDir mod("variants-triggers");
  mod.write("content/duelists/variants/cheer.yaml",
            "triggers:\n  - {name: Cheer, script: variants/cheer.lua, priority: 2}\n");
  mod.write("content/duelists/variants/cheer-again.yaml",
            "triggers:\n  - {name: cheer, script: variants/cheer.lua}\n");
  mod.write("content/duelists/variants/mute.yaml",
            "triggers:\n  - {name: Mute, script: variants/mute.lua}\n");
  mod.write("content/duelists/variants/lost.yaml",
            "triggers:\n  - {name: Lost, script: variants/nowhere.lua}\n");
  mod.write("scripts/duelists/variants/cheer.lua",
            "return { on = { hit = function() end, dodge = function() end } }\n");
  mod.write("scripts/duelists/variants/mute.lua", "return { }\n");

  Content c = load_content(mod.roots(), "duelists", {"cheer"});
  REQUIRE(c.triggers.size() == 1);
  REQUIRE(c.triggers[0].name == "Cheer");
  REQUIRE(c.triggers[0].priority == 2);
  REQUIRE(c.triggers[0].variant == "cheer");
  ScriptHost host(c);
  REQUIRE(host.trigger_handlers(0) == std::vector<std::string>{"dodge", "hit"});

  REQUIRE_THROWS_WITH(load_content(mod.roots(), "duelists", {"cheer", "cheer-again"}),
                      Catch::Contains("trigger 'cheer' is added twice (first by variant 'cheer')"));
  Content mute = load_content(mod.roots(), "duelists", {"mute"});
  REQUIRE_THROWS_WITH(ScriptHost(mute),
                      Catch::Contains("trigger 'Mute'") && Catch::Contains("handles no event"));
  REQUIRE_THROWS_WITH(load_content(mod.roots(), "duelists", {"lost"}),
                      Catch::Contains("not found"));
}

TEST_CASE("variants: a wrapper must return a function that returns a module", "[variants]") {
  ModDir mod("variants-bad-wrap");
  mod.write("content/duelists/variants/table.yaml",
            "cards:\n  - {name: Shot, wrap: variants/table.lua}\n");
  mod.write("content/duelists/variants/nothing.yaml",
            "cards:\n  - {name: Shot, wrap: variants/nothing.lua}\n");
  mod.write("scripts/duelists/variants/table.lua", "return {}\n");
  mod.write("scripts/duelists/variants/nothing.lua", "return function(base) end\n");
  Content t = load_content(mod.roots(), "duelists", {"table"});
  REQUIRE_THROWS_WITH(ScriptHost(t),
                      Catch::Contains("variants/table.lua: a wrapper must return a function"));
  Content n = load_content(mod.roots(), "duelists", {"nothing"});
  REQUIRE_THROWS_WITH(ScriptHost(n), Catch::Contains("must return a table"));
}

TEST_CASE("mod folders: a second definition of a game or variant needs `overrides: true`",
          "[variants]") {
  ModDir mod("variants-override");
  mod.write("content/duelists/variants/red-dodge.yaml", "description: mine\nrules: {life: 2}\n");
  ModDir first("variants-first");
  first.write("content/duelists/variants/red-dodge.yaml",
              "description: theirs\nrules: {life: 4}\n");
  std::vector<std::string> roots = {ARBITER_SOURCE_DIR "/tests/fixtures", first.root.string(),
                                    mod.root.string()};
  REQUIRE_THROWS_WITH(load_content(roots, "duelists"),
                      Catch::Contains("variant 'red-dodge' is defined twice") &&
                          Catch::Contains("overrides: true"));
  mod.write("content/duelists/variants/red-dodge.yaml",
            "overrides: true\ndescription: mine\nrules: {life: 2}\n");
  Content c = load_content(roots, "duelists", {"red-dodge"});
  REQUIRE(c.rules.at("life").i == 2);

  // A whole game of the same id.
  ModDir again("variants-game");
  again.copy_fixtures();
  REQUIRE_THROWS_WITH(load_content(again.roots(), "duelists"),
                      Catch::Contains("game 'duelists' is defined twice"));
  std::ofstream(again.root / "content/duelists/game.yaml", std::ios::app) << "overrides: true\n";
  Content replaced = load_content(again.roots(), "duelists");
  REQUIRE(replaced.content_dir.find(again.root.string()) == 0);
}

TEST_CASE(
    "mod folders: a folder named twice is read once; a mod's digest does not depend on where it is",
    "[variants]") {
  auto make = [](const ModDir& m) {
    m.write("content/duelists/extra.yaml",
            "- {name: Derringer, type: card, copies: [2♥], script: derringer.lua}\n");
    m.write("scripts/duelists/derringer.lua", "return { play = function() end }\n");
  };
  ModDir here("variants-here"), there("there");
  make(here);
  make(there);
  std::vector<std::string> twice = here.roots();
  twice.push_back(here.root.string());
  Content a = load_content(twice, "duelists");
  REQUIRE(a.def_index("Derringer") >= 0);
  Content b = load_content(there.roots(), "duelists");
  REQUIRE(a.digest == b.digest);
  // The digest covers the mod's script, which lives outside the game's folder.
  there.write("scripts/duelists/derringer.lua", "return { play = function(ctx) end }\n");
  REQUIRE(load_content(there.roots(), "duelists").digest != a.digest);
}

TEST_CASE("variants: a wrapper may give a card a trigger it did not have", "[variants]") {
  ModDir mod("variants-wrap-on");
  mod.write("content/duelists/variants/watchful.yaml",
            "cards:\n  - {name: Spyglass, wrap: variants/watchful.lua}\n");
  mod.write("scripts/duelists/variants/watchful.lua",
            "return function(base)\n"
            "  local m = {}\n"
            "  for k, v in pairs(base) do m[k] = v end\n"
            "  m.on = { shot = function() end }\n"
            "  return m\n"
            "end\n");
  Content base = load_content(mod.roots(), "duelists");
  ScriptHost plain(base);
  REQUIRE(plain.handlers(base.def_index("Spyglass")).empty());
  Content c = load_content(mod.roots(), "duelists", {"watchful"});
  ScriptHost host(c);
  REQUIRE(host.handlers(c.def_index("Spyglass")) == std::vector<std::string>{"shot"});
}

TEST_CASE("mod folders: a mod's script imports the mod's own helpers, and the digest covers them",
          "[variants]") {
  ModDir mod("variants-helper");
  mod.write("content/duelists/extra.yaml",
            "- {name: Derringer, type: card, copies: [2♥], script: derringer.lua}\n");
  mod.write("scripts/duelists/pocket.lua", "return { tag = 'pocket' }\n");
  mod.write(
      "scripts/duelists/derringer.lua",
      "local pocket = import('pocket')\nreturn { tag = pocket.tag, play = function() end }\n");
  Content c = load_content(mod.roots(), "duelists");
  ScriptHost host(c);
  REQUIRE(module_field(host, "Derringer", "tag") == "pocket");
  mod.write("scripts/duelists/pocket.lua", "return { tag = 'sleeve' }\n");
  REQUIRE(load_content(mod.roots(), "duelists").digest != c.digest);
}

TEST_CASE("game.yaml: `bots` names levels the engine has or its own, with a suggestion for a slip",
          "[variants]") {
  ModDir game("variants-bots");
  game.copy_fixtures();
  std::vector<std::string> roots = {game.root.string()};
  std::string yaml = (game.root / "content/duelists/game.yaml").string();
  std::ofstream(yaml, std::ios::app) << "bots: [basci]\n";
  REQUIRE_THROWS_WITH(load_content(roots, "duelists"),
                      Catch::Contains("game.yaml:") &&
                          Catch::Contains("no bot level 'basci' (did you mean 'basic'?)") &&
                          Catch::Contains("the levels are random, basic"));
  std::string text = game.read("content/duelists/game.yaml");
  game.write("content/duelists/game.yaml", text.substr(0, text.find("bots:")) + "bots: [basic]\n");
  Content c = load_content(roots, "duelists");
  CHECK(c.bot_levels == std::vector<std::string>{"basic"});
  // A level of the script's own is any other name, but never a person's.
  game.write("content/duelists/game.yaml",
             text.substr(0, text.find("bots:")) + "bots: [basic, careful]\n");
  CHECK(load_content(roots, "duelists").bot_levels == std::vector<std::string>{"basic", "careful"});
  game.write("content/duelists/game.yaml", text.substr(0, text.find("bots:")) + "bots: [human]\n");
  REQUIRE_THROWS_WITH(load_content(roots, "duelists"), Catch::Contains("no bot level 'human'"));
}
