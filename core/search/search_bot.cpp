// The search bot (core/search/search_bot.h).
#include "core/search/search_bot.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "core/engine/statetree.h"
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

// What an ended world is worth to `seat`: 1 among the winners, else 0;
// where the rules script gives a standing, the mean of the two, so two
// options that both lose (or both win) still differ by how well they did.
// 0 for a world cut off before its end.
double reward(Game& world, int seat) {
  if (!world.over()) return 0.0;
  const auto& w = world.state().winners;
  double won = std::find(w.begin(), w.end(), seat) != w.end() ? 1.0 : 0.0;
  double standing = world.standing(seat);
  return standing < 0 ? won : (won + standing) / 2;
}

// Plays the world to its end with bots; its reward to `seat`.
double play_out(Game& world, int seat, const std::string& level, Rng& rng, long max_moves) {
  for (long n = 0; n < max_moves && !world.over(); ++n) {
    auto [s, i] = bot_move(world, level, rng);
    world.apply(s, i);
    world.advance();
  }
  return reward(world, seat);
}

// UCB1 over one option: its mean, and how little it was tried among the
// times it could have been.
double ucb(double total, long visits, long available, double explore) {
  double n = static_cast<double>(visits);
  return total / n + explore * std::sqrt(std::log(static_cast<double>(available)) / n);
}

// The tree below the root (single-observer IS-MCTS): one node per
// information set of the searching seat at its own decisions, keyed by what
// it observed since the root: its own options' labels, and the others'
// moves it saw (their labels; "?" for one it could not see). Chance it
// does not observe here: worlds that differ in it share nodes.
struct Arm {
  long visits = 0;
  long available = 0;  // iterations in which the option was legal here
  double total = 0;
};
using Node = std::map<std::string, Arm>;  // by the option's label

class Tree {
 public:
  Tree(int seat, const SearchSettings& s) : seat_(seat), settings_(s) {}

  // Plays `world` (the root's option applied) to its end: down the tree while
  // its nodes exist, one node added, then a playout. The seat's reward.
  double iterate(Game& world, const std::string& root_label, const std::string& level, Rng& rng) {
    std::string path = root_label;
    std::vector<std::pair<Node*, std::string>> trail;
    bool in_tree = true;
    EngineLevels engine;
    // The seat's own moves: chosen in the tree while it has nodes there.
    engine["tree"] = [&](Game& g, int seat) {
      const Choice* c = g.choice_of(seat);
      if (in_tree) {
        auto found = nodes_.find(path);
        if (found == nodes_.end()) {
          nodes_[path];  // expanded here; this iteration plays on by the playout bot
          in_tree = false;
        } else {
          int i = select(found->second, *c);
          trail.emplace_back(&found->second, c->options[static_cast<size_t>(i)].label);
          path += "\x1f" + c->options[static_cast<size_t>(i)].label;
          return i;
        }
      }
      int pick = g.bot_choice(seat, level);
      return pick >= 1 ? pick - 1 : static_cast<int>(rng.below(c->options.size()));
    };
    std::map<int, std::string> levels{{seat_, "tree"}};
    for (long n = 0; n < settings_.max_moves && !world.over(); ++n) {
      if (!in_tree) {
        auto [s, i] = bot_move(world, level, rng);
        world.apply(s, i);
        world.advance();
        continue;
      }
      auto [s, i] = bot_move(world, level, rng, {}, levels, &engine);
      if (s == seat_) {
        world.apply(s, i);
        world.advance();
        continue;
      }
      // Another seat's move: the seat sees its label when it names no card,
      // or the card lies where the seat sees it once played.
      const Option& o = world.choice_of(s)->options[static_cast<size_t>(i)];
      std::string seen = std::to_string(s) + ":" + o.label;
      int card = o.card;
      world.apply(s, i);
      world.advance();
      if (card > 0 && !sees_zone(world.core(), world.state().card(card).zone, seat_))
        seen = std::to_string(s) + ":?";
      path += "\x1f" + seen;
    }
    double got = reward(world, seat_);
    for (auto& [node, label] : trail) {
      Arm& a = (*node)[label];
      ++a.visits;
      a.total += got;
    }
    return got;
  }

