// Seat distance on the fixture game: the ring of living seats and modifiers.
#include <catch2/catch.hpp>

#include "core/engine/distance.h"
#include "core/engine/statetree.h"
#include "tests/unit/fixture.h"

using namespace arbiter;
using namespace arbiter::testing;

namespace {

// The fixture deck's one Spyglass (-1 to the distances its holder measures).
int spyglass_of(const State& s) {
  for (const auto& card : s.cards)
    if (s.def(card.id).name == "Spyglass") return card.id;
  FAIL("the fixture deck has no Spyglass");
  return 0;
}

}  // namespace

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
  int spyglass = spyglass_of(s);
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

TEST_CASE("distance: a seat's cards left out of the modifiers (Without)", "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob", "Cid", "Dee"}, 1, {}});
  State s = g.state();
  int spyglass = spyglass_of(s);
  s.move(spyglass, s.zone_id(1, "table"));
  REQUIRE(distance(s, 1, 3) == 1);
  int table = s.content->zone_index("table");
  REQUIRE(table >= 0);
  // Ann's cards on her table left out: the Spyglass counts for nothing.
  Without ann_table{{1}, {table}};
  REQUIRE(distance(s, 1, 3, &ann_table) == 2);
  REQUIRE(explain_distance(s, 1, 3, &ann_table).text == "2 seats");
  REQUIRE(!explain_distance(s, 1, 3, &ann_table).modified);
  // Every active zone of Ann's, the same; another seat's cards, no change.
  Without ann_all{{1}, {}};
  REQUIRE(distance(s, 1, 3, &ann_all) == 2);
  Without cid_all{{3}, {}};
  REQUIRE(distance(s, 1, 3, &cid_all) == 1);
  // A zone that is not the Spyglass's leaves it in.
  int hand = s.content->zone_index("hand");
  Without ann_hand{{1}, {hand}};
  REQUIRE(distance(s, 1, 3, &ann_hand) == 1);
}

TEST_CASE("distance: the cards a player's value `borrowed` lists count as theirs", "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob", "Cid", "Dee"}, 1, {}});
  State s = g.state();
  int spyglass = spyglass_of(s);
  REQUIRE(distance(s, 1, 3) == 2);
  // The Spyglass lies in no zone of Ann's: borrowed, its modifier is hers.
  Value list;
  list.kind = Value::Kind::List;
  list.list.push_back(Value::integer(spyglass));
  s.players[0].props["borrowed"] = list;
  REQUIRE(distance(s, 1, 3) == 1);
  REQUIRE(explain_distance(s, 1, 3).text == "2 seats, Spyglass (A♠) -1 (D1)");
  REQUIRE(distance(s, 3, 1) == 2);  // only Ann sees others nearer
  // Left out with every zone of hers, kept when only a zone is named.
  Without ann_all{{1}, {}};
  REQUIRE(distance(s, 1, 3, &ann_all) == 2);
  // A value that is not a list of cards is no borrowing.
  s.players[0].props["borrowed"] = Value::integer(99);
  REQUIRE(distance(s, 1, 3) == 2);
}
