// Options given by their parts, their text left to the list's `__label`:
// the engine makes a label only when someone reads it, matches records
// against the made labels, never gives a made label back to the script, and
// refuses two options whose made labels are alike.
#include <catch2/catch.hpp>
#include <string>

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/record.h"
#include "core/records/replay.h"
#include "core/sandbox/script.h"
#include "mod_dir.h"

using namespace arbiter;

namespace {

// The options' text made from their parts.
const char* const kMade = "{__label = function(_, o) return o.verb .. ' to ' .. o.to end}";
const char* const kWave = "verb = 'wave', to = 'Bob'";
const char* const kBow = "verb = 'bow', to = 'Bob'";

// A two-player game of one decision between two options, each given as its
// fields in Lua ("verb = 'bow', to = 'Bob'"), in a list whose metatable is
// `meta` (Lua source); Ann's choice wins for that seat.
void write_game(const ModDir& mod, const std::string& second, const std::string& meta = kMade,
                const std::string& first = kWave) {
  mod.write("content/bow/game.yaml",
            "id: bow\nplayers: {min: 2, max: 2}\nscript: game.lua\nstate:\n  game: [turn]\n");
  mod.write("scripts/bow/game.lua",
            "local game = {}\n"
            "local META = " +
                meta +
                "\n"
                "function game.setup(ctx) ctx:set_turn(1) end\n"
                "function game.run(ctx)\n"
                "  local list = setmetatable({{" +
                first + "}, {" + second +
                "}}, META)\n"
                "  local _, i, label = ctx:choose(1, list)\n"
                "  if label ~= list[i].label then error('a made label was given back') end\n"
                "  ctx:finish({i})\n"
                "end\nreturn game\n");
}

ReplayResult judge(const ModDir& mod, const std::string& entry) {
  Record rec = parse_record(
      "arbiter: 1\ngame: bow\nplayers: [Ann, Bob]\nactions:\n  - " + entry + "\n", "bow.yaml");
  ReplayOptions opts;
  opts.roots = {mod.root.string()};
  return replay(rec, opts);
}

}  // namespace

TEST_CASE("options by parts: labels made by __label when read", "[content]") {
  ModDir mod("made-labels");
  write_game(mod, kBow);
  ReplayResult bowed = judge(mod, "Ann: bow to Bob");
  CHECK(bowed.verdict == Verdict::Ok);
  ReplayResult wrong = judge(mod, "Ann: dance to Bob");
  CHECK(wrong.verdict == Verdict::Illegal);
  CHECK_THAT(wrong.message, Catch::Contains("wave to Bob") || Catch::Contains("bow to Bob"));

  // A client reading the decision sees the made labels, in the script's order.
  Content c = load_content({mod.root.string()}, "bow");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob"}, 1, {}});
  g.start(YAML::Node(), nullptr);
  g.advance();
  REQUIRE(g.decision_as_given().choices.size() == 1);
  CHECK(g.decision_as_given().choices[0].options[1].label.empty());  // not made until read
  const Choice& ch = g.decision_spelled().choices[0];
  REQUIRE(ch.options.size() == 2);
  CHECK(ch.options[0].label == "wave to Bob");
  CHECK(ch.options[1].label == "bow to Bob");
}

TEST_CASE("options by parts: two made labels alike are the script's mistake", "[content]") {
  ModDir mod("made-labels-alike");
  write_game(mod, kWave);
  ReplayResult r = judge(mod, "Ann: wave to Bob");
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_THAT(r.message, Catch::Contains("options 1 and 2 are both 'wave to Bob'"));
}

TEST_CASE("options by parts: a __label that gives no text is named", "[content]") {
  ModDir mod("made-labels-nil");
  write_game(mod, kBow,
             "{__label = function(_, o) if o.verb == 'wave' then return 'wave to Bob' end end}");
  ReplayResult r = judge(mod, "Ann: bow to Bob");
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_THAT(r.message,
             Catch::Contains("the options' __label gave option 2 a nil, not its label (a text)"));
}

TEST_CASE("options by parts: an option with a label of its own joins a list of made ones",
          "[content]") {
  // The Gang's proposals and EndGame's "pass" sit among options whose text
  // __label makes: their own label is read as it is.
  ModDir mod("made-labels-mixed");
  write_game(mod, "verb = 'bow', to = 'Bob', label = 'bow low'");
  CHECK(judge(mod, "Ann: bow low").verdict == Verdict::Ok);
  CHECK(judge(mod, "Ann: wave to Bob").verdict == Verdict::Ok);
  CHECK(judge(mod, "Ann: bow to Bob").verdict == Verdict::Illegal);
}

TEST_CASE("options by parts: without __label an option needs its own label", "[content]") {
  ModDir mod("made-labels-none");
  write_game(mod, kBow, "nil");
  ReplayResult r = judge(mod, "Ann: bow to Bob");
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_THAT(r.message, Catch::Contains("option 1 has no label (options that leave their text out "
                                        "come in a list with a __label metamethod)"));
}

TEST_CASE("options by parts: __label may name the field that holds the text", "[content]") {
  const char* bow = "verb = 'bow', to = 'Bob', text = 'bow to Bob'";
  ModDir mod("made-labels-field");
  write_game(mod, bow, "{__label = 'text'}", "verb = 'wave', to = 'Bob', text = 'wave to Bob'");
  CHECK(judge(mod, "Ann: bow to Bob").verdict == Verdict::Ok);
  CHECK(judge(mod, "Ann: curtsy to Bob").verdict == Verdict::Illegal);
  // The wave has no `text`: named in the error once its label is needed.
  ModDir lacking("made-labels-field-lacking");
  write_game(lacking, bow, "{__label = 'text'}");
  ReplayResult r = judge(lacking, "Ann: bow to Bob");
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_THAT(r.message, Catch::Contains("Ann's decision: the options' __label names field 'text', "
                                        "which gives option 1 a nil, not its label (a text)"));
}

TEST_CASE("options by parts: a made label a record cannot hold is refused", "[content]") {
  ModDir mod("made-labels-colon");
  write_game(mod, kBow, "{__label = function(_, o) return o.verb .. ': ' .. o.to end}");
  ReplayResult r = judge(mod, "Ann: bow to Bob");
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_THAT(r.message, Catch::Contains("label 'wave: Bob' contains ': ' or ' #'"));
}
