#include "core/sandbox/script.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/sandbox/lua_charge.h"
#include "core/sandbox/spent.h"
#include "core/sandbox/watchdog.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

void* limited_alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  auto* a = static_cast<ScriptHost::Alloc*>(ud);
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    a->used -= old;
    a->pool.release(ptr, old);
    return nullptr;
  }
  // Lua's second try after a refusal asks for the same block again; any
  // other request means the refusal was Lua's last word.
  bool second_try = false;
  if (a->retry) {
    a->retry = false;
    second_try = ptr == a->refused_ptr && osize == a->refused_old && nsize == a->refused_size;
    if (!second_try) a->refused = true;
  }
  // The cap binds scripts; an engine function that allocates past it must not
  // raise a Lua error over its C++ objects, and the script's next allocation fails.
  bool over =
      nsize > old && a->engine == 0 && a->used + a->charged_bytes + (nsize - old) > a->limit;
  // A script's string is at most kMaxScriptString long (Lua asks for the
  // text, its 24-byte header and a NUL): `==` and `<` read both strings in
  // one instruction, and nothing else bounds them. Refused as the cap is.
  if (!over && !ptr && osize == LUA_TSTRING && nsize > kMaxScriptString + 25 && a->engine == 0) {
    a->refused_string = nsize - 25;
    over = true;
  }
  void* p = over ? nullptr : a->pool.resize(ptr, old, nsize);
  if (!p) {  // marked in the host (core/sandbox/spent.h) unless a second try succeeds
    if (second_try) {
      a->refused = true;
    } else {
      a->retry = true;
      a->refused_ptr = ptr;
      a->refused_old = osize;
      a->refused_size = nsize;
    }
    return nullptr;
  }
  // A long string costs its length to make: `..`, string.rep, upper and the
  // like do that work in one instruction.
  if (p && !ptr && osize == LUA_TSTRING && nsize >= kChargedString && a->engine == 0)
    a->charged += string_charge(nsize);
  a->used = a->used - old + nsize;
  a->peak = std::max(a->peak, a->used);
  a->largest = std::max(a->largest, nsize);
  return p;
}

// A game's coroutine body: deal, then play.
const char* kRunner = R"LUA(
local game, ctx, setup = ...
if game.setup then game.setup(ctx, setup) end
ctx:setup_done()
return game.run(ctx)
)LUA";

// A script, read only from inside the scripts folder it is written under
// (or as the content cache's check read it, from a folder with no links).
std::string read_script(const Content& c, const std::string& path) {
  if (c.script_texts) {
    auto it = c.script_texts->find(path);
    if (it != c.script_texts->end()) return it->second;
  }
  std::vector<std::string> dirs = c.lib_dirs;
  dirs.push_back(c.scripts_dir);
  dirs.insert(dirs.end(), c.mod_scripts_dirs.begin(), c.mod_scripts_dirs.end());
  return read_regular_file(path, kMaxContentFileBytes, Verdict::BadContent, folder_of(path, dirs));
}

// The card a stuck run's message names (watchdog::set_describe).
std::string describe_stuck(lua_State* L, const std::string& message) {
  auto* host = static_cast<ScriptHost*>(*static_cast<void**>(lua_getextraspace(L)));
  return host->describe_chunk(message);
}

// Loading a module has the same budget as a run between two decisions.
thread_local long long g_load_count = 0;

void count_hook(lua_State* L, lua_Debug*) {
  auto* host = static_cast<ScriptHost*>(*static_cast<void**>(lua_getextraspace(L)));
  g_load_count += 1000 + take_charges(L);
  if (g_load_count > host->limits().instructions) {
    luaL_where(L, 0);  // in a hook, level 0 is the script that was running
    lua_pushfstring(L, "script ran too long while loading: over the budget of %I instructions",
                    static_cast<lua_Integer>(host->limits().instructions));
    lua_concat(L, 2);
    mark_spent(L);
    lua_error(L);
  }
}

