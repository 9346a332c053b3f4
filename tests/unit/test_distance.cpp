// Seat distance on the fixture game: the ring of living seats and modifiers.
#include <catch2/catch.hpp>

#include "core/engine/distance.h"
#include "core/engine/statetree.h"
#include "tests/unit/fixture.h"

using namespace arbiter;
using namespace arbiter::testing;

TEST_CASE("distance: the ring of living seats and modifiers", "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob", "Cid", "Dee"}, 1, {}});
  State s = g.state();  // a copy to change: the game shows its state read only
  REQUIRE(distance(s, 1, 2) == 1);
  REQUIRE(distance(s, 1, 3) == 2);
  REQUIRE(distance(s, 1, 4) == 1);
  s.players[1].alive = false;
  REQUIRE(distance(s, 1, 3) == 1);
  int spyglass = 0;
  for (const auto& card : s.cards)
    if (s.def(card.id).name == "Spyglass") spyglass = card.id;
  s.players[1].alive = true;
  s.move(spyglass, s.zone_id(1, "table"));
  REQUIRE(distance(s, 1, 3) == 1);
  REQUIRE(distance(s, 1, 2) == 1);  // never below 1
  REQUIRE(distance(s, 3, 1) == 2);  // seen from others: unchanged
  // Explained card by card, with the ruling the definition names.
  REQUIRE(explain_distance(s, 1, 3).text == "2 seats, Spyglass (A♠) -1 (D1)");
  REQUIRE(explain_distance(s, 1, 2).text == "1 seat, Spyglass (A♠) -1 (D1): at least 1");
  REQUIRE(explain_distance(s, 1, 2).modified);
  REQUIRE(explain_distance(s, 3, 1).text == "2 seats");
  REQUIRE(!explain_distance(s, 3, 1).modified);
  REQUIRE(reach_card(s, 1) == 0);  // the base rule
}
