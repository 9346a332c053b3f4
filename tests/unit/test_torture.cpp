// The torture test: every method of the ctx and every library function the
// sandbox offers, found by walking the engine's own tables (so a method added
// later is covered the day it is written), called in a loop with huge, deep,
// shared and cyclic arguments in each of the shipped games and the fixture
// game. Every loop must end with a result, a decision, or the budget or
// memory error, within a time that the budget's size explains: a function
// that does work in C without charging it (core/lua_charge.h,
// core/api/lua_args.h) runs far past it and fails here.
#include <sys/resource.h>
#include <yaml-cpp/yaml.h>

#include <catch2/catch.hpp>
#include <cctype>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include "core/api/lua_api.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/sandbox/lua_charge.h"
#include "core/sandbox/script.h"

using namespace arbiter;
using Clock = std::chrono::steady_clock;

namespace {

// A low budget keeps each loop short: a charged call past it is refused at
// once, an uncharged one runs thousands of times before the count ends it.
constexpr long long kBudget = 50'000;
// What a loop of kBudget instructions may take, with room for a sanitizer
// build and a busy machine; an uncharged scan of a 1 MiB text in the loop
// takes seconds. A sanitizer's build (CI's, unoptimised) runs about ten
// times slower.
#if defined(__SANITIZE_ADDRESS__)
#define ARBITER_TORTURE_SLOW 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARBITER_TORTURE_SLOW 1
#endif
#endif
#ifdef ARBITER_TORTURE_SLOW
constexpr auto kDeadline = std::chrono::milliseconds(4000);
#else
constexpr auto kDeadline = std::chrono::milliseconds(400);
#endif

// The arguments: a text as long as a script's may be, a list of a million
// entries, 15 levels of 8 references to one table (8^15 values if copied),
// tables that contain themselves, a list of 100,000 references to the long
// text, and 200,000 options with different labels.
const char* kHugeValues = R"LUA(
local big = string.rep("x", 1 << 20)
local list = {}
for i = 1, 1000000 do list[i] = 1 end
local dag = {1, "x"}
for _ = 1, 15 do local t = {} for i = 1, 8 do t[i] = dag end dag = t end
local cycle = {}
for i = 1, 8 do cycle[i] = cycle end
cycle.label, cycle.seat, cycle.options, cycle.suits = big, cycle, cycle, cycle
local shared = {}
for i = 1, 100000 do shared[i] = big end
local options = {}
for i = 1, 200000 do options[i] = {label = "o" .. i, card = 1} end
return {big, list, dag, cycle, shared, options, 1 << 24}
)LUA";
const char* const kValueNames[] = {"a 1 MiB text",
                                   "a million entries",
                                   "a DAG of shared tables",
                                   "cycles",
                                   "100,000 references to a 1 MiB text",
                                   "200,000 options",
                                   "2^24"};

// Runs f(args...) again and again, protected, until something ends it.
const char* kLoop = R"LUA(
local f, args = ...
while true do pcall(f, table.unpack(args, 1, args.n)) end
)LUA";

struct Watch {
  long long count = 0;
  Clock::time_point deadline;
  bool late = false;
};
thread_local Watch* g_watch = nullptr;

// The game's count hook, with a clock beside it that stops a loop that runs
// too long (its error says "over the budget of" so that pcall passes it on).
void watch_hook(lua_State* L, lua_Debug*) {
  g_watch->count += 1000 + take_charges(L);
  if (Clock::now() > g_watch->deadline) {
    g_watch->late = true;
    luaL_error(L, "over the budget of the torture test's time");
  }
  if (g_watch->count > kBudget) luaL_error(L, "over the budget of %d instructions", (int)kBudget);
}

struct Outcome {
  bool ok = false;
  std::string what;
};

// Runs the loop on a fresh thread with the function at `f` and the
// arguments table at `args`.
Outcome run_loop(lua_State* L, int loop, int f, int args) {
  lua_State* co = lua_newthread(L);
  lua_pushvalue(L, loop);
  lua_pushvalue(L, f);
  lua_pushvalue(L, args);
  lua_xmove(L, co, 3);
  Watch w;
  w.deadline = Clock::now() + kDeadline;
  g_watch = &w;
  take_charges(L);
  lua_sethook(co, watch_hook, LUA_MASKCOUNT, 1000);
  int nres = 0;
  auto started = Clock::now();
  int status = lua_resume(co, L, 2, &nres);
  auto took = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
  take_charges(L);
  g_watch = nullptr;
  Outcome o;
  std::string msg =
      status != LUA_OK && status != LUA_YIELD && lua_isstring(co, -1) ? lua_tostring(co, -1) : "";
  bool ended = status == LUA_YIELD || msg.find("over the budget of") != std::string::npos ||
               msg.find("not enough memory") != std::string::npos;
  o.ok = ended && !w.late;
  o.what = (w.late ? "still running after " : "ended after ") + std::to_string(took.count()) +
           " ms: status " + std::to_string(status) + " " + msg.substr(0, 300);
  lua_pop(L, 1);  // the thread
  return o;
}

