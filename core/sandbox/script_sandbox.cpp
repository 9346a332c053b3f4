// The sandbox scripts run in: which of Lua's libraries they get and in what
// checked form (the prelude), and globals that scripts can read but never
// write (ScriptHost::open_sandbox, ScriptHost::lock_globals).
#include "core/sandbox/script.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include <cstring>

#include "core/sandbox/lua_charge.h"
#include "core/sandbox/ordered_pairs.h"
#include "core/sandbox/sandbox_globals.h"
#include "core/sandbox/spent.h"

namespace arbiter {

namespace {

// Trusted set-up run before any content script: the sandbox's own helpers.
// It sees the real rawset through its _ENV; scripts get the checked one.
const char* kPrelude = R"LUA(
local rawset_, setmetatable_, getmetatable_, type_, next_, error_ = rawset, setmetatable, getmetatable, type, next, error
local pcall_, xpcall_, select_, tostring_ = pcall, xpcall, select, tostring
local rep_, move_ = string.rep, table.move
local rawmeta = rawmeta  -- a table's metatable itself, whatever its __metatable field says
local spent_ = spent  -- the error a spent run ends with, or nil (core/sandbox/spent.h)
local ordered_walk_ = ordered_walk  -- core/sandbox/ordered_pairs.h
local FROZEN, LOCKED = "frozen", "locked"
-- The metatables freeze made, known by identity: a script can write any
-- __metatable string into a metatable of its own, never put one in this set.
-- Weak keys only let a frozen table that nothing reaches go; what the set
-- answers for a table that is still reachable never depends on the collector.
local FROZEN_MT = setmetatable_({}, {__mode = "k"})

local function frozen(t) return FROZEN_MT[rawmeta(t)] == true end

local function freeze(t, seen)
  if type_(t) ~= "table" then return t end
  seen = seen or {}
  if seen[t] or frozen(t) then return t end
  if rawmeta(t) ~= nil then error_("a module's tables may not have metatables: they could not be frozen", 0) end
  seen[t] = true
  local store = {}
  for k, v in next_, t do store[k] = freeze(v, seen) end
  for k in next_, store do rawset_(t, k, nil) end
  local mt = {
    __index = store,
    __newindex = function(_, k) error_("module tables are frozen: cannot set '" .. tostring_(k) .. "'", 2) end,
    __len = function() return #store end,
    -- pairs() walks the store in the fixed order, through a closure: the
    -- store itself never reaches a script.
    __pairs = function(self) return ordered_walk_(store), self, nil end,
    __metatable = FROZEN,
  }
  FROZEN_MT[mt] = true
  setmetatable_(t, mt)
  return t
end

-- __gc runs code whenever the collector likes, and __mode makes what a table
-- holds depend on it: neither is deterministic. __close runs when a failed
-- run's coroutine is reset, outside any budget. Lua reads these when it
-- needs them, so a metatable in use must not gain one later either.
local function no_gc_or_mode(k)
  if k == "__gc" or k == "__mode" or k == "__close" then
    error_("setmetatable: __gc, __mode and __close are not allowed in scripts", 3)
  end
end
local GUARD = {
  __newindex = function(t, k, v) no_gc_or_mode(k) rawset_(t, k, v) end,
  __metatable = LOCKED,
}
local function checked_setmetatable(t, mt)
  if type_(mt) == "table" then
    local meta = rawmeta(mt)
    -- Checked before: a guarded metatable cannot gain those keys (its
    -- __newindex and checked_rawset refuse them), so a metatable set again
    -- and again (an offer's, at every decision) costs one look.
    if meta == GUARD then return setmetatable_(t, mt) end
    if rawget(mt, "__gc") ~= nil then no_gc_or_mode("__gc") end
    if rawget(mt, "__mode") ~= nil then no_gc_or_mode("__mode") end
    if rawget(mt, "__close") ~= nil then no_gc_or_mode("__close") end
    -- By identity: a metatable whose own metatable merely says "locked" or
    -- "frozen" could still gain __close or __mode later.
    if meta == nil then setmetatable_(mt, GUARD)
    elseif meta ~= GUARD and not FROZEN_MT[meta] then
      error_("setmetatable: a metatable may not have a metatable of its own", 2)
    end
  end
  return setmetatable_(t, mt)
end
local function checked_rawset(t, k, v)
  if type_(t) ~= "table" then error_("rawset: expected a table, not " .. type_(t), 2) end
  local meta = rawmeta(t)
  if FROZEN_MT[meta] then error_("module tables are frozen: rawset refused", 2) end
  if meta == GUARD and type_(k) == "string" and k:sub(1, 2) == "__" then no_gc_or_mode(k) end
  if t == _G then error_("scripts may not set globals, not even with rawset", 2) end
  return rawset_(t, k, v)
end

-- The instruction budget and the memory cap end the game: a script may not
-- catch their errors and carry on. The host marks them (spent() gives the
-- error the run ends with), whatever became of the error on its way here.
local function rethrow(ok, ...)
  local e = spent_()
  if e then error_(e, 0) end
  return ok, ...
end
local function checked_pcall(f, ...) return rethrow(pcall_(f, ...)) end
local function checked_xpcall(f, handler, ...)
  return rethrow(xpcall_(f, function(e)
    local s = spent_()
    if s then return s end
    return handler(e)
  end, ...))
end

-- Library functions that could loop in C, where the budget does not count.
local function checked_rep(s, n, sep)
  if type_(s) == "string" and #s == 0 and (sep == nil or sep == "") then return "" end
  return rep_(s, n, sep)
end
local MOVE_MAX = 1 << 24
local function checked_move(a1, f, e, t, a2)
  if type_(f) == "number" and type_(e) == "number" and e - f >= MOVE_MAX then
    error_("table.move: at most " .. MOVE_MAX .. " elements at once", 2)
  end
  return move_(a1, f, e, t, a2)
end
rawset_(string, "rep", checked_rep)
rawset_(table, "move", checked_move)
for _, lib in next_, {string, table, math, utf8} do freeze(lib) end

return freeze, checked_setmetatable, checked_rawset, checked_pcall, checked_xpcall
)LUA";

}  // namespace

const SandboxGlobals& sandbox_globals() {
  static const SandboxGlobals g{
      {"_G",           "_VERSION", "assert",   "error",  "getmetatable", "ipairs", "next",
       "pairs",        "pcall",    "rawequal", "rawget", "rawlen",       "rawset", "select",
       "setmetatable", "tonumber", "tostring", "type",   "xpcall",       "import", "freeze"},
      {{"string",
        {"byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack",
         "packsize", "rep", "reverse", "sub", "unpack", "upper"}},
       {"table", {"concat", "insert", "move", "pack", "remove", "sort", "unpack"}},
       // Debian's Lua 5.4 keeps 5.2's math functions (LUA_COMPAT_MATHLIB).
       {"math",
        {"abs",        "acos",  "asin",       "atan",      "atan2", "ceil",  "cos", "cosh",  "deg",
         "exp",        "floor", "fmod",       "frexp",     "huge",  "ldexp", "log", "log10", "max",
         "maxinteger", "min",   "mininteger", "modf",      "pi",    "pow",   "rad", "sin",   "sinh",
         "sqrt",       "tan",   "tanh",       "tointeger", "type",  "ult"}},
       {"utf8", {"char", "charpattern", "codepoint", "codes", "len", "offset"}}}};
  return g;
}

void ScriptHost::open_sandbox() {
  luaL_requiref(L_, LUA_GNAME, luaopen_base, 1);
  luaL_requiref(L_, LUA_STRLIBNAME, luaopen_string, 1);
  luaL_requiref(L_, LUA_TABLIBNAME, luaopen_table, 1);
  luaL_requiref(L_, LUA_MATHLIBNAME, luaopen_math, 1);
  luaL_requiref(L_, LUA_UTF8LIBNAME, luaopen_utf8, 1);
  lua_pop(L_, 5);
  // Nothing that reaches files, the process, the collector or raw bytecode.
  for (const char* name :
       {"dofile", "loadfile", "load", "collectgarbage", "print", "warn", "require", "rawset"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, name);
  }
  lua_getglobal(L_, "string");
  lua_pushnil(L_);
  lua_setfield(L_, -2, "dump");
  lua_pop(L_, 1);
  install_charges(L_);
  lua_getglobal(L_, "math");
  for (const char* name : {"random", "randomseed"}) {
    lua_pushnil(L_);
    lua_setfield(L_, -2, name);
  }
  lua_pop(L_, 1);
  // Lock the string metatable: getmetatable("") answers "locked".
  lua_pushstring(L_, "");
  lua_getmetatable(L_, -1);
  lua_pushstring(L_, "locked");
  lua_setfield(L_, -2, "__metatable");
  lua_pop(L_, 2);
  if (luaL_loadbufferx(L_, kPrelude, std::strlen(kPrelude), "=prelude", "t") != LUA_OK)
    throw Error(Verdict::BadContent, std::string("prelude: ") + lua_tostring(L_, -1));
  // The prelude needs rawset; give it a private one through its upvalue _ENV.
  lua_newtable(L_);  // env for the prelude
  lua_pushglobaltable(L_);
  lua_pushnil(L_);
  while (lua_next(L_, -2)) {
    lua_pushvalue(L_, -2);
    lua_insert(L_, -2);
    lua_settable(L_, -5);
  }
  lua_pop(L_, 1);
  lua_pushcfunction(L_, [](lua_State* L) -> int {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 3);
    lua_rawset(L, 1);
    return 1;
  });
  lua_setfield(L_, -2, "rawset");
  lua_pushcfunction(L_, [](lua_State* L) -> int {
    if (!lua_getmetatable(L, 1)) lua_pushnil(L);
    return 1;
  });
  lua_setfield(L_, -2, "rawmeta");
  lua_pushcfunction(L_, lua_spent);
  lua_setfield(L_, -2, "spent");
  lua_pushcfunction(L_, ordered_walk);
  lua_setfield(L_, -2, "ordered_walk");
  lua_setupvalue(L_, -2, 1);
  if (lua_pcall(L_, 0, 5, 0) != LUA_OK)
    throw Error(Verdict::BadContent, std::string("prelude: ") + lua_tostring(L_, -1));
  lua_setglobal(L_, "xpcall");
  lua_setglobal(L_, "pcall");
  lua_setglobal(L_, "rawset");
  lua_setglobal(L_, "setmetatable");
  lua_setglobal(L_, "freeze");
  // Walks in an order that is the same in every process (Lua's own follow
  // the hash seed it draws at lua_newstate).
  lua_pushcfunction(L_, ordered_pairs);
  lua_setglobal(L_, "pairs");
  lua_pushcfunction(L_, ordered_next);
  lua_setglobal(L_, "next");
  add_sandbox_globals();
  lock_globals();
}

