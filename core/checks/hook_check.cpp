#include "core/checks/hook_check.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include <algorithm>

#include "core/base/text.h"
#include "core/content/content.h"
#include "core/sandbox/script.h"

namespace arbiter {

namespace {

// A frozen module keeps its fields in the table its metatable's __index
// names; pushes that table (or the table itself when not frozen).
void push_fields(lua_State* L, int i) {
  i = lua_absindex(L, i);
  if (lua_getmetatable(L, i)) {
    if (lua_getfield(L, -1, "__index") == LUA_TTABLE) {
      lua_remove(L, -2);
      return;
    }
    lua_pop(L, 2);
  }
  lua_pushvalue(L, i);
}

// The kind of the value on top of the stack, in kHookKinds' words.
std::string kind_of(lua_State* L, int i) {
  switch (lua_type(L, i)) {
    case LUA_TFUNCTION:
      return "function";
    case LUA_TBOOLEAN:
      return "boolean";
    case LUA_TNUMBER:
      return lua_isinteger(L, i) ? "integer" : "number";
    case LUA_TSTRING:
      return "string";
    case LUA_TTABLE:
      return "table";
    default:
      return luaL_typename(L, i);
  }
}

std::string a_kind(const std::string& kind) {
  if (kind == "events") return "a table of event handlers";
  if (kind == "integer") return "an integer";
  return "a " + kind;
}

// Where a module is: its script file, and the line of a function of it.
struct Place {
  std::string file;  // the script (or the last wrapper) the module comes from
  std::string what;  // "Beer (card)"
  std::string at(lua_State* L, int value, const std::string& chunk) const {
    if (lua_type(L, value) == LUA_TFUNCTION) {
      lua_Debug ar;
      lua_pushvalue(L, value);
      lua_getinfo(L, ">S", &ar);
      if (ar.linedefined > 0 && ar.source && ar.source[0] == '@' && chunk == ar.source + 1)
        return file + ":" + std::to_string(ar.linedefined);
    }
    return file;
  }
};

class Checker {
 public:
  Checker(ScriptHost& host) : host_(host), L_(host.lua()), h_(host.content().hooks) {}

  std::vector<std::string> run() {
    const Content& c = host_.content();
    for (size_t d = 0; d < c.defs.size(); ++d) check_def(static_cast<int>(d));
    for (size_t t = 0; t < c.triggers.size(); ++t) {
      const TriggerDef& tr = c.triggers[t];
      Place p{tr.script_path, "trigger '" + tr.name + "'"};
      lua_rawgeti(L_, LUA_REGISTRYINDEX, host_.trigger_module(static_cast<int>(t)));
      check_module(p, "", host_.chunk_name(tr.script_path));
      lua_pop(L_, 1);
    }
    return out_;
  }

 private:
  ScriptHost& host_;
  lua_State* L_;
  const HookTable& h_;
  std::vector<std::string> out_;

  std::string game() const { return host_.content().name; }

  void check_def(int d) {
    const CardDef& def = host_.content().defs[d];
    std::vector<std::string> required;
    for (const auto& h : h_.hooks)
      if (h.required && h_.find(h.name, def.type) == &h) required.push_back(h.name);
    int ref = host_.def_module(d);
    if (ref == LUA_NOREF || ref == LUA_REFNIL) {
      if (!required.empty())
        out_.push_back(def.loc.str() + ": " + def.name + " has no script, and every " + def.type +
                       " of " + game() + " needs " + join_and(quoted(required)) +
                       " (its script's module)");
      return;
    }
    std::string file = def.wraps.empty() ? def.script_path : def.wraps.back().path;
    Place p{file, def.name + " (" + def.type + ")"};
    lua_rawgeti(L_, LUA_REGISTRYINDEX, ref);
    check_module(p, def.type, host_.chunk_name(file));
    push_fields(L_, -1);
    for (const auto& name : required) {
      if (lua_getfield(L_, -1, name.c_str()) == LUA_TNIL)
        out_.push_back(file + ": " + p.what + ": the module has no '" + name + "', which every " +
                       def.type + " of " + game() + " needs");
      lua_pop(L_, 1);
    }
    lua_pop(L_, 2);
  }

