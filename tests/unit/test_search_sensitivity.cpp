// Whether the search level reads a house rule from the rules alone: the
// same BANG! positions judged under the default rules and under
// docs/examples' strong Beer (a Beer drunk in one's own turn gives 2 life),
// with no bot or YAML change. Where the seat to move holds a Beer it may
// drink and is 2 or more below its maximum life, strong Beer should be worth
// more to it. A measurement, not a quick test: hidden from the default run
// ("[.][sensitivity]"), its numbers reported in docs/cli.md. Run it with
// the positions and playouts wanted in the environment, e.g.
// ARBITER_SENSITIVITY_POSITIONS=1000 and ARBITER_SENSITIVITY_PLAYOUTS=48:
//   build/tests/arbiter_tests "[sensitivity]"
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "core/content/content.h"
#include "core/records/play.h"
#include "core/search/search_bot.h"
#include "fixture.h"

using namespace arbiter;

namespace {

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v && *v ? std::atoi(v) : fallback;
}

int64_t prop(const Game& g, int seat, const char* key) {
  const Props& p = g.state().players[seat - 1].props;
  auto it = p.find(key);
  return it == p.end() ? 0 : it->second.i;
}

// The index of the mover's option that drinks a Beer, or -1.
int beer_option(const Choice& c) {
  for (size_t i = 0; i < c.options.size(); ++i)
    if (c.options[i].label.rfind("play Beer", 0) == 0) return static_cast<int>(i);
  return -1;
}

bool living_more_than_two(const Game& g) {
  int n = 0;
  for (const auto& p : g.state().players) n += p.alive ? 1 : 0;
  return n > 2;
}

struct Tally {
  int positions = 0;
  double sum = 0, sum_sq = 0;  // of the paired difference in Beer's value
  int picked_default = 0, picked_strong = 0;
  void add(double diff) {
    ++positions;
    sum += diff;
    sum_sq += diff * diff;
  }
  double mean() const { return sum / positions; }
  double half_width() const {
    double var = (sum_sq - sum * sum / positions) / (positions - 1);
    return 1.96 * std::sqrt(var / positions);
  }
};

// Plays seed `seed` under both rules in step until a Beer is drunk (the two
// games part there), judging every position that qualifies.
void pair_seed(ScriptHost& plain, ScriptHost& strong, uint64_t seed, const SearchSettings& s,
               Tally& t, int wanted) {
  std::vector<std::string> names{"Ann", "Bob", "Cid", "Dee", "Eve"};
  Game a(plain, GameConfig{names, seed, {}});
  Game b(strong, GameConfig{names, seed, {}});
  for (Game* g : {&a, &b}) {
    g->set_narrating(false);
    g->start(YAML::Node(), nullptr);
    g->advance();
  }
  Rng bots(seed);
  for (int n = 0; n < 400 && !a.over() && t.positions < wanted; ++n) {
    const Choice& c = a.decision_as_given().choices.front();
    int beer = beer_option(c);
    int me = c.player;
    if (beer >= 0 && a.state().turn == me && living_more_than_two(a) &&
        prop(a, me, "life") <= prop(a, me, "max_life") - 2) {
      SearchReport ra, rb;
      int pa = search_pick(a, me, s, &ra);
      int pb = search_pick(b, me, s, &rb);
      t.add(rb.value[beer] - ra.value[beer]);
      t.picked_default += pa == beer;
      t.picked_strong += pb == beer;
    }
    auto [seat, index] = bot_move(a, "basic", bots);
    const std::string label = a.decision_as_given().for_player(seat)->options[index].label;
    if (label.rfind("play Beer", 0) == 0) return;  // the rules part here
    const Choice* other = b.decision_as_given().for_player(seat);
    if (!other || other->options.size() <= static_cast<size_t>(index) ||
        other->options[index].label != label)
      return;
    a.apply(seat, index);
    b.apply(seat, index);
    a.advance();
    b.advance();
  }
}

}  // namespace

TEST_CASE("search: strong Beer is worth more to a seat 2 or more below its maximum life",
          "[.][sensitivity]") {
  auto roots = testing::fixture_roots();
  roots.push_back(ARBITER_SOURCE_DIR "/docs/examples");
  Content plain_content = load_content(roots, "bang");
  Content strong_content = load_content(roots, "bang", {"strong-beer"});
  ScriptHost plain(plain_content), strong(strong_content);
  SearchSettings s;
  s.playouts = env_int("ARBITER_SENSITIVITY_PLAYOUTS", s.playouts);
  int wanted = env_int("ARBITER_SENSITIVITY_POSITIONS", 300);
  Tally t;
  uint64_t seed = 1;
  for (; t.positions < wanted && seed < 100000; ++seed)
    pair_seed(plain, strong, seed, s, t, wanted);
  REQUIRE(t.positions >= 2);
  std::cout << "strong Beer, " << s.playouts << " playouts a decision, " << t.positions
            << " paired positions (seeds 1.." << seed - 1 << "): Beer's value "
            << (t.mean() >= 0 ? "+" : "") << t.mean() << " ± " << t.half_width()
            << " (95%); Beer picked " << t.picked_default << " times by default, "
            << t.picked_strong << " with strong Beer\n";
  CHECK(t.mean() - t.half_width() > 0);
  CHECK(t.picked_strong > t.picked_default);
}
