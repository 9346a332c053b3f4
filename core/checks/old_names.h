// The ctx API's old names (core/api/lua_api.h, ApiAlias) where a game's or a
// mod's scripts still use them: `arbiter validate` warns about each, with
// the new name, and the scripts keep working.
#pragma once
#include <string>
#include <vector>

namespace arbiter {

// `path:line: warning: ...` for each call of a method by an old name
// (`ctx:prop(...)`, `x : stack "..."`) in Lua source `text`; comments and
// strings are passed over.
std::vector<std::string> old_name_warnings(const std::string& path, const std::string& text);

}  // namespace arbiter
