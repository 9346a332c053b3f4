// Annotations in the Lua language server's format (`---@class`, `---@param`)
// for the engine API (`ctx`, `import`, `freeze`) and a game's hooks, so an
// editor completes and checks a modder's scripts (`arbiter lua-types`). The
// ctx methods come from the engine's own method table: each method's
// parameters from its signature there, typed by their names, and its results
// from a table beside them; a method missing from either is an error, so a
// new method cannot go unannotated (tests/unit/test_lua_types.cpp).
#pragma once
#include <string>

namespace arbiter {

struct Content;

// The whole file; with a game, a class per definition type with hooks
// (`bang.card`), one for the handlers of `on` and one per event. Throws
// Error (BadContent) for a method whose types are not known.
std::string lua_types(const Content* game);

}  // namespace arbiter
