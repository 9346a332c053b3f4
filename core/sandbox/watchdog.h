// Fast runs: scripts running with no instruction count, kept deterministic by
// playing the game again, counted, whenever a run could have gone past the
// budget.
//
// The instruction budget (docs/security.md, Limits) is a count hook, and a
// count hook makes Lua stop before every instruction, whatever the count:
// 12-19% of a game. Where
// a game can simply be played again from its start (sim, soak, judging a
// record that nobody watches step by step), its runs go uncounted instead. A
// run that ends within its deadline ran fewer instructions than the budget
// (the deadline is the budget at a speed no machine runs Lua at), so it is
// exactly what a counted run would have been. A run that lasts longer, or
// never ends (the watchdog thread stops it with a signal), throws Rerun, and
// the caller plays the game again counted: every result is the counted one,
// on any machine, only sooner.
#pragma once

#include <string>

extern "C" {
#include <lua.h>
}

namespace arbiter {

// Thrown out of Game when one of its fast runs could have passed the budget
// (or came near Lua's stack or memory limits, ScriptHost::near_limits). Not
// an Error: nothing about the game is wrong, it only has to be counted. Game
// throws it only from the calls a driver makes (advance, refusals, bots,
// invariants), never inside an engine function, whose wrapper would turn
// any exception into a Lua error.
struct Rerun {};

namespace watchdog {

// Whether runs with this budget may go uncounted (a deadline long enough to
// measure; small budgets, as in tests of runaway scripts, are always counted).
bool allows(long long budget);

// Counts a game played again counted (all threads): `sim` reports how many.
void note_rerun();
long long reruns();

// `play(true)`, fast; if that throws Rerun, `play(false)`, counted.
template <class F>
auto fast_or_counted(F&& play) {
  try {
    return play(true);
  } catch (const Rerun&) {
    note_rerun();
    return play(false);
  }
}

// One uncounted run of Lua on this thread, from construction to finish().
// Runs may nest (the innermost is the one the watchdog stops).
class FastRun {
 public:
  FastRun(lua_State* L, long long budget);
  ~FastRun() { finish(); }
  FastRun(const FastRun&) = delete;
  FastRun& operator=(const FastRun&) = delete;
  // Ends the run; true when it must be counted (stopped, or past its
  // deadline once `charged` instructions of work in C, at the rate the
  // deadline assumes, are added to its time).
  bool finish(long long charged = 0);

 private:
  lua_State* L_;
  lua_State* outer_;
  long long started_ns_ = 0;
  long long deadline_ns_;
  bool done_ = false, tripped_ = false;
};

// The clock's backstop, a second line behind the instruction budget: a
// counted run of scripts on this thread that lasts longer than
// backstop_seconds() is stopped by the watchdog with an error naming the
// script (marked spent: core/sandbox/spent.h), never let go on. Inside a run
// that is watched already (a fast run, an enclosing backstop) it does nothing.
//
// The last line, for fast and counted runs alike: a run still going two
// seconds (the grace) past backstop_seconds() is inside one C function that
// never came back to Lua to be stopped. The watchdog then writes the error
// the run would have ended with ("arbiter: script error: FILE:LINE: script
// ran past the clock's backstop: ...", the card named by the Describe set
// below) and ends the process with exit 3, the verdict of a script error.
class Backstop {
 public:
  explicit Backstop(lua_State* L);
  ~Backstop();
  Backstop(const Backstop&) = delete;
  Backstop& operator=(const Backstop&) = delete;

 private:
  lua_State* L_ = nullptr;  // null when an enclosing run is watched
  lua_Hook hook_ = nullptr;
  int mask_ = 0, count_ = 0;
};

// Makes a stuck run's message whole, as ScriptHost::describe_chunk does for
// any script error: the card whose script `L` (any thread of the host's Lua
// state) was running is added. It runs on the watchdog's thread while the
// stuck one stays inside its C function.
using Describe = std::string (*)(lua_State* L, const std::string& message);
void set_describe(Describe describe);

// The backstop's limit: ARBITER_SCRIPT_SECONDS (a number of seconds above
// zero) when set, else 60 seconds for one run between two decisions.
double backstop_seconds();

}  // namespace watchdog
}  // namespace arbiter
