#include "core/checks/lua_types.h"

#include <algorithm>
#include <map>
#include <sstream>

#include "core/api/lua_api.h"
#include "core/base/text.h"
#include "core/checks/old_names.h"
#include "core/content/content.h"

namespace arbiter {

namespace {

// The type of a parameter, by the name the method table gives it.
const std::map<std::string, std::string> kParamTypes{
    {"seat", "integer"},
    {"seat_or_0", "integer"},
    {"from", "integer"},
    {"to", "integer"},
    {"without", "{seats: integer[], zones?: string[]}"},
    {"alive", "boolean"},
    {"name", "string"},
    {"key", "string"},
    {"value", "any"},
    {"delta", "integer"},
    {"card", "integer"},
    {"type", "string"},
    {"text", "string"},
    {"zone", "string"},
    {"where", "\"bottom\""},
    {"pinned", "boolean"},
    {"n", "integer"},
    {"cards", "integer[]"},
    {"spec", "table"},
    {"options", "(table|string)[]"},
    {"refusals", "table[]|fun(): table[]"},
    {"prompt", "string"},
    {"purpose", "string"},
    {"ruling", "string|nil"},
    {"format", "string"},
    {"...", "string|integer"},
    {"winners", "integer[]"},
    {"path", "string"},
    {"message", "string"},
    {"sub", "string"},
    {"event", "string"},
    {"word", "string"},
    {"words", "string[]"},
    {"pocket", "integer[]"},
    {"board", "integer[]"},
    {"pool", "integer[]|string"},
    {"sample", "integer"},
};

// What each method returns, in order (empty: nothing).
const std::map<std::string, std::vector<std::string>> kReturns{
    {"seat_count", {"integer"}},
    {"name", {"string"}},
    {"seat", {"integer?"}},
    {"alive", {"boolean"}},
    {"set_alive", {}},
    {"living", {"integer[]"}},
    {"next_living", {"integer"}},
    {"living_count", {"integer"}},
    {"get", {"any"}},
    {"set", {}},
    {"add", {"integer"}},
    {"card_get", {"any"}},
    {"card_set", {}},
    {"def_name", {"string"}},
    {"label", {"string"}},
    {"suit", {"string?"}},
    {"rank", {"integer?"}},
    {"def_type", {"string"}},
    {"def_get", {"any"}},
    {"def_modifier", {"integer"}},
    {"def_text", {"string"}},
    {"script", {"table?"}},
    {"where", {"string", "integer"}},
    {"cards_of", {"integer[]"}},
    {"find", {"integer?", "string?"}},
    {"zone", {"integer[]"}},
    {"card_count", {"integer"}},
    {"top", {"integer?"}},
    {"move", {}},
    {"shuffle", {}},
    {"set_known_top", {}},
    {"draw", {"integer?"}},
    {"random_pick", {"integer"}},
    {"roll", {"integer"}},
    {"distance", {"integer"}},
    {"reach", {"integer"}},
    {"reach_card", {"integer?"}},
    {"distance_why", {"string", "boolean"}},
    {"modifier", {"integer"}},
    {"judgement_count", {"integer"}},
    {"passes", {"boolean"}},
    {"choose", {"integer", "integer", "string"}},
    {"choose_any", {"integer", "integer", "string"}},
    {"log", {}},
    {"tell", {}},
    {"logf", {}},
    {"tellf", {}},
    {"narrating", {"boolean"}},
    {"set_turn", {}},
    {"turn", {"integer"}},
    {"finish", {}},
    {"over", {"boolean"}},
    {"option", {"string"}},
    {"rule", {"any"}},
    {"setup_error", {}},
    {"setup_hint", {"string"}},
    {"setup_record", {}},
    {"setup_done", {}},
    {"settled", {}},
    {"checkpoint", {}},
    {"resuming", {"boolean"}},
    {"handlers", {"table[]"}},
    {"hand_value", {"integer?", "string?", "string?"}},
    {"hand_rankings", {"string[]"}},
    {"hand_versus", {"integer", "integer", "integer"}},
};

struct Param {
  std::string name, type;
  bool optional = false;
};

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" "), b = s.find_last_not_of(" ");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The parameters of `ctx:name(a, b [, c])` as the method table writes
// them: brackets make the rest optional, `{...}` is a table, `'bottom'` a
// word, `delta=1` a default. Throws when a name has no known type.
std::vector<Param> params_of(const std::string& method, const std::string& doc) {
  std::vector<Param> out;
  size_t open = doc.find('('), close = std::string::npos;
  for (size_t i = open, depth = 0; open != std::string::npos && i < doc.size(); ++i) {
    if (doc[i] == '(') ++depth;
    if (doc[i] == ')' && --depth == 0) {
      close = i;
      break;
    }
  }
  if (close == std::string::npos) return out;
  std::string inside = doc.substr(open + 1, close - open - 1);
  int braces = 0, optional = 0;
  std::string word;
  auto flush = [&] {
    std::string w = trim(word);
    word.clear();
    if (w.empty()) return;
    Param p;
    p.optional = optional > 0;
    if (w[0] == '{')
      p.name = "spec";
    else if (w[0] == '\'')
      p.name = "where";
    else if (w == "boolean")
      p.name = "alive";
    else
      p.name = w.substr(0, w.find('='));
    auto t = kParamTypes.find(p.name);
    if (t == kParamTypes.end())
      throw Error(Verdict::BadContent,
                  "lua-types: ctx:" + method + " has a parameter '" + p.name +
                      "' of no known type (core/checks/lua_types.cpp kParamTypes)");
    p.type = t->second;
    out.push_back(p);
  };
  for (char ch : inside) {
    if (ch == '{') ++braces;
    if (ch == '}') --braces;
    if (braces == 0 && (ch == '[' || ch == ']' || ch == ',')) {
      flush();
      if (ch == '[') ++optional;
      if (ch == ']') --optional;
      continue;
    }
    word += ch;
  }
  flush();
  return out;
}

void print_api(std::ostream& out) {
  out << "---@class Ctx the engine, passed to every function it calls (docs/lua-api.md)\n"
         "local Ctx = {}\n\n";
  auto names = api_function_names();
  auto docs = api_function_docs();
  // Method `name`, documented by `doc`, printed as `as` (an old name, deprecated, when it differs).
  auto method = [&](const std::string& name, const std::string& doc, const std::string& as) {
    auto ret = kReturns.find(name);
    if (ret == kReturns.end())
      throw Error(
          Verdict::BadContent,
          "lua-types: ctx:" + name + " has no known results (core/checks/lua_types.cpp kReturns)");
    out << "--- " << doc << "\n";
    if (as != name) out << "---@deprecated the old name of ctx:" << name << "\n";
    for (const auto& f : api_old_forms())
      if (as == f.name) out << "---@deprecated the old form: write " << f.now << "\n";
    std::string args;
    for (const auto& p : params_of(name, doc)) {
      out << "---@param " << p.name << (p.optional ? "? " : " ") << p.type << "\n";
      args += (args.empty() ? "" : ", ") + p.name;
    }
    for (const auto& r : ret->second) out << "---@return " << r << "\n";
    out << "function Ctx:" << as << "(" << args << ") end\n\n";
  };
  for (size_t i = 0; i < names.size(); ++i) method(names[i], docs[i], names[i]);
  for (const auto& a : api_aliases()) {
    auto i = std::find(names.begin(), names.end(), a.now) - names.begin();
    method(a.now, docs[i], a.old);
  }
  out << "--- loads scripts/lib/NAME.lua for `lib/NAME`, otherwise scripts/<game>/NAME.lua; "
         "once, frozen\n"
         "---@param name string\n---@return table\nfunction import(name) end\n\n"
         "--- makes a table read-only (the engine does this to modules)\n"
         "---@generic T\n---@param t T\n---@return T\nfunction freeze(t) end\n\n"
         "---@class Offer the options of one decision, made of their parts "
         "(scripts/lib/offer.lua)\n"
         "---@field view table what the game worked out once for the decision\n"
         "---@field refusing boolean whether the refusals will be read\n"
         "local Offer = {}\n\n"
         "--- adds an option made of its parts; its label comes from the game's label "
         "function unless given\n"
         "---@param option table\n---@return table\nfunction Offer:option(option) end\n\n"
         "--- refuses a move (its parts or its text), saying why; `why` may be a function, "
         "called only when read\n"
         "---@param move table|string\n---@param why string|fun(): string\n"
         "function Offer:refuse(move, why) end\n\n"
         "--- the text an option with these parts would have\n"
         "---@param option table\n---@return string\nfunction Offer:text(option) end\n";
}

// Text from a game or a mod, on one comment line.
std::string one_line(const std::string& s) {
  return printable(s);
}

// One class per definition type (`bang.card`), one per event (`bang.hurt`).
void print_hooks(std::ostream& out, const Content& c) {
  std::vector<std::string> types;
  for (const auto& t : c.types)
    if (!c.hooks.names_for(t).empty()) types.push_back(t);
  for (const auto& t : types) {
    out << "\n---@class " << c.id << "." << t << " the module of a " << t << "'s script in "
        << one_line(c.name) << " (`---@type " << c.id << "." << t << "` above its `return`)\n";
    for (const auto& h : c.hooks.hooks) {
      if (c.hooks.find(h.name, t) != &h) continue;
      std::string text = h.when.empty() ? h.text : "called " + h.when;
      out << "---@field " << h.name << (h.required ? " " : "? ")
          << (h.kind == "events" ? c.id + ".handlers" : hook_lua_type(h)) << " " << one_line(text)
          << "\n";
    }
  }
  if (c.hooks.events.empty()) return;
  out << "\n---@class " << c.id << ".handlers the events " << one_line(c.name)
      << " emits: `on = {event = function(ctx, owner, card, event) ... end}`\n";
  for (const auto& e : c.hooks.events)
    out << "---@field " << e.name
        << "? fun(ctx: Ctx, owner: integer, card: integer, event: " << c.id << ".event." << e.name
        << ") " << one_line(e.when) << "\n";
  for (const auto& e : c.hooks.events) {
    out << "\n---@class " << c.id << ".event." << e.name << " " << one_line(e.when) << "\n";
    for (const auto& f : e.fields)
      out << "---@field " << f.name << " " << f.type << " " << one_line(f.text) << "\n";
  }
}

}  // namespace

std::string lua_types(const Content* game) {
  std::ostringstream out;
  out << "---@meta\n-- Generated by `arbiter lua-types" << (game ? " " + game->id : "")
      << "`: annotations for the Lua language server. Do not edit; generate again.\n\n";
  print_api(out);
  if (game) print_hooks(out, *game);
  return out.str();
}

}  // namespace arbiter
