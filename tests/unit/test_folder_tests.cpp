// Folders of records judged against their EXPECTED.json (core/records/
// folder_tests.h), in a folder of the fixture game's records written for
// the test.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/records/folder_tests.h"
#include "tests/unit/fixture.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;

namespace {

const std::string kShot =
    std::string(testing::kHead) + "actions:\n  - Ann: play Shot (2♠) -> Bob\n";
const std::string kOutOfTurn =
    std::string(testing::kHead) + "actions:\n  - Bob: play Shot (3♠) -> Ann\n";

// Runs the folder `dir` of `mod`, keeping each record's result by file name.
std::vector<RecordTested> run(FolderTests& tests, const ModDir& mod, const std::string& dir,
                              std::vector<Unmatched>* unmatched = nullptr) {
  std::vector<RecordTested> out;
  auto left =
      tests.run((mod.root / dir).string(), [&](const RecordTested& t) { out.push_back(t); });
  if (unmatched) *unmatched = left;
  return out;
}

}  // namespace

TEST_CASE("folder tests: each record against its entry of EXPECTED.json, in path order",
          "[folder_tests]") {
  ModDir mod("folder-tests");
  mod.write("records/b-shot.yaml", kShot);
  mod.write("records/a-out-of-turn.yaml", kOutOfTurn);
  mod.write("records/c-wrong.yaml", kOutOfTurn);
  mod.write("records/EXPECTED.json",
            R"({"a-out-of-turn": {"exit": 1, "step": 1}, "c-wrong": {"exit": 1, "step": 2},
                "gone": {"exit": 1}})");
  FolderTests tests(mod.roots(), false);
  std::vector<Unmatched> unmatched;
  auto got = run(tests, mod, "records", &unmatched);
  REQUIRE(got.size() == 3);
  CHECK(got[0].file.find("a-out-of-turn.yaml") != std::string::npos);
  CHECK(got[0].ok);
  CHECK(got[0].got == "exit 1 at step 1");
  CHECK(got[1].ok);
  CHECK(got[1].got == "exit 0");
  CHECK(got[1].wanted == "exit 0");
  CHECK_FALSE(got[2].ok);
  CHECK(got[2].got == "exit 1 at step 1");
  CHECK(got[2].wanted == "exit 1 at step 2");
  CHECK_FALSE(got[2].said.empty());
  REQUIRE(unmatched.size() == 1);
  CHECK(unmatched[0].name == "gone");
  CHECK(unmatched[0].expected_file.find("EXPECTED.json") != std::string::npos);
}

TEST_CASE("folder tests: what a record says and whether it settles are checked when asked",
          "[folder_tests]") {
  ModDir mod("folder-tests-says");
  mod.write("r/shot.yaml", kShot);
  mod.write("r/EXPECTED.json",
            R"({"shot": {"exit": 0, "says": "nothing like this", "settled": true}})");
  FolderTests tests(mod.roots(), false);
  auto got = run(tests, mod, "r");
  REQUIRE(got.size() == 1);
  CHECK_FALSE(got[0].ok);
  CHECK(got[0].got == "exit 0, settled");
  CHECK(got[0].wanted == "exit 0, settled, saying 'nothing like this'");
}

TEST_CASE("folder tests: a malformed EXPECTED.json or a missing folder is refused, saying why",
          "[folder_tests]") {
  ModDir mod("folder-tests-bad");
  mod.write("r/shot.yaml", kShot);
  mod.write("r/EXPECTED.json", R"({"shot": {"exits": 1}})");
  FolderTests tests(mod.roots(), false);
  try {
    run(tests, mod, "r");
    FAIL("a malformed EXPECTED.json was read");
  } catch (const Error& e) {
    CHECK(e.verdict == Verdict::BadRecord);
    CHECK(std::string(e.what()).find("'shot': unknown key 'exits'") != std::string::npos);
    CHECK(std::string(e.what()).find("did you mean") != std::string::npos);
  }
  CHECK_THROWS_WITH(run(tests, mod, "nowhere"), Catch::Contains("not a folder"));
  CHECK(read_expected(mod.root / "nowhere").empty());
}

TEST_CASE("folder tests: coverage counts each game's records and definitions", "[folder_tests]") {
  ModDir mod("folder-tests-coverage");
  mod.write("r/shot.yaml", kShot);
  mod.write("r/again.yaml", kShot);
  FolderTests tests(mod.roots(), true);
  auto got = run(tests, mod, "r");
  REQUIRE(got.size() == 2);
  auto games = tests.coverage({});
  REQUIRE(games.size() == 1);
  CHECK(games[0].game == "duelists");
  CHECK(games[0].records == 2);
  CHECK(games[0].named_of >= 1);
  CHECK(games[0].gaps() == static_cast<int>(games[0].uncited.size() + games[0].unnamed.size() +
                                            games[0].unlisted.size()));
  // A folder no content root holds leaves the scope empty: everything counts.
  CHECK(tested_roots({(mod.root / "r").string()}, {"/nonexistent-root"}).empty());
  auto scope = tested_roots({(mod.root / "r").string()}, mod.roots());
  REQUIRE(scope.size() == 1);
  CHECK(scope.begin()->second == mod.root.string());
}