// A stand-in for a parameter the signature names, so that the calls reach
// the argument after it: a seat or card 1, a zone the game has, a key.
void push_filler(lua_State* L, const std::string& param, const Content& c) {
  if (param.find("zone") != std::string::npos) {
    for (const auto& z : c.zones)
      if (z.per_player) return (void)lua_pushstring(L, z.name.c_str());
    return (void)lua_pushstring(L, c.zones.empty() ? "hand" : c.zones[0].name.c_str());
  }
  if (param.find("seat") != std::string::npos || param.find("card") != std::string::npos ||
      param == "n" || param.find("count") != std::string::npos) {
    lua_pushinteger(L, 1);
    return;
  }
  if (param.find("winners") != std::string::npos || param.find("options") != std::string::npos ||
      param.find("words") != std::string::npos || param.find("cards") != std::string::npos) {
    lua_createtable(L, 1, 0);
    lua_pushinteger(L, 1);
    lua_rawseti(L, -2, 1);
    return;
  }
  lua_pushstring(L, "k");
}

// The parameter names of a signature as docs/lua-api.md writes it:
// "ctx:set(seat_or_0, key, value)" gives seat_or_0, key, value.
std::vector<std::string> params_of(const std::string& doc) {
  std::vector<std::string> out;
  size_t open = doc.find('('), close = doc.find(')');
  if (open == std::string::npos || close == std::string::npos) return out;
  std::string cur;
  for (char ch : doc.substr(open + 1, close - open - 1)) {
    if (ch == ',') {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
    } else if (std::isalnum(static_cast<unsigned char>(ch)) || ch == '_') {
      cur += ch;
    } else if (ch == '=') {
      cur += '=';
    }
  }
  if (!cur.empty()) out.push_back(cur);
  for (auto& p : out) p = p.substr(0, p.find('='));
  return out;
}

struct Case {
  std::string name;
  int fn = 0;  // stack index of the function
  bool method = false;
  std::vector<std::string> params;
};

// The library functions a script can reach: the globals' store and the
// stores of the frozen libraries, read through the metatables that hold them.
void collect_library(lua_State* L, std::vector<std::string>& names) {
  lua_pushglobaltable(L);
  lua_getmetatable(L, -1);
  lua_getfield(L, -1, "__index");
  int store = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, store)) {
    std::string key = lua_tostring(L, -2);
    if (lua_type(L, -1) == LUA_TFUNCTION) {
      names.push_back(key);
    } else if (lua_type(L, -1) == LUA_TTABLE && lua_getmetatable(L, -1)) {
      lua_getfield(L, -1, "__index");
      if (lua_istable(L, -1)) {
        lua_pushnil(L);
        while (lua_next(L, -2)) {
          if (lua_type(L, -1) == LUA_TFUNCTION) names.push_back(key + "." + lua_tostring(L, -2));
          lua_pop(L, 1);
        }
      }
      lua_pop(L, 2);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 3);
}

// Pushes the library function `name` ("pairs", "string.rep").
void push_library(lua_State* L, const std::string& name) {
  lua_pushglobaltable(L);
  size_t dot = name.find('.');
  if (dot == std::string::npos) {
    lua_getfield(L, -1, name.c_str());
  } else {
    lua_getfield(L, -1, name.substr(0, dot).c_str());
    lua_getmetatable(L, -1);
    lua_getfield(L, -1, "__index");
    lua_getfield(L, -1, name.substr(dot + 1).c_str());
    lua_replace(L, -5);
    lua_pop(L, 2);
  }
  lua_remove(L, -2);
}

struct Tortured {
  int cases = 0;
  std::vector<std::string> failures;
};

