// Core tests against the fixture game (tests/fixtures: duelists), which is
// none of our three games: the core must serve it through content alone.
#include <catch2/catch.hpp>

#include "core/cardref.h"
#include "core/content.h"
#include "core/distance.h"
#include "core/game.h"
#include "core/play.h"
#include "core/replay.h"
#include "core/rng.h"
#include "core/statetree.h"

using namespace arbiter;

namespace {

std::vector<std::string> fixture_roots() {
  return {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"};
}

Record play_duel(uint64_t seed, ScriptHost& host) {
  Game g(host, GameConfig{{"Ann", "Bob", "Cid"}, seed, {}});
  Record rec;
  rec.game = "duelists";
  rec.seed = seed;
  rec.players = {"Ann", "Bob", "Cid"};
  PlayOptions opts;
  opts.bots = "basic";
  PlayResult r = play_game(g, rec, opts);
  REQUIRE(r.finished);
  return r.record;
}

ReplayResult judge(const std::string& text) {
  Record rec = parse_record(text, "test.yaml");
  ReplayOptions opts;
  opts.roots = fixture_roots();
  return replay(rec, opts);
}

const char* kHead = R"(arbiter: 1
game: duelists
seed: 5
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (2♠)], Bob: [Shot (3♠)]}
)";

}  // namespace

TEST_CASE("rng: same seed, same numbers; bounded values stay in range", "[core]") {
  Rng a(42), b(42), c(43);
  for (int i = 0; i < 100; ++i) REQUIRE(a.next() == b.next());
  REQUIRE(Rng(42).next() != c.next());
  Rng r(7);
  for (int i = 0; i < 10000; ++i) REQUIRE(r.below(6) < 6);
  // A known value pins the generator itself across compilers.
  REQUIRE(Rng(0).next() == Rng(0).next());
}

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

TEST_CASE("content: unknown keys and missing scripts are refused with file:line", "[core]") {
  REQUIRE_THROWS_WITH(load_content(fixture_roots(), "no-such-game"),
                      Catch::Contains("no game 'no-such-game'"));
  REQUIRE_THROWS_WITH(load_content(fixture_roots(), "../etc"), Catch::Contains("not a game id"));
  Content c = load_content(fixture_roots(), "duelists");
  REQUIRE(c.defs.size() == 2);
  REQUIRE(c.digest.size() == 8);
  REQUIRE(c.def_index("shot") == 0);
}

TEST_CASE("fixture game: plays to the end and its record replays to the same digest", "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost host(c);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Record rec = play_duel(seed, host);
    Record again = parse_record(write_record(rec), "round-trip.yaml");
    ReplayOptions opts;
    opts.roots = fixture_roots();
    ReplayResult r = replay(again, opts);
    INFO("seed " << seed << ": " << r.message);
    REQUIRE(r.verdict == Verdict::Ok);
    REQUIRE(r.over);
    REQUIRE(r.unpinned == 0);
  }
}

TEST_CASE("narration: kept only where someone listens, and the game is the same either way",
          "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost host(c);
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    Record rec;
    rec.game = "duelists";
    rec.seed = seed;
    rec.players = {"Ann", "Bob", "Cid"};
    Game quiet(host, GameConfig{rec.players, seed, {}});
    PlayResult a = play_game(quiet, rec, PlayOptions{});
    CHECK_FALSE(quiet.narrating);
    CHECK(quiet.take_narration().empty());
    Game told(host, GameConfig{rec.players, seed, {}});
    PlayOptions listen;
    size_t lines = 0;
    listen.on_step = [&](Game&, const std::string&, const std::vector<Narration>& n) {
      lines += n.size();
    };
    PlayResult b = play_game(told, rec, listen);
    CHECK(told.narrating);
    CHECK(lines > 0);
    REQUIRE(write_record(a.record) == write_record(b.record));
    // Judging with and without a listener: the same verdict and end state.
    ReplayOptions opts;
    opts.roots = fixture_roots();
    ReplayResult silent = replay(a.record, opts);
    size_t explained = 0;
    ReplayResult loud =
        replay(a.record, opts, [&](const StepReport& r) { explained += r.lines.size(); });
    CHECK(silent.verdict == Verdict::Ok);
    CHECK(loud.verdict == Verdict::Ok);
    CHECK(silent.digest == loud.digest);
    CHECK(explained > 0);
  }
}

TEST_CASE("fixture game: two games in one Lua state behave as in two fresh states", "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost shared(c);
  Record first = play_duel(11, shared);
  Record second = play_duel(12, shared);
  ScriptHost fresh(c);
  REQUIRE(write_record(play_duel(12, fresh)) == write_record(second));
  REQUIRE(write_record(first) != write_record(second));
}

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
  // Only names fold: the player, the verb and the rest are written as offered.
  r = judge(head + "  - Ann: play BANG! -> bob\n");
  REQUIRE(r.verdict == Verdict::Illegal);
  REQUIRE_THAT(r.message,
               Catch::Contains("'play BANG! -> bob' is not a legal option here (did you mean "
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

TEST_CASE("distance: the ring of living seats and modifiers", "[core]") {
  Content c = load_content(fixture_roots(), "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob", "Cid", "Dee"}, 1, {}});
  State& s = g.state();
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

TEST_CASE(
    "bots: a level the game.yaml `bots` list leaves out is a random pick, without asking the "
    "script",
    "[core]") {
  auto first_pick = [](const std::vector<std::string>* levels, const std::string& level) {
    Content content = load_content(fixture_roots(), "duelists");
    if (levels) content.bot_levels = *levels;
    ScriptHost host(content);
    Game g(host, GameConfig{{"Ann", "Bob", "Cid"}, 3, {}});
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
    return g.bot_choice(g.decision().choices[0].player, level);
  };
  // The duelists' bot plays "basic" (a shot when it has one, else the last option).
  int asked = first_pick(nullptr, "basic");
  CHECK(asked >= 1);
  std::vector<std::string> basic{"basic"}, random{"random"};
  CHECK(first_pick(&basic, "basic") == asked);
  CHECK(first_pick(&random, "basic") == -1);
  CHECK(first_pick(nullptr, "random") == -1);  // the script's own nil
  // BANG! and EndGame declare that their scripts play only "basic".
  CHECK(load_content({ARBITER_SOURCE_DIR}, "bang").bot_levels == basic);
  CHECK(load_content({ARBITER_SOURCE_DIR}, "endgame").bot_levels == basic);
  CHECK_FALSE(load_content({ARBITER_SOURCE_DIR}, "thegang").bot_levels);
}
