// The search level: its picks come from the seed, the seat and what the seat
// knows only, so another truth the seat cannot tell apart (a world the
// determinizer deals) gives the same pick and the same root statistics.
#include <catch2/catch.hpp>

#include "core/content/content.h"
#include "core/records/play.h"
#include "core/search/determinize.h"
#include "core/search/search_bot.h"
#include "fixture.h"
#include "mod_dir.h"

using namespace arbiter;

namespace {

void check_invariance(const std::string& id, int players,
                      const std::map<std::string, std::string>& options, bool tree = false) {
  Content content = load_content(testing::fixture_roots(), id);
  ScriptHost host(content);
  auto started_game = testing::started(host, players, 11, options);
  Game& g = *started_game;
  Rng bots(5);
  SearchSettings settings;
  settings.playouts = tree ? 12 : 6;
  settings.tree = tree;
  int checked = 0;
  for (int n = 0; n < 120 && !g.over() && checked < 4; ++n) {
    const Choice& c = g.decision_as_given().choices.front();
    if (n % 17 == 0 && c.options.size() > 1) {
      int seat = c.player;
      SearchReport a, b, again;
      int pick = search_pick(g, seat, settings, &a);
      REQUIRE(pick >= 0);
      REQUIRE(pick < static_cast<int>(c.options.size()));
      CHECK(search_pick(g, seat, settings, &again) == pick);
      CHECK(again.visits == a.visits);
      std::unique_ptr<Game> other = determinize(g, seat, 1000 + n);
      if (other) {
        INFO(id << " decision " << n);
        CHECK(search_pick(*other, seat, settings, &b) == pick);
        CHECK(b.visits == a.visits);
        CHECK(b.value == a.value);
        ++checked;
      }
    }
    auto [seat, index] = bot_move(g, "random", bots);
    g.apply(seat, index);
    g.advance();
  }
  CHECK(checked > 0);
}

}  // namespace

TEST_CASE("the search level picks alike in every truth its seat cannot tell apart", "[search]") {
  check_invariance("endgame", 3, {});
  check_invariance("thegang", 4, {{"mode", "basic"}});
  check_invariance("bang", 5, {});
}

TEST_CASE("the search level's tree picks alike in every truth its seat cannot tell apart",
          "[search]") {
  check_invariance("endgame", 4, {}, true);
  check_invariance("thegang", 3, {{"mode", "basic"}}, true);
  check_invariance("bang", 5, {}, true);
}

namespace {

// Blind Guess (tests/mods/blindguess) dealt with `vault` in the vault: Ann
// names its colour, and nothing she sees tells it. Its basic bot reads the
// vault, so a search that asked it in the game itself would always be right.
std::unique_ptr<Game> blind_guess(ScriptHost& host, uint64_t seed, const std::string& vault,
                                  const std::string& checkpoint) {
  auto g = std::make_unique<Game>(
      host, GameConfig{testing::seat_names(2), seed, {{"checkpoint", checkpoint}}});
  g->set_narrating(false);
  YAML::Node setup;
  setup["vault"] = vault;
  g->start(setup, nullptr);
  g->advance();
  return g;
}

}  // namespace

TEST_CASE("no search mode wins a guess about a card its seat cannot see more often than chance",
          "[search]") {
  std::vector<std::string> roots = testing::fixture_roots();
  roots.push_back(ARBITER_SOURCE_DIR "/tests/mods/blindguess");
  Content content = load_content(roots, "blindguess");
  ScriptHost host(content);
  for (const char* checkpoint : {"yes", "no"})
    for (bool tree : {false, true}) {
      SearchSettings settings;
      settings.playouts = 8;
      settings.tree = tree;
      int right = 0, games = 0;
      for (uint64_t seed = 1; seed <= 20; ++seed) {
        INFO("checkpoint " << checkpoint << ", tree " << tree << ", seed " << seed);
        auto red = blind_guess(host, seed, "Red", checkpoint);
        auto black = blind_guess(host, seed, "Black", checkpoint);
        int pick = search_pick(*red, 1, settings);
        // The same pick whatever the vault holds: the seat cannot tell them apart.
        CHECK(search_pick(*black, 1, settings) == pick);
        right += (pick == 0) + (pick == 1);  // one truth of the two is right
        games += 2;
      }
      CHECK(right * 2 == games);
    }
}

