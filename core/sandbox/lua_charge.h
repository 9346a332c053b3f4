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
