// ctx:logf and ctx:tellf: a line built from a format and cheap values only
// when someone reads the narration, and every mistake in one refused alike
// whether anyone reads it or not, naming the script's file and line.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/api/narration_format.h"
#include "core/checks/format_check.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/sandbox/script.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;

namespace {

// The fixture game with `lua` run at the end of its setup; the lines it
// narrated (`narrating`), or the error it raised in `error`.
std::vector<Narration> run_setup(const std::string& lua, bool narrating, std::string* error) {
  ModDir mod("narration");
  mod.copy_fixtures();
  std::string game = mod.read("scripts/duelists/game.lua");
  const std::string end = "  ctx:set_turn(1)\n";
  game.replace(game.find(end), end.size(), end + lua + "\n");
  mod.write("scripts/duelists/game.lua", game);
  Content c = load_content({mod.root.string()}, "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob"}, 1, {}});
  g.set_narrating(narrating);
  try {
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
  } catch (const std::exception& e) {
    *error = e.what();
    return {};
  }
  error->clear();
  return g.take_narration();
}

// The lines narrated, as "viewer|ruling|text".
std::vector<std::string> lines(const std::string& lua) {
  std::string error;
  std::vector<std::string> out;
  for (const auto& n : run_setup(lua, true, &error))
    out.push_back(std::to_string(n.viewer) + "|" + n.rule + "|" + n.text);
  INFO(error);
  CHECK(error.empty());
  return out;
}

// The error `lua` raises, the same whether anyone reads the narration or not.
std::string error_of(const std::string& lua) {
  std::string read, unread;
  run_setup(lua, true, &read);
  run_setup(lua, false, &unread);
  CHECK(read == unread);
  return read;
}

}  // namespace

TEST_CASE("logf: a line from a format with seats, cards, text and numbers", "[narration]") {
  // Each formatted line is followed by the line `..` builds from the same values.
  auto out = lines(
      "  local c = ctx:zone(1, 'hand')[1]\n"
      "  ctx:logf('D1', '%p holds %c (%s, %d of %s) at 100%%', 1, c, ctx:label(c), 1, 2.5)\n"
      "  ctx:log(ctx:name(1) .. ' holds ' .. ctx:label(c) .. ' (' .. ctx:label(c) .. ', ' .. 1 .. "
      "' of ' .. 2.5 .. ') at 100%', 'D1')\n"
      "  ctx:logf(nil, 'no values')\n"
      "  ctx:tellf(2, 'D2', '%p sees your hand', 1)\n"
      "  ctx:tellf(1, nil, 'you hold %c', c)\n"
      "  ctx:tell(1, 'you hold ' .. ctx:label(c))");
  REQUIRE(out.size() == 6);
  CHECK(out[0] == out[1]);
  CHECK_THAT(out[0],
             Catch::StartsWith("0|D1|Ann holds ") && Catch::EndsWith(", 1 of 2.5) at 100%"));
  CHECK(out[2] == "0||no values");
  CHECK(out[3] == "2|D2|Ann sees your hand");
  CHECK(out[4] == out[5]);
  CHECK_THAT(out[4], Catch::StartsWith("1||you hold "));
}

TEST_CASE("logf: where nobody reads the narration nothing is kept", "[narration]") {
  std::string error;
  CHECK(
      run_setup("  ctx:logf('D1', '%p', 1)\n  ctx:tellf(1, nil, '%p', 2)", false, &error).empty());
  CHECK(error.empty());
}

