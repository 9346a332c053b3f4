// Re-judging a record two ways (core/records/rejudge.h), against the
// fixture game and variants of it written for the test: no difference, a
// step whose narration differs, and a move one side refuses.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/records/record.h"
#include "core/records/rejudge.h"
#include "tests/unit/fixture.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;

namespace {

// A variant wrapping Shot's module: `body` is Lua run with `m` (a copy of
// the module) and `base` (the module wrapped) in scope.
std::string shot_wrapper(const std::string& body) {
  return "return function(base)\n"
         "  local m = {}\n"
         "  for k, v in pairs(base) do m[k] = v end\n" +
         body + "  return m\nend\n";
}

// The fixture game with three variants of it: `same` changes nothing a
// record can tell, `loud` narrates a line before every shot, `broken` ends
// every shot in a script error.
struct Variants {
  ModDir mod{"rejudge"};
  Variants() {
    for (const char* v : {"same", "loud", "broken"})
      mod.write(std::string("content/duelists/variants/") + v + ".yaml",
                std::string("cards:\n  - {name: Shot, wrap: variants/") + v + ".lua}\n");
    mod.write("scripts/duelists/variants/same.lua", shot_wrapper("  m.tag = 'same'\n"));
    mod.write("scripts/duelists/variants/loud.lua",
              shot_wrapper("  m.play = function(ctx, me, card, target)\n"
                           "    ctx:logf('D2', '%p takes aim', me)\n"
                           "    return base.play(ctx, me, card, target)\n"
                           "  end\n"));
    mod.write("scripts/duelists/variants/broken.lua",
              shot_wrapper("  m.play = function() error('boom') end\n"));
  }
  RejudgeSides with(const std::string& variant) const {
    RejudgeSides s;
    s.base.roots = mod.roots();
    s.var = s.base;
    s.var.extra_variants = {variant};
    s.as = "without";
    s.with = "with " + variant;
    s.same = "with and without " + variant;
    return s;
  }
};

Record shot_record() {
  return parse_record(std::string(testing::kHead) + "actions:\n  - Ann: play Shot (2♠) -> Bob\n",
                      "shot.yaml");
}

}  // namespace

TEST_CASE("rejudge: a variant that changes nothing judges every step the same", "[rejudge]") {
  Variants v;
  Rejudged r = rejudge(shot_record(), v.with("same"));
  REQUIRE(r.kind == Rejudged::Kind::Same);
  CHECK(r.summary == "no difference: every step is judged the same with and without same");
  CHECK(r.both_refuse == 0);
  CHECK(r.base_message == r.var_message);
}

TEST_CASE("rejudge: the first step whose narration differs, with the lines of each side",
          "[rejudge]") {
  Variants v;
  std::vector<int> heard;  // the changed side's steps, as they are judged
  Rejudged r =
      rejudge(shot_record(), v.with("loud"), [&](const StepReport& s) { heard.push_back(s.step); });
  REQUIRE(r.kind == Rejudged::Kind::Step);
  CHECK(r.step == 1);
  CHECK(r.entry == "Ann: play Shot (2♠) -> Bob");
  CHECK(r.narration_differs);
  CHECK(r.narration_base.empty());
  REQUIRE(r.narration_var.size() == 1);
  CHECK(r.narration_var[0].find("Ann takes aim") != std::string::npos);
  CHECK_FALSE(r.claims_differ);
  CHECK(r.summary.find("differs at step 1 (Ann: play Shot (2♠) -> Bob): the narration changes") ==
        0);
  CHECK_FALSE(heard.empty());
}

TEST_CASE("rejudge: a move legal as played but refused with the variant", "[rejudge]") {
  Variants v;
  Rejudged r = rejudge(shot_record(), v.with("broken"));
  REQUIRE(r.kind == Rejudged::Kind::Legality);
  CHECK(r.step == 1);
  CHECK_FALSE(r.base_refused);
  CHECK(r.base_message.empty());
  CHECK(r.var_message.find("boom") != std::string::npos);
  CHECK(r.summary.find("differs at step 1: legal as played, but refused with broken: ") == 0);
}

TEST_CASE("rejudge: a record whose game is missing is not judged at all", "[rejudge]") {
  Variants v;
  Record rec = shot_record();
  rec.game = "no-such-game";
  Rejudged r = rejudge(rec, v.with("same"));
  REQUIRE(r.kind == Rejudged::Kind::Unjudged);
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_FALSE(r.message.empty());
}

TEST_CASE("rejudge: sides not named are named by the versions judged under", "[rejudge]") {
  Variants v;
  RejudgeSides s;
  s.base.roots = v.mod.roots();
  s.var = s.base;
  s.var.current_rules = true;
  Rejudged r = rejudge(shot_record(), s);
  REQUIRE(r.kind == Rejudged::Kind::Same);
  CHECK(r.as == "under version 1");
  CHECK(r.with == "under version 1");
  CHECK(r.same == "under version 1 and version 1");
}

TEST_CASE("rejudge: lines only one side has, in order and with repeats", "[rejudge]") {
  CHECK(lines_only_in({"a", "b", "c", "b"}, {"a"}) == std::vector<std::string>{"b", "c", "b"});
  CHECK(lines_only_in({"a"}, {"a", "b"}).empty());
}
