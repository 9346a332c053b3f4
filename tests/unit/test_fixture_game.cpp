// The fixture game (tests/fixtures: duelists), which is none of our three
// games: the core must load, play and narrate it through content alone.
#include <catch2/catch.hpp>

#include "tests/unit/fixture.h"

using namespace arbiter;
using namespace arbiter::testing;

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
    CHECK_FALSE(quiet.narrating());
    CHECK(quiet.take_narration().empty());
    Game told(host, GameConfig{rec.players, seed, {}});
    PlayOptions listen;
    size_t lines = 0;
    listen.on_step = [&](Game&, const std::string&, const std::vector<Narration>& n) {
      lines += n.size();
    };
    PlayResult b = play_game(told, rec, listen);
    CHECK(told.narrating());
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
    return g.bot_choice(g.decision_spelled().choices[0].player, level);
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

TEST_CASE("content: the name index finds what the scan finds, names before aliases", "[core]") {
  Content c;
  c.defs.resize(3);
  c.defs[0].name = "Shot";
  c.defs[1].name = "Dodge";
  c.defs[1].aliases = {"shot", "Duck"};  // a name elsewhere wins over an alias
  c.defs[2].name = "Duck";               // and a name over an earlier alias
  const char* asked[] = {"shot", "SHOT", "Dodge", "duck", "Duck", "dodge", "Spyglass", ""};
  std::vector<int> scanned;
  for (const char* n : asked) scanned.push_back(c.def_index(n));
  CHECK(scanned == std::vector<int>{0, 0, 1, 2, 2, 1, -1, -1});
  c.index_defs();
  REQUIRE(!c.def_keys.empty());
  std::vector<int> indexed;
  for (const char* n : asked) indexed.push_back(c.def_index(n));
  CHECK(indexed == scanned);
  CHECK(load_content(fixture_roots(), "duelists").def_keys.size() >= 2);
}
