// The determinizer is honest: a world depends on what the viewer knows and
// the seed alone. Two truths the viewer cannot tell apart (the game, and a
// world of it) give the same world for the same seed; anything taken from
// the truth (a hidden card's place, a secret value, the game's generator, a
// private answer) would show as a difference.
#include <catch2/catch.hpp>

#include "core/content/content.h"
#include "core/engine/statetree.h"
#include "core/records/play.h"
#include "core/search/determinize.h"
#include "fixture.h"

using namespace arbiter;

namespace {

// What differs between two games, or empty.
std::string game_difference(const Game& a, const Game& b) {
  if (std::string d = state_difference(a.state(), b.state()); !d.empty()) return d;
  if (!(a.chance().rng == b.chance().rng)) return "the generators differ";
  if (a.digest() != b.digest()) return "the open decisions differ";
  return "";
}

// What differs between what the viewer sees of two games, or empty.
std::string seen_difference(const Game& a, const Game& b, int viewer) {
  for (size_t z = 0; z < a.state().zones.size(); ++z)
    if (sees_zone(a.core(), static_cast<int>(z), viewer) &&
        a.state().zones[z].cards != b.state().zones[z].cards)
      return "zone " + std::to_string(z) + ", which the viewer sees";
  for (int p = 1; p <= a.state().seats(); ++p)
    for (const auto& [key, v] : a.state().players[p - 1].props)
      if (sees_value(a.core(), p, key, viewer)) {
        auto it = b.state().players[p - 1].props.find(key);
        if (it == b.state().players[p - 1].props.end() || !(it->second == v))
          return a.state().players[p - 1].name + "'s " + key + ", which the viewer sees";
      }
  return "";
}

struct Tally {
  long worlds = 0, refused = 0, moved = 0;
};

void check_game(ScriptHost& host, int players, const std::map<std::string, std::string>& options,
                uint64_t seed, Tally& t) {
  Game g(host, GameConfig{testing::seat_names(players), seed, options});
  g.set_narrating(false);
  g.keep_outcomes(false);
  g.start(YAML::Node(), nullptr);
  g.advance();
  Rng bots(seed);
  for (int n = 0; n < 400 && !g.over(); ++n) {
    if (n % 3 == 0) {
      int viewer = g.decision_as_given().choices.front().player;
      INFO(g.content().id << " " << players << "p seed " << seed << " decision " << n << " viewer "
                          << viewer);
      std::unique_ptr<Game> other = determinize(g, viewer, seed * 1000 + n);
      if (!other) {
        ++t.refused;
      } else {
        ++t.worlds;
        // The other truth: the viewer sees the same table.
        REQUIRE(seen_difference(g, *other, viewer) == "");
        if (state_difference(g.state(), other->state()) != "") ++t.moved;
        // The same seed, from either truth: the same world.
        std::unique_ptr<Game> a = determinize(g, viewer, 77 + n);
        std::unique_ptr<Game> b = determinize(*other, viewer, 77 + n);
        REQUIRE(bool(a) == bool(b));
        if (a) REQUIRE(game_difference(*a, *b) == "");
      }
    }
    auto [seat, index] = bot_move(g, "random", bots);
    g.apply(seat, index);
    g.advance();
  }
}

}  // namespace

TEST_CASE("a world depends only on what its viewer knows", "[determinize]") {
  struct Setting {
    std::string game;
    int players;
    std::map<std::string, std::string> options;
  };
  for (const Setting& s :
       {Setting{"bang", 5, {}}, Setting{"bang", 7, {}}, Setting{"endgame", 4, {}},
        Setting{"thegang", 4, {{"mode", "basic"}}}, Setting{"thegang", 5, {{"mode", "expert"}}}}) {
    Content content = load_content(testing::fixture_roots(), s.game);
    ScriptHost host(content);
    Tally t;
    for (uint64_t seed = 1; seed <= 3; ++seed) check_game(host, s.players, s.options, seed, t);
    INFO(s.game << ": " << t.worlds << " worlds, " << t.refused << " refused, " << t.moved
                << " with hidden cards moved");
    CHECK(t.worlds > 0);
    CHECK(t.moved > 0);
    CHECK(t.refused <= t.worlds);
  }
}

TEST_CASE("a world keeps secret values its viewer cannot see from the truth", "[determinize]") {
  // BANG!'s roles: over many seeds, some world gives a hidden role to another seat.
  Content content = load_content(testing::fixture_roots(), "bang");
  ScriptHost host(content);
  auto started_game = testing::started(host, 5, 9);
  Game& g = *started_game;
  int viewer = g.decision_as_given().choices.front().player;
  int permuted = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    std::unique_ptr<Game> w = determinize(g, viewer, seed);
    if (!w) continue;
    for (int p = 1; p <= 5; ++p) {
      const Props& real = g.state().players[p - 1].props;
      const Props& world = w->state().players[p - 1].props;
      bool differs = !(real.at("role") == world.at("role"));
      if (p == viewer || sees_value(g.core(), p, "role", viewer))
        CHECK(!differs);
      else
        permuted += differs;
    }
  }
  CHECK(permuted > 0);
}
