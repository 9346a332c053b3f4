#include "core/sandbox/lua_charge.h"

#include <algorithm>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include <cmath>
#include <cstring>
#include <string>

#include "core/sandbox/script.h"
#include "core/sandbox/spent.h"

namespace arbiter {

namespace {

// What a charged function's work grows with.
enum Kind : int {
  kScan,    // the text in argument 1, read once (string.byte, utf8.len, ...)
  kScan2,   // the texts in arguments 1 and 2 read as numbers (arithmetic): a byte each
  kFormat,  // text in argument 1 parsed byte by byte (a pack format, a number): a byte each
  kFind,    // string.find: a pattern, or plain text with argument 4
  kMatch,   // string.match, string.gsub: a pattern over argument 1
  kGmatch,  // string.gmatch: a pattern tried at every position
  kLength,  // the list in argument 1 (table.concat, table.unpack)
  kInsert,  // table.insert with a position: the list shifts
  kRemove,  // table.remove with a position: the list shifts
  kMove,    // table.move: elements f..e
  kSort,    // table.sort: n log n comparisons
};

ScriptHost::Alloc& alloc_of(lua_State* L) {
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  return *static_cast<ScriptHost::Alloc*>(ud);
}

size_t text_size(lua_State* L, int i) {
  size_t n = 0;
  if (lua_type(L, i) == LUA_TSTRING) lua_tolstring(L, i, &n);
  return n;
}

// The list's length as the library will take it (a script's __len included);
// 0 when the argument is no table (the library refuses it).
double list_size(lua_State* L, int i) {
  if (!lua_istable(L, i)) return 0;
  return static_cast<double>(luaL_len(L, i));
}

// A bound on the steps Lua's matcher can take for a pattern over `n` bytes:
// each repetition (`*`, `+`, `-`), balance (`%b`) or back-reference tries up
// to n + 1 lengths for every way the part before it matched, each `?` two,
// and a pattern not anchored with `^` is tried at every position.
double pattern_steps(double n, const char* p, size_t len, bool can_anchor) {
  double per = 1;
  size_t i = 0;
  bool anchored = can_anchor && len > 0 && p[0] == '^';
  if (anchored) i = 1;
  for (; i < len; ++i) {
    char c = p[i];
    if (c == '%' && i + 1 < len) {
      char d = p[++i];
      if (d == 'b') {
        per *= n + 1;
        i += 2;
      } else if (d >= '1' && d <= '9') {
        per *= n + 1;
      }
    } else if (c == '[') {  // a set: its '-' are ranges, not repetitions
      ++i;
      if (i < len && p[i] == '^') ++i;
      if (i < len && p[i] == ']') ++i;
      while (i < len && p[i] != ']') i += p[i] == '%' ? 2 : 1;
    } else if (c == '*' || c == '+' || c == '-') {
      per *= n + 1;
    } else if (c == '?') {
      per *= 2;
    }
    if (per > 1e30) break;
  }
  return anchored ? per : per * (n + 1);
}

double pattern_cost(lua_State* L, bool can_anchor, bool plain) {
  double n = static_cast<double>(text_size(L, 1));
  size_t len = 0;
  const char* p = lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, &len) : nullptr;
  bool special = p && std::strpbrk(p, "^$*+?.([%-") != nullptr;
  if (!p || plain || !special) return n / 16;
  // Most patterns take far fewer steps than the bound: it is charged lightly,
  // and still refuses at once a pattern that could backtrack for ages.
  return n / 16 + pattern_steps(n, p, len, can_anchor) / 64;
}

double cost(lua_State* L, int kind) {
  switch (kind) {
    case kScan:
      return static_cast<double>(text_size(L, 1)) / 16;
    case kFormat:
      return static_cast<double>(text_size(L, 1));
    case kScan2:
      return static_cast<double>(text_size(L, 1) + text_size(L, 2));
    case kFind:
      return pattern_cost(L, true, lua_toboolean(L, 4));
    case kMatch:
      return pattern_cost(L, true, false);
    case kGmatch:
      return pattern_cost(L, false, false);
    case kLength:
      return list_size(L, 1);
    case kInsert:
      return lua_gettop(L) >= 3 ? list_size(L, 1) : 0;
    case kRemove:
      return lua_gettop(L) >= 2 ? list_size(L, 1) : 0;
    case kMove: {
      lua_Integer f = lua_tointeger(L, 2), e = lua_tointeger(L, 3);
      return e >= f ? static_cast<double>(e) - static_cast<double>(f) + 1 : 0;
    }
    case kSort: {
      double n = list_size(L, 1);
      return n > 1 ? n * std::log2(n) : 0;
    }
  }
  return 0;
}

// A charged library function: upvalue 1 is the library's own function,
// upvalue 2 its Kind. The charge comes first, so work past the budget is
// refused before it starts.
int charged(lua_State* L) {
  double c = cost(L, static_cast<int>(lua_tointeger(L, lua_upvalueindex(2))));
  if (c >= 1) charge(L, c);
  return lua_tocfunction(L, lua_upvalueindex(1))(L);
}

struct Charged {
  const char* lib;
  const char* name;
  Kind kind;
};

const Charged kCharged[] = {
    {LUA_STRLIBNAME, "find", kFind},
    {LUA_STRLIBNAME, "match", kMatch},
    {LUA_STRLIBNAME, "gsub", kMatch},
    {LUA_STRLIBNAME, "gmatch", kGmatch},
    {LUA_STRLIBNAME, "byte", kScan},
    {LUA_TABLIBNAME, "concat", kLength},
    {LUA_TABLIBNAME, "unpack", kLength},
    {LUA_TABLIBNAME, "insert", kInsert},
    {LUA_TABLIBNAME, "remove", kRemove},
    {LUA_TABLIBNAME, "move", kMove},
    {LUA_TABLIBNAME, "sort", kSort},
    {LUA_UTF8LIBNAME, "len", kScan},
    {LUA_UTF8LIBNAME, "codepoint", kScan},
    {LUA_UTF8LIBNAME, "offset", kScan},
    // A format is read once, item by item, whatever values it is given.
    {LUA_STRLIBNAME, "pack", kFormat},
    {LUA_STRLIBNAME, "packsize", kFormat},
    {LUA_STRLIBNAME, "unpack", kFormat},
    // Reading a number from text reads all of it.
    {LUA_GNAME, "tonumber", kFormat},
};

// Arithmetic on a string reads it as a number first: the string
// metatable's own metamethods do that, in one instruction.
const char* const kStringArith[] = {"__add", "__sub", "__mul", "__div",
                                    "__mod", "__pow", "__unm", "__idiv"};

void wrap(lua_State* L, int t, const char* name, Kind kind) {
  lua_getfield(L, t, name);
  if (!lua_iscfunction(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  lua_pushinteger(L, kind);
  lua_pushcclosure(L, charged, 2);
  lua_setfield(L, t, name);
}

}  // namespace

void charge(lua_State* L, double instructions) {
  ScriptHost::Alloc& a = alloc_of(L);
  long long budget = a.budget;
  double total = static_cast<double>(a.charged) + instructions;
  a.charged = total > static_cast<double>(budget) ? budget + 1 : static_cast<long long>(total);
  if (a.charged <= budget) return;
  luaL_where(L, 1);
  if (a.loading)
    lua_pushfstring(L, "script ran too long while loading: over the budget of %I instructions",
                    static_cast<lua_Integer>(budget));
  else
    lua_pushfstring(L,
                    "script ran too long: over the budget of %I instructions between two decisions",
                    static_cast<lua_Integer>(budget));
  lua_concat(L, 2);
  mark_spent(L);
  lua_error(L);
}

long long take_charges(lua_State* L) {
  ScriptHost::Alloc& a = alloc_of(L);
  long long c = a.charged;
  a.charged = 0;
  return c;
}

long long pending_charges(lua_State* L) {
  return alloc_of(L).charged;
}

void install_charges(lua_State* L) {
  for (const auto& c : kCharged) {
    lua_getglobal(L, c.lib);
    wrap(L, lua_gettop(L), c.name, c.kind);
    lua_pop(L, 1);
  }
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);
  for (const char* name : kStringArith) wrap(L, lua_gettop(L), name, kScan2);
  lua_pop(L, 2);
}

void charge_engine(lua_State* L, double instructions) {
  ScriptHost::Alloc& a = alloc_of(L);
  double total = static_cast<double>(a.charged) + instructions;
  if (total > static_cast<double>(a.budget)) {
    a.charged = a.budget + 1;
    throw Exhausted{false};
  }
  a.charged = static_cast<long long>(total);
}

void copying(lua_State* L, size_t bytes) {
  ScriptHost::Alloc& a = alloc_of(L);
  a.copied += bytes;
  // What a copy would take is the run's peak too: a fast run that came near
  // the cap this way is played again counted (ScriptHost::near_limits), as
  // a counted run may pass the budget before the cap.
  a.peak = std::max(a.peak, a.used + a.charged_bytes + a.copied);
  if (a.used + a.charged_bytes + a.copied > a.limit) throw Exhausted{true};
}

void begin_engine_call(lua_State* L) {
  alloc_of(L).copied = 0;
}

std::string exhausted_text(lua_State* L, Exhausted e) {
  ScriptHost::Alloc& a = alloc_of(L);
  if (e.memory)
    return "not enough memory: an engine function would copy past the memory cap of " +
           std::to_string(a.limit >> 20) + " MiB (it covers what the engine copies from scripts)";
  return "script ran too long: over the budget of " + std::to_string(a.budget) +
         " instructions between two decisions";
}

int raise_exhausted(lua_State* L, Exhausted e) {
  if (!e.memory) {
    charge(L, 0);  // the charges are past the budget already: raises its error
    return 0;
  }
  luaL_where(L, 1);
  {  // gone before the error unwinds (longjmp skips destructors)
    std::string text = exhausted_text(L, e);
    lua_pushlstring(L, text.data(), text.size());
  }
  lua_concat(L, 2);
  return lua_error(L);
}

}  // namespace arbiter
