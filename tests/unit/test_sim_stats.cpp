// Unit tests of sim's statistics (cli/report/sim_stats.h): intervals, and games
// folded into tallies by side and character.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "cli/pool.h"
#include "cli/report/sim_stats.h"

using arbiter::GameOutcome;
using namespace arbiter::cli;

namespace {

GameOutcome game(uint64_t seed, std::vector<std::string> roles, std::vector<int> winners,
                 long decisions = 10, bool finished = true) {
  GameOutcome o;
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
  GameOutcome broken = game(4, {}, {});
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
  GameOutcome broken = game(4, {}, {});
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
    GameOutcome x = game(i, {"", ""}, {1}, 90 + (i % 21));                 // 90..110, mean 100
    GameOutcome y = game(i, {"", ""}, {1}, 100 + (i % 21) + (i % 3) - 1);  // about 10 longer
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

TEST_CASE("Teams: sides that win and lose together in every game are one line") {
  std::vector<std::string> seats{"Ann", "Bob", "Cid", "Dee"};
  Summary s;
  // Ann the sheriff and Bob the deputy win together; Cid and Dee are outlaws.
  for (uint64_t seed = 1; seed <= 6; ++seed)
    s.add(game(seed, {"sheriff", "deputy", "outlaw", "renegade"},
               seed % 3 ? std::vector<int>{1, 2} : std::vector<int>{3}),
          seats);
  s.finish(seats);
  CHECK(team(s, "sheriff", "deputy"));
  CHECK_FALSE(team(s, "sheriff", "outlaw"));
  // The outlaw and the renegade lost together in four games but not in all.
  CHECK_FALSE(team(s, "outlaw", "renegade"));
  auto lines = teams(s, {&s});
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].name == "sheriff and deputy");
  CHECK(lines[0].team);
  CHECK(lines[0].wins == 4);
  CHECK(lines[0].games == 6);
  CHECK(lines[1].name == "outlaw");
  CHECK_FALSE(lines[1].team);

  // Two sides that only ever lost together are no team.
  Summary lost;
  lost.add(game(1, {"sheriff", "deputy", "outlaw", "renegade"}, {4}), seats);
  lost.finish(seats);
  CHECK_FALSE(team(lost, "sheriff", "deputy"));

  // A pair is a team only where it is one in every run compared.
  Summary other;
  other.add(game(1, {"sheriff", "deputy", "outlaw", "renegade"}, {1}), seats);
  other.finish(seats);
  CHECK(teams(s, {&s, &other}).size() == 4);
}

TEST_CASE("Games to settle: the games that put the move seen outside the 95% interval") {
  std::vector<std::string> seats{"Ann", "Bob"};
  auto run = [&](long ann_wins, long games) {
    Summary s;
    for (long k = 0; k < games; ++k)
      s.add(game(static_cast<uint64_t>(k + 1), {"", ""}, {k < ann_wins ? 1 : 2}), seats);
    s.finish(seats);
    return s;
  };
  // A move of 4 points in 400 games is within chance.
  Summary a = run(200, 400), b = run(216, 400);
  Settle s = games_to_settle(a, b);
  REQUIRE(s.games > 400);
  CHECK(std::abs(s.move) == Approx(0.04));
  // Rounded up to two significant digits...
  long unit = 1;
  while (s.games / unit >= 100) unit *= 10;
  CHECK(s.games % unit == 0);
  // ...from the least number of games at which the move leaves 0 out.
  auto leaves_out_zero = [](long n, double p, double move) {
    Interval d = difference(wilson(std::lround(p * n), n), wilson(std::lround((p + move) * n), n));
    return d.low > 0 || d.high < 0;
  };
  CHECK(leaves_out_zero(s.games, 0.5, 0.04));
  CHECK_FALSE(leaves_out_zero(s.games * 8 / 10, 0.5, 0.04));

  // A smaller move is measured as one of 2 points: more games.
  Settle small = games_to_settle(a, run(202, 400));
  CHECK(std::abs(small.move) == Approx(0.02));
  CHECK(small.games > s.games);
  // A move beyond chance needs nothing more.
  CHECK(games_to_settle(a, run(300, 400)).games == 0);
}