void torture(const std::string& game, int players, Tortured& t) {
  Content content = load_content({ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"}, game);
  ScriptHost host(content);
  std::vector<std::string> names = {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"};
  names.resize(static_cast<size_t>(players));
  Game g(host, GameConfig{names, 3, {}});
  g.start(YAML::Node(YAML::NodeType::Map), nullptr);
  g.advance();
  REQUIRE(g.decision_spelled().open());
  lua_State* L = host.lua();
  int top = lua_gettop(L);
  REQUIRE(luaL_loadbufferx(L, kHugeValues, std::strlen(kHugeValues), "=huge", "t") == LUA_OK);
  REQUIRE(lua_pcall(L, 0, 1, 0) == LUA_OK);
  int values = lua_gettop(L);
  REQUIRE(luaL_loadbufferx(L, kLoop, std::strlen(kLoop), "=loop", "t") == LUA_OK);
  int loop = lua_gettop(L);
  lua_rawgeti(L, LUA_REGISTRYINDEX, g.ctx_ref());  // the ctx its scripts get
  int ctx = lua_gettop(L);
  lua_pushvalue(L, ctx);
  int ctx_ref = luaL_ref(L, LUA_REGISTRYINDEX);
  host.limit_instructions(kBudget);

  // The ctx's methods, from its metatable: every name bound, aliases too.
  std::vector<Case> cases;
  auto docs = api_function_docs();
  auto api = api_function_names();
  REQUIRE(luaL_getmetafield(L, ctx, "__index") == LUA_TTABLE);
  int methods = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, methods)) {
    Case c;
    c.name = "ctx:" + std::string(lua_tostring(L, -2));
    c.method = true;
    for (size_t i = 0; i < api.size(); ++i)
      if ("ctx:" + api[i] == c.name) c.params = params_of(docs[i]);
    if (c.params.empty()) c.params = {"a", "b", "c", "d"};  // an alias: any arguments
    c.fn = 0;
    cases.push_back(c);
    lua_pop(L, 1);
  }
  CHECK(cases.size() >= api.size());
  std::vector<std::string> library;
  collect_library(L, library);
  CHECK(library.size() > 50);
  for (const auto& name : library) cases.push_back(Case{name, 0, false, {"a", "b", "c"}});

  size_t nvalues = lua_rawlen(L, values);
  for (const auto& c : cases) {
    if (c.method)
      lua_getfield(L, methods, c.name.substr(4).c_str());
    else
      push_library(L, c.name);
    int fn = lua_gettop(L);
    for (size_t v = 1; v <= nvalues; ++v) {
      // The huge value in each place, with stand-ins before it.
      for (size_t at = 0; at < c.params.size() && at < 4; ++at) {
        lua_createtable(L, 6, 1);
        int args = lua_gettop(L);
        int n = 0;
        if (c.method) {
          lua_pushvalue(L, ctx);
          lua_rawseti(L, args, ++n);
        }
        for (size_t k = 0; k < at; ++k) {
          push_filler(L, c.params[k], content);
          lua_rawseti(L, args, ++n);
        }
        lua_rawgeti(L, values, static_cast<lua_Integer>(v));
        lua_rawseti(L, args, ++n);
        if (!c.method) {  // and a second one after it: string.rep(s, n), table.concat(t, sep)
          lua_rawgeti(L, values, static_cast<lua_Integer>(v == nvalues ? 1 : nvalues));
          lua_rawseti(L, args, ++n);
        }
        lua_pushinteger(L, n);
        lua_setfield(L, args, "n");
        Outcome o = run_loop(L, loop, fn, args);
        ++t.cases;
        if (!o.ok)
          t.failures.push_back(game + ": " + c.name + " with " + kValueNames[v - 1] +
                               " as argument " + std::to_string(at + 1) + ": " + o.what);
        lua_pop(L, 1);
        // The memory the Lua state and the engine hold stays under the cap.
        CHECK(host.memory_room() > 0);
      }
    }
    lua_pop(L, 1);
  }
  luaL_unref(L, LUA_REGISTRYINDEX, ctx_ref);
  lua_settop(L, top);
}

}  // namespace

TEST_CASE("torture: every ctx method and library function, with huge arguments, in a loop",
          "[sandbox][torture]") {
  struct GameSize {
    const char* id;
    int players;
  };
  Tortured t;
  for (auto [id, players] : {GameSize{"bang", 5}, GameSize{"thegang", 4}, GameSize{"endgame", 4},
                             GameSize{"duelists", 2}}) {
    INFO("game: " << id);
    torture(id, players, t);
  }
  INFO(t.cases << " loops");
  for (const auto& f : t.failures) UNSCOPED_INFO(f);
  CHECK(t.failures.empty());
  CHECK(t.cases > 1000);
  // The process itself stayed well under a few times the cap.
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  CHECK(ru.ru_maxrss < 1536L * 1024);  // KiB
}
