// Benchmarks of the poker hand evaluator (core/poker/poker.h).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <span>
#include <vector>

#include "core/poker/poker.h"
#include "core/poker/poker_census.h"
#include "core/poker/poker_eval7.h"

namespace {

using namespace arbiter::poker;

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// count hands of n distinct standard cards each, stored one after the other.
std::vector<int> random_hands(std::size_t count, int n, std::uint64_t seed) {
  std::vector<int> out;
  out.reserve(count * std::size_t(n));
  for (std::size_t i = 0; i < count; ++i) {
    std::uint64_t used = 0;
    for (int k = 0; k < n;) {
      int c = int(splitmix64(seed) % kDeckSize);
      if (used >> c & 1) continue;
      used |= std::uint64_t{1} << c;
      out.push_back(c);
      ++k;
    }
  }
  return out;
}

constexpr std::size_t kHands = std::size_t{1} << 20;

// Ranks the same million random hands held as `Card`s.
template <class Card>
void eval7_run(benchmark::State& state) {
  const std::vector<int> wide = random_hands(kHands, 7, 1);
  const std::vector<Card> hands(wide.begin(), wide.end());
  for (auto _ : state) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < kHands; ++i) sum += eval7(&hands[i * 7]);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(kHands));
}

// The hands one card to a byte, as a program ranking millions would keep
// them: with ints the run streams 28 MB and measures the memory more than
// the evaluator (BM_PokerEval7Int shows it).
void BM_PokerEval7(benchmark::State& state) {
  eval7_run<std::uint8_t>(state);
}
BENCHMARK(BM_PokerEval7)->Unit(benchmark::kMillisecond);

void BM_PokerEval7Int(benchmark::State& state) {
  eval7_run<int>(state);
}
BENCHMARK(BM_PokerEval7Int)->Unit(benchmark::kMillisecond);

void BM_PokerEvaluate(benchmark::State& state) {
  const int n = int(state.range(0));
  const std::vector<int> hands = random_hands(kHands, n, 2);
  for (auto _ : state) {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < kHands; ++i) {
      sum += evaluate(std::span<const int>(&hands[i * std::size_t(n)], std::size_t(n)));
    }
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(kHands));
}
BENCHMARK(BM_PokerEvaluate)->Arg(5)->Arg(7)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_PokerCensus7(benchmark::State& state) {
  std::int64_t hands = 0;
  for (auto _ : state) {
    Census c = census(7);
    benchmark::DoNotOptimize(c.total);
    hands += std::int64_t(c.total);
  }
  state.SetItemsProcessed(hands);
}
BENCHMARK(BM_PokerCensus7)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

// The bench executable has no main file of its own yet. This weak main runs every
// registered benchmark; a strong main elsewhere in bench/ (BENCHMARK_MAIN()) replaces it
// without a link error.
__attribute__((weak)) int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
