// Card references as people write them: folding, suits, ranks.
#include <catch2/catch.hpp>

#include "core/base/cardref.h"

using namespace arbiter;

TEST_CASE("cardref: folding and both suit spellings", "[core]") {
  REQUIRE(fold_text("Ｂｅｅｒ  (６♡)") == "Beer (6♥)");
  REQUIRE(fold_text("play BANG! (A♠️) → Bob") == "play BANG! (A♠) -> Bob");
  // The minus sign of a typeset table (U+2212), as in "Red −2".
  REQUIRE(fold_text("Red −2") == "Red -2");
  REQUIRE(name_key("White −1") == name_key("white -1"));
  REQUIRE(labels_equal("play Red −2 → Bob", "play Red -2 -> Bob"));
  CardRef r = parse_card_ref("Missed! (10c)");
  REQUIRE(r.name == "Missed!");
  REQUIRE(r.rank == 10);
  REQUIRE(r.suit == 3);
  CardRef bare = parse_card_ref("qh");
  REQUIRE(bare.name.empty());
  REQUIRE(bare.rank == 12);
  REQUIRE(bare.suit == 1);
  REQUIRE(parse_card_ref("Beer").rank == 0);
  REQUIRE(labels_equal("play Beer (6H) -> Bob", "play Beer (6♥) -> Bob"));
}
