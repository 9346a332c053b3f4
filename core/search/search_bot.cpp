// The search bot (core/search/search_bot.h).
#include "core/search/search_bot.h"

#include <algorithm>
#include <cmath>

#include "core/records/play.h"
#include "core/search/determinize.h"

namespace arbiter {

namespace {

uint64_t mix(uint64_t a, uint64_t b) {
  uint64_t z = a ^ (b + 0x9e3779b97f4a7c15ULL + (a << 6) + (a >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::string playout_level(const Content& c) {
  if (!c.bot_levels) return "basic";
  const auto& levels = *c.bot_levels;
  return std::find(levels.begin(), levels.end(), "basic") != levels.end() ? "basic" : "random";
}

// Plays the world to its end with bots; 1 when `seat` is among the winners.
double play_out(Game& world, int seat, const std::string& level, Rng& rng, long max_moves) {
  for (long n = 0; n < max_moves && !world.over(); ++n) {
    auto [s, i] = bot_move(world, level, rng);
    world.apply(s, i);
    world.advance();
  }
  const auto& w = world.state().winners;
  return world.over() && std::find(w.begin(), w.end(), seat) != w.end() ? 1.0 : 0.0;
}

}  // namespace

int search_pick(Game& game, int seat, const SearchSettings& settings, SearchReport* report) {
  const Choice* choice = game.choice_of(seat);
  if (!choice) return -1;
  size_t arms = choice->options.size();
  SearchReport local;
  SearchReport& r = report ? *report : local;
  r = SearchReport{};
  r.visits.assign(arms, 0);
  r.value.assign(arms, 0.0);
  if (arms == 1) return 0;
  // The point of the game, as the seat knows it: the same on every run.
  const CheckpointLog& log = game.checkpoints();
  uint64_t base = mix(mix(game.config().seed, static_cast<uint64_t>(seat)),
                      mix(static_cast<uint64_t>(log.passed), log.since.size()));
  std::string level = playout_level(game.content());
  std::vector<double> total(arms, 0.0);
  for (int k = 0; k < settings.playouts; ++k) {
    uint64_t seed = mix(base, static_cast<uint64_t>(k));
    std::unique_ptr<Game> world;
    for (int tries = 0; tries < 3 && !world; ++tries) {
      world = determinize(game, seat, mix(seed, static_cast<uint64_t>(tries)));
      if (!world) ++r.refused;
    }
    if (!world) continue;
    size_t arm = arms;
    for (size_t a = 0; a < arms && arm == arms; ++a)
      if (r.visits[a] == 0) arm = a;
    if (arm == arms) {
      double best = -1;
      double logn = std::log(static_cast<double>(r.playouts));
      for (size_t a = 0; a < arms; ++a) {
        double n = static_cast<double>(r.visits[a]);
        double ucb = total[a] / n + settings.explore * std::sqrt(logn / n);
        if (ucb > best) best = ucb, arm = a;
      }
    }
    world->apply(seat, static_cast<int>(arm));
    world->advance();
    Rng rng(mix(seed, 0x706c6179ULL));
    total[arm] += play_out(*world, seat, level, rng, settings.max_moves);
    ++r.visits[arm];
    ++r.playouts;
  }
  if (r.playouts == 0) {
    // No world: the playout level's own pick.
    Rng rng(base);
    int pick = game.bot_choice(seat, level);
    return pick >= 1 ? pick - 1 : static_cast<int>(rng.below(arms));
  }
  size_t best = 0;
  for (size_t a = 0; a < arms; ++a) {
    r.value[a] = r.visits[a] ? total[a] / static_cast<double>(r.visits[a]) : 0.0;
    if (r.visits[a] > r.visits[best] ||
        (r.visits[a] == r.visits[best] && r.value[a] > r.value[best]))
      best = a;
  }
  return static_cast<int>(best);
}

}  // namespace arbiter
