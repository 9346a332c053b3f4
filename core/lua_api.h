// The engine API scripts see: methods on the `ctx` userdata.
#pragma once
#include <string>
#include <vector>

struct lua_State;

namespace arbiter {

class Game;

void register_api(lua_State* L);
// Pushes a new ctx userdata bound to `game`.
void push_ctx(lua_State* L, Game* game);
std::vector<std::string> api_function_names();

}  // namespace arbiter
