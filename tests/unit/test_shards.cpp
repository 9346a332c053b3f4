// A run of `arbiter sim` cut in shards (core/records/shards.h): each shard
// written as JSON and read back, put together in order of seed, and every
// shard that does not belong refused with its reason.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/records/shards.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;

namespace {

SimConfig run_config() {
  SimConfig c;
  c.game = "duelists";
  c.content = "abc";
  c.players = 2;
  c.seed = 10;
  c.n = 4;
  c.bots = "basic";
  c.tally = {"score"};
  c.command = "arbiter sim duelists -n 4";
  return c;
}

GameOutcome game(uint64_t seed, bool finished, double tally) {
  GameOutcome o;
  o.seed = seed;
  o.finished = finished;
  o.decisions = static_cast<long>(seed) * 3;
  o.winners = {1};
  o.roles = {"", ""};
  o.characters = {"", ""};
  o.tallies = {tally};
  if (!finished) o.error = "a script error";
  return o;
}

// Shard `index` of 2 of the run: seeds 10 + index, 12 + index.
std::string shard(const SimConfig& c, int index) {
  Timing t;
  t.seconds = 1.5;
  uint64_t s = 10 + static_cast<uint64_t>(index);
  return shard_json(c, {"Ann", "Bob"}, index, 2, {game(s, true, 2), game(s + 2, index == 0, NAN)},
                    {}, t);
}

std::vector<std::string> absent_heard;

Shards merge(const std::vector<std::string>& files, bool partial = false) {
  absent_heard.clear();
  return merge_shards(files, partial, [](const std::string& f) { absent_heard.push_back(f); });
}

}  // namespace

TEST_CASE("shards: written and merged back, every game in order of seed", "[shards]") {
  ModDir dir("shards");
  dir.write("1.json", shard(run_config(), 1));
  dir.write("0.json", shard(run_config(), 0));
  Shards s = merge({(dir.root / "1.json").string(), (dir.root / "0.json").string()});
  CHECK(s.count == 2);
  CHECK(s.missing.empty());
  CHECK_FALSE(s.absent);
  CHECK(s.read.size() == 2);
  CHECK(s.timing.seconds == Approx(3.0));
  CHECK(s.timing.shards == 2);
  CHECK(s.timing.jobs == 0);
  CHECK(s.seats == std::vector<std::string>{"Ann", "Bob"});
  CHECK(s.cfg.same_run(run_config()));
  CHECK(s.cfg.command == "arbiter sim duelists -n 4");
  REQUIRE(s.base.size() == 4);
  for (size_t i = 0; i < 4; ++i) CHECK(s.base[i].seed == 10 + i);
  CHECK(s.base[0].decisions == 30);
  CHECK(s.base[0].tallies == std::vector<double>{2});
  CHECK(std::isnan(s.base[3].tallies[0]));
  CHECK(s.base[3].error == "a script error");
  CHECK(s.with.empty());
  CHECK(s.games_there() == "4 of 4 games");
}

TEST_CASE("shards: a shard missing is named; a file not there is told with --partial", "[shards]") {
  ModDir dir("shards-missing");
  dir.write("0.json", shard(run_config(), 0));
  std::string gone = (dir.root / "1.json").string();
  Shards s = merge({(dir.root / "0.json").string(), gone}, true);
  CHECK(s.missing == "1/2");
  CHECK(s.absent);
  CHECK(absent_heard == std::vector<std::string>{gone});
  CHECK(s.games_there() == "2 of 4 games");
  CHECK_THROWS_WITH(merge({gone}, true), Catch::Contains("none of the shard files is there"));
  CHECK_THROWS_AS(merge({gone}), Error);
  CHECK_THROWS_WITH(merge({}), Catch::Contains("sim merge needs shard files"));
}

TEST_CASE("shards: a shard of another run, one given twice, or no shard at all is refused",
          "[shards]") {
  ModDir dir("shards-refused");
  SimConfig other = run_config();
  other.seed = 11;
  other.command = "arbiter sim duelists -n 4 --seed 11";
  dir.write("0.json", shard(run_config(), 0));
  dir.write("other.json", shard(other, 1));
  dir.write("text.json", "{\"games\": []}");
  dir.write("broken.json", "{\"arbiter_sim_shard\": 1, \"game\": 3}");
  std::string zero = (dir.root / "0.json").string();
  CHECK_THROWS_WITH(merge({zero, (dir.root / "other.json").string()}),
                    Catch::Contains("this shard is of another run than " + zero) &&
                        Catch::Contains("--seed 11 against arbiter sim duelists -n 4)"));
  CHECK_THROWS_WITH(merge({zero, zero}),
                    Catch::Contains("shard 0/2 is given twice or out of range"));
  CHECK_THROWS_WITH(merge({(dir.root / "text.json").string()}),
                    Catch::Contains("not a shard file (write one with"));
  CHECK_THROWS_WITH(merge({(dir.root / "broken.json").string()}),
                    Catch::Contains("broken.json: not a shard file: "));
}

TEST_CASE("shards: a run that passes the largest seed is refused", "[shards]") {
  CHECK_NOTHROW(check_seeds(UINT64_MAX, 1));
  CHECK_THROWS_WITH(check_seeds(UINT64_MAX - 1, 3),
                    Catch::Contains("runs past the largest seed (18446744073709551615)"));
}
