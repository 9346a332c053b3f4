// The replay page (`replay --html`): what writing the page costs beyond the
// replay itself, for a 200-step BANG! record. The target (docs/performance.md):
// under 100 ms beyond the replay. Nothing here asserts a time.
#include <benchmark/benchmark.h>

#include <memory>

#include "cli/report/page.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/records/replay.h"
#include "core/sandbox/script.h"

using namespace arbiter;

namespace {

std::vector<std::string> page_roots() {
  return {ARBITER_SOURCE_DIR};
}

// A five-player BANG! game between bots of at least 200 entries (the first
// seed from 11 that gives one), cut after its 200th entry and the pins that
// follow it.
Record bang_200() {
  Content content = load_content(page_roots(), "bang");
  ScriptHost host(content);
  for (uint64_t seed = 11;; ++seed) {
    Record rec;
    rec.game = "bang";
    rec.seed = seed;
    rec.players = {"Ann", "Bob", "Cid", "Dee", "Eve"};
    Game g(host, GameConfig{rec.players, rec.seed, {}});
    PlayOptions opts;
    opts.bots = "basic";
    Record out = play_game(g, rec, opts).record;
    if (out.actions.size() < 200) continue;
    size_t keep = 200;
    while (keep < out.actions.size() && (out.actions[keep].kind == Entry::Kind::Deck ||
                                         out.actions[keep].kind == Entry::Kind::Random))
      ++keep;
    out.actions.resize(keep);
    return out;
  }
}

const Record& record() {
  static const Record rec = bang_200();
  return rec;
}

// BANG! loaded once, as `replay` loads it once per record.
ScriptHost& host() {
  static const Content content = load_content(page_roots(), "bang");
  static ScriptHost h(content);
  return h;
}

// The replay a page is drawn from: narration kept, every step listened to.
void BM_PageReplayBang200(benchmark::State& s) {
  const Record& rec = record();
  ReplayOptions o;
  o.roots = page_roots();
  o.host = &host();
  for (auto _ : s) {
    size_t lines = 0;
    ReplayResult r = replay(rec, o, [&](const StepReport& st) { lines += st.narration.size(); });
    benchmark::DoNotOptimize(lines);
  }
  s.counters["entries"] = static_cast<double>(rec.actions.size());
}

// The same replay drawing the page for the referee and every player.
void BM_PageWriteBang200(benchmark::State& s) {
  const Record& rec = record();
  cli::PageOptions o;
  o.roots = page_roots();
  o.version = "bench";
  o.host = &host();
  size_t bytes = 0;
  for (auto _ : s) {
    cli::Page p = cli::replay_page(rec, o);
    bytes = p.html.size();
    benchmark::DoNotOptimize(p.html.data());
  }
  s.counters["entries"] = static_cast<double>(rec.actions.size());
  s.counters["page_bytes"] = static_cast<double>(bytes);
}

}  // namespace

BENCHMARK(BM_PageReplayBang200)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PageWriteBang200)->Unit(benchmark::kMillisecond);