// Loading one module (or wrapper) counts against its own budget, from the
// count hook; the hook and the count of an enclosing load come back after,
// however the load ends.
class LoadBudget {
 public:
  explicit LoadBudget(lua_State* L, ScriptHost::Alloc& alloc)
      : L_(L),
        alloc_(alloc),
        outer_(g_load_count),
        outer_charged_(alloc.charged),
        outer_loading_(alloc.loading),
        hook_(lua_gethook(L)),
        mask_(lua_gethookmask(L)),
        every_(lua_gethookcount(L)) {
    g_load_count = 0;
    alloc.charged = 0;
    alloc.loading = true;
    lua_sethook(L, count_hook, LUA_MASKCOUNT, 1000);
    clock_.emplace(L);
  }
  ~LoadBudget() {
    clock_.reset();
    lua_sethook(L_, hook_, mask_, every_);
    g_load_count = outer_;
    alloc_.charged = outer_charged_;
    alloc_.loading = outer_loading_;
  }
  LoadBudget(const LoadBudget&) = delete;
  LoadBudget& operator=(const LoadBudget&) = delete;

 private:
  lua_State* L_;
  ScriptHost::Alloc& alloc_;
  long long outer_, outer_charged_;
  bool outer_loading_;
  lua_Hook hook_;
  int mask_, every_;
  // Made after the hook is set, gone before it is given back.
  std::optional<watchdog::Backstop> clock_;
};

// Where a module's handlers are: a frozen table keeps its fields in the
// table its metatable's __index names.
int fields_of(lua_State* L, int i) {
  i = lua_absindex(L, i);
  if (lua_getmetatable(L, i)) {
    if (lua_getfield(L, -1, "__index") == LUA_TTABLE) {
      lua_remove(L, -2);
      return lua_gettop(L);
    }
    lua_pop(L, 2);
  }
  lua_pushvalue(L, i);
  return lua_gettop(L);
}

}  // namespace

int lua_import(lua_State* L);

ScriptHost::ScriptHost(const Content& content, LuaLimits limits)
    : content_(content), limits_(limits) {
  alloc_.limit = limits_.memory;
  alloc_.budget = limits_.instructions;
  L_ = lua_newstate(limited_alloc, &alloc_);
  if (!L_) throw Error(Verdict::BadContent, "cannot create a Lua state");
  // A game's live heap is a few hundred KiB of which little survives a
  // decision: letting the heap grow to three times it (not two) before a
  // cycle starts saves about 2% of a game's instructions (LuaLimits). The
  // collector's pace never shows in a result (no finalisers, no weak tables).
  lua_gc(L_, LUA_GCINC, limits_.gc_pause, 0, 0);
  *static_cast<void**>(lua_getextraspace(L_)) = this;
  watchdog::set_describe(describe_stuck);
  try {
    open_sandbox();
    game_ref_ = load_module(content_.game_script);
    // Compiled once here rather than for every game.
    if (luaL_loadbufferx(L_, kRunner, std::strlen(kRunner), "=runner", "t") != LUA_OK)
      throw Error(Verdict::BadContent, lua_tostring(L_, -1));
    runner_ref_ = luaL_ref(L_, LUA_REGISTRYINDEX);
    def_refs_.assign(content_.defs.size(), LUA_NOREF);
    handlers_.assign(content_.defs.size(), {});
    for (size_t d = 0; d < content_.defs.size(); ++d) {
      const CardDef& def = content_.defs[d];
      if (!def.script_path.empty()) {
        def_refs_[d] = load_module(def.script_path);
        source_defs_.emplace("@" + chunk_name(def.script_path), static_cast<int>(d));
      }
      for (const auto& w : def.wraps) def_refs_[d] = wrap_module(def_refs_[d], w);
      if (def_refs_[d] != LUA_NOREF) handlers_[d] = on_names(def_refs_[d]);
    }
    for (const auto& t : content_.triggers) {
      trigger_refs_.push_back(load_module(t.script_path));
      trigger_handlers_.push_back(on_names(trigger_refs_.back()));
      if (trigger_handlers_.back().empty())
        throw Error(Verdict::BadContent, t.loc.str() + ": trigger '" + t.name + "' (" + t.script +
                                             ") handles no event: its module needs `on = {event = "
                                             "function(ctx, owner, card, ev) ... end}`");
    }
  } catch (...) {
    lua_close(L_);
    L_ = nullptr;
    throw;
  }
}

