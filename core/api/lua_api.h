// The engine API scripts see: methods on the `ctx` userdata.
#pragma once
#include <string>
#include <vector>

struct lua_State;

namespace arbiter {

class GameCore;

// Pushes a new ctx userdata bound to `game`, whose methods work on it.
void push_ctx(lua_State* L, GameCore* game);
// The game of the ctx at registry `ref` is gone: every later call through a
// ctx a script kept (in an upvalue, say) is a script error, never a call
// into freed memory.
void end_ctx(lua_State* L, int ref);
std::vector<std::string> api_function_names();
// Each function's signature and result, in the order of api_function_names():
// `ctx:zone(seat_or_0, name) -> cards, bottom first` (`arbiter lua-types`
// reads them; docs/lua-api.md is written by hand, a test keeps it complete).
std::vector<std::string> api_function_docs();

// A name the ctx API had before its methods were named as one family
// (docs/lua-api.md, "Old names"): bound to the same method as `now`, so a
// script written against it works the same; `arbiter validate` warns.
struct ApiAlias {
  const char* old;
  const char* now;
  // An old name that is a plain word other objects' methods have too
  // (`offer:text(o)`): validate warns of it only where called on `ctx`.
  bool plain_word = false;
};
std::vector<ApiAlias> api_aliases();

struct Refusal;
// Appends the {label, reason} pairs of the list at stack index `i` to `out`;
// what is not such a pair is passed over. Returns an error, or empty.
std::string read_refusals(lua_State* L, int i, std::vector<Refusal>& out);

}  // namespace arbiter
