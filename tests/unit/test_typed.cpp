// What a person types at a prompt (`play`, `record`): names without their
// punctuation, spacing left out, suits as letters, Japanese aliases; the
// same text in a record's entry is read as strictly as before. And the
// reason a move that is none of the options is refused.
#include <catch2/catch.hpp>

#include "tests/unit/fixture.h"

using namespace arbiter;
using namespace arbiter::testing;

namespace {

// BANG! with Ann to move in phase 2, holding BANG! (5♦), Indians! (K♦) and Beer (6♥).
Resumed ann_to_play(const std::string& more = "") {
  Record rec = parse_record(
      "arbiter: 1\ngame: bang\nseed: 1\nplayers: [Ann, Bob, Cid, Dee]\nsetup:\n"
      "  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}\n"
      "  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}\n"
      "  hands: {Ann: [BANG! (5♦), Indians! (K♦), Beer (6♥)], Bob: [Missed! (10♣)], Cid: [], "
      "Dee: []}\n"
      "  deck: [Saloon (5♥), Wells Fargo (3♥)]\nactions:\n" +
          more,
      "typed.yaml");
  ReplayOptions opts;
  opts.roots = fixture_roots();
  Resumed r = replay_and_keep(rec, opts);
  REQUIRE(r.game);
  REQUIRE(r.result.verdict == Verdict::Ok);
  return r;
}

std::string picked(const Game& g, const std::string& typed, bool at_prompt = true) {
  Match m = g.match(1, typed, at_prompt);
  return m.option < 0 ? "refused: " + m.reason
                      : g.decision_spelled().for_player(1)->options[m.option].label;
}

}  // namespace

TEST_CASE("typed: names without punctuation, spacing and suit letters at a prompt", "[core]") {
  Resumed r = ann_to_play();
  const Game& g = *r.game;
  CHECK(picked(g, "play bang 5d -> bob") == "play BANG! (5♦) -> Bob");
  CHECK(picked(g, "PLAY BANG 5D -> BOB") == "play BANG! (5♦) -> Bob");
  CHECK(picked(g, "play indians") == "play Indians! (K♦)");
  CHECK(picked(g, "playbang5d->bob") == "play BANG! (5♦) -> Bob");
  CHECK(picked(g, "play バン 5d -> bob") == "play BANG! (5♦) -> Bob");
  // A record's entry is read as before: the "!" is part of the name there.
  CHECK(picked(g, "play indians", false).rfind("refused: ", 0) == 0);
  CHECK(picked(g, "play indians!", false) == "play Indians! (K♦)");
  // Cards typed at a chance prompt are written as the game writes them.
  CHECK(g.card_written("wells fargo 3h") == "Wells Fargo (3♥)");
  CHECK(g.card_written("indians kd") == "Indians! (K♦)");
  CHECK(g.card_written("5d") == "5d");  // no card of a standard deck in BANG!
}

TEST_CASE("typed: a move none of the options is refused with why", "[core]") {
  Resumed r = ann_to_play();
  const Game& g = *r.game;
  // Not asked now: Ann is in phase 2.
  CHECK_THAT(picked(g, "put back Beer (6♥)"),
             Catch::Contains("Ann is not asked to put back now: the options are to play"));
  // "dance" names nothing of the game: what is asked now, and its ruling.
  CHECK(picked(g, "dance") ==
        "refused: 'dance' is not a legal option here: the options are to play, end turn (R04)");
}