// Globals are read-only for scripts, the ones there as well as new ones, and
// reading an unknown one is a mistake. Lua calls __newindex only for a key a
// table lacks, so the globals move to a store that scripts never reach: the
// global table stays empty, reads go through its __index (a table, which the
// VM follows without a call), and every write meets __newindex.
void ScriptHost::lock_globals() {
  lua_pushglobaltable(L_);
  int g = lua_gettop(L_);
  lua_newtable(L_);
  int store = lua_gettop(L_);
  lua_pushnil(L_);
  while (lua_next(L_, g)) {
    lua_pushvalue(L_, -2);
    lua_insert(L_, -2);
    lua_rawset(L_, store);
  }
  lua_pushnil(L_);
  while (lua_next(L_, store)) {
    lua_pop(L_, 1);
    lua_pushvalue(L_, -1);
    lua_pushnil(L_);
    lua_rawset(L_, g);
  }
  lua_newtable(L_);  // the store's metatable
  lua_pushcfunction(L_, [](lua_State* L) -> int {
    return luaL_error(L, "unknown global '%s'", luaL_optstring(L, 2, "?"));
  });
  lua_setfield(L_, -2, "__index");
  lua_pushstring(L_, "locked");
  lua_setfield(L_, -2, "__metatable");
  lua_setmetatable(L_, store);
  lua_newtable(L_);  // the global table's
  lua_pushvalue(L_, store);
  lua_setfield(L_, -2, "__index");
  lua_pushcfunction(L_, [](lua_State* L) -> int {
    return luaL_error(
        L, "scripts may not set globals ('%s'): keep values in locals or in the game state",
        luaL_optstring(L, 2, "?"));
  });
  lua_setfield(L_, -2, "__newindex");
  lua_pushstring(L_, "locked");
  lua_setfield(L_, -2, "__metatable");
  lua_setmetatable(L_, g);
  lua_settop(L_, g - 1);
}

}  // namespace arbiter
