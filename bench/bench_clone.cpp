// Forking a game at mid-game (Game::clone): clones per second, from the last
// checkpoint and, for comparison, from the deal (a replay of every answer).
// Targets and measured figures live in docs/performance.md (callgrind gives
// the instruction counts); nothing here asserts a time.
#include <benchmark/benchmark.h>

#include <memory>

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"

using namespace arbiter;

namespace {

struct CloneSpec {
  std::string id;
  int players;
  std::map<std::string, std::string> options;
};

// Games of `spec` with random bots stopped halfway through: the length of
// each is learned by playing it once to its end with the same seed.
struct MidGames {
  std::unique_ptr<Content> content;
  std::unique_ptr<ScriptHost> host;
  std::vector<std::unique_ptr<Game>> games;
  double answers_since = 0;  // answers a clone replays, on average

  MidGames(const CloneSpec& spec, bool checkpoints) {
    content = std::make_unique<Content>(
        load_content({ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"}, spec.id));
    host = std::make_unique<ScriptHost>(*content);
    static const char* names[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
    std::vector<std::string> players(names, names + spec.players);
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      long length = 0;
      for (int pass = 0; pass < 2; ++pass) {
        auto g = std::make_unique<Game>(*host, GameConfig{players, seed, spec.options});
        g->set_narrating(false);
        g->keep_outcomes(false);
        g->keep_checkpoints(checkpoints);
        g->start(YAML::Node(), nullptr);
        g->advance();
        Rng bots(seed);
        long stop = pass == 0 ? 20000 : length / 2;
        long n = 0;
        for (; n < stop && !g->over(); ++n) {
          auto [seat, index] = bot_move(*g, "random", bots);
          g->apply(seat, index);
          g->advance();
        }
        length = n;
        if (pass == 1) {
          answers_since += static_cast<double>(g->checkpoints().since.size());
          games.push_back(std::move(g));
        }
      }
    }
    answers_since /= static_cast<double>(games.size());
  }
  ~MidGames() {
    games.clear();
    host.reset();  // the Lua state refers to the content
  }
};

void clones(benchmark::State& state, const CloneSpec& spec, bool checkpoints) {
  std::unique_ptr<MidGames> mid;
  try {
    mid = std::make_unique<MidGames>(spec, checkpoints);
  } catch (const Error& e) {
    state.SkipWithError(e.what());
    return;
  }
  size_t k = 0;
  for (auto _ : state) {
    std::unique_ptr<Game> c = mid->games[k++ % mid->games.size()]->clone();
    benchmark::DoNotOptimize(c.get());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["answers_replayed"] = mid->answers_since;
}

const CloneSpec kBang{"bang", 5, {}};
const CloneSpec kGang{"thegang", 4, {{"mode", "basic"}}};
const CloneSpec kEndGame{"endgame", 4, {}};

void BM_CloneBang5(benchmark::State& s) {
  clones(s, kBang, true);
}
void BM_CloneGang4(benchmark::State& s) {
  clones(s, kGang, true);
}
void BM_CloneEndGame4(benchmark::State& s) {
  clones(s, kEndGame, true);
}
// Without checkpoints: the fork as it was before them, a replay from the deal.
void BM_CloneFromDealBang5(benchmark::State& s) {
  clones(s, kBang, false);
}
void BM_CloneFromDealGang4(benchmark::State& s) {
  clones(s, kGang, false);
}
void BM_CloneFromDealEndGame4(benchmark::State& s) {
  clones(s, kEndGame, false);
}

}  // namespace

BENCHMARK(BM_CloneBang5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CloneGang4)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CloneEndGame4)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CloneFromDealBang5)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CloneFromDealGang4)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CloneFromDealEndGame4)->Unit(benchmark::kMicrosecond);
