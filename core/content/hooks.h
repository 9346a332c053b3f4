// The contract between a game's rules and its cards: the fields (hooks) the
// rules read from the module a definition's script returns, with their
// arguments, results and when they run, declared per game (game.yaml
// `hooks: FILE`). validate checks every module against it; the docs, the
// JSON schemas and the Lua type annotations are generated from it.
#pragma once
#include <string>
#include <vector>

#include "core/base/error.h"

namespace arbiter {

class YamlFile;

// A function's parameter, a result, or a field of an event: a name, a type
// in the Lua language server's notation (`integer`, `table[]?`, `Ctx`) and
// what it is.
struct HookParam {
  std::string name, type, text;
};

struct HookDecl {
  std::string name;
  std::vector<std::string> of;  // definition types whose modules may have it
  std::string kind;             // one of kHookKinds
  bool required = false;        // every module of those types has it
  bool retired = false;         // no longer read; a module written before may keep it
  std::vector<HookParam> params;
  HookParam returns;  // type empty: nothing
  std::string when, text;
  SourceLoc loc;
};

// An event the rules emit to the `on` tables of active cards.
struct EventDecl {
  std::string name;
  std::vector<HookParam> fields;
  std::string when;
};

struct HookTable {
  bool declared = false;  // the game names a hooks file: modules are checked
  std::vector<HookDecl> hooks;
  std::vector<EventDecl> events;
  std::vector<std::string> files;  // the files read, in order

  // The hook a module of `type` may have under `name`, or nullptr.
  const HookDecl* find(const std::string& name, const std::string& type) const;
  const EventDecl* event(const std::string& name) const;
  std::vector<std::string> names_for(const std::string& type) const;
  std::vector<std::string> event_names() const;
};

// What a hook's value is: a function, a flag, a number, a word, a table, or
// `events` (a table of event handlers, `on = {hurt = function ... end}`).
inline const std::vector<std::string> kHookKinds{"function", "boolean", "integer",
                                                 "string",   "table",   "events"};

// The Lua type of a hook as the language server writes it: a function's
// full signature, `boolean`, ..., the handlers' table.
std::string hook_lua_type(const HookDecl& h, const std::string& ctx_class = "Ctx");

// Reads a hooks file into `out` (several files add up: a game's and its
// mods'). `types` are the game's definition types, which `of` must name.
// Throws Error (BadContent) with file:line:column.
void read_hooks(const YamlFile& f, HookTable& out, const std::vector<std::string>& types);

}  // namespace arbiter
