#include "core/script.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/lua_api.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

void* limited_alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  auto* a = static_cast<ScriptHost::Alloc*>(ud);
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    a->used -= old;
    std::free(ptr);
    return nullptr;
  }
  if (nsize > old && a->used + (nsize - old) > a->limit) return nullptr;
  void* p = std::realloc(ptr, nsize);
  if (p) a->used = a->used - old + nsize;
  return p;
}

// Trusted set-up run before any content script: the sandbox's own helpers.
const char* kPrelude = R"LUA(
local rawset_, setmetatable_, getmetatable_, type_, next_, error_ = rawset, setmetatable, getmetatable, type, next, error
local FROZEN = "frozen"
local function freeze(t, seen)
  if type_(t) ~= "table" then return t end
  seen = seen or {}
  if seen[t] or getmetatable_(t) == FROZEN then return t end
  seen[t] = true
  local store = {}
  for k, v in next_, t do store[k] = freeze(v, seen) end
  for k in next_, store do rawset_(t, k, nil) end
  setmetatable_(t, {
    __index = store,
    __newindex = function(_, k) error_("module tables are frozen: cannot set '" .. tostring(k) .. "'", 2) end,
    __len = function() return #store end,
    __pairs = function() return next_, store, nil end,
    __metatable = FROZEN,
  })
  return t
end
local function checked_setmetatable(t, mt)
  if type_(mt) == "table" and (rawget(mt, "__gc") ~= nil or rawget(mt, "__mode") ~= nil) then
    error_("setmetatable: __gc and __mode are not allowed in scripts", 2)
  end
  return setmetatable_(t, mt)
end
local function checked_rawset(t, k, v)
  if getmetatable_(t) == FROZEN then error_("module tables are frozen: rawset refused", 2) end
  return rawset_(t, k, v)
end
return freeze, checked_setmetatable, checked_rawset
)LUA";

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void count_hook(lua_State* L, lua_Debug*) {
  auto* host = static_cast<ScriptHost*>(*static_cast<void**>(lua_getextraspace(L)));
  (void)host;
  luaL_error(L, "script ran too long (over the instruction budget) while loading");
}

}  // namespace

int lua_import(lua_State* L);

ScriptHost::ScriptHost(const Content& content, LuaLimits limits) : content_(content), limits_(limits) {
  alloc_.limit = limits_.memory;
  L_ = lua_newstate(limited_alloc, &alloc_);
  if (!L_) throw Error(Verdict::BadContent, "cannot create a Lua state");
  *static_cast<void**>(lua_getextraspace(L_)) = this;
  open_sandbox();
  try {
    lua_sethook(L_, count_hook, LUA_MASKCOUNT, 1000000000);
    game_ref_ = load_module(content_.game_script);
    def_refs_.assign(content_.defs.size(), LUA_NOREF);
    handlers_.assign(content_.defs.size(), {});
    for (size_t d = 0; d < content_.defs.size(); ++d) {
      if (content_.defs[d].script_path.empty()) continue;
      def_refs_[d] = load_module(content_.defs[d].script_path);
      lua_rawgeti(L_, LUA_REGISTRYINDEX, def_refs_[d]);
      if (lua_getfield(L_, -1, "on") == LUA_TTABLE) {
        lua_pushnil(L_);
        while (lua_next(L_, -2)) {
          if (lua_type(L_, -2) == LUA_TSTRING) handlers_[d].push_back(lua_tostring(L_, -2));
          lua_pop(L_, 1);
        }
        std::sort(handlers_[d].begin(), handlers_[d].end());
      }
      lua_pop(L_, 2);
    }
    lua_sethook(L_, nullptr, 0, 0);
  } catch (...) {
    lua_close(L_);
    L_ = nullptr;
    throw;
  }
}

ScriptHost::~ScriptHost() {
  if (L_) lua_close(L_);
}

