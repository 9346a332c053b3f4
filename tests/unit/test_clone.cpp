// Game::clone: a clone made at a decision stands where its original stands
// (state, chance, marks, bytes held, the open decision), and played on by
// the same bots it ends as the original does.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <memory>

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/clone_check.h"
#include "core/records/play.h"
#include "fixture.h"
#include "mod_dir.h"

using namespace arbiter;

namespace {

// A game as a setting plays it: from which content roots, with which
// variants and options.
struct Setting {
  std::string game;
  int players;
  std::map<std::string, std::string> options;
  std::vector<std::string> variants = {};
  std::string mod = "";  // a folder under tests/mods, searched too
};

struct Tally {
  long clones = 0, played_on = 0, replayed = 0, from_deal = 0;
};

// One game with bots at `level`: a clone at every decision, every
// `every`-th played on to the end beside its original.
void check_game(ScriptHost& host, const Setting& s, uint64_t seed, const std::string& level,
                int every, Tally& t) {
  Game g(host, GameConfig{testing::seat_names(s.players), seed, s.options});
  g.set_narrating(false);
  g.keep_outcomes(false);
  g.start(YAML::Node(), nullptr);
  g.advance();
  Rng bots(seed ^ 0x5eedULL);
  for (int n = 0; n < 20000 && !g.over(); ++n) {
    std::unique_ptr<Game> c = g.clone();
    ++t.clones;
    t.replayed += static_cast<long>(g.checkpoints().since.size());
    t.from_deal += g.checkpoints().last ? 0 : 1;
    INFO(s.game << (s.mod.empty() ? "" : " (tests/mods/" + s.mod + ")")
                << (s.variants.empty() ? "" : " variant " + s.variants[0]) << " " << s.players
                << "p seed " << seed << " " << level << " decision " << n);
    REQUIRE(clone_difference(g, *c) == "");
    if (n % every == 0) {
      // Both played on from here: the original through its own clone, so
      // the game under test goes on undisturbed.
      std::unique_ptr<Game> twin = g.clone();
      REQUIRE(play_on_alike(*twin, *c, level, seed + static_cast<uint64_t>(n)) == "");
      ++t.played_on;
    }
    auto [seat, index] = bot_move(g, level, bots);
    g.apply(seat, index);
    g.advance();
  }
}

std::vector<std::string> roots_of(const Setting& s) {
  std::vector<std::string> roots = testing::fixture_roots();
  if (!s.mod.empty()) roots.push_back(ARBITER_SOURCE_DIR "/tests/mods/" + s.mod);
  return roots;
}

// The variants a game's folder ships, by id.
std::vector<std::string> variants_of(const std::string& folder) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(folder + "/variants", ec))
    if (f.path().extension() == ".yaml") out.push_back(f.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

// Every game at every player count (The Gang in each mode), each shipped
// variant at the game's largest table, and each test mod's game (tests/mods)
// at every count.
std::vector<Setting> settings() {
  std::vector<Setting> out;
  for (int p = 4; p <= 7; ++p) out.push_back({"bang", p, {}});
  for (int p = 2; p <= 4; ++p) out.push_back({"endgame", p, {}});
  for (const char* mode : {"basic", "intermediate", "advanced", "expert"})
    for (int p = 3; p <= 6; ++p) out.push_back({"thegang", p, {{"mode", mode}}});
  for (auto [game, players] : {std::pair{"bang", 7}, {"endgame", 4}, {"thegang", 6}})
    for (const auto& v : variants_of(ARBITER_SOURCE_DIR "/content/" + std::string(game)))
      out.push_back({game, players, {}, {v}});
  for (auto [mod, game] : {std::pair{"armoury", "bang"},
                           {"oldoptions", "bang"},
                           {"hashorder", "hashorder"},
                           {"oldnames", "oldtop"},
                           {"tiny", "hightrick"},
                           {"topcard", "topcard"}}) {
    Setting probe{game, 0, {}, {}, mod};
    Content c = load_content(roots_of(probe), game);
    for (int p = c.min_players; p <= c.max_players; ++p) out.push_back({game, p, {}, {}, mod});
    for (const auto& v :
         variants_of(std::string(ARBITER_SOURCE_DIR "/tests/mods/") + mod + "/content/" + game))
      out.push_back({game, c.max_players, {}, {v}, mod});
  }
  return out;
}

void check_settings(int games, int every) {
  std::map<std::string, Tally> by_game;  // the shipped games apart from the mods
  for (const auto& s : settings()) {
    Content content = load_content(roots_of(s), s.game, s.variants);
    ScriptHost host(content);
    Tally& t = by_game[s.mod.empty() ? s.game : "tests/mods"];
    for (int k = 0; k < games; ++k)
      for (const char* level : {"random", "basic"})
        check_game(host, s, 1000 + static_cast<uint64_t>(k) * 7919, level, every, t);
  }
  for (const auto& [game, t] : by_game) {
    CHECK(t.clones > 0);
    CHECK(t.played_on > 0);
    WARN(game << ": " << t.clones << " clones, " << t.played_on
              << " played on; answers replayed per clone "
              << static_cast<double>(t.replayed) / static_cast<double>(t.clones) << "; "
              << t.from_deal << " from the deal");
  }
}

}  // namespace