 private:
  // UCB among the options legal in this world: each tried once first, in
  // the world's order; then the highest bound.
  int select(Node& node, const Choice& c) {
    int best = -1;
    double best_value = -1;
    for (size_t i = 0; i < c.options.size(); ++i) {
      Arm& a = node[c.options[i].label];
      ++a.available;
      if (best >= 0 && best_value == HUGE_VAL) continue;
      double v = a.visits == 0 ? HUGE_VAL : ucb(a.total, a.visits, a.available, settings_.explore);
      if (v > best_value) best_value = v, best = static_cast<int>(i);
    }
    return best;
  }

  int seat_;
  const SearchSettings& settings_;
  std::map<std::string, Node> nodes_;  // by the path observed from the root
};

}  // namespace

namespace {

// The pick when no world could be dealt (no checkpoint passed, or every
// world refused): from the seat's own generator, never from a bot asked in
// the game itself, whose script may read the whole table (a search that
// asked it there would play on what its seat cannot see).
int blind_pick(uint64_t base, size_t arms) {
  Rng rng(mix(base, 0x626c696eULL));
  return static_cast<int>(rng.below(arms));
}

// One world for the `k`th sample of a root: the same seed gives the same
// world, so every option tried on sample k meets the same deal. Null when
// three seeds in a row give none.
std::unique_ptr<Game> world_for(const Game& game, int seat, uint64_t seed, SearchReport& r) {
  for (int tries = 0; tries < 3; ++tries) {
    auto world = determinize(game, seat, mix(seed, static_cast<uint64_t>(tries)));
    if (world) return world;
    ++r.refused;
  }
  return nullptr;
}

// The playout level's own pick in a world the seat cannot tell from its
// game (not in the game itself: a bot script may read what the seat cannot
// see). -1 when the level offers none.
int prior_pick(const Game& game, int seat, uint64_t seed, const std::string& level,
               SearchReport& r) {
  auto world = world_for(game, seat, seed, r);
  if (!world) return -1;
  int pick = world->bot_choice(seat, level);
  return pick >= 1 ? pick - 1 : -1;
}

// One sample of a round: every option in `play` tried on the same world
// and the same playout dice, each result appended to its own list. False
// when no world could be dealt for it.
bool sample_all(Game& game, int seat, uint64_t seed, const std::vector<size_t>& play,
                const SearchSettings& settings, const std::string& level,
                std::vector<std::vector<double>>& got, SearchReport& r) {
  // Dealt once: a clone of it is the world the same seed would deal again,
  // at a fraction of the cost, and a refused deal is refused once.
  auto dealt = world_for(game, seat, seed, r);
  if (!dealt) return false;
  for (size_t k = 0; k < play.size(); ++k) {
    size_t a = play[k];
    std::unique_ptr<Game> world = k + 1 < play.size() ? dealt->clone() : std::move(dealt);
    world->apply(seat, static_cast<int>(a));
    world->advance();
    Rng rng(mix(seed, 0x706c6179ULL));
    got[a].push_back(play_out(*world, seat, level, rng, settings.max_moves));
    ++r.visits[a];
    ++r.playouts;
  }
  return true;
}

double mean_of(const std::vector<double>& xs) {
  double sum = 0;
  for (double x : xs) sum += x;
  return xs.empty() ? 0.0 : sum / static_cast<double>(xs.size());
}

// Whether `rival` beat `prior` on the samples both were tried on (every
// one, as the prior is never set aside) by more than `deviate` standard
// errors of their paired difference.
bool beats(const std::vector<double>& rival, const std::vector<double>& prior, double deviate) {
  size_t n = std::min(rival.size(), prior.size());
  if (n < 2) return false;
  double sum = 0, sum_sq = 0;
  for (size_t j = 0; j < n; ++j) {
    double d = rival[j] - prior[j];
    sum += d;
    sum_sq += d * d;
  }
  double m = sum / static_cast<double>(n);
  double var =
      std::max(0.0, (sum_sq - static_cast<double>(n) * m * m) / static_cast<double>(n - 1));
  return m > 0 && m > deviate * std::sqrt(var / static_cast<double>(n));
}

// Flat: sequential halving with common random numbers. Each round tries
// every option still in play on the same samples (the same world and the
// same playout dice), so the difference of two means is what the options
// made, not the deal; then the better half of the rivals stays. The
// playout level's own pick is never set aside, and the last rival replaces
// it only where it did better by more than chance would (`deviate`): the
// search leaves the basic bot's move on evidence alone.
int halving(Game& game, int seat, const SearchSettings& settings, uint64_t base,
            const std::string& level, SearchReport& r) {
  size_t arms = r.visits.size();
  int prior = prior_pick(game, seat, mix(base, 0x7072696fULL), level, r);
  std::vector<std::vector<double>> got(arms);
  std::vector<size_t> rivals;
  for (size_t a = 0; a < arms; ++a)
    if (static_cast<int>(a) != prior) rivals.push_back(a);
  long rounds = 1;
  for (size_t n = rivals.size(); n > 1; n = (n + 1) / 2) ++rounds;
  auto better = [&](size_t a, size_t b) {
    double x = mean_of(got[a]), y = mean_of(got[b]);
    return x != y ? x > y : a < b;
  };
  uint64_t sample = 0;
  for (long round = 0;; ++round) {
    std::vector<size_t> play = rivals;
    if (prior >= 0) play.push_back(static_cast<size_t>(prior));
    long in_play = static_cast<long>(play.size());
    long per = std::max<long>(1, settings.playouts / (rounds * in_play));
    if (rivals.size() <= 1) per = std::max<long>(per, (settings.playouts - r.playouts) / in_play);
    for (long j = 0; j < per; ++j)
      sample_all(game, seat, mix(base, sample++), play, settings, level, got, r);
    if (rivals.size() <= 1) break;
    std::sort(rivals.begin(), rivals.end(), better);
    rivals.resize((rivals.size() + 1) / 2);
  }
  for (size_t a = 0; a < arms; ++a) r.value[a] = mean_of(got[a]);
  if (r.playouts == 0 && prior < 0) return blind_pick(base, arms);
  if (prior < 0) return static_cast<int>(rivals.front());
  if (rivals.empty() ||
      !beats(got[rivals.front()], got[static_cast<size_t>(prior)], settings.deviate))
    return prior;
  return static_cast<int>(rivals.front());
}

}  // namespace

