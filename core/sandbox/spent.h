// A run that has spent its instruction budget (counted by the hook, charged
// for work in C, or stopped by the clock's backstop) or met the memory cap is
// marked so in the host, not in its error's text: a script may catch the
// error, replace it (a message handler that overflows the C stack makes Lua
// report "C stack overflow" instead), or ask for a decision right after, and
// the run still ends with that error. The sandbox's pcall and xpcall raise it
// again at once; the engine checks the mark when the run comes back to it.
#pragma once
#include <string>

struct lua_State;

namespace arbiter {

// Marks the run spent with the error at the top of L's stack (a text), left
// where it is; an earlier mark stands.
void mark_spent(lua_State* L);
void mark_spent(lua_State* L, const std::string& message);
// The error a spent run ends with; nullptr while it may go on.
const std::string* spent(lua_State* L);
// A new run begins: nothing is spent yet.
void clear_spent(lua_State* L);
// For the sandbox's pcall and xpcall: `spent()` returns the error the run
// ends with, or nothing.
int lua_spent(lua_State* L);
// The message a run that ended with `message` (a Lua error, or empty when it
// did not fail) must end with: the spent error when the run is marked and
// `message` does not carry it already, else `message`.
std::string spent_error(lua_State* L, const std::string& message);
// After a protected call that left `status` and one value on L's stack: a
// call that spent its budget or met the memory cap failed, whatever the
// script made of the error, and its value is replaced by that error.
int unless_spent(lua_State* L, int status);

}  // namespace arbiter
