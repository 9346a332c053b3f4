// Work done inside Lua's C libraries, charged to the instruction budget.
//
// The count hook sees only the Lua VM's instructions: a call of a library
// function counts as about one, whatever it does. `s:upper()` on 16 MiB,
// `s:find("y", 1, true)` on 64 MiB, `table.move` of millions of elements or
// a pattern that backtracks over a long subject would each run for as long
// as they like between two hooks. So the library functions that take time in
// proportion to their arguments charge the budget by their size before they
// run (a pattern by a bound on its backtracking), and every long string a
// script makes charges by its length (ScriptHost's allocator). The charge is
// a function of the arguments alone: the same game ends the same way on
// every machine.
#pragma once
#include <cstddef>
#include <string>

struct lua_State;

namespace arbiter {

// Adds `instructions` to the run's charges (ScriptHost::Alloc::charged,
// which the count hooks add to their counts); raises the budget error at
// once, naming the calling script, when the charges alone pass the budget.
void charge(lua_State* L, double instructions);
// The charges since the last call, and zero from now (for the count hooks
// and at the start of a run).
long long take_charges(lua_State* L);
// The charges so far (a fast run, which has no hook, is sent to be counted
// when its time and its charges together could have passed the budget).
long long pending_charges(lua_State* L);

// ---- engine functions ----
// An engine function (a ctx method) works in C too: copying a list of a
// million values, a text of megabytes, or 8^15 values through shared
// subtables would each be one instruction to the count hook. So the readers
// that take a script's arguments (core/api/lua_args.h) charge the budget by
// what they read and count what they copy as they go, before the work.
// Inside an engine function no Lua error may be raised (its C++ objects are
// alive): they throw Exhausted, and the bridge (core/api/lua_bridge.h)
// raises the budget or memory error once the body has unwound.
struct Exhausted {
  bool memory;  // the memory cap (else the instruction budget)
};
// Adds `instructions` to the charges; throws Exhausted when they pass the budget.
void charge_engine(lua_State* L, double instructions);
// Counts `bytes` more copied out of Lua by the running engine function;
// throws Exhausted when the Lua heap, what the engine holds for scripts and
// the copy would together pass the memory cap.
void copying(lua_State* L, size_t bytes);
// Starts the count of an engine function's copies (the bridge, on entry).
void begin_engine_call(lua_State* L);
// The budget or memory error for `e`, raised as a Lua error (never returns).
int raise_exhausted(lua_State* L, Exhausted e);
// Its message, for a reader run outside an engine function.
std::string exhausted_text(lua_State* L, Exhausted e);

// Instructions an engine function is charged per element it reads from a
// table, and per byte of text it reads or copies (as for a string a script
// makes: string_charge).
constexpr double kElementCharge = 4;

// The longest string a script may make: `==` and `<` compare two strings in
// one instruction, with no hook and no metamethod, so only the length of the
// strings bounds that work. Longer ones fail as the memory cap does.
constexpr size_t kMaxScriptString = 1u << 20;

// Replaces the heavy functions of the string, table and utf8 libraries (in
// the global tables, before they are frozen) with charged ones.
void install_charges(lua_State* L);

// Instructions a long string of `bytes` costs to make.
constexpr long long string_charge(unsigned long long bytes) {
  return static_cast<long long>(bytes / 8);
}
// Strings shorter than this are charged nothing: the VM instructions that
// make them are counted already.
constexpr unsigned long long kChargedString = 1024;

}  // namespace arbiter
