// Judging records of the fixture game (and a few of BANG!): refusals, labels,
// claims, pins and malformed records.
#include <algorithm>
#include <catch2/catch.hpp>

#include "tests/unit/fixture.h"

using namespace arbiter;
using namespace arbiter::testing;

TEST_CASE("replay: an illegal decision is refused with its reason and the legal options",
          "[core]") {
  std::string text = std::string(kHead) + "actions:\n  - deck: Shot (4♠)\n  - Bob: end turn\n";
  ReplayResult r = judge(text);
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE(r.step == 2);
  REQUIRE_THAT(r.message, Catch::Contains("step 2") && Catch::Contains("Bob cannot act now"));
}

TEST_CASE(
    "replay: refusals a script gives as a function are asked for when a move matches no option",
    "[core]") {
  // duelists hands its refusals over as a function (tests/fixtures/scripts/duelists/game.lua).
  std::string text =
      "arbiter: 1\ngame: duelists\nseed: 5\nplayers: [Ann, Bob, Cid, Dee]\nsetup:\n"
      "  hands: {Ann: [Shot (2♠)], Bob: [Shot (3♠)], Cid: [Shot (4♠)], Dee: [Shot (5♥)]}\n"
      "actions:\n  - deck: Shot (6♥)\n  - Ann: play Shot (2♠) -> Cid\n";
  ReplayResult r = judge(text);
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE(r.step == 2);
  REQUIRE_THAT(r.message, Catch::Contains("Cid is at distance 2, beyond reach 1 (D1)") &&
                              Catch::Contains("legal: play Shot (2♠) -> Bob"));
  // A move that is legal never needs them, and one that is neither gets the engine's words.
  r = judge(std::string(text).replace(text.find("-> Cid"), 6, "-> Bob"));
  REQUIRE(r.verdict == Verdict::Ok);
  std::string move = "play Shot (2♠) -> Cid";
  r = judge(std::string(text).replace(text.find(move), move.size(), "dance"));
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE_THAT(r.message, Catch::Contains("'dance' is not a legal option here"));
}

TEST_CASE("replay: a written label may leave out (RankSuit) and use letter suits", "[core]") {
  std::string text =
      std::string(kHead) +
      "actions:\n  - deck: Shot (4♠)\n  - Ann: play Shot (2S) -> Bob\n  - deck: Shot (5♥)\n"
      "  - Ann: play Shot -> Bob\n  - deck: Shot (7♦)\n"
      "  - expect: {Bob.life: 2, Ann.hand: [], discard.count: 4}\n";
  ReplayResult r = judge(text);
  INFO(r.message);
  REQUIRE(r.verdict == Verdict::Ok);
}

TEST_CASE(
    "replay: names in a label may be written in any case or under an alias; a near miss is named",
    "[core]") {
  // BANG! gives its cards the Japanese names of its seed page as aliases.
  const std::string head =
      "arbiter: 1\ngame: bang\nplayers: [Ann, Bob, Cid, Dee]\nsetup:\n"
      "  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}\n"
      "  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}\n"
      "  hands: {Ann: [BANG! (5♦), Beer (6♥)], Bob: [Missed! (10♣)], Cid: [], Dee: []}\n"
      "  deck: [Saloon (5♥), Wells Fargo (3♥)]\nactions:\n";
  ReplayOptions opts;
  opts.roots = fixture_roots();
  std::vector<std::string> lines;
  ReplayResult r = replay(
      parse_record(head + "  - Ann: play バン! -> Bob\n  - Bob: play missed! (10c)\n"
                          "  - expect: {Bob.life: 4, Bob.hand.count: 0}\n",
                   "names.yaml"),
      opts,
      [&](const StepReport& s) { lines.insert(lines.end(), s.lines.begin(), s.lines.end()); });
  INFO(r.message);
  REQUIRE(r.verdict == Verdict::Ok);
  REQUIRE(std::find(lines.begin(), lines.end(),
                    "'play バン! -> Bob' is taken to mean 'play BANG! (5♦) -> Bob' (of the cards "
                    "of that name there, "
                    "the one that entered earliest)") != lines.end());
  // With its (RankSuit) (10c), the lower-case name needs no choosing among copies.
  REQUIRE(std::find(lines.begin(), lines.end(),
                    "'play missed! (10c)' is taken to mean 'play Missed! (10♣)'") != lines.end());
  // Every other word folds too: player names are unique without regard to
  // case, so "-> bob" can mean only Bob; a name that is no player's is a near miss.
  r = judge(head + "  - Ann: play BANG! -> bob\n");
  REQUIRE(r.verdict == Verdict::Ok);
  r = judge(head + "  - Ann: play BANG! -> bobby\n");
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE_THAT(r.message,
               Catch::Contains("'play BANG! -> bobby' is not a legal option here (did you mean "
                               "'play BANG! (5♦) -> Bob'?)"));
  r = judge(head + "  - Ann: play Bear\n");
  REQUIRE_THAT(r.message, Catch::Contains("(did you mean 'play Beer (6♥)'?)"));
  r = judge(head + "  - Ann: dance\n");
  REQUIRE_THAT(r.message, Catch::Contains("'dance' is not a legal option here; legal:"));
}

