// Arguments from scripts and results back to them, for the engine API's
// methods (core/api/lua_api.h): each reader checks what it reads and throws
// ApiError, saying what was expected, which the bridge (core/api/lua_bridge.h)
// raises as the script's error. Tables are read raw: no script code (a
// metamethod) may run inside an engine function, where it could loop past
// the budget, ask for a decision or raise an error over C++ objects.
#pragma once
extern "C" {
#include <lua.h>
}

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/engine/game_core.h"
#include "core/sandbox/lua_charge.h"

namespace arbiter {

// An engine method refused its arguments or the moment: the script's error.
struct ApiError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// ---- what reading costs ----
// Every reader here charges the instruction budget for what it reads and
// counts what it copies against the memory cap, before it does the work
// (core/lua_charge.h): texts by their length, tables by their elements,
// each nested table each time it is read (so shared subtables count every
// time they are copied). A method that reads a script's tables or texts
// does it through these; tests/unit/test_torture.cpp calls every method
// with huge, deep, shared and cyclic arguments to hold them to it.

// Text of `n` bytes read: charged as a script's string that long is.
inline void read_bytes(lua_State* L, size_t n) {
  if (n >= kChargedString) charge_engine(L, static_cast<double>(string_charge(n)));
}
// The same, for text the engine copies: counted against the memory cap too.
inline void copy_bytes(lua_State* L, size_t n) {
  read_bytes(L, n);
  copying(L, n);  // short ones too: a million references to one string are a million copies
}
// The raw length of the list at stack index `t`, its elements charged (each
// taking `bytes` where the engine copies them) before any is read.
inline lua_Integer list_length(lua_State* L, int t, size_t bytes = 0) {
  auto n = static_cast<lua_Integer>(lua_rawlen(L, t));
  if (n > 0) {
    charge_engine(L, static_cast<double>(n) * kElementCharge);
    copying(L, static_cast<size_t>(n) * bytes);
  }
  return n;
}
// The text at stack index `i` (a string, or a number as `..` writes it),
// copied and charged; "" for anything else.
inline std::string text_at(lua_State* L, int i) {
  if (!lua_isstring(L, i)) return {};
  size_t n = 0;
  const char* s = lua_tolstring(L, i, &n);
  copy_bytes(L, n);
  return std::string(s, n);
}

// ---- whole numbers ----
// Lua's integers are 64 bits, the engine's seats, cards and counts are
// `int`, and a silent cut (2^32 + 1 read as 1) would let a script name a
// card or a seat it never meant: whole numbers are checked before the
// engine narrows or adds them.

// Throws the error a script sees: `what` must be a whole number in lo..hi.
[[noreturn]] void out_of_range(int64_t v, const char* what, int64_t lo, int64_t hi);

// `v` as an int, when it is one.
inline int narrow_int(int64_t v, const char* what) {
  if (v < INT32_MIN || v > INT32_MAX) out_of_range(v, what, INT32_MIN, INT32_MAX);
  return static_cast<int>(v);
}

// `v` when it lies in lo..hi.
inline int64_t in_range(int64_t v, const char* what, int64_t lo, int64_t hi) {
  if (v < lo || v > hi) out_of_range(v, what, lo, hi);
  return v;
}

// a + b, refused where it would pass Lua's largest or smallest integer.
int64_t checked_add(int64_t a, int64_t b, const std::string& what);

// ---- arguments: the one at stack index `i`, `what` naming it in the error ----
inline const State& st(GameCore& g) {
  return g.state();
}

inline int64_t arg_int(lua_State* L, int i, const char* what) {
  int ok = 0;
  lua_Integer v = lua_tointegerx(L, i, &ok);
  if (!ok) throw ApiError(std::string("expected a whole number for ") + what);
  return v;
}

inline std::string arg_str(lua_State* L, int i, const char* what) {
  if (lua_type(L, i) != LUA_TSTRING) throw ApiError(std::string("expected text for ") + what);
  size_t n = 0;
  const char* s = lua_tolstring(L, i, &n);
  copy_bytes(L, n);
  return std::string(s, n);
}

// Text read in place, no copy: valid while the argument stays on the stack.
inline std::string_view arg_view(lua_State* L, int i, const char* what) {
  if (lua_type(L, i) != LUA_TSTRING) throw ApiError(std::string("expected text for ") + what);
  size_t n = 0;
  const char* s = lua_tolstring(L, i, &n);
  read_bytes(L, n);
  return std::string_view(s, n);
}

// A seat, or 0 for the game itself where `allow_game`.
inline int arg_seat(lua_State* L, GameCore& g, int i, bool allow_game = false) {
  int64_t s = arg_int(L, i, "a seat");
  if ((allow_game && s == 0) || (s >= 1 && s <= st(g).seats())) return static_cast<int>(s);
  throw ApiError("no seat " + std::to_string(s));
}

inline int arg_card(lua_State* L, GameCore& g, int i) {
  int64_t c = arg_int(L, i, "a card");
  if (c >= 1 && c <= static_cast<int64_t>(st(g).cards.size())) return static_cast<int>(c);
  throw ApiError("no card " + std::to_string(c));
}

// The zone of an owner (a seat, or 0) and a name, at two stack indices.
int arg_zone(lua_State* L, GameCore& g, int owner_i, int name_i);

// A state value: nil, a boolean, a whole number, text or a list of them.
Value arg_value(lua_State* L, int i, int depth = 0);

// Reads the texts of a list (other values skipped, or read as "" where
// `keep_others`) into `out`, cleared first.
void read_texts(lua_State* L, int i, std::vector<std::string>& out, bool keep_others = false);

// Reads a list of whole numbers into `out` (cleared first).
void read_list(lua_State* L, int i, const char* what, std::vector<int>& out);
std::vector<int> arg_list(lua_State* L, int i, const char* what);

// ---- tables, read raw ----
// A frozen module table keeps its fields in the table its metatable's
// __index names, so that one is read instead. Pushes the table to read and
// returns its index.
inline int raw_view(lua_State* L, int i) {
  i = lua_absindex(L, i);
  if (lua_getmetatable(L, i)) {
    lua_pushliteral(L, "__metatable");
    lua_rawget(L, -2);
    bool frozen = lua_type(L, -1) == LUA_TSTRING && std::strcmp(lua_tostring(L, -1), "frozen") == 0;
    lua_pop(L, 1);
    if (frozen) {
      lua_pushliteral(L, "__index");
      lua_rawget(L, -2);
      lua_remove(L, -2);
      if (lua_istable(L, -1)) return lua_gettop(L);
    }
    lua_pop(L, 1);
  }
  lua_pushvalue(L, i);
  return lua_gettop(L);
}

// Pushes t[name], read raw.
inline int raw_field(lua_State* L, int t, const char* name) {
  lua_pushstring(L, name);
  return lua_rawget(L, t);
}

// ---- results ----
// lua_pushstring would measure the text and look it up by address first.
inline void push_text(lua_State* L, const std::string& s) {
  lua_pushlstring(L, s.data(), s.size());
}

void push_list(lua_State* L, const std::vector<int>& v);
void push_value(lua_State* L, const Value& v);

}  // namespace arbiter