TEST_CASE("logf: a mistake in the format or its values names the script's line", "[narration]") {
  // The snippet's line in the fixture's game.lua: after set_turn.
  const std::string at = "game.lua:23: ctx:logf: ";
  CHECK_THAT(error_of("  ctx:logf('D1', '%q of %p', 1)"),
             Catch::Contains(at + "the format \"%q of %p\" has an unknown directive %q; the "
                                  "directives are %s (text or a number), %d (a whole number), %p "
                                  "(a seat: its player's name), %c (a card id: its label) and %% "
                                  "(a percent sign)"));
  CHECK_THAT(error_of("  ctx:logf('D1', '100%')"),
             Catch::Contains(at + "the format \"100%\" has a lone % at its end"));
  CHECK_THAT(error_of("  ctx:logf('D1', '%p and %p', 1)"),
             Catch::Contains(at + "the format \"%p and %p\" takes 2 values, and 1 is given"));
  CHECK_THAT(error_of("  ctx:logf('D1', '%p', 1, 2)"),
             Catch::Contains(at + "the format \"%p\" takes 1 value, and 2 are given"));
  CHECK_THAT(
      error_of("  ctx:logf('D1', 'x %p', 'Ann')"),
      Catch::Contains(at + "value 1 (for %p in \"x %p\") should be a seat number, not string"));
  CHECK_THAT(error_of("  ctx:logf('D1', '%p', 9)"),
             Catch::Contains(at + "value 1 (for %p in \"%p\") should be a seat number: there is no "
                                  "seat 9"));
  CHECK_THAT(
      error_of("  ctx:logf('D1', '%c', 0)"),
      Catch::Contains(at + "value 1 (for %c in \"%c\") should be a card id: there is no card 0"));
  CHECK_THAT(
      error_of("  ctx:logf('D1', '%d', 1.5)"),
      Catch::Contains(at + "value 1 (for %d in \"%d\") should be a whole number, not number"));
  CHECK_THAT(
      error_of("  ctx:logf('D1', '%s', nil)"),
      Catch::Contains(at + "value 1 (for %s in \"%s\") should be text or a number, not nil"));
  CHECK_THAT(error_of("  ctx:logf(1, 'x')"),
             Catch::Contains(at + "expected a ruling id (text) or nil, not number"));
  CHECK_THAT(error_of("  ctx:logf('D1')"),
             Catch::Contains(at + "expected the format (text), not no value"));
  CHECK_THAT(
      error_of("  ctx:tellf(1, 'D1', '%c')"),
      Catch::Contains("game.lua:23: ctx:tellf: the format \"%c\" takes 1 value, and 0 are given"));
  CHECK_THAT(error_of("  ctx:tellf(7, 'D1', 'x')"), Catch::Contains("game.lua:23: no seat 7"));
}

TEST_CASE("logf: validate reads the formats written in a script, without running it",
          "[narration]") {
  const std::string text =
      "ctx:logf('R1', '%p takes %c', me, c)\n"            // 1: sound
      "ctx:logf(\"R1\", \"%p takes %x\", me, c)\n"        // 2: unknown directive
      "ctx:logf('R1', '%p and %p', me)\n"                 // 3: too few
      "ctx:tellf(me, nil, 'you take %c', c, d)\n"         // 4: too many
      "ctx:logf('R1', '%p: %s %d', me, f(x))\n"           // 5: a call may give more
      "ctx:logf('R1', cond and '%q' or '%p', me)\n"       // 6: not one string
      "ctx:logf('R1', '%s', table.concat(t, ', '), x)\n"  // 7: too many, commas nested
      "-- ctx:logf('R1', '%q')\n"                         // 8: a comment
      "ctx:logf('R1',\n  'long %p line',\n  me, 'x')\n"   // 9-11: too many
      "ctx:logf('R1', '100%')\n"                          // 12: lone %
      "ctx:logf('R1', '%p' .. suffix, me)\n"              // 13: built, not read
      "ctx:logf('R1', 'ok %%', ...)\n";                   // 14: ... may be none
  auto e = format_errors("cards/x.lua", text);
  REQUIRE(e.size() == 6);
  CHECK_THAT(e[0], Catch::StartsWith("cards/x.lua:2: ctx:logf: the format \"%p takes %x\" has an "
                                     "unknown directive %x; the directives are %s"));
  CHECK(e[1] == "cards/x.lua:3: ctx:logf: the format \"%p and %p\" takes 2 values, and 1 is given");
  CHECK(e[2] ==
        "cards/x.lua:4: ctx:tellf: the format \"you take %c\" takes 1 value, and 2 are given");
  CHECK(e[3] == "cards/x.lua:7: ctx:logf: the format \"%s\" takes 1 value, and 2 are given");
  CHECK(e[4] ==
        "cards/x.lua:9: ctx:logf: the format \"long %p line\" takes 1 value, and 2 are given");
  CHECK_THAT(e[5], Catch::StartsWith("cards/x.lua:12: ctx:logf: the format \"100%\" has a lone % "
                                     "at its end"));
}