TEST_CASE("replay: a slip in a role or character pinned by a setup gets a did-you-mean", "[core]") {
  const std::string head = "arbiter: 1\ngame: bang\nplayers: [Ann, Bob, Cid, Dee]\nsetup:\n";
  ReplayResult r = judge(head + "  roles: {Ann: sheriff, Bob: outlw}\nactions: []\n");
  REQUIRE(r.verdict == Verdict::BadRecord);
  REQUIRE_THAT(r.message,
               Catch::EndsWith("setup.roles.Bob: 'outlw' is not a role (did you mean 'outlaw'?)"));
  r = judge(head + "  characters: {Ann: Wily the Kid}\nactions: []\n");
  REQUIRE_THAT(r.message, Catch::EndsWith(
                              "'Wily the Kid' is not a character (did you mean 'Willy the Kid'?)"));
  r = judge(head +
            "  characters: {Ann: Beer}\nactions: []\n");  // a card, not a character: no guess
  REQUIRE_THAT(r.message, Catch::EndsWith("'Beer' is not a character"));
}

TEST_CASE("replay: a failed claim is reported at its step and replay goes on", "[core]") {
  std::string text =
      std::string(kHead) +
      "actions:\n  - deck: Shot (4♠)\n  - Ann: play Shot (2♠) -> Bob\n  - deck: Shot (7♦)\n"
      "  - expect: {Bob.life: 3}\n  - expect: {Bob.life: 2, Ann.hand.count: 1}\n";
  ReplayResult r = judge(text);
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE(r.failures.size() == 1);
  REQUIRE(r.failures[0].step == 4);
  REQUIRE(r.failures[0].path == "Bob.life");
  REQUIRE(r.failures[0].actual == "2");
}

TEST_CASE("replay: pins must be used, and a pin of a card elsewhere says where it is", "[core]") {
  std::string left =
      std::string(kHead) + "actions:\n  - deck: Shot (4♠), Shot (5♥)\n  - Ann: end turn\n";
  ReplayResult r = judge(left);
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE_THAT(r.message, Catch::Contains("was not used"));
  // The pin left over is named by its own step, not the one being played.
  CHECK(r.step == 1);
  CHECK(r.message.rfind("step 1: ", 0) == 0);
  std::string elsewhere = std::string(kHead) + "actions:\n  - deck: Shot (3♠)\n";
  ReplayResult e = judge(elsewhere);
  REQUIRE(e.verdict == Verdict::Illegal);
  REQUIRE_THAT(e.message, Catch::Contains("Bob's hand"));
}