void ScriptHost::open_sandbox() {
  luaL_requiref(L_, LUA_GNAME, luaopen_base, 1);
  luaL_requiref(L_, LUA_STRLIBNAME, luaopen_string, 1);
  luaL_requiref(L_, LUA_TABLIBNAME, luaopen_table, 1);
  luaL_requiref(L_, LUA_MATHLIBNAME, luaopen_math, 1);
  luaL_requiref(L_, LUA_UTF8LIBNAME, luaopen_utf8, 1);
  lua_pop(L_, 5);
  // Nothing that reaches files, the process, the collector or raw bytecode.
  for (const char* name : {"dofile", "loadfile", "load", "collectgarbage", "print", "require", "rawset"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, name);
  }
  lua_getglobal(L_, "string");
  lua_pushnil(L_);
  lua_setfield(L_, -2, "dump");
  lua_pop(L_, 1);
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
  lua_newtable(L_);                       // env for the prelude
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
  lua_setupvalue(L_, -2, 1);
  if (lua_pcall(L_, 0, 3, 0) != LUA_OK) throw Error(Verdict::BadContent, std::string("prelude: ") + lua_tostring(L_, -1));
  lua_setglobal(L_, "rawset");
  lua_setglobal(L_, "setmetatable");
  lua_setglobal(L_, "freeze");
  lua_pushcfunction(L_, lua_import);
  lua_setglobal(L_, "import");
  register_api(L_);
  // Globals are read-only for scripts, and reading an unknown one is a mistake.
  lua_pushglobaltable(L_);
  lua_newtable(L_);
  lua_pushcfunction(L_, [](lua_State* L) -> int {
    return luaL_error(L, "scripts may not set globals ('%s'): keep values in locals or in the game state",
                      luaL_optstring(L, 2, "?"));
  });
  lua_setfield(L_, -2, "__newindex");
  lua_pushcfunction(L_, [](lua_State* L) -> int {
    return luaL_error(L, "unknown global '%s'", luaL_optstring(L, 2, "?"));
  });
  lua_setfield(L_, -2, "__index");
  lua_pushstring(L_, "locked");
  lua_setfield(L_, -2, "__metatable");
  lua_setmetatable(L_, -2);
  lua_pop(L_, 1);
}

std::string ScriptHost::resolve_import(const std::string& name) const {
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '/')) return "";
  if (name.find("..") != std::string::npos || name.empty() || name[0] == '/') return "";
  if (name.rfind("lib/", 0) == 0) {
    for (const auto& dir : content_.lib_dirs) {
      fs::path p = fs::path(dir) / (name.substr(4) + ".lua");
      if (fs::exists(p)) return p.string();
    }
    return "";
  }
  fs::path p = fs::path(content_.scripts_dir) / (name + ".lua");
  return fs::exists(p) ? p.string() : "";
}

// import("lib/events") or import("rules"): a library module, loaded once.
int lua_import(lua_State* L) {
  auto* host = static_cast<ScriptHost*>(*static_cast<void**>(lua_getextraspace(L)));
  const char* name = luaL_checkstring(L, 1);
  std::string file = host->resolve_import(name);
  if (file.empty()) return luaL_error(L, "import: no script module '%s'", name);
  auto it = host->loaded_.find(file);
  if (it != host->loaded_.end()) {
    if (it->second == LUA_REFNIL) return luaL_error(L, "import: '%s' imports itself (a cycle)", name);
    lua_rawgeti(L, LUA_REGISTRYINDEX, it->second);
    return 1;
  }
  int ref = -1;
  std::string err;
  try {
    ref = host->load_module(file);
  } catch (const Error& e) {
    err = e.what();
  }
  if (ref < 0) {
    lua_pushstring(L, err.c_str());
    return lua_error(L);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  return 1;
}

int ScriptHost::load_module(const std::string& file) {
  auto it = loaded_.find(file);
  if (it != loaded_.end()) return it->second;
  loaded_[file] = LUA_REFNIL;  // loading: a second import is a cycle
  std::string code = read_file(file);
  std::string chunk = "@" + fs::path(file).lexically_relative(fs::path(content_.scripts_dir).parent_path()).string();
  if (luaL_loadbufferx(L_, code.data(), code.size(), chunk.c_str(), "t") != LUA_OK) {
    std::string msg = lua_tostring(L_, -1);
    lua_pop(L_, 1);
    loaded_.erase(file);
    throw Error(Verdict::BadContent, describe_chunk(msg));
  }
  if (lua_pcall(L_, 0, 1, 0) != LUA_OK) {
    std::string msg = lua_isstring(L_, -1) ? lua_tostring(L_, -1) : "error while loading";
    lua_pop(L_, 1);
    loaded_.erase(file);
    throw Error(Verdict::BadContent, describe_chunk(msg));
  }
  if (!lua_istable(L_, -1)) {
    lua_pop(L_, 1);
    loaded_.erase(file);
    throw Error(Verdict::BadContent, file + ": a script must return a table (its module)");
  }
  lua_getglobal(L_, "freeze");
  lua_insert(L_, -2);
  lua_call(L_, 1, 1);
  int ref = luaL_ref(L_, LUA_REGISTRYINDEX);
  loaded_[file] = ref;
  return ref;
}

std::string ScriptHost::describe_chunk(const std::string& message) const {
  std::string out = message;
  std::vector<std::string> owners;
  for (const auto& d : content_.defs) {
    if (d.script.empty()) continue;
    std::string rel = content_.id + "/" + d.script;
    if (message.find(rel + ":") != std::string::npos) owners.push_back(d.name);
  }
  if (!owners.empty()) {
    out += " (script of ";
    for (size_t i = 0; i < owners.size(); ++i) out += (i ? ", " : "") + owners[i];
    out += ")";
  }
  return out;
}

}  // namespace arbiter
