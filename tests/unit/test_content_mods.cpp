// Content folders as a modder gives them: a folder asked for that is missing
// is refused; script errors name the script by a short, whole name however
// the folder was written (relative, absolute, with `..`, a long path); a
// variant's rule or option and game.yaml's player counts that would fail at
// run time are refused at load, placed.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/records/record.h"
#include "core/records/replay.h"
#include "core/sandbox/script.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

const std::string kFixtures = ARBITER_SOURCE_DIR "/tests/fixtures";

// A card for the fixture game whose script is `script` at `path` under scripts/duelists/.
void add_card(const ModDir& mod, const std::string& path, const std::string& script) {
  mod.write(
      "content/duelists/cards.yaml",
      "- {name: Snake Oil, type: card, copies: [2♣], script: " + path + ", text: Drink it.}\n");
  mod.write("scripts/duelists/" + path, script);
}

std::string load_error(const std::vector<std::string>& roots,
                       const std::vector<std::string>& variants = {}) {
  try {
    Content c = load_content(roots, "duelists", variants);
    ScriptHost host(c);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

// Sets an environment variable for the scope.
struct Env {
  std::string name;
  std::string old;
  bool had;
  Env(const char* n, const std::string& value) : name(n) {
    const char* o = std::getenv(n);
    had = o != nullptr;
    if (had) old = o;
    ::setenv(n, value.c_str(), 1);
  }
  ~Env() {
    if (had)
      ::setenv(name.c_str(), old.c_str(), 1);
    else
      ::unsetenv(name.c_str());
  }
};

}  // namespace

TEST_CASE("content roots: a --content or ARBITER_CONTENT folder that is not there is refused",
          "[content]") {
  ModDir mod("mods-roots");
  mod.write("content/duelists/cards.yaml", "");
  Env none("ARBITER_CONTENT", "");
  CHECK(content_roots({mod.root.string()}).back() == mod.root.string());
  std::string gone = (mod.root / "gone").string();
  REQUIRE_THROWS_WITH(content_roots({gone}), "--content '" + gone + "': no such folder");
  try {
    content_roots({gone});
  } catch (const Error& e) {
    CHECK(e.verdict == Verdict::BadRecord);  // exit 2: a wrong argument
  }
  REQUIRE_THROWS_WITH(content_roots({(mod.root / "content").string()}),
                      Catch::Contains("holds neither content/ nor scripts/"));
  REQUIRE_THROWS_WITH(content_roots({(mod.root / "content/duelists/cards.yaml").string()}),
                      Catch::Contains("not a folder"));
  {
    Env env("ARBITER_CONTENT", mod.root.string() + "::" + gone);
    REQUIRE_THROWS_WITH(content_roots({}), "ARBITER_CONTENT '" + gone + "': no such folder");
  }
  Env env("ARBITER_CONTENT", mod.root.string() + ":");
  CHECK(content_roots({}).size() == 2);
}

TEST_CASE("chunk names: a mod's script is named <game>/<path> however its folder is written",
          "[content]") {
  ModDir mod("mods-chunks");
  add_card(mod, "cards/snake-oil.lua", "local x = 1\nerror('boom')\nreturn {}\n");
  fs::path relative = fs::relative(mod.root, fs::current_path());
  REQUIRE(relative.is_relative());
  for (const std::string& given : {mod.root.string(), relative.string(), relative.string() + "/",
                                   (mod.root / "content" / "..").string()}) {
    INFO("--content " << given);
    CHECK(load_error({kFixtures, given}) ==
          "duelists/cards/snake-oil.lua:2: boom (script of Snake Oil)");
  }
}

TEST_CASE("chunk names: a syntax error and a long path are named whole", "[content]") {
  ModDir mod("mods-long");
  std::string path = "a-folder-with-a-rather-long-name/and-another-one-inside-it/snake-oil.lua";
  add_card(mod, path, "return {\n  play = function()\n    local x = {\n  end,\n}\n");
  std::string err = load_error({kFixtures, mod.root.string()});
  CHECK_THAT(err, Catch::StartsWith("duelists/" + path + ":4: "));
  CHECK_THAT(err, Catch::EndsWith("(script of Snake Oil)"));
  CHECK_THAT(err, !Catch::Contains("..."));

  add_card(mod, path, "error('boom')\nreturn {}\n");
  CHECK(load_error({kFixtures, mod.root.string()}) ==
        "duelists/" + path + ":1: boom (script of Snake Oil)");
}

TEST_CASE("chunk names: a mod script with the path of one of the game's own is named by its folder",
          "[content]") {
  ModDir mod("mods-same-path");
  add_card(mod, "shot.lua", "error('mine')\nreturn {}\n");
  std::string err = load_error({kFixtures, mod.root.string()});
  CHECK(err ==
        (mod.root / "scripts/duelists/shot.lua").string() + ":1: mine (script of Snake Oil)");
}

TEST_CASE("chunk names: a trigger's run-time error names the trigger and its variant",
          "[content]") {
  ModDir mod("mods-trigger");
  mod.write("content/duelists/variants/noisy.yaml",
            "triggers:\n  - {name: Noise, script: variants/noise.lua}\n");
  mod.write("scripts/duelists/variants/noise.lua",
            "return {on = {turn_start = function() error('loud') end}}\n");
  Content c = load_content({kFixtures, mod.root.string()}, "duelists", {"noisy"});
  ScriptHost host(c);
  CHECK(host.chunk_name(c.triggers[0].script_path) == "duelists/variants/noise.lua");
  CHECK(host.describe_chunk("duelists/variants/noise.lua:1: loud") ==
        "duelists/variants/noise.lua:1: loud (trigger Noise of variant noisy)");
  CHECK(host.describe_chunk("duelists/game.lua:1: loud") == "duelists/game.lua:1: loud");
}

TEST_CASE("variants: a rule of another type than the game's is refused, placed", "[content]") {
  ModDir mod("mods-rule-type");
  mod.write("content/duelists/variants/lots.yaml", "rules:\n  life: lots\n");
  mod.write("content/duelists/variants/yes.yaml", "rules: {base_reach: true}\n");
  mod.write("content/duelists/variants/two.yaml", "rules: {life: 2, base_reach: 3}\n");
  std::vector<std::string> roots{kFixtures, mod.root.string()};
  REQUIRE_THROWS_WITH(
      load_content(roots, "duelists", {"lots"}),
      Catch::EndsWith(
          "lots.yaml:2:9: rules.life: expected an integer (game 'duelists' has life: 3), "
          "not text 'lots'"));
  REQUIRE_THROWS_WITH(load_content(roots, "duelists", {"yes"}),
                      Catch::Contains("yes.yaml:1:21: rules.base_reach: expected an integer"));
  CHECK(load_content(roots, "duelists", {"two"}).rules.at("base_reach") == Value::integer(3));
}

TEST_CASE("options: a value not among the option's declared values is refused, placed",
          "[content]") {
  ModDir mod("mods-options");
  mod.copy_fixtures();
  fs::path yaml = mod.root / "content/duelists/game.yaml";
  const std::string base = mod.read("content/duelists/game.yaml");
  auto game = [&](const std::string& extra) { std::ofstream(yaml) << base << extra; };
  game("options:\n  pace: {default: slow, values: [slow, fast]}\n");
  mod.write("content/duelists/variants/insane.yaml", "options: {pace: insane}\n");
  mod.write("content/duelists/variants/fast.yaml", "options: {pace: fast}\n");
  std::vector<std::string> roots{mod.root.string()};
  CHECK(load_content(roots, "duelists", {"fast"}).option("pace")->value == "fast");
  REQUIRE_THROWS_WITH(
      load_content(roots, "duelists", {"insane"}),
      Catch::EndsWith("insane.yaml:1:17: option pace: expected one of slow, fast, not 'insane'"));
  game("options:\n  pace: {default: fats, values: [slow, fast]}\n");
  REQUIRE_THROWS_WITH(
      load_content(roots, "duelists"),
      Catch::EndsWith(
          "option pace: expected one of slow, fast, not 'fats' (did you mean 'fast'?)"));
}

TEST_CASE("game.yaml: player counts must make sense", "[content]") {
  ModDir mod("mods-players");
  mod.copy_fixtures();
  fs::path yaml = mod.root / "content/duelists/game.yaml";
  const std::string base = mod.read("content/duelists/game.yaml");
  auto players = [&](const std::string& line) {
    std::string text = base;
    text.replace(text.find("players: {min: 2, max: 4}"), 25, line);
    std::ofstream(yaml) << text;
  };
  std::vector<std::string> roots{mod.root.string()};
  players("players: {min: 3, max: 2, default: 5}");
  REQUIRE_THROWS_WITH(
      load_content(roots, "duelists"),
      Catch::EndsWith("game.yaml:6:24: players.max: expected at least min (3), not 2"));
  players("players: {min: 2, max: 4, default: 5}");
  REQUIRE_THROWS_WITH(
      load_content(roots, "duelists"),
      Catch::EndsWith("game.yaml:6:36: players.default: expected 2 to 4 (min to max), not 5"));
  players("players: {min: 0, max: 4}");
  REQUIRE_THROWS_WITH(load_content(roots, "duelists"),
                      Catch::EndsWith("game.yaml:6:16: players.min: expected 1 or more, not 0"));
  players("players: {min: 2, max: 4, default: 3}");
  Content c = load_content(roots, "duelists");
  CHECK(c.default_players == 3);
}

// A bot answers nil (a uniform pick), 0 (wait) or an option's number;
// anything else is its script's mistake, never quietly a random pick.
TEST_CASE("bots: an answer out of range is a script error naming the player", "[content]") {
  ModDir mod("mods-bot-range");
  mod.copy_fixtures();
  const std::string base = mod.read("scripts/duelists/game.lua");
  for (const char* answer : {"#labels + 1", "-1", "1.5", "'first'"}) {
    INFO(answer);
    std::string lua = base;
    lua.replace(lua.find("function game.bot"), std::string::npos,
                std::string("function game.bot(ctx, seat, labels) return ") + answer +
                    " end\nreturn game\n");
    mod.write("scripts/duelists/game.lua", lua);
    Content c = load_content({mod.root.string()}, "duelists");
    ScriptHost host(c);
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {}});
    Record rec;
    rec.game = "duelists";
    rec.players = {"Ann", "Bob"};
    PlayOptions opts;
    opts.bots = "basic";
    try {
      play_game(g, rec, opts);
      FAIL("the game played on");
    } catch (const Error& e) {
      CHECK(e.verdict == Verdict::BadContent);
      CHECK_THAT(std::string(e.what()),
                 Catch::Contains("the bot of Ann answered") &&
                     Catch::Contains("expected nil, 0 to wait, or 1 to that number"));
    }
  }
}