TEST_CASE("replay: malformed records and unknown paths exit 2, missing games exit 3", "[core]") {
  REQUIRE_THROWS_AS(
      parse_record("arbiter: 1\ngame: duelists\nplayers: [Ann, deck]\nactions: []\n", "x"), Error);
  REQUIRE_THROWS_WITH(
      parse_record("arbiter: 1\ngame: duelists\nplayers: [Ann, Ann]\nactions: []\n", "x"),
      Catch::Contains("sits twice"));
  // A record of one player whose one action is `entry`.
  auto one_entry = [](const std::string& entry) {
    return parse_record("arbiter: 1\ngame: x\nplayers: [Ann]\nactions:\n  - " + entry + "\n", "x");
  };
  REQUIRE_THROWS_WITH(one_entry("Zed: pass"),
                      Catch::Contains("step 1") && Catch::Contains("not a player"));
  // A slip in an entry's key is matched against the players and the keywords both.
  REQUIRE_THROWS_WITH(one_entry("expct: {turn: Ann}"), Catch::EndsWith("(did you mean 'expect'?)"));
  REQUIRE_THROWS_WITH(one_entry("Anne: pass"), Catch::EndsWith("(did you mean 'Ann'?)"));
  // An entry YAML reads as text: the colon written full width, or with no space after it.
  REQUIRE_THROWS_WITH(one_entry("Ann：pass"),
                      Catch::Contains("step 1") && Catch::Contains("a full-width '：'"));
  REQUIRE_THROWS_WITH(
      one_entry("Ann:pass"),
      Catch::EndsWith("(YAML needs a space after the colon, as in 'Ann: end turn')"));
  for (const char* no_hint : {"Ann pass", "Ann passes at 10:30", "Ann"})
    REQUIRE_THROWS_WITH(one_entry(no_hint),
                        Catch::EndsWith("a player, deck, random, expect or note"));
  ReplayResult unknown = judge(std::string(kHead) + "actions:\n  - expect: {Bob.lief: 3}\n");
  REQUIRE(unknown.verdict == Verdict::BadRecord);
  REQUIRE_THAT(unknown.message, Catch::Contains("Bob.life"));
  ReplayResult missing =
      judge("arbiter: 1\ngame: nothing-here\nplayers: [Ann, Bob]\nactions: []\n");
  REQUIRE(missing.verdict == Verdict::BadContent);
}

TEST_CASE("replay: a setup the rules cannot deal is the record's fault (exit 2), with its line",
          "[core]") {
  ReplayResult bad =
      judge("arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup:\n  hands: 5\nactions: []\n");
  REQUIRE(bad.verdict == Verdict::BadRecord);
  REQUIRE_THAT(bad.message,
               Catch::Contains("test.yaml:5:") && Catch::Contains("could not deal this setup"));
  ReplayResult crowd =
      judge("arbiter: 1\ngame: duelists\nplayers: [Ann, Bob, Cid, Dee, Eve]\nactions: []\n");
  REQUIRE(crowd.verdict == Verdict::BadRecord);
  REQUIRE_THAT(crowd.message,
               Catch::Contains("test.yaml:3:") && Catch::Contains("2 to 4 players, not 5"));
}

TEST_CASE("errors carry the step and the place they are about as fields", "[core]") {
  Error at_step(Verdict::Illegal, 3, "no such move");
  CHECK(at_step.step == 3);
  CHECK(std::string(at_step.what()) == "step 3: no such move");
  Error at_place(Verdict::BadContent, SourceLoc{"cards.yaml", 2, 5}, "bad key");
  CHECK(at_place.step == 0);
  CHECK(at_place.place.line == 2);
  CHECK(std::string(at_place.what()) == "cards.yaml:2:5: bad key");
}

TEST_CASE("replay: each chance outcome of a step says what it is for", "[core]") {
  // The words a script gives win (BANG!'s "draw!", tests/cli/record.sh);
  // without them, the card whose own script drew, else where the card went.
  ReplayOptions opts;
  opts.roots = fixture_roots();
  Resumed at_start =
      replay_and_keep(parse_record(std::string(kHead) + "actions: []\n", "t.yaml"), opts);
  REQUIRE(at_start.game);
  const Chance& first = at_start.game->chance();
  REQUIRE(first.step_for_at == 0);
  REQUIRE(first.step_for.size() == 1);
  CHECK(first.step_for[0] == ChanceFor{"", "", 1, "hand"});  // the game's own draw, into Ann's hand

  Resumed shot = replay_and_keep(
      parse_record(std::string(kHead) + "actions:\n- Ann: play Shot (2♠) -> Bob\n", "t.yaml"),
      opts);
  REQUIRE(shot.game);
  const Chance& ch = shot.game->chance();
  REQUIRE(ch.step_for_at == 1);
  REQUIRE(ch.step_for.size() == 1);
  CHECK(ch.step_for[0] == ChanceFor{"", "Shot", 0, "discard"});
  CHECK(ch.seeded_last.size() == 1);  // it came from the seed: record asks for it
}
