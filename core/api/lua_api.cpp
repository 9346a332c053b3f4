// The engine API: the ctx userdata scripts call, and the methods bound on
// it. The methods live by noun in core/lua_api_*.cpp, each run through the
// bridge of core/api/lua_bridge.h; their arguments are read as core/api/lua_args.h says.
#include "core/api/lua_api.h"

#include "core/api/lua_bridge.h"

namespace arbiter {

namespace {

const char* kCtx = "arbiter.ctx";

// Calls `f` on every method, in the order the ctx lists them.
template <class F>
void each_method(F f) {
  for (auto methods : {seat_methods(), card_methods(), decision_methods(), narration_methods(),
                       course_methods(), trigger_methods(), poker_methods()})
    for (const auto& e : methods) f(e);
}

const ApiAlias kAliases[] = {
    {"prop", "def_get", false},
    {"card_name", "def_name", false},
    {"card_modifier", "def_modifier", false},
    {"is_over", "over", false},
    {"random_below", "roll", false},
    {"stack", "set_known_top", false},
    // One prefix for what reads a card's definition, one way to count, and
    // `setup_` on what only the deal uses.
    {"text", "def_text", true},
    {"type", "def_type", true},
    {"seats", "seat_count", true},
    {"size", "card_count", true},
    {"did_you_mean", "setup_hint", false},
    {"record_setup", "setup_record", false},
    {"end_setup", "setup_done", false},
};

}  // namespace

std::string changing(lua_State* L) {
  lua_Debug ar;
  std::string name = lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) && ar.name ? ar.name : "?";
  return "ctx:" + name +
         " changes the game: a bot, an invariant or a function giving refusals may only look at it";
}

// The ctx metatable, made the first time a ctx is pushed in this Lua state:
// the sandbox below knows nothing of the engine API, and whoever pushes a
// ctx gets its methods.
static void push_ctx_metatable(lua_State* L) {
  if (!luaL_newmetatable(L, kCtx)) return;
  lua_newtable(L);
  each_method([&](const ApiEntry& e) {
    lua_pushcfunction(L, e.fn);
    lua_setfield(L, -2, e.name);
  });
  for (const auto& a : kAliases) {
    lua_getfield(L, -1, a.now);
    lua_setfield(L, -2, a.old);
  }
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, "engine");
  lua_setfield(L, -2, "__metatable");
  lua_pushcfunction(
      L, [](lua_State* L2) -> int { return luaL_error(L2, "the engine API is read-only"); });
  lua_setfield(L, -2, "__newindex");
}

void push_ctx(lua_State* L, GameCore* game) {
  auto* box = static_cast<CtxBox*>(lua_newuserdatauv(L, sizeof(CtxBox), 0));
  box->game = game;
  box->tag = &kCtxTag;
  push_ctx_metatable(L);
  lua_setmetatable(L, -2);
}

void end_ctx(lua_State* L, int ref) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  auto* box = static_cast<CtxBox*>(lua_touserdata(L, -1));
  if (box) box->game = nullptr;
  lua_pop(L, 1);
}

std::vector<std::string> api_function_names() {
  std::vector<std::string> out;
  each_method([&](const ApiEntry& e) { out.push_back(e.name); });
  return out;
}

std::vector<ApiAlias> api_aliases() {
  return {std::begin(kAliases), std::end(kAliases)};
}

std::vector<std::string> api_function_docs() {
  std::vector<std::string> out;
  each_method([&](const ApiEntry& e) { out.push_back(e.doc); });
  return out;
}

}  // namespace arbiter
