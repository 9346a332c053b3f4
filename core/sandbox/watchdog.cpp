#include "core/sandbox/watchdog.h"

#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <thread>
#include <vector>

extern "C" {
#include <lua.h>
}

namespace arbiter::watchdog {

namespace {

// Lua 5.4's interpreter runs even its simplest instructions several times
// slower than this on the fastest machines, so a run shorter than
// budget / kMaxRate seconds stayed within its budget.
constexpr double kMaxRate = 4e9;
// A deadline shorter than this is not worth trying: such budgets are counted.
constexpr long long kMinDeadlineNs = 1'000'000;
// How often the watchdog looks for runs past their deadline.
constexpr auto kPoll = std::chrono::milliseconds(10);
// Ignored by default, so one that arrives late harms nothing.
constexpr int kSignal = SIGURG;

long long deadline_ns(long long budget) {
  return static_cast<long long>(static_cast<double>(budget) / kMaxRate * 1e9);
}

long long now_ns() {
  using namespace std::chrono;
  return duration_cast<nanoseconds>(steady_clock::now().time_since_epoch()).count();
}

// What the signal handler reads and writes: plain thread-locals, in the
// initial-exec model, whose first use allocates nothing (a handler must not).
[[gnu::tls_model("initial-exec")]] thread_local lua_State* t_running = nullptr;
[[gnu::tls_model("initial-exec")]] thread_local volatile std::sig_atomic_t t_stopped = 0;

// Set on a run the watchdog stopped. It stays set, so a script's pcall
// cannot carry on: every next instruction raises again.
void stop_hook(lua_State* L, lua_Debug*) {
  lua_pushliteral(L, "stopped to be counted: over the budget of a fast run");
  lua_error(L);
}

void set_stop_hook(lua_State* L) {
  lua_sethook(L, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
}

// lua_sethook is safe in a signal handler (lua.c stops scripts on Ctrl-C so).
void on_signal(int) {
  lua_State* L = t_running;
  if (!L) return;
  t_stopped = 1;
  set_stop_hook(L);
}

// A thread that runs fast: when its current outermost run began (0 between
// runs) and when that run must have ended.
struct Slot {
  pthread_t thread;
  std::atomic<long long> since{0};
  std::atomic<long long> deadline{0};
};

struct Registry {
  std::mutex m;
  std::condition_variable cv;
  std::vector<Slot*> slots;
  bool watching = false;
};

// Never destroyed: the watchdog thread may still look at it while the
// process exits.
Registry& registry() {
  static Registry* r = new Registry;
  return *r;
}

void watch() {
  Registry& r = registry();
  std::unique_lock lock(r.m);
  for (;;) {
    if (r.slots.empty())
      r.cv.wait(lock, [&] { return !r.slots.empty(); });
    else
      r.cv.wait_for(lock, kPoll);
    long long now = now_ns();
    for (Slot* s : r.slots) {
      long long since = s->since.load(std::memory_order_relaxed);
      if (since && now - since > s->deadline.load(std::memory_order_relaxed))
        pthread_kill(s->thread, kSignal);
    }
  }
}

// A thread's slot, given back when the thread ends (under the lock, so the
// watchdog never signals a thread that is gone).
struct Registration {
  Slot* slot = nullptr;
  ~Registration() {
    if (!slot) return;
    Registry& r = registry();
    std::lock_guard lock(r.m);
    r.slots.erase(std::find(r.slots.begin(), r.slots.end(), slot));
    delete slot;
  }
};
thread_local Registration t_registration;

void install_handler() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(kSignal, &sa, nullptr);
}

Slot& my_slot() {
  if (t_registration.slot) return *t_registration.slot;
  static std::once_flag installed;
  std::call_once(installed, install_handler);
  auto* s = new Slot;
  s->thread = pthread_self();
  Registry& r = registry();
  {
    std::lock_guard lock(r.m);
    r.slots.push_back(s);
    if (!r.watching) {
      std::thread(watch).detach();
      r.watching = true;
    }
  }
  r.cv.notify_one();
  t_registration.slot = s;
  return *s;
}

std::atomic<long long> g_reruns{0};

}  // namespace

void note_rerun() {
  g_reruns.fetch_add(1, std::memory_order_relaxed);
}
long long reruns() {
  return g_reruns.load(std::memory_order_relaxed);
}

bool allows(long long budget) {
  return deadline_ns(budget) >= kMinDeadlineNs;
}

FastRun::FastRun(lua_State* L, long long budget)
    : L_(L), outer_(t_running), deadline_ns_(deadline_ns(budget)) {
  if (!outer_) {
    Slot& s = my_slot();
    t_stopped = 0;
    started_ns_ = now_ns();
    s.deadline.store(deadline_ns_, std::memory_order_relaxed);
    s.since.store(started_ns_, std::memory_order_relaxed);
  }
  std::atomic_signal_fence(std::memory_order_seq_cst);
  t_running = L;
}

bool FastRun::finish(long long charged) {
  if (done_) return tripped_;
  done_ = true;
  t_running = outer_;  // a signal from here on finds no run
  std::atomic_signal_fence(std::memory_order_seq_cst);
  bool stopped = t_stopped != 0;
  if (stopped) {
    lua_sethook(L_, nullptr, 0, 0);
    if (outer_) set_stop_hook(outer_);  // the enclosing run is stopped too
  }
  if (!outer_) {
    t_registration.slot->since.store(0, std::memory_order_relaxed);
    stopped = stopped || now_ns() - started_ns_ + deadline_ns(charged) > deadline_ns_;
  }
  tripped_ = stopped;
  return tripped_;
}

}  // namespace arbiter::watchdog
