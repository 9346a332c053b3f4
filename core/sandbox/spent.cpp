#include "core/sandbox/spent.h"

extern "C" {
#include <lua.h>
}

#include "core/sandbox/script.h"

namespace arbiter {

namespace {

ScriptHost::Alloc& alloc_of(lua_State* L) {
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  return *static_cast<ScriptHost::Alloc*>(ud);
}

// What a refused allocation leaves as the run's error: Lua's own text for it.
const std::string kMemory = "not enough memory";

}  // namespace

void mark_spent(lua_State* L) {
  ScriptHost::Alloc& a = alloc_of(L);
  if (!a.spent.empty()) return;
  size_t len = 0;
  const char* text = lua_tolstring(L, -1, &len);
  a.spent.assign(text ? text : "script ran too long", text ? len : 19);
}

void mark_spent(lua_State* L, const std::string& message) {
  ScriptHost::Alloc& a = alloc_of(L);
  if (a.spent.empty()) a.spent = message;
}

const std::string* spent(lua_State* L) {
  ScriptHost::Alloc& a = alloc_of(L);
  if (!a.spent.empty()) return &a.spent;
  // A refusal still waiting for its second try when the script is back in
  // control had none: it was final too.
  return a.refused || a.retry ? &kMemory : nullptr;
}

void clear_spent(lua_State* L) {
  ScriptHost::Alloc& a = alloc_of(L);
  a.spent.clear();
  a.refused = a.retry = false;
}

int lua_spent(lua_State* L) {
  const std::string* s = spent(L);
  if (!s) return 0;
  lua_pushlstring(L, s->data(), s->size());
  return 1;
}

std::string spent_error(lua_State* L, const std::string& message) {
  const std::string* s = spent(L);
  if (!s || (!message.empty() && message.find(*s) != std::string::npos)) return message;
  return *s;
}

int unless_spent(lua_State* L, int status) {
  if (!spent(L)) return status;
  std::string msg =
      spent_error(L, status != LUA_OK && lua_isstring(L, -1) ? lua_tostring(L, -1) : "");
  ScriptHost::Alloc& a = alloc_of(L);
  a.engine++;  // the error's text is never refused at the cap
  lua_pop(L, 1);
  lua_pushlstring(L, msg.data(), msg.size());
  a.engine--;
  return LUA_ERRRUN;
}

}  // namespace arbiter
