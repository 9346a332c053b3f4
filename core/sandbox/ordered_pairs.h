// pairs() and next() for scripts, walking a table in an order fixed by its
// keys alone, the same in every process (core/sandbox/ordered_pairs.cpp).
#pragma once

struct lua_State;

namespace arbiter {

// pairs(t): t's __pairs if it has one, else ordered_walk(t).
int ordered_pairs(lua_State* L);
// The walk over t's own keys, whatever its metatable says: numbers in
// increasing order, then text bytewise, then false and true. A key of any
// other type (a table, a function) is an error. Returns iterator, t, nil.
int ordered_walk(lua_State* L);
// next(t, k): the key after k in the same order (the first key when k is
// nil) and its value, or nil after the last.
int ordered_next(lua_State* L);

}  // namespace arbiter
