// The bridge between the engine API's methods and Lua: each method is a
// plain C++ body `int (lua_State*, GameCore&)` that reads its arguments, throws
// ApiError (or any exception) on a mistake, and returns its number of
// results. `call` runs it, turning an exception into a Lua error only after
// every C++ object of the body is gone (Lua errors unwind with longjmp).
// Each file of methods (core/lua_api_*.cpp) lists its own in a table of
// ApiEntry; core/api/lua_api.cpp binds them all on the ctx.
#pragma once
extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include <cstdio>
#include <span>
#include <string>

#include "core/api/lua_args.h"
#include "core/engine/game_core.h"
#include "core/sandbox/lua_charge.h"
#include "core/sandbox/script.h"

namespace arbiter {

// The ctx userdata carries a tag beside the game: checking it is a pointer
// compare, where luaL_testudata looks the metatable up by name on every call.
// Scripts cannot make full userdata, so only push_ctx makes one this size.
struct CtxBox {
  GameCore* game;  // null once the game is gone (end_ctx): a script may have kept its ctx
  const void* tag;
};
inline constexpr char kCtxTag = 0;

inline GameCore& game_of(lua_State* L) {
  auto* box = static_cast<CtxBox*>(lua_touserdata(L, 1));
  if (!box || lua_type(L, 1) != LUA_TUSERDATA || lua_rawlen(L, 1) != sizeof(CtxBox) ||
      box->tag != &kCtxTag)
    throw ApiError("engine functions are called as ctx:name(...)");
  if (!box->game)
    throw ApiError(
        "this ctx belongs to a game that has ended: keep no ctx beyond the call that gave it");
  return *box->game;
}

// A body returns its number of results, or one of these.
constexpr int kRefused = -1;  // the setup is refused (ctx:setup_error): raise it
constexpr int kYield = -2;    // a decision is open (ctx:choose): suspend the script

// Where a suspended script resumes: with the seat, index and label chosen.
int resume_choice(lua_State* L, int status, lua_KContext ctx);

// The error for an engine function that changes the game, refused to a
// script that may only look: a bot, an invariant or a function giving a
// decision's refusals. Their name comes from the call, only when refused.
std::string changing(lua_State* L);

using Body = int (*)(lua_State*, GameCore&);

// Instructions an engine function's error costs (formatting and placing it).
constexpr double kErrorCharge = 200;

// Every engine function runs its body here. A Lua error unwinds with longjmp,
// so the body's C++ objects (and the caught exception) must be gone before it
// is raised: the message waits in a plain buffer. While the body runs, its
// allocations may pass the memory cap (see ScriptHost::Alloc); what it copies
// out of Lua is charged and counted against the cap by the readers of
// core/lua_args.h, which throw Exhausted when either runs out.
template <Body F, bool Changes = false>
int call(lua_State* L) {
  // Filled only on failure: clearing 1 KiB on every call cost more than most bodies.
  char msg[1024];
  bool thrown = false;
  int r = kRefused;
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  auto* alloc = static_cast<ScriptHost::Alloc*>(ud);
  if (alloc->engine++ == 0) alloc->copied = 0;
  int exhausted = 0;  // 1: the budget, 2: the memory cap (the readers' charges, core/lua_charge.h)
  try {
    if (!lua_checkstack(L, 40)) throw ApiError("the Lua stack is full");
    GameCore& g = game_of(L);
    if (Changes && g.looking()) throw ApiError(changing(L));
    r = F(L, g);
  } catch (const Exhausted& e) {
    exhausted = e.memory ? 2 : 1;
  } catch (const std::exception& e) {
    std::snprintf(msg, sizeof msg, "%s", e.what());
    thrown = true;
    r = kRefused;
  } catch (...) {
    std::snprintf(msg, sizeof msg, "an engine function failed");
    thrown = true;
    r = kRefused;
  }
  alloc->engine--;
  if (exhausted) return raise_exhausted(L, Exhausted{exhausted == 2});
  if (r == kYield) return lua_yieldk(L, 0, 0, resume_choice);
  if (r < 0) {
    // Making the message is work of its own: a script that calls an engine
    // function wrongly again and again, under pcall, pays for each.
    charge(L, kErrorCharge);
    if (!thrown) std::snprintf(msg, sizeof msg, "%s", "the setup is refused");
    luaL_where(L, 1);
    lua_pushstring(L, msg);
    lua_concat(L, 2);
    return lua_error(L);
  }
  return r;
}

// One method of the ctx: its name, its bridge, and its signature and
// results as docs/lua-api.md writes them (`arbiter lua-types` reads them).
struct ApiEntry {
  const char* name;
  lua_CFunction fn;
  const char* doc;
};

// A method that only looks, one that changes the game (refused to a script
// that may only look), and each bound under another name than its body's.
// clang-format off
#define ARBITER_LOOKS(n, d) ApiEntry{#n, call<n>, d}
#define ARBITER_CHANGES(n, d) ApiEntry{#n, call<n, true>, d}
#define ARBITER_LOOKS_AS(n, f, d) ApiEntry{n, call<f>, d}
#define ARBITER_CHANGES_AS(n, f, d) ApiEntry{n, call<f, true>, d}
// clang-format on

// The methods of each file, in the order the ctx lists them.
std::span<const ApiEntry> seat_methods();       // seats, values (lua_api_seats.cpp)
std::span<const ApiEntry> card_methods();       // cards, zones, distance, judgement
std::span<const ApiEntry> decision_methods();   // choose, choose_any
std::span<const ApiEntry> narration_methods();  // log, tell, logf, tellf
std::span<const ApiEntry> course_methods();     // turns, the end, setup
std::span<const ApiEntry> trigger_methods();    // handlers
std::span<const ApiEntry> poker_methods();      // poker hands

}  // namespace arbiter