// A decision open to several may leave a seat out with only refusals: bots
// never pick it, and a move written for it is refused with its reason.
TEST_CASE("choose_any: a seat listed with no options is left out, with why", "[content]") {
  ModDir mod("mods-asides");
  mod.write("content/wave/game.yaml",
            "id: wave\nplayers: {min: 3, max: 3}\nscript: game.lua\nstate:\n  game: [turn]\n");
  auto game_with = [&](const std::string& cid) {
    mod.write("scripts/wave/game.lua",
              "local game = {}\nfunction game.setup(ctx) ctx:set_turn(1) end\n"
              "function game.run(ctx)\n"
              "  ctx:choose_any({{seat = 1, options = {'wave'}}, {seat = 2, options = {'wave'}}, " +
                  cid +
                  "}, 'everyone awake waves')\n"
                  "  ctx:finish({1})\nend\nreturn game\n");
  };
  auto judge = [&](const std::string& entry) {
    Record rec = parse_record(
        "arbiter: 1\ngame: wave\nplayers: [Ann, Bob, Cid]\nactions:\n  - " + entry + "\n",
        "wave.yaml");
    ReplayOptions opts;
    opts.roots = {mod.root.string()};
    return replay(rec, opts);
  };
  game_with(
      "{seat = 3, options = {}, refusals = function() return {{'wave', 'Cid is asleep (Z1)'}} "
      "end}");
  ReplayResult asleep = judge("Cid: wave");
  CHECK(asleep.verdict == Verdict::Illegal);
  CHECK_THAT(asleep.message,
             Catch::EndsWith("Cid cannot wave: Cid is asleep (Z1); the decision is Ann and Bob's "
                             "(everyone awake waves)"));
  ReplayResult other = judge("Cid: dance");
  CHECK_THAT(
      other.message,
      Catch::EndsWith("Cid cannot act now: the decision is Ann and Bob's (everyone awake waves)"));
  CHECK(judge("Bob: wave").verdict == Verdict::Ok);
  // Bots never act for the seat left out.
  Content c = load_content({mod.root.string()}, "wave");
  ScriptHost host(c);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Game g(host, GameConfig{{"Ann", "Bob", "Cid"}, seed, {}});
    Record rec;
    rec.game = "wave";
    rec.players = {"Ann", "Bob", "Cid"};
    PlayResult r = play_game(g, rec, PlayOptions{});
    REQUIRE(!r.record.actions.empty());
    CHECK(r.record.actions.front().player != "Cid");
  }
  // A seat with no options must say why it cannot act.
  game_with("{seat = 3, options = {}}");
  ReplayResult mute = judge("Ann: wave");
  CHECK(mute.verdict == Verdict::BadContent);
  CHECK_THAT(
      mute.message,
      Catch::Contains(
          "seat 3 is listed with no options: give it refusals, saying why it cannot act now"));
}

TEST_CASE(
    "content: `rank` gives suitless copies a rank; a bad rank or one beside a suit is refused",
    "[content]") {
  ModDir mod("rank");
  mod.write("content/duelists/cards.yaml",
            "- {name: Joker, type: card, copies: 2, rank: Q, text: A queen of no suit.}\n");
  Content c = load_content({kFixtures, mod.root.string()}, "duelists");
  const auto& copies = c.defs[c.def_index("Joker")].copies;
  REQUIRE(copies.size() == 2);
  CHECK(copies[0] == std::make_pair(12, -1));
  CHECK(copies[1] == std::make_pair(12, -1));

  mod.write("content/duelists/cards.yaml",
            "- {name: Joker, type: card, copies: 2, rank: Z, text: No rank.}\n");
  CHECK_THAT(load_error({kFixtures, mod.root.string()}),
             Catch::Contains("rank: 'Z' is not a rank such as 2, 10, J or A"));
  mod.write("content/duelists/cards.yaml",
            "- {name: Joker, type: card, copies: [2♣], rank: Q, text: Two ranks.}\n");
  CHECK_THAT(load_error({kFixtures, mod.root.string()}),
             Catch::Contains("rank: its copies have a rank and suit already (2♣)"));
}
