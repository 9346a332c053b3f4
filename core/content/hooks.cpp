#include "core/content/hooks.h"

#include <algorithm>

#include "core/base/text.h"
#include "core/base/yaml_check.h"
#include "core/content/file_keys.h"

namespace arbiter {

const HookDecl* HookTable::find(const std::string& name, const std::string& type) const {
  for (const auto& h : hooks)
    if (h.name == name && std::find(h.of.begin(), h.of.end(), type) != h.of.end()) return &h;
  return nullptr;
}

const EventDecl* HookTable::event(const std::string& name) const {
  for (const auto& e : events)
    if (e.name == name) return &e;
  return nullptr;
}

std::vector<std::string> HookTable::names_for(const std::string& type) const {
  std::vector<std::string> out;
  for (const auto& h : hooks)
    if (find(h.name, type) == &h) out.push_back(h.name);
  return out;
}

std::vector<std::string> HookTable::event_names() const {
  std::vector<std::string> out;
  for (const auto& e : events) out.push_back(e.name);
  return out;
}

std::string hook_lua_type(const HookDecl& h, const std::string& ctx_class) {
  if (h.kind == "function" && h.params.empty() && h.returns.type.empty()) return "function";
  if (h.kind == "function") {
    std::string s = "fun(";
    for (size_t i = 0; i < h.params.size(); ++i) {
      std::string type = h.params[i].type == "Ctx" ? ctx_class : h.params[i].type;
      s += (i ? ", " : "") + h.params[i].name + ": " + type;
    }
    s += ")";
    if (!h.returns.type.empty()) s += ": " + h.returns.type;
    return s;
  }
  if (h.kind == "events")
    return "table<string, fun(ctx: " + ctx_class +
           ", owner: integer, card: integer, event: table)>";
  return h.kind;
}

namespace {

// A Lua type as the language server reads it: names, `?`, `[]`, `|`, and
// `<`, `>`, `,` and spaces of generic tables. Enough to refuse prose.
bool lua_type_ok(const std::string& t) {
  if (t.empty()) return false;
  for (unsigned char c : t)
    if (!(std::isalnum(c) ||
          std::string("_.?[]|<>, ").find(static_cast<char>(c)) != std::string::npos))
      return false;
  return true;
}

HookParam read_param(const YamlFile& f, const YAML::Node& n, const std::string& what) {
  f.check_keys(n, keys::kHookParam.names(), what);
  HookParam p;
  if (n["name"]) p.name = f.str(n["name"], what + ".name");
  p.type = f.str(n["type"], what + ".type");
  if (!lua_type_ok(p.type))
    throw f.error(n["type"], what + ".type: '" + p.type +
                                 "' is not a Lua type (integer, string, boolean, table, "
                                 "Ctx, with ? for nil and [] for a list)");
  if (n["text"]) p.text = f.str(n["text"], what + ".text");
  return p;
}

std::vector<HookParam> read_params(const YamlFile& f, const YAML::Node& n,
                                   const std::string& what) {
  std::vector<HookParam> out;
  if (!n) return out;
  f.require_list(n, what);
  for (const auto& p : n) {
    out.push_back(read_param(f, p, what));
    if (out.back().name.empty()) throw f.error(p, what + ": each one needs a 'name'");
  }
  return out;
}

void read_hook(const YamlFile& f, const YAML::Node& n, HookTable& out,
               const std::vector<std::string>& types) {
  f.check_keys(n, keys::kHook.names(), "hook");
  HookDecl h;
  h.loc = f.at(n);
  h.name = f.str(n["name"], "name");
  h.kind = f.str(n["kind"], "kind");
  if (std::find(kHookKinds.begin(), kHookKinds.end(), h.kind) == kHookKinds.end())
    throw f.error(n["kind"], "kind: expected one of " + join(kHookKinds) + ", not '" + h.kind +
                                 "'" + did_you_mean(h.kind, kHookKinds));
  h.of = f.str_list(n["of"], "of");
  for (const auto& t : h.of)
    if (std::find(types.begin(), types.end(), t) == types.end())
      throw f.error(n["of"], "of: the game has no definition type '" + t + "'" +
                                 did_you_mean(t, types) + "; its types are " + join(types));
  if (n["required"]) h.required = f.boolean(n["required"], "required");
  if (n["retired"]) h.retired = f.boolean(n["retired"], "retired");
  h.params = read_params(f, n["params"], "params");
  if (!h.params.empty() && h.kind != "function")
    throw f.error(n["params"], "params: only a hook of kind function takes parameters");
  if (n["returns"]) {
    if (h.kind != "function")
      throw f.error(n["returns"], "returns: only a hook of kind function returns a value");
    h.returns = read_param(f, n["returns"], "returns");
  }
  if (n["when"]) h.when = f.str(n["when"], "when");
  if (n["text"]) h.text = f.str(n["text"], "text");
  for (const auto& other : out.hooks)
    for (const auto& t : h.of)
      if (other.name == h.name && out.find(h.name, t) == &other)
        throw f.error(n["name"], "hook '" + h.name + "' of " + t + " is declared twice (first at " +
                                     other.loc.str() + ")");
  out.hooks.push_back(h);
}

}  // namespace

void read_hooks(const YamlFile& f, HookTable& out, const std::vector<std::string>& types) {
  out.declared = true;
  out.files.push_back(f.name());
  const auto& r = f.root();
  if (r.IsNull()) return;
  f.check_keys(r, keys::kHooksFile.names(), "hooks file");
  if (r["hooks"]) {
    f.require_list(r["hooks"], "hooks");
    for (const auto& n : r["hooks"]) read_hook(f, n, out, types);
  }
  if (r["events"]) {
    f.require_list(r["events"], "events");
    for (const auto& n : r["events"]) {
      f.check_keys(n, keys::kEvent.names(), "event");
      EventDecl e;
      e.name = f.str(n["name"], "name");
      if (out.event(e.name)) throw f.error(n["name"], "event '" + e.name + "' is declared twice");
      e.fields = read_params(f, n["fields"], "fields");
      if (n["when"]) e.when = f.str(n["when"], "when");
      out.events.push_back(e);
    }
  }
}

}  // namespace arbiter