// The names in a module's `on` table, sorted.
std::vector<std::string> ScriptHost::on_names(int ref) {
  std::vector<std::string> names;
  lua_rawgeti(L_, LUA_REGISTRYINDEX, ref);
  if (lua_getfield(L_, -1, "on") == LUA_TTABLE) {
    int on = fields_of(L_, -1);
    lua_pushnil(L_);
    while (lua_next(L_, on)) {
      if (lua_type(L_, -2) == LUA_TSTRING) names.push_back(lua_tostring(L_, -2));
      lua_pop(L_, 1);
    }
    lua_pop(L_, 1);
    std::sort(names.begin(), names.end());
  }
  lua_pop(L_, 2);
  return names;
}

// A variant's wrapper: its file returns a function that is given the module
// it wraps (an empty one for a card with no script) and returns the new one.
// Each wrap gets its own copy of the file, so wraps compose in order.
int ScriptHost::wrap_module(int inner, const ScriptWrap& wrap) {
  std::string rel = chunk_name(wrap.path);
  std::string code = read_script(content_, wrap.path);
  auto fail = [&](const std::string& what) {
    std::string msg = lua_isstring(L_, -1) ? lua_tostring(L_, -1) : "an error that is not text";
    lua_settop(L_, 0);
    return Error(Verdict::BadContent,
                 rel + " (wrapper of variant " + wrap.variant + "): " + what + expand_chunks(msg));
  };
  lua_settop(L_, 0);
  if (luaL_loadbufferx(L_, code.data(), code.size(), ("@" + rel).c_str(), "t") != LUA_OK)
    throw fail("");
  LoadBudget budget(L_, alloc_);  // running the chunk and freezing its module
  int status = unless_spent(L_, lua_pcall(L_, 0, 1, 0));
  if (status == LUA_OK && !lua_isfunction(L_, -1)) {
    lua_settop(L_, 0);
    throw Error(Verdict::BadContent,
                rel + ": a wrapper must return a function(module) that returns the new module");
  }
  if (status == LUA_OK) {
    if (inner == LUA_NOREF)
      lua_newtable(L_);
    else
      lua_rawgeti(L_, LUA_REGISTRYINDEX, inner);
    status = unless_spent(L_, lua_pcall(L_, 1, 1, 0));
  }
  if (status == LUA_OK && !lua_istable(L_, -1)) {
    lua_settop(L_, 0);
    throw Error(Verdict::BadContent,
                rel + ": the wrapper's function must return a table (the new module)");
  }
  if (status == LUA_OK) {
    lua_getglobal(L_, "freeze");
    lua_insert(L_, -2);
    status = unless_spent(L_, lua_pcall(L_, 1, 1, 0));
  }
  if (status != LUA_OK) throw fail("");
  return luaL_ref(L_, LUA_REGISTRYINDEX);
}

ScriptHost::~ScriptHost() {
  if (L_) lua_close(L_);
}

void ScriptHost::begin_fast_run() {
  // A game needs a few MiB at most: a heap past a quarter of the cap holds
  // what earlier games left (a runaway's stack, say). Collected first, it is
  // not taken for this run's.
  if (alloc_.used > alloc_.limit / 4) lua_gc(L_, LUA_GCCOLLECT);
  alloc_.peak = alloc_.used;
  alloc_.largest = 0;
}