int search_pick(Game& game, int seat, const SearchSettings& settings, SearchReport* report) {
  const Choice* choice = game.choice_of(seat);
  if (!choice) return -1;
  size_t arms = choice->options.size();
  std::vector<std::string> labels;  // the root's options, the same in every world
  for (const Option& o : choice->options) labels.push_back(o.label);
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
  if (!settings.tree) return halving(game, seat, settings, base, level, r);
  std::vector<double> total(arms, 0.0);
  Tree tree(seat, settings);
  for (int k = 0; k < settings.playouts; ++k) {
    uint64_t seed = mix(base, static_cast<uint64_t>(k));
    std::unique_ptr<Game> world = world_for(game, seat, seed, r);
    if (!world) continue;
    size_t arm = arms;
    for (size_t a = 0; a < arms && arm == arms; ++a)
      if (r.visits[a] == 0) arm = a;
    if (arm == arms) {
      double best = -1;
      for (size_t a = 0; a < arms; ++a) {
        double u = ucb(total[a], r.visits[a], r.playouts, settings.explore);
        if (u > best) best = u, arm = a;
      }
    }
    world->apply(seat, static_cast<int>(arm));
    world->advance();
    Rng rng(mix(seed, 0x706c6179ULL));
    total[arm] += tree.iterate(*world, labels[arm], level, rng);
    ++r.visits[arm];
    ++r.playouts;
  }
  if (r.playouts == 0) return blind_pick(base, arms);
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
