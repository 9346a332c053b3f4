#include "core/sandbox/watchdog.h"

#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include "core/base/text.h"
#include "core/sandbox/spent.h"

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
// How long past the backstop's limit a stopped run may take to come back
// from the C function it is inside before the process is ended.
constexpr double kGraceSeconds = 2;
// How long the watchdog waits for the stuck thread to say where it is.
constexpr auto kNoteWait = std::chrono::milliseconds(500);

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
// Whether the watched run is a counted one under the clock's backstop.
[[gnu::tls_model("initial-exec")]] thread_local bool t_backstop = false;

struct Slot;
// This thread's slot, for the handler (t_registration is not initial-exec).
[[gnu::tls_model("initial-exec")]] thread_local Slot* t_slot = nullptr;

std::atomic<Describe> g_describe{nullptr};

// The innermost script's place, "file:line: ", or "" (a hook may find a C
// function at level 0).
void push_where(lua_State* L) {
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); ++level)
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
      lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
      return;
    }
  lua_pushliteral(L, "");
}

// Set on a run the watchdog stopped. It stays set, so a script's pcall
// cannot carry on: every next instruction raises again, and the run is
// marked spent.
void stop_hook(lua_State* L, lua_Debug*) {
  if (!t_backstop) {
    lua_pushliteral(L, "stopped to be counted: over the budget of a fast run");
  } else {
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%g", backstop_seconds());
    push_where(L);
    lua_pushfstring(L,
                    "script ran past the clock's backstop: over %s s of work between two "
                    "decisions (ARBITER_SCRIPT_SECONDS sets the limit)",
                    seconds);
    lua_concat(L, 2);
  }
  mark_spent(L);
  lua_error(L);
}

void set_stop_hook(lua_State* L) {
  lua_sethook(L, stop_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
}

// A thread that runs scripts: when its current outermost run began (0
// between runs) and when that run must have ended; and, once the watchdog
// is ending the process, where the stuck run is.
struct Slot {
  pthread_t thread;
  std::atomic<long long> since{0};
  std::atomic<long long> deadline{0};
  std::atomic<bool> ending{false}, noted{false};
  lua_State* stuck = nullptr;  // written before `noted`
  char where[512] = "";
};

// Appends text to a fixed buffer, cut to fit (for the signal handler: no
// allocation, no locale).
size_t append(char* out, size_t at, size_t cap, const char* text) {
  while (*text && at + 1 < cap) out[at++] = *text++;
  out[at] = '\0';
  return at;
}

// The innermost script's place as "file:line: " into `out`, as push_where
// says it, without touching the Lua stack or the heap: lua_getstack and
// lua_getinfo("Sl") only read the state.
void note_where(lua_State* L, char* out, size_t cap) {
  lua_Debug ar;
  out[0] = '\0';
  for (int level = 0; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
    char digits[24];
    int n = 0;
    for (int line = ar.currentline; line > 0 && n < 23; line /= 10) digits[n++] = '0' + line % 10;
    char line[24];
    for (int k = 0; k < n; ++k) line[k] = digits[n - 1 - k];
    line[n] = '\0';
    size_t at = append(out, 0, cap, ar.short_src);
    at = append(out, at, cap, ":");
    at = append(out, at, cap, line);
    append(out, at, cap, ": ");
    return;
  }
}

// lua_sethook is safe in a signal handler (lua.c stops scripts on Ctrl-C so).
// When the watchdog is ending the process, the handler also notes where the
// run is, for the message.
void on_signal(int) {
  lua_State* L = t_running;
  if (!L) return;
  t_stopped = 1;
  set_stop_hook(L);
  Slot* s = t_slot;
  if (s && s->ending.load(std::memory_order_acquire) && !s->noted.load(std::memory_order_relaxed)) {
    note_where(L, s->where, sizeof s->where);
    s->stuck = L;
    s->noted.store(true, std::memory_order_release);
  }
}

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

// The last line behind the backstop: a run still going the grace after the
// limit is inside one C function that does not come back (the stop hook
// would have ended it at its next instruction). Nothing can end that call,
// so the process ends, with the error a stopped run would have given.
[[noreturn]] void end_process(Slot& s) {
  s.ending.store(true, std::memory_order_release);
  pthread_kill(s.thread, kSignal);
  auto until = std::chrono::steady_clock::now() + kNoteWait;
  while (!s.noted.load(std::memory_order_acquire) && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  bool noted = s.noted.load(std::memory_order_acquire);
  char seconds[32], grace[32];
  std::snprintf(seconds, sizeof seconds, "%g", backstop_seconds());
  std::snprintf(grace, sizeof grace, "%g", kGraceSeconds);
  std::string msg = std::string(noted ? s.where : "") +
                    "script ran past the clock's backstop: over " + seconds +
                    " s of work between two decisions, and was still inside one call " + grace +
                    " s later (ARBITER_SCRIPT_SECONDS sets the limit)";
  if (Describe describe = g_describe.load(); noted && describe) msg = describe(s.stuck, msg);
  std::string line = "arbiter: script error: " + printable_lines(msg) + "\n";
  for (size_t at = 0; at < line.size();) {
    ssize_t n = ::write(STDERR_FILENO, line.data() + at, line.size() - at);
    if (n <= 0) break;
    at += static_cast<size_t>(n);
  }
  _exit(3);  // Verdict::BadContent, as the error would have ended the command
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
    const auto hard = static_cast<long long>((backstop_seconds() + kGraceSeconds) * 1e9);
    for (Slot* s : r.slots) {
      long long since = s->since.load(std::memory_order_relaxed);
      if (since && now - since > hard) end_process(*s);
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
  t_slot = s;
  return *s;
}

std::atomic<long long> g_reruns{0};

}  // namespace

void set_describe(Describe describe) {
  g_describe.store(describe);
}

void note_rerun() {
  g_reruns.fetch_add(1, std::memory_order_relaxed);
}
long long reruns() {
  return g_reruns.load(std::memory_order_relaxed);
}

double backstop_seconds() {
  static const double seconds = [] {
    const char* env = std::getenv("ARBITER_SCRIPT_SECONDS");
    char* end = nullptr;
    double s = env ? std::strtod(env, &end) : 0;
    return env && end != env && *end == '\0' && std::isfinite(s) && s > 0 ? s : 60.0;
  }();
  return seconds;
}

Backstop::Backstop(lua_State* L) {
  if (t_running) return;  // an enclosing run is watched
  Slot& s = my_slot();
  L_ = L;
  hook_ = lua_gethook(L);
  mask_ = lua_gethookmask(L);
  count_ = lua_gethookcount(L);
  t_stopped = 0;
  t_backstop = true;
  s.deadline.store(static_cast<long long>(backstop_seconds() * 1e9), std::memory_order_relaxed);
  s.since.store(now_ns(), std::memory_order_relaxed);
  std::atomic_signal_fence(std::memory_order_seq_cst);
  t_running = L;
}

Backstop::~Backstop() {
  if (!L_) return;
  t_running = nullptr;  // a signal from here on finds no run
  std::atomic_signal_fence(std::memory_order_seq_cst);
  t_registration.slot->since.store(0, std::memory_order_relaxed);
  t_backstop = false;
  // A stop that came as the run ended leaves its hook: the run's own comes back.
  if (t_stopped) lua_sethook(L_, hook_, mask_, count_);
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
