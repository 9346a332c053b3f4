// Whole games with random bots, replay speed and start-up: items per second.
// Targets live in docs/performance.md; nothing here asserts a time.
#include <benchmark/benchmark.h>

#include <memory>

#include "core/content.h"
#include "core/game.h"
#include "core/play.h"
#include "core/replay.h"

using namespace arbiter;

namespace {

std::vector<std::string> roots() { return {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"}; }

Record new_record(const std::string& game, int players, uint64_t seed) {
  static const char* names[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
  Record rec;
  rec.game = game;
  rec.seed = seed;
  for (int i = 0; i < players; ++i) rec.players.push_back(names[i]);
  return rec;
}

void games(benchmark::State& state, const std::string& id, int players, const std::string& bots,
           std::map<std::string, std::string> options = {}) {
  std::unique_ptr<Content> content;
  std::unique_ptr<ScriptHost> host;
  try {
    content = std::make_unique<Content>(load_content(roots(), id));
    host = std::make_unique<ScriptHost>(*content);
  } catch (const Error& e) {
    state.SkipWithError(e.what());
    return;
  }
  uint64_t seed = 1;
  long decisions = 0;
  for (auto _ : state) {
    Record rec = new_record(id, players, seed);
    rec.options = options;
    Game g(*host, GameConfig{rec.players, seed++, options});
    PlayOptions opts;
    opts.bots = bots;
    try {
      PlayResult r = play_game(g, rec, opts);
      decisions += r.decisions;
    } catch (const Error& e) {
      state.SkipWithError(e.what());
      return;
    }
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["decisions/game"] = static_cast<double>(decisions) / static_cast<double>(state.iterations());
}

void BM_BangGames5(benchmark::State& s) { games(s, "bang", 5, "random"); }
void BM_GangGames4(benchmark::State& s) { games(s, "thegang", 4, "basic", {{"mode", "basic"}}); }
void BM_EndGameGames4(benchmark::State& s) { games(s, "endgame", 4, "random"); }
void BM_DuelistsGames3(benchmark::State& s) { games(s, "duelists", 3, "random"); }

// Judging a long record once parsed: entries per second.
void BM_ReplayEntries(benchmark::State& state) {
  Content content = load_content(roots(), "duelists");
  ScriptHost host(content);
  Record rec = new_record("duelists", 4, 7);
  Game g(host, GameConfig{rec.players, 7, {}});
  PlayResult played = play_game(g, rec, PlayOptions{});
  Record parsed = parse_record(write_record(played.record), "bench.yaml");
  ReplayOptions opts;
  opts.roots = roots();
  for (auto _ : state) benchmark::DoNotOptimize(replay(parsed, opts));
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(parsed.actions.size()));
}

// Parsing a record: bytes per second.
void BM_RecordParse(benchmark::State& state) {
  Content content = load_content(roots(), "duelists");
  ScriptHost host(content);
  Record rec = new_record("duelists", 4, 7);
  Game g(host, GameConfig{rec.players, 7, {}});
  std::string text = write_record(play_game(g, rec, PlayOptions{}).record);
  for (auto _ : state) benchmark::DoNotOptimize(parse_record(text, "bench.yaml"));
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(text.size()));
}

// Start-up: load one game's content and compile its scripts.
void start_up(benchmark::State& state, const std::string& id) {
  for (auto _ : state) {
    try {
      Content c = load_content(roots(), id);
      ScriptHost host(c);
      benchmark::DoNotOptimize(host.lua());
    } catch (const Error& e) {
      state.SkipWithError(e.what());
      return;
    }
  }
  state.SetItemsProcessed(state.iterations());
}
void BM_LoadBang(benchmark::State& s) { start_up(s, "bang"); }
void BM_LoadGang(benchmark::State& s) { start_up(s, "thegang"); }
void BM_LoadEndGame(benchmark::State& s) { start_up(s, "endgame"); }

}  // namespace

BENCHMARK(BM_BangGames5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_GangGames4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EndGameGames4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DuelistsGames3)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ReplayEntries)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_RecordParse)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LoadBang)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadGang)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoadEndGame)->Unit(benchmark::kMillisecond);
