// The Lua side: one sandboxed Lua state per loaded game, holding the compiled
// rules script, card scripts and shared libraries as frozen modules. Games
// run in it one after the other, each in its own coroutine.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "core/content/content.h"
#include "core/sandbox/lua_alloc.h"
#include "core/sandbox/profile.h"

struct lua_State;

namespace arbiter {

struct LuaLimits {
  size_t memory = 256u << 20;          // bytes for the whole Lua state
  long long instructions = 200000000;  // per run between two decisions
  // How far the heap grows past its live size before the collector starts a
  // cycle, in percent (Lua's pause): 300 is fastest for sims; a server of
  // many tables, where the heap's peak is a table's memory, wants less.
  int gc_pause = 300;
};

class ScriptHost {
 public:
  explicit ScriptHost(const Content& content, LuaLimits limits = {});
  ~ScriptHost();
  ScriptHost(const ScriptHost&) = delete;
  ScriptHost& operator=(const ScriptHost&) = delete;

  const Content& content() const { return content_; }
  lua_State* lua() const { return L_; }
  int game_module() const { return game_ref_; }  // registry ref
  int runner() const {
    return runner_ref_;
  }  // registry ref: a game's coroutine body (deal, then play)
  int def_module(int def) const { return def_refs_[def]; }  // registry ref, or LUA_NOREF
  // The definition whose own script a running function belongs to, by the
  // `source` Lua keeps of its chunk ("@bang/cards/barrel.lua"); -1 for
  // any other (the game's, a library's). The engine names that card as the
  // one that took a chance outcome.
  int def_of_source(const char* source) const {
    auto it = source_defs_.find(source);
    return it == source_defs_.end() ? -1 : it->second;
  }
  const LuaLimits& limits() const { return limits_; }
  // A lower budget from now on (a test of runaway calls keeps its time short
  // after the game has loaded and dealt under the usual one).
  void limit_instructions(long long n) { limits_.instructions = alloc_.budget = n; }
  // Names of the handlers each definition's module offers (`on = {...}`), sorted.
  const std::vector<std::string>& handlers(int def) const { return handlers_[def]; }
  // The same for the game's own triggers (content().triggers, from variants).
  int trigger_module(int t) const { return trigger_refs_[t]; }
  const std::vector<std::string>& trigger_handlers(int t) const { return trigger_handlers_[t]; }
  // A Lua message made whole and placed: a file name Lua cut short is given
  // in full, and the definitions (triggers, wrappers) whose script it names
  // are added, "(script of Beer)".
  std::string describe_chunk(const std::string& message) const;
  // The name a script file goes by in messages: `<game>/<path>` under
  // scripts/<game>/ of whichever folder holds it, `lib/<path>` for a shared
  // library; a file whose `<game>/<path>` an earlier folder also holds is
  // named by its folder as given, `mod/scripts/<game>/<path>`.
  std::string chunk_name(const std::string& file);

  // When set, every game in this state samples its scripts into it.
  ScriptProfile* profile = nullptr;

  // A fast run (core/sandbox/watchdog.h) is exactly a counted one only away from
  // Lua's limits: a hook takes stack room of its own, so a run at the edge
  // of the stack or of the memory cap could end otherwise when counted.
  // begin_fast_run() starts watching; near_limits() says whether the run
  // since came near either (then it must be counted).
  void begin_fast_run();
  bool near_limits() const;
  // Bytes the memory cap leaves for the engine to copy out of Lua now.
  size_t memory_room() const {
    size_t in_use = alloc_.used + alloc_.charged_bytes;
    return in_use < alloc_.limit ? alloc_.limit - in_use : 0;
  }

  struct Alloc {
    size_t used = 0, limit = 0;
    size_t peak = 0, largest = 0;  // the most in use, and the largest block, since begin_fast_run()
    int engine = 0;  // > 0 while an engine function runs: its few allocations may pass the cap
    // Instructions charged for work in C (core/sandbox/lua_charge.h) that no count
    // hook has taken yet; the budget they count against, and whether it is a
    // module's load budget (for the message).
    long long charged = 0, budget = 0;
    // Bytes the engine keeps for scripts (state values, narration): they
    // are charged to the same cap as the Lua heap (GameCore::charge_memory).
    size_t charged_bytes = 0;
    // Bytes the running engine function has copied out of Lua so far
    // (copying() in core/lua_charge.h): checked against the cap as it copies.
    size_t copied = 0;
    // The length of a string a script tried to make past kMaxScriptString
    // (0: none), for the message of the memory error that ends its run.
    mutable size_t refused_string = 0;  // cleared once a message has said it
    bool loading = false;
    // The error a spent run ends with (core/sandbox/spent.h), empty while
    // it may go on. A block refused at the cap waits for Lua's second try
    // (`retry`, after an emergency collection, which only frees): the next
    // allocation, when it asks for the same block. If that fails too, or the
    // next allocation asks for another, the run met the cap (`refused`).
    std::string spent;
    bool refused = false, retry = false;
    const void* refused_ptr = nullptr;
    size_t refused_old = 0, refused_size = 0;
    LuaPool pool;  // where the blocks come from
  };

 private:
  const Content& content_;
  LuaLimits limits_;
  Alloc alloc_;
  lua_State* L_ = nullptr;
  int game_ref_ = -1;
  int runner_ref_ = -1;
  std::vector<int> def_refs_;
  std::vector<std::vector<std::string>> handlers_;
  std::vector<int> trigger_refs_;
  std::vector<std::vector<std::string>> trigger_handlers_;
  std::map<std::string, int> loaded_;                    // file -> registry ref of its module
  std::map<std::string, std::string> chunks_;            // file -> chunk_name()
  std::map<std::string, int, std::less<>> source_defs_;  // "@" + chunk_name() -> def
  std::vector<std::pair<std::string, std::string>>
      shortened_;  // a chunk name as Lua cuts it short -> whole

  void open_sandbox();  // core/sandbox/script_sandbox.cpp
  void add_sandbox_globals();
  void lock_globals();
  int load_module(const std::string& file);
  int wrap_module(int inner, const ScriptWrap& wrap);
  std::vector<std::string> on_names(int ref);
  std::string expand_chunks(std::string message) const;
  static bool mentions(const std::string& message, const std::string& chunk);
  friend int lua_import(lua_State* L);
  std::string resolve_import(const std::string& name) const;
};

}  // namespace arbiter
