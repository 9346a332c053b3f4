// The ctx API's old names (core/api/lua_api.h, ApiAlias) where a game's or a
// mod's scripts still use them: `arbiter validate` warns about each, with
// the new name, and the scripts keep working.
#pragma once
#include <string>
#include <vector>

namespace arbiter {

// The old forms: methods whose arguments stand in another order than the
// family's, so no alias can stand for them. `log` and `tell` take the
// ruling last; every other call that narrates takes it first (`logf`,
// `tellf`). Each still works; `validate` warns, naming the form to write.
struct OldForm {
  const char* name;  // "log"
  const char* was;   // "ctx:log(text, ruling)"
  const char* now;   // "ctx:logf(ruling, text)"
};
const std::vector<OldForm>& api_old_forms();

// `path:line: warning: ...` for each call of a method by an old name or in an old form
// (`ctx:prop(...)`, `x : stack "..."`) in Lua source `text`; comments and
// strings are passed over.
std::vector<std::string> old_name_warnings(const std::string& path, const std::string& text);

}  // namespace arbiter