TEST_CASE("a clone equals its original at every decision, and plays on alike", "[clone]") {
  check_settings(1, 60);
}

// The longer run behind docs/performance.md's figures (hidden: minutes).
TEST_CASE("clones of many games equal their originals", "[.][clone-long]") {
  check_settings(200, 10);
}

TEST_CASE("a game without checkpoints clones by replaying from the deal", "[clone]") {
  Content content = load_content(testing::fixture_roots(), "bang");
  ScriptHost host(content);
  Game g(host, GameConfig{testing::seat_names(5), 77, {}});
  g.keep_checkpoints(false);
  g.set_narrating(false);
  g.start(YAML::Node(), nullptr);
  g.advance();
  Rng bots(3);
  for (int n = 0; n < 60 && !g.over(); ++n) {
    auto [seat, index] = bot_move(g, "random", bots);
    g.apply(seat, index);
    g.advance();
  }
  CHECK(!g.checkpoints().last);
  CHECK(g.checkpoints().since.size() == 60);
  std::unique_ptr<Game> c = g.clone();
  CHECK(clone_difference(g, *c) == "");
}

namespace {

// The duelists fixture with `before` put at the top of its rules' run and a
// checkpoint at the top of its turn loop; the clone made after a few moves
// must fail saying `expected`.
void expect_restart_refused(const std::string& before, const std::string& expected) {
  ModDir mod("clone-restart");
  mod.copy_fixtures();
  std::string rules = mod.read("scripts/duelists/game.lua");
  const std::string top = "function game.run(ctx)\n  while true do\n";
  size_t at = rules.find(top);
  REQUIRE(at != std::string::npos);
  rules.replace(at, top.size(),
                "function game.run(ctx)\n" + before + "\n  while true do\n    ctx:checkpoint()\n");
  mod.write("scripts/duelists/game.lua", rules);
  Content content = load_content({mod.root.string()}, "duelists");
  ScriptHost host(content);
  Game g(host, GameConfig{testing::seat_names(3), 5, {}});
  g.start(YAML::Node(), nullptr);
  g.advance();
  Rng bots(1);
  for (int n = 0; n < 3 && !g.over(); ++n) {
    auto [seat, index] = bot_move(g, "random", bots);
    g.apply(seat, index);
    g.advance();
  }
  REQUIRE(g.checkpoints().last);
  if (expected.empty()) {
    CHECK(clone_difference(g, *g.clone()) == "");
    return;
  }
  REQUIRE_THROWS_WITH(
      g.clone(),
      Catch::Contains(expected) && Catch::Contains("cannot start again from its ctx:checkpoint()"));
}

}  // namespace

TEST_CASE("a rules run that cannot start again from its checkpoint is named", "[clone]") {
  // What runs again before the checkpoint changes the game: refused, saying what changed.
  expect_restart_refused("  ctx:add(0, \"starts\", 1)", "the game's value 'starts' is 2, not 1");
  expect_restart_refused("  ctx:roll(6)", "a chance outcome was taken");
  expect_restart_refused("  ctx:choose(1, {{label = \"ready\"}})", "a decision was asked");
  // Guarded by ctx:resuming(), the same lines are fine.
  expect_restart_refused("  if not ctx:resuming() then ctx:add(0, \"starts\", 1) end", "");
}
