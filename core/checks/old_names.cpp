#include "core/checks/old_names.h"

#include <map>

#include "core/api/lua_api.h"
#include "core/checks/script_text.h"

namespace arbiter {

const std::vector<OldForm>& api_old_forms() {
  static const std::vector<OldForm> forms{
      {"log", "ctx:log(text, ruling)", "ctx:logf(ruling, text)"},
      {"tell", "ctx:tell(seat, text, ruling)", "ctx:tellf(seat, ruling, text)"},
  };
  return forms;
}

std::vector<std::string> old_name_warnings(const std::string& path, const std::string& text) {
  std::map<std::string, ApiAlias> now;
  for (const auto& a : api_aliases()) now[a.old] = a;
  std::map<std::string, OldForm> forms;
  for (const auto& f : api_old_forms()) forms.emplace(f.name, f);
  std::vector<std::string> out;
  LuaLexer lx(text);
  std::string name, receiver;
  int line = 0;
  while (lx.next_method_call(&name, &line, &receiver)) {
    std::string at = path + ":" + std::to_string(line) + ": warning: ";
    // `log` is a plain word too (math.log): only a call on ctx is meant.
    auto form = forms.find(name);
    if (form != forms.end() && receiver == "ctx") {
      out.push_back(at + form->second.was + " is an old form: write " + form->second.now +
                    ", the ruling first as in every call that narrates, with a % in the text "
                    "written %% (the old form still works)");
      continue;
    }
    auto it = now.find(name);
    if (it == now.end() || (it->second.plain_word && receiver != "ctx")) continue;
    out.push_back(at + "ctx:" + name + " is an old name: write ctx:" + it->second.now +
                  " (the old name still works)");
  }
  return out;
}

}  // namespace arbiter