bool ScriptHost::near_limits() const {
  // The hook needs 20 stack slots more than the run, so only a stack of
  // nearly LUAI_MAXSTACK slots can overflow in one mode and not the other;
  // a stack of even half that is one block of at least 8 bytes a slot, and
  // no game needs a block so large. Memory differs between the modes only by
  // the hook's stack room (at most one doubling of the stack) and by when the
  // collector runs, which that shifts: a run that stayed under a quarter of
  // the cap is far from it either way.
  constexpr size_t kStackEdge = size_t{LUAI_MAXSTACK} / 2 * 8;
  return alloc_.peak > alloc_.limit / 4 || alloc_.largest >= kStackEdge;
}

// What the sandbox adds to Lua's libraries: string methods and import. The
// ctx API is not the sandbox's: its methods come with the first ctx pushed
// (core/api/lua_api.h).
void ScriptHost::add_sandbox_globals() {
  // Methods on strings ("x"):rep(...) read the frozen library's fields directly.
  lua_pushstring(L_, "");
  lua_getmetatable(L_, -1);
  lua_getglobal(L_, "string");
  fields_of(L_, -1);
  lua_setfield(L_, -3, "__index");
  lua_pop(L_, 3);
  lua_pushcfunction(L_, lua_import);
  lua_setglobal(L_, "import");
}

std::string ScriptHost::resolve_import(const std::string& name) const {
  // A file the content cache's check read is there (and regular): asked of
  // those texts first, the file system only for what they do not hold.
  auto exists = [&](const fs::path& p) {
    return (content_.script_texts && content_.script_texts->count(p.string())) || fs::exists(p);
  };
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '/'))
      return "";
  if (name.find("..") != std::string::npos || name.empty() || name[0] == '/') return "";
  if (name.rfind("lib/", 0) == 0) {
    for (const auto& dir : content_.lib_dirs) {
      fs::path p = fs::path(dir) / (name.substr(4) + ".lua");
      if (exists(p)) return p.string();
    }
    return "";
  }
  // The game's own scripts first, then those of mod folders (a mod's helpers).
  std::vector<std::string> dirs = {content_.scripts_dir};
  dirs.insert(dirs.end(), content_.mod_scripts_dirs.begin(), content_.mod_scripts_dirs.end());
  for (const auto& dir : dirs) {
    fs::path p = fs::path(dir) / (name + ".lua");
    if (exists(p)) return p.string();
  }
  return "";
}