  static std::vector<std::string> quoted(const std::vector<std::string>& words) {
    std::vector<std::string> out;
    for (const auto& w : words) out.push_back("'" + w + "'");
    return out;
  }

  // The module on top of the stack, of definitions of `type` ("" for a
  // trigger of the game, which has only `on`).
  void check_module(const Place& p, const std::string& type, const std::string& chunk) {
    push_fields(L_, -1);
    int fields = lua_gettop(L_);
    std::vector<std::string> names;
    lua_pushnil(L_);
    while (lua_next(L_, fields)) {
      names.push_back(lua_type(L_, -2) == LUA_TSTRING ? lua_tostring(L_, -2) : "");
      lua_pop(L_, 1);
    }
    std::sort(names.begin(), names.end());  // messages in a fixed order
    for (const auto& name : names) {
      if (name.empty()) {
        out_.push_back(p.file + ": " + p.what + ": a module's fields are names (hooks)");
        continue;
      }
      lua_getfield(L_, fields, name.c_str());
      check_field(p, type, chunk, name, lua_gettop(L_));
      lua_pop(L_, 1);
    }
    lua_pop(L_, 1);
  }

  void check_field(const Place& p, const std::string& type, const std::string& chunk,
                   const std::string& name, int value) {
    static const HookDecl kTriggerOn{"on", {}, "events", false, false, {}, {}, "", "", {}};
    const HookDecl* h = type.empty() ? (name == "on" ? &kTriggerOn : nullptr) : h_.find(name, type);
    std::string at = p.at(L_, value, chunk) + ": " + p.what + ": ";
    if (!h) {
      std::vector<std::string> known =
          type.empty() ? std::vector<std::string>{"on"} : h_.names_for(type);
      std::string also;
      for (const auto& other : h_.hooks)
        if (other.name == name) also = " ('" + name + "' is a hook of " + join(other.of) + ")";
      out_.push_back(at + "'" + name + "' is no hook of " +
                     (type.empty() ? "a trigger" : "a " + type) + " in " + game() + also +
                     did_you_mean(name, known) +
                     "; its hooks: " + (known.empty() ? "none" : join(known)));
      return;
    }
    std::string kind = kind_of(L_, value);
    bool ok = kind == h->kind || (h->kind == "events" && kind == "table") ||
              (h->kind == "table" && kind == "table");
    if (!ok) {
      out_.push_back(at + "'" + name + "' must be " + a_kind(h->kind) + ", not " + a_kind(kind));
      return;
    }
    if (h->kind == "events") check_handlers(p, chunk, value);
  }

  void check_handlers(const Place& p, const std::string& chunk, int on) {
    push_fields(L_, on);
    int t = lua_gettop(L_);
    std::vector<std::string> events = h_.event_names();
    lua_pushnil(L_);
    while (lua_next(L_, t)) {
      std::string at = p.at(L_, lua_gettop(L_), chunk) + ": " + p.what + ": ";
      if (lua_type(L_, -2) != LUA_TSTRING) {
        out_.push_back(at + "`on` is keyed by event names");
      } else {
        std::string ev = lua_tostring(L_, -2);
        if (!h_.event(ev))
          out_.push_back(at + "on." + ev + ": " + game() + " emits no event '" + ev + "'" +
                         did_you_mean(ev, events) +
                         "; its events: " + (events.empty() ? "none" : join(events)));
        else if (lua_type(L_, -1) != LUA_TFUNCTION)
          out_.push_back(at + "on." + ev + " must be a function, not " + a_kind(kind_of(L_, -1)));
      }
      lua_pop(L_, 1);
    }
    lua_pop(L_, 1);
  }
};

}  // namespace

std::vector<std::string> check_hooks(ScriptHost& host) {
  if (!host.content().hooks.declared) return {};
  return Checker(host).run();
}

}  // namespace arbiter
