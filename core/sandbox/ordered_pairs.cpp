// pairs() and next() in an order fixed by the keys alone. Lua walks a table
// in the order of its hash part, and the hash of a string follows a seed
// that Debian's liblua5.4 draws from addresses and the clock in
// lua_newstate (a table's or function's hash is its address): the same
// script walking the same table could meet its keys in another order in
// every process. So scripts get a `pairs` that walks numbers in increasing
// order, then strings bytewise, then false and true, and a `next` that
// answers the key after the one it is given in that order. Other keys
// (tables, functions, the ctx) have no order that is the same in every run:
// walking a table that holds one is an error.
#include "core/sandbox/ordered_pairs.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <new>
#include <vector>

#include "core/sandbox/lua_charge.h"

namespace arbiter {

namespace {

// A key as the order sees it. A string's bytes stay where they are while the
// key is in the table or on the stack.
struct Key {
  int rank = 0;  // 0 a number, 1 a string, 2 a boolean, -1 a key with no fixed order
  bool integer = false;
  lua_Integer i = 0;
  double f = 0;
  const char* s = nullptr;
  size_t len = 0;
  int index = 0;  // its place in the list of keys
};

Key key_at(lua_State* L, int idx) {
  Key k;
  switch (lua_type(L, idx)) {
    case LUA_TNUMBER:
      k.integer = lua_isinteger(L, idx);
      if (k.integer)
        k.i = lua_tointeger(L, idx);
      else
        k.f = lua_tonumber(L, idx);
      break;
    case LUA_TSTRING:
      k.rank = 1;
      k.s = lua_tolstring(L, idx, &k.len);
      break;
    case LUA_TBOOLEAN:
      k.rank = 2;
      k.i = lua_toboolean(L, idx);
      break;
    default:
      k.rank = -1;
  }
  return k;
}

// An integer against a float, exactly (a key is never NaN): -1, 0 or 1.
int compare_mixed(lua_Integer i, double f) {
  if (f >= 9223372036854775808.0) return -1;
  if (f < -9223372036854775808.0) return 1;
  double whole = std::floor(f);
  auto w = static_cast<lua_Integer>(whole);
  if (i != w) return i < w ? -1 : 1;
  return whole < f ? -1 : 0;
}

int compare(const Key& a, const Key& b) {
  if (a.rank != b.rank) return a.rank < b.rank ? -1 : 1;
  if (a.rank == 1) {
    int c = std::memcmp(a.s, b.s, std::min(a.len, b.len));
    if (c != 0) return c < 0 ? -1 : 1;
    return a.len == b.len ? 0 : (a.len < b.len ? -1 : 1);
  }
  if (a.rank == 2) return a.i == b.i ? 0 : (a.i < b.i ? -1 : 1);
  if (a.integer && b.integer) return a.i == b.i ? 0 : (a.i < b.i ? -1 : 1);
  if (a.integer) return compare_mixed(a.i, b.f);
  if (b.integer) return -compare_mixed(b.i, a.f);
  return a.f == b.f ? 0 : (a.f < b.f ? -1 : 1);
}

[[noreturn]] void no_order(lua_State* L, int key, const char* who) {
  luaL_error(L,
             "%s: a table with a key that is a %s has no order that is the same in every run; "
             "key it by numbers or text",
             who, luaL_typename(L, key));
  std::abort();  // luaL_error does not return
}

// The walk pairs() gives: upvalue 1 the table, 2 its keys in order, 3 the
// place reached. Keys cleared since are passed over.
int walk(lua_State* L) {
  lua_Integer at = lua_tointeger(L, lua_upvalueindex(3));
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, lua_upvalueindex(2)));
  while (++at <= n) {
    lua_rawgeti(L, lua_upvalueindex(2), at);
    lua_pushvalue(L, -1);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
      lua_pushinteger(L, at);
      lua_replace(L, lua_upvalueindex(3));
      return 2;
    }
    lua_pop(L, 2);
  }
  lua_pushinteger(L, n);
  lua_replace(L, lua_upvalueindex(3));
  return 0;
}

// Fills `order` (a list with room for every key) with the keys `keys`
// holds, sorted. Allocates nothing in Lua, so no Lua error can pass over the
// vector; false when the vector could not be had.
bool sort_keys(lua_State* L, int keys, int order) try {
  auto n = static_cast<lua_Integer>(lua_rawlen(L, keys));
  std::vector<Key> all;
  all.reserve(static_cast<size_t>(n));
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_rawgeti(L, keys, k);
    Key key = key_at(L, -1);
    key.index = static_cast<int>(k);
    all.push_back(key);
    lua_pop(L, 1);  // the string stays in `keys`
  }
  std::sort(all.begin(), all.end(), [](const Key& a, const Key& b) { return compare(a, b) < 0; });
  for (size_t k = 0; k < all.size(); ++k) {
    lua_rawgeti(L, keys, all[k].index);
    lua_rawseti(L, order, static_cast<lua_Integer>(k + 1));
  }
  return true;
} catch (const std::bad_alloc&) {
  return false;
}

}  // namespace

int ordered_walk(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 1);
  lua_Integer n = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    if (key_at(L, -1).rank < 0) no_order(L, -1, "pairs");
    ++n;
  }
  // Collecting and sorting: a few instructions' worth a key.
  double cost = static_cast<double>(n) * (1 + std::log2(static_cast<double>(n) + 1)) / 4;
  if (cost >= 1) charge(L, cost);
  lua_createtable(L, static_cast<int>(n), 0);  // 2: the keys as met
  lua_createtable(L, static_cast<int>(n), 0);  // 3: in order
  lua_Integer k = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_rawseti(L, 2, ++k);
  }
  if (!sort_keys(L, 2, 3)) luaL_error(L, "pairs: not enough memory to sort the keys");
  lua_remove(L, 2);
  lua_pushinteger(L, 0);
  lua_pushcclosure(L, walk, 3);
  lua_pushvalue(L, 1);  // the generic for's state and first key, as Lua's pairs gives them
  lua_pushnil(L);
  return 3;
}

int ordered_pairs(lua_State* L) {
  if (luaL_getmetafield(L, 1, "__pairs") == LUA_TNIL) return ordered_walk(L);
  lua_pushvalue(L, 1);
  lua_callk(L, 1, 3, 0, [](lua_State*, int, lua_KContext) { return 3; });
  return 3;
}

int ordered_next(lua_State* L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  bool from_start = lua_isnil(L, 2);
  Key after = key_at(L, 2);
  if (!from_start && after.rank < 0) no_order(L, 2, "next");
  lua_pushnil(L);  // 3: the best key so far
  lua_Integer n = 0;
  lua_pushnil(L);
  while (lua_next(L, 1)) {
    lua_pop(L, 1);
    ++n;
    Key k = key_at(L, -1);
    if (k.rank < 0) no_order(L, -1, "next");
    if ((from_start || compare(after, k) < 0) && (lua_isnil(L, 3) || compare(k, key_at(L, 3)) < 0))
      lua_copy(L, -1, 3);
  }
  if (n >= 4) charge(L, static_cast<double>(n) / 4);  // a look at every key
  if (lua_isnil(L, 3)) return 1;
  lua_pushvalue(L, 3);
  lua_rawget(L, 1);
  return 2;
}

}  // namespace arbiter
