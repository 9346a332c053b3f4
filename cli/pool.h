// Many games on several threads (sim, soak). Each thread builds its own
// worker (its own Content and Lua state: a Lua state is not thread-safe) and
// takes task indices in turn; each task writes only its own result slot, so
// what is reported never depends on the number of threads.
#pragma once
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cli/common.h"

namespace arbiter::cli {

// At most one job a core: more would only cost each one's copy of the game
// (`--jobs 100000` once asked for 4 GB). Results never depend on the count.
inline int job_count(int asked) {
  unsigned n = std::thread::hardware_concurrency();
  int cores = n ? static_cast<int>(n) : 1;
  return asked > 0 && asked < cores ? asked : cores;
}

// ", about 1m20s left" after `done` of `total` tasks took `spent` seconds: the
// pace so far carried on; nothing before the first task is done.
inline std::string time_left_text(double spent, size_t done, size_t total) {
  if (done == 0 || done >= total) return "";
  long left = std::lround(spent * static_cast<double>(total - done) / done);
  char buf[48];
  if (left >= 3600)
    std::snprintf(buf, sizeof buf, ", about %ldh%02ldm left", left / 3600, left / 60 % 60);
  else if (left >= 60)
    std::snprintf(buf, sizeof buf, ", about %ldm%02lds left", left / 60, left % 60);
  else
    std::snprintf(buf, sizeof buf, ", about %lds left", left);
  return buf;
}

// A progress bar on stderr: only on a terminal, and only once the run has
// taken over a second (short runs stay quiet).
class Progress {
 public:
  Progress(size_t total, std::string what)
      : total_(total), what_(std::move(what)), start_(clock::now()) {}
  void show(size_t done) {
    if (!stderr_is_terminal() || clock::now() - start_ < std::chrono::seconds(1)) return;
    const int width = 30;
    int filled = total_ ? static_cast<int>(width * done / total_) : width;
    std::string bar(filled, '#');
    bar += std::string(width - filled, '.');
    std::fprintf(stderr, "\r[%s] %zu/%zu %s%s\033[K", bar.c_str(), done, total_, what_.c_str(),
                 time_left(done).c_str());
    std::fflush(stderr);
    shown_ = true;
  }
  std::string time_left(size_t done) const {
    return time_left_text(std::chrono::duration<double>(clock::now() - start_).count(), done,
                          total_);
  }
  void clear() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
    shown_ = false;
  }

 private:
  using clock = std::chrono::steady_clock;
  size_t total_;
  std::string what_;
  clock::time_point start_;
  bool shown_ = false;
};

// A window for run_pool_ordered of at least 5 ms of games on every thread (a
// fixture game takes 0.1 ms), a few hundred KB of results at most.
inline size_t ordered_window(int jobs) {
  return std::max<size_t>(256, 128 * static_cast<size_t>(std::max(jobs, 1)));
}

// Runs `count` tasks on `jobs` threads; their results are handed in index
// order, as they complete, to take(index, result) on the calling thread, and
// at most `window` of them wait there at any time: memory stays flat however
// many tasks there are. The first exception thrown by any thread stops the
// rest and is rethrown.
// make() -> a worker (built on its thread); fn(worker, index) -> a result.
// A thread that runs `window` tasks ahead of the one taken last waits (size
// the window for a few milliseconds of tasks: the caller's thread looks for
// finished ones every 5 ms). Each result slot is on its own cache lines, and
// the threads share nothing else but the task counter and the count taken
// (one atomic each, per task). A result is freed on the caller's thread: keep
// it small (a few allocations at most), the work of a task stays on its own.
template <class Make, class Fn, class Take>
void run_pool_ordered(size_t count, int jobs, size_t window, Make make, Fn fn, Take take,
                      const std::string& what) {
  using Result = decltype(fn(*make(), size_t{0}));
  struct alignas(64) Slot {
    std::atomic<bool> ready{false};
    std::optional<Result> value;
  };
  window = std::max<size_t>(window, 1);
  std::unique_ptr<Slot[]> ring(new Slot[window]);
  alignas(64) std::atomic<size_t> next{0};
  alignas(64) std::atomic<size_t> taken{0};
  alignas(64) std::atomic<bool> stop{false};
  std::exception_ptr failure;
  std::mutex failure_mutex;
  auto fail = [&](std::exception_ptr e) {
    std::lock_guard<std::mutex> lock(failure_mutex);
    if (!failure) failure = e;
    stop = true;
  };
  auto body = [&] {
    try {
      auto worker = make();
      while (!stop) {
        size_t i = next++;
        if (i >= count) break;
        while (i >= taken.load(std::memory_order_acquire) + window) {
          if (stop) return;
          std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
        Slot& slot = ring[i % window];
        slot.value.emplace(fn(*worker, i));
        slot.ready.store(true, std::memory_order_release);
      }
    } catch (...) {
      fail(std::current_exception());
    }
  };
  int n = std::max(1, std::min(jobs, static_cast<int>(count ? count : 1)));
  std::vector<std::thread> threads;
  for (int t = 0; t < n; ++t) threads.emplace_back(body);
  Progress progress(count, what);
  size_t k = 0;
  auto shown = std::chrono::steady_clock::now();
  try {
    while (k < count && !stop) {
      if (auto now = std::chrono::steady_clock::now();
          now - shown >= std::chrono::milliseconds(10)) {
        progress.show(k);
        shown = now;
      }
      Slot& slot = ring[k % window];
      if (!slot.ready.load(std::memory_order_acquire)) {
        // Rarely awake: each wake-up takes a core from a worker for a moment.
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        continue;
      }
      Result r = std::move(*slot.value);
      slot.value.reset();
      slot.ready.store(false, std::memory_order_relaxed);
      taken.store(k + 1, std::memory_order_release);
      take(k, std::move(r));
      ++k;
    }
  } catch (...) {
    fail(std::current_exception());
  }
  for (auto& t : threads) t.join();
  progress.clear();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace arbiter::cli
