#include "core/checks/old_names.h"

#include <map>

#include "core/api/lua_api.h"
#include "core/checks/script_text.h"

namespace arbiter {

std::vector<std::string> old_name_warnings(const std::string& path, const std::string& text) {
  std::map<std::string, ApiAlias> now;
  for (const auto& a : api_aliases()) now[a.old] = a;
  std::vector<std::string> out;
  LuaLexer lx(text);
  std::string name, receiver;
  int line = 0;
  while (lx.next_method_call(&name, &line, &receiver)) {
    auto it = now.find(name);
    if (it == now.end() || (it->second.plain_word && receiver != "ctx")) continue;
    out.push_back(path + ":" + std::to_string(line) + ": warning: ctx:" + name +
                  " is an old name: write ctx:" + it->second.now + " (the old name still works)");
  }
  return out;
}

}  // namespace arbiter
