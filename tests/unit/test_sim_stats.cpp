// Unit tests of sim's statistics (cli/sim_stats.h): intervals, and games
// folded into tallies by side and character.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "cli/pool.h"
#include "cli/sim_stats.h"

using namespace arbiter::cli;

namespace {

Outcome game(uint64_t seed, std::vector<std::string> roles, std::vector<int> winners,
             long decisions = 10, bool finished = true) {
  Outcome o;
  o.seed = seed;
  o.finished = finished;
  o.decisions = decisions;
  o.roles = std::move(roles);
  o.winners = std::move(winners);
  return o;
}

}  // namespace

TEST_CASE("Wilson interval: known values and the edges") {
  Interval half = wilson(5, 10);
  CHECK(half.rate == Approx(0.5));
  CHECK(half.low == Approx(0.2366).margin(1e-4));
  CHECK(half.high == Approx(0.7634).margin(1e-4));
  Interval none = wilson(0, 20);
  CHECK(none.low == 0);
  CHECK(none.high == Approx(0.1611).margin(1e-4));
  Interval all = wilson(20, 20);
  CHECK(all.high == 1);
  Interval empty = wilson(0, 0);
  CHECK(empty.low == 0);
  CHECK(empty.high == 1);
}

TEST_CASE("Newcombe difference: its interval holds the difference and leaves out 0 when clear") {
  Interval d = difference(wilson(300, 1000), wilson(400, 1000));
  CHECK(d.rate == Approx(0.1));
  CHECK(d.low > 0);
  CHECK(d.high > d.rate);
  Interval same = difference(wilson(50, 100), wilson(52, 100));
  CHECK(same.low < 0);
  CHECK(same.high > 0);
}

TEST_CASE("Summary: sides by role, errors left out, unfinished listed") {
  std::vector<std::string> seats{"Ann", "Bob"};
  Summary s;
  s.add(game(1, {"sheriff", "outlaw"}, {1}), seats);
  s.add(game(2, {"sheriff", "outlaw"}, {2}), seats);
  s.add(game(3, {"sheriff", "outlaw"}, {2}), seats);
  Outcome broken = game(4, {}, {});
  broken.error = "boom";
  s.add(broken, seats);
  s.add(game(5, {"sheriff", "outlaw"}, {}, 99, false), seats);
  s.finish(seats);
  CHECK(s.games == 5);
  CHECK(s.finished == 3);
  CHECK(s.errors == 1);
  CHECK(s.unfinished == 1);
  REQUIRE(s.unfinished_seeds == std::vector<uint64_t>{5});
  REQUIRE(s.error_seeds.size() == 1);
  CHECK(s.error_seeds[0].second == "boom");
  REQUIRE(s.sides.size() == 2);
  CHECK(s.sides[0].name == "sheriff");
  CHECK(s.sides[0].wins == 1);
  CHECK(s.sides[0].games == 4);
  CHECK(s.sides[1].wins == 2);
}

TEST_CASE("Summary: without roles each seat is a side") {
  std::vector<std::string> seats{"Ann", "Bob", "Cid"};
  Summary s;
  s.add(game(1, {"", "", ""}, {3}), seats);
  s.finish(seats);
  REQUIRE(s.sides.size() == 3);
  CHECK(s.sides[2].name == "Cid");
  CHECK(s.sides[2].wins == 1);
  CHECK_FALSE(s.by_role);
}

TEST_CASE("Levels: mixed only when the seats' levels differ") {
  std::vector<std::string> seats{"Ann", "Bob", "Cid"};
  CHECK(mixed_levels("random", {}, seats).empty());
  CHECK(mixed_levels("basic", {{"Bob", "basic"}}, seats).empty());
  CHECK(mixed_levels("random", {{"Ann", "basic"}, {"Bob", "basic"}, {"Cid", "basic"}}, seats)
            .empty());
  CHECK(mixed_levels("random", {{"Bob", "basic"}}, seats) ==
        std::vector<std::string>{"random", "basic", "random"});
}

TEST_CASE("Levels: each seat's games counted under its level, errors left out") {
  std::vector<std::string> seats{"Ann", "Bob", "Cid"};
  Summary s;
  s.seat_levels = mixed_levels("random", {{"Bob", "basic"}}, seats);
  s.add(game(1, {"sheriff", "outlaw", "outlaw"}, {2, 3}), seats);
  s.add(game(2, {"sheriff", "outlaw", "outlaw"}, {1}), seats);
  s.add(game(3, {"sheriff", "outlaw", "outlaw"}, {}, 99, false), seats);
  Outcome broken = game(4, {}, {});
  broken.error = "boom";
  s.add(broken, seats);
  s.finish(seats);
  REQUIRE(s.levels.size() == 2);
  CHECK(s.levels[0].name == "random");  // the order seats show them in
  CHECK(s.levels[0].games == 6);
  CHECK(s.levels[0].wins == 2);
  CHECK(s.levels[1].name == "basic");
  CHECK(s.levels[1].games == 3);
  CHECK(s.levels[1].wins == 1);
  Summary plain;
  plain.add(game(1, {"", "", ""}, {1}), seats);
  CHECK(plain.levels.empty());
}

TEST_CASE("Mean length: its interval; the paired change between two runs") {
  std::vector<std::string> seats{"Ann", "Bob"};
  Summary a;
  PairedLengths paired;
  for (int i = 0; i < 100; ++i) {
    Outcome x = game(i, {"", ""}, {1}, 90 + (i % 21));                 // 90..110, mean 100
    Outcome y = game(i, {"", ""}, {1}, 100 + (i % 21) + (i % 3) - 1);  // about 10 longer
    a.add(x, seats);
    paired.add(x, y);
  }
  Interval la = a.length();
  CHECK(la.rate == Approx(99.8).margin(0.5));
  CHECK(la.low < la.rate);
  CHECK(la.high > la.rate);
  CHECK(la.high - la.low < 5);
  Interval change = paired.change();
  CHECK(change.rate == Approx(0.1).margin(0.01));
  CHECK(change.low > 0.09);  // pairs vary little: a tight interval
  CHECK(change.high < 0.11);
  Summary one;
  one.add(game(1, {"", ""}, {1}, 7), seats);
  CHECK(one.length().low == Approx(7));
  PairedLengths unfinished;
  unfinished.add(game(1, {"", ""}, {1}, 7, false), game(1, {"", ""}, {1}, 9));
  CHECK(unfinished.n == 0);
}

TEST_CASE("Progress: the time left carries on the pace so far") {
  CHECK(time_left_text(10, 0, 100) == "");
  CHECK(time_left_text(10, 100, 100) == "");
  CHECK(time_left_text(10, 50, 100) == ", about 10s left");
  CHECK(time_left_text(30, 10, 100) == ", about 4m30s left");
  CHECK(time_left_text(3600, 1, 3) == ", about 2h00m left");
}