// import("lib/events") or import("rules"): a library module, loaded once.
int lua_import(lua_State* L) {
  auto* host = static_cast<ScriptHost*>(*static_cast<void**>(lua_getextraspace(L)));
  size_t len = 0;
  const char* name = luaL_checklstring(L, 1, &len);
  // A module's name is a short path: a longer one is refused before it is
  // looked for (that looks at the file system, twice, past the budget's eye).
  if (len > 200)
    return luaL_error(L, "import: a module name is at most 200 bytes, not %d", (int)len);
  char err[1024] = "";
  int ref = -1;
  // C++ objects live only inside this lambda: the Lua error raised after it
  // unwinds with longjmp and must skip no destructor.
  [&] {
    try {
      std::string file = host->resolve_import(name);
      auto it = host->loaded_.find(file);
      if (file.empty()) {
        // Card scripts once had names with '_' in The Gang: say what the module is called now.
        std::string now = name;
        size_t base = now.rfind('/') == std::string::npos ? 0 : now.rfind('/') + 1;
        std::replace(now.begin() + static_cast<std::ptrdiff_t>(base), now.end(), '_', '-');
        if (now != name && !host->resolve_import(now).empty())
          std::snprintf(err, sizeof err,
                        "import: no script module '%s': card scripts are named with hyphens, "
                        "import '%s'",
                        name, now.c_str());
        else
          std::snprintf(err, sizeof err, "import: no script module '%s'", name);
      } else if (it != host->loaded_.end() && it->second == LUA_REFNIL)
        std::snprintf(err, sizeof err, "import: '%s' imports itself (a cycle)", name);
      else
        ref = host->load_module(file);
    } catch (const std::exception& e) {
      std::snprintf(err, sizeof err, "%s", e.what());
    }
  }();
  if (ref < 0) {
    luaL_where(L, 1);
    lua_pushstring(L, err);
    lua_concat(L, 2);
    return lua_error(L);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  return 1;
}

int ScriptHost::load_module(const std::string& file) {
  auto it = loaded_.find(file);
  if (it != loaded_.end()) return it->second;
  std::string rel = chunk_name(file);
  std::string code = read_script(content_, file);
  // Messages name the file even when Lua gives no position (out of memory).
  auto fail = [&](const std::string& what) {
    std::string msg =
        lua_isstring(L_, -1) ? expand_chunks(lua_tostring(L_, -1)) : "an error that is not text";
    lua_pop(L_, 1);
    loaded_.erase(file);
    if (!mentions(msg, rel)) msg = rel + ": " + what + msg;
    return Error(Verdict::BadContent, describe_chunk(msg));
  };
  loaded_[file] = LUA_REFNIL;  // loading: a second import is a cycle
  if (luaL_loadbufferx(L_, code.data(), code.size(), ("@" + rel).c_str(), "t") != LUA_OK)
    throw fail("");
  LoadBudget budget(L_, alloc_);  // running the chunk and freezing its module
  if (unless_spent(L_, lua_pcall(L_, 0, 1, 0)) != LUA_OK) throw fail("");
  if (!lua_istable(L_, -1)) {
    lua_pop(L_, 1);
    loaded_.erase(file);
    throw Error(Verdict::BadContent,
                describe_chunk(rel + ": a script must return a table (its module)"));
  }
  lua_getglobal(L_, "freeze");
  lua_insert(L_, -2);
  int status = unless_spent(L_, lua_pcall(L_, 1, 1, 0));
  if (status != LUA_OK) throw fail("while freezing its module: ");
  int ref = luaL_ref(L_, LUA_REGISTRYINDEX);
  loaded_[file] = ref;
  return ref;
}

// Whether a path is in its normal form already (no empty, `.` or `..` part,
// no trailing `/`): then one is under another exactly when its text starts
// with the other's and a `/`, with no path objects built (a game's start
// names every script it compiles).
static bool plain(const std::string& path) {
  if (path.empty() || path.back() == '/') return false;
  for (size_t at = path[0] == '/' ? 1 : 0; at <= path.size();) {
    size_t end = std::min(path.find('/', at), path.size());
    std::string_view part(path.data() + at, end - at);
    if (part.empty() || part == "." || part == "..") return false;
    at = end + 1;
  }
  return true;
}

// `file` (normal) relative to `dir`, or "" when it is not inside it.
static std::string relative_under(const std::string& file, const std::string& dir) {
  if (plain(dir)) {
    bool inside = file.size() > dir.size() + 1 && file.compare(0, dir.size(), dir) == 0 &&
                  file[dir.size()] == '/';
    return inside ? file.substr(dir.size() + 1) : "";
  }
  fs::path rel = fs::path(file).lexically_relative(fs::path(dir).lexically_normal());
  if (rel.empty() || *rel.begin() == "..") return "";
  return rel.generic_string();
}

// `<prefix>/<path>` for the first of `dirs` that holds the file (normal);
// its path as given when an earlier folder holds the same `<path>` (a mod's
// own copy must not be mistaken for the game's); "" when none holds it.
static std::string name_under(const std::string& file, const std::vector<std::string>& dirs,
                              const std::string& prefix) {
  for (size_t k = 0; k < dirs.size(); ++k) {
    std::string rel = relative_under(file, dirs[k]);
    if (rel.empty()) continue;
    std::error_code ec;
    for (size_t e = 0; e < k; ++e)
      if (fs::exists(fs::path(dirs[e]) / rel, ec)) return file;
    return prefix + "/" + rel;
  }
  return "";
}

std::string ScriptHost::chunk_name(const std::string& file) {
  auto known = chunks_.find(file);
  if (known != chunks_.end()) return known->second;
  std::string p = plain(file) ? file : fs::path(file).lexically_normal().generic_string();
  // The game's folders in the order imports search them, then the libraries'.
  std::vector<std::string> game_dirs = {content_.scripts_dir};
  game_dirs.insert(game_dirs.end(), content_.mod_scripts_dirs.begin(),
                   content_.mod_scripts_dirs.end());
  std::string name = name_under(p, game_dirs, content_.id);
  if (name.empty()) name = name_under(p, content_.lib_dirs, "lib");
  if (name.empty()) name = p;
  chunks_[file] = name;
  // Lua keeps LUA_IDSIZE bytes of a chunk's name in messages: ask it how it
  // writes this one, to give the whole name back (expand_chunks).
  lua_Debug ar;
  std::string source = "@" + name;
  if (luaL_loadbufferx(L_, "", 0, source.c_str(), "t") != LUA_OK) {
    lua_pop(L_, 1);  // out of memory: the name is kept as it is
    return name;
  }
  lua_getinfo(L_, ">S", &ar);  // pops the empty chunk
  if (name != ar.short_src) shortened_.emplace_back(ar.short_src, name);
  return name;
}

std::string ScriptHost::expand_chunks(std::string message) const {
  for (const auto& [cut, whole] : shortened_) {
    for (size_t at = message.find(cut); at != std::string::npos;
         at = message.find(cut, at + whole.size()))
      message.replace(at, cut.size(), whole);
  }
  return message;
}

bool ScriptHost::mentions(const std::string& message, const std::string& chunk) {
  std::string key = chunk + ":";
  for (size_t at = message.find(key); at != std::string::npos; at = message.find(key, at + 1)) {
    // A whole name, not the tail of a longer path: `bang/x.lua:` is not in
    // `mod/scripts/bang/x.lua:`.
    unsigned char before = at ? static_cast<unsigned char>(message[at - 1]) : ' ';
    if (!(std::isalnum(before) || before == '/' || before == '.' || before == '_' || before == '-'))
      return true;
  }
  return false;
}

std::string ScriptHost::describe_chunk(const std::string& message) const {
  std::string out = expand_chunks(message);
  // Lua says only "not enough memory" when the allocator refuses a string
  // too long for a script: say which limit it met.
  if (size_t at = out.find("not enough memory"); at != std::string::npos && alloc_.refused_string) {
    out.insert(at + 17, ": a script made a string of " + std::to_string(alloc_.refused_string) +
                            " bytes, over the " + std::to_string(kMaxScriptString >> 20) +
                            " MiB a script's string may hold");
    alloc_.refused_string = 0;
  }
  auto named = [&](const std::string& file) {
    auto it = chunks_.find(file);
    return it != chunks_.end() && mentions(out, it->second);
  };
  std::vector<std::string> owners;
  for (const auto& d : content_.defs)
    if (!d.script_path.empty() && named(d.script_path)) owners.push_back(d.name);
  std::vector<std::string> others;
  for (const auto& d : content_.defs)
    for (const auto& w : d.wraps)
      if (named(w.path)) others.push_back("wrapper of " + d.name + " by variant " + w.variant);
  for (const auto& t : content_.triggers)
    if (named(t.script_path)) others.push_back("trigger " + t.name + " of variant " + t.variant);
  if (!owners.empty()) others.insert(others.begin(), "script of " + join(owners));
  if (!others.empty()) out += " (" + join(others, "; ") + ")";
  return out;
}

}  // namespace arbiter