namespace {

// A game of `id` played to its end by basic bots.
std::unique_ptr<Game> ended(ScriptHost& host, int players, std::map<std::string, std::string> o) {
  auto g = testing::started(host, players, 7, std::move(o));
  Rng bots(7);
  for (int n = 0; n < 20000 && !g->over(); ++n) {
    auto [seat, index] = bot_move(*g, "basic", bots);
    g->apply(seat, index);
    g->advance();
  }
  REQUIRE(g->over());
  return g;
}

// The duelists fixture with a `standing` function of the given body.
double duelists_standing(const std::string& body) {
  ModDir mod("standing");
  mod.copy_fixtures();
  std::string rules = mod.read("scripts/duelists/game.lua");
  size_t at = rules.rfind("return game");
  REQUIRE(at != std::string::npos);
  rules.insert(at, "function game.standing(ctx, seat)\n  " + body + "\nend\n");
  mod.write("scripts/duelists/game.lua", rules);
  Content content = load_content({mod.root.string()}, "duelists");
  ScriptHost host(content);
  return ended(host, 3, {})->standing(1);
}

}  // namespace

TEST_CASE("a game's standing scores an ended game from 0 to 1 for the search level", "[search]") {
  auto roots = testing::fixture_roots();
  Content endgame = load_content(roots, "endgame");
  ScriptHost eh(endgame);
  auto e = ended(eh, 4, {});
  for (int s = 1; s <= 4; ++s) {
    double v = e->standing(s);
    CHECK(v > 0);
    CHECK(v < 1);
    // Ahead of everyone else: above a half.
    bool won = e->state().winners == std::vector<int>{s};
    if (won) CHECK(v > 0.5);
  }
  Content gang = load_content(roots, "thegang");
  ScriptHost gh(gang);
  auto g = ended(gh, 4, {{"mode", "basic"}});
  double team = g->standing(1);
  CHECK(team >= 0);
  CHECK(team <= 1);
  for (int s = 2; s <= 4; ++s) CHECK(g->standing(s) == team);
  CHECK((team == 1) == !g->state().winners.empty());
  // A game without one: -1, and the search level counts wins alone.
  Content bang = load_content(roots, "bang");
  ScriptHost bh(bang);
  CHECK(ended(bh, 5, {})->standing(1) == -1);
}

TEST_CASE("a standing that is not a number from 0 to 1 is a script error naming the seat",
          "[search]") {
  CHECK(duelists_standing("return 0.25") == 0.25);
  REQUIRE_THROWS_WITH(
      duelists_standing("return 2"),
      Catch::Contains("standing script error") &&
          Catch::Contains("the standing of Ann is not a number from 0 to 1 (it returned 2)"));
  REQUIRE_THROWS_WITH(duelists_standing("return 'high'"),
                      Catch::Contains("is not a number from 0 to 1 (it returned a string)"));
  REQUIRE_THROWS_WITH(duelists_standing("error('no')"), Catch::Contains("standing script error"));
  REQUIRE_THROWS_WITH(duelists_standing("ctx:set(seat, 'life', 1) return 0"),
                      Catch::Contains("standing script error"));
}

TEST_CASE(
    "the flat search plays the basic bot's pick unless another option beats it by more "
    "than chance",
    "[search]") {
  Content content = load_content(testing::fixture_roots(), "endgame");
  ScriptHost host(content);
  auto started_game = testing::started(host, 4, 21);
  Game& g = *started_game;
  Rng bots(21);
  SearchSettings never, always;
  never.playouts = always.playouts = 8;
  never.deviate = 1e9;    // no evidence is enough
  always.deviate = -1e9;  // any rival left is played
  int checked = 0, differed = 0;
  for (int n = 0; n < 400 && !g.over() && checked < 12; ++n) {
    const Choice& c = g.decision_as_given().choices.front();
    if (n % 7 == 0 && c.options.size() > 2 && g.checkpoints().last) {
      int basic = g.bot_choice(c.player, "basic") - 1;
      REQUIRE(basic >= 0);
      CHECK(search_pick(g, c.player, never) == basic);
      differed += search_pick(g, c.player, always) != basic;
      ++checked;
    }
    auto [seat, index] = bot_move(g, "basic", bots);
    g.apply(seat, index);
    g.advance();
  }
  CHECK(checked >= 6);
  CHECK(differed > 0);  // the rival is another option: the test can tell them apart
}
