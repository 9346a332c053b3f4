// Game (core/game/game.h): the rules script run as a coroutine under the
// instruction budget, a record's setup pushed to it, answers applied, the
// optional functions a client calls (bots, the invariant, the view), the
// digest. Labels and refusals made when first read are in made_labels.cpp,
// matching a written move in match.cpp.
#include "core/game/game.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include <algorithm>
#include <cstring>
#include <functional>
#include <stdexcept>

#include "core/api/lua_api.h"
#include "core/api/lua_args.h"
#include "core/base/cardref.h"
#include "core/base/digest.h"
#include "core/base/yaml_check.h"
#include "core/content/names.h"
#include "core/engine/setup_seed.h"
#include "core/engine/statetree.h"
#include "core/game/setup_cards.h"
#include "core/sandbox/lua_charge.h"
#include "core/sandbox/spent.h"
#include "core/sandbox/watchdog.h"

namespace arbiter {

namespace {

thread_local Game* g_running = nullptr;

// Makes `g` the game whose scripts run on this thread (the budget hook
// counts for it) until the scope ends, however it ends.
class Running {
 public:
  explicit Running(Game* g) : outer_(g_running) { g_running = g; }
  ~Running() { g_running = outer_; }
  Running(const Running&) = delete;
  Running& operator=(const Running&) = delete;

 private:
  Game* outer_;
};

// One uncounted run of a fast game's scripts on L, watched for its deadline
// (core/sandbox/watchdog.h) and for Lua's limits (ScriptHost::near_limits).
class WatchedRun {
 public:
  WatchedRun(lua_State* L, ScriptHost& host)
      : host_(begun(host)), run_(L, host.limits().instructions) {}
  // After the run: whether the game must be played again counted. Work in
  // C charged to the budget counts as time at the watchdog's rate.
  bool must_count() { return run_.finish(pending_charges(host_.lua())) || host_.near_limits(); }

 private:
  ScriptHost& host_;
  watchdog::FastRun run_;
  // The host collects what earlier games left before the run's clock starts.
  static ScriptHost& begun(ScriptHost& host) {
    host.begin_fast_run();
    return host;
  }
};

void push_yaml(lua_State* L, const YAML::Node& n) {
  if (!lua_checkstack(L, 4)) throw Error(Verdict::BadRecord, "setup: nested too deeply");
  if (!n || n.IsNull()) {
    lua_pushnil(L);
  } else if (n.IsScalar()) {
    const std::string& s = n.Scalar();
    char* end = nullptr;
    long v = std::strtol(s.c_str(), &end, 10);
    if (!s.empty() && *end == '\0' && n.Tag() != "!")
      lua_pushinteger(L, v);
    else
      lua_pushlstring(L, s.data(), s.size());
  } else if (n.IsSequence()) {
    lua_createtable(L, static_cast<int>(n.size()), 0);
    int i = 1;
    for (const auto& e : n) {
      push_yaml(L, e);
      lua_rawseti(L, -2, i++);
    }
  } else {
    // Maps keep their written order in a `_keys` list, for deterministic walks.
    lua_newtable(L);
    lua_newtable(L);
    int i = 1;
    for (auto it = n.begin(); it != n.end(); ++it) {
      std::string key = it->first.Scalar();
      lua_pushlstring(L, key.data(), key.size());
      lua_rawseti(L, -2, i++);
      push_yaml(L, it->second);
      lua_setfield(L, -3, key.c_str());
    }
    lua_setfield(L, -2, "_keys");
  }
}

}  // namespace

void Game::budget_hook(lua_State* L, lua_Debug*) {
  Game* g = g_running;
  if (!g) return;
  g->instructions_ += 1000 + take_charges(L);
  if (ScriptProfile* p = g->host().profile) p->sample(L);
  if (g->instructions_ > g->host().limits().instructions) {
    luaL_where(L, 0);  // in a hook, level 0 is the script that was running
    lua_pushfstring(L,
                    "script ran too long: over the budget of %I instructions between two decisions",
                    static_cast<lua_Integer>(g->host().limits().instructions));
    lua_concat(L, 2);
    mark_spent(L);
    lua_error(L);
  }
}

Game::Game(ScriptHost& host, GameConfig config) : GameCore(host, std::move(config)) {
  make_thread();
}

void Game::make_thread() {
  lua_State* L = host().lua();
  co_ = lua_newthread(L);
  thread_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  push_ctx(L, this);
  ctx_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_sethook(co_, budget_hook, LUA_MASKCOUNT, 1000);
}

Game::~Game() {
  release_refusals();
  release_slots();
  lua_State* L = host().lua();
  end_ctx(L, ctx_ref_);
  charge_memory(-charged_bytes());
  luaL_unref(L, LUA_REGISTRYINDEX, thread_ref_);
  luaL_unref(L, LUA_REGISTRYINDEX, ctx_ref_);
}

void Game::set_fast(bool on) {
  // Profiles sample at the count hook, so a profiled game is counted.
  fast_ = on && !host().profile && watchdog::allows(host().limits().instructions);
  if (fast_)
    lua_sethook(co_, nullptr, 0, 0);
  else
    lua_sethook(co_, budget_hook, LUA_MASKCOUNT, 1000);
}

void Game::start(const YAML::Node& setup, const YamlFile* file) {
  check_setup_cards(content(), setup, file);
  begin_setup(setup, file);
  lua_rawgeti(co_, LUA_REGISTRYINDEX, host().runner());
  lua_rawgeti(co_, LUA_REGISTRYINDEX, host().game_module());
  lua_rawgeti(co_, LUA_REGISTRYINDEX, ctx_ref_);
  if (setup && setup.IsMap() && setup.size() > 0) {
    // Outside any protected call a Lua error (the memory cap) would abort
    // the process: the setup's size is bounded by the record's limits
    // instead, and the pushing counts as the engine's own work, which the cap
    // lets through (the script's next allocation then fails, as an error).
    void* ud = nullptr;
    lua_getallocf(co_, &ud);
    auto* alloc = static_cast<ScriptHost::Alloc*>(ud);
    alloc->engine++;
    try {
      push_yaml(co_, rules_setup(setup));
    } catch (...) {
      alloc->engine--;
      throw;
    }
    alloc->engine--;
  } else {  // what push_yaml makes of an empty map
    lua_newtable(co_);
    lua_newtable(co_);
    lua_setfield(co_, -2, "_keys");
  }
  resume_args_ = 3;  // the first advance() deals, then plays
}

void Game::advance() {
  if (finished_ || open_decision().open()) return;
  // Where the card the last answer named lies once it is played out (a
  // checkpoint on the way starts the list again).
  size_t answered = checkpoint_log().since.size();
  resume(resume_args_);
  if (answered && checkpoint_log().since.size() == answered) {
    Answer& a = checkpoint_log().since.back();
    if (a.card > 0 && a.zone_after < 0) a.zone_after = state().card(a.card).zone;
  }
}

void Game::resume(int nargs) {
  instructions_ = 0;
  take_charges(host().lua());  // what the engine did between runs is not the script's
  clear_spent(co_);
  int nres = 0;
  int status;
  {
    Running running(this);
    if (fast_) {
      WatchedRun run(co_, host());
      status = lua_resume(co_, host().lua(), nargs, &nres);
      if (run.must_count()) {
        finished_ = true;
        throw Rerun{};
      }
    } else {
      watchdog::Backstop clock(co_);
      status = lua_resume(co_, host().lua(), nargs, &nres);
    }
  }
  resume_args_ = 0;
  std::string msg;
  if (spent(co_)) {
    // Spent: the run ends with that error, whatever the script made of it
    // (caught, replaced, or a decision asked after it).
    Error dropped{Verdict::Ok, ""};
    take_error(&dropped);
    msg =
        spent_error(co_, status > LUA_YIELD && lua_isstring(co_, -1) ? lua_tostring(co_, -1) : "");
  } else {
    if (Error e{Verdict::Ok, ""}; take_error(&e)) {
      finished_ = true;
      throw e;
    }
    if (status == LUA_YIELD) {
      lua_pop(co_, nres);
      if (!open_decision().open()) {
        finished_ = true;
        throw Error(Verdict::BadContent,
                    "a script yielded without asking for a decision (coroutines are not available "
                    "to scripts)");
      }
      return;
    }
    if (status == LUA_OK) {
      lua_pop(co_, nres);
      finished_ = true;
      rules_returned();
      return;
    }
    msg = lua_isstring(co_, -1) ? lua_tostring(co_, -1) : "script error";
  }
  // An error with no position (out of memory) takes the innermost script's.
  // Reading the stack allocates nothing, which matters at the memory cap.
  lua_Debug ar;
  for (int level = 0; msg.find(".lua:") == std::string::npos && lua_getstack(co_, level, &ar);
       ++level)
    if (lua_getinfo(co_, "Sl", &ar) && ar.source[0] == '@')
      msg += std::string(" (at ") + (ar.source + 1) + ":" + std::to_string(ar.currentline) + ")";
  // The failed run's stack holds what it allocated: let the collector have it.
  // Resetting closes the run's to-be-closed variables; scripts cannot give
  // them a __close, and the count hook stays on while it runs all the same.
  {
    Running running(this);
    instructions_ = 0;
    lua_sethook(co_, budget_hook, LUA_MASKCOUNT, 1000);
    lua_resetthread(co_);
    if (fast_) lua_sethook(co_, nullptr, 0, 0);
  }
  release_refusals();
  open_decision() = Decision{};
  finished_ = true;
  // While dealing a record's own setup, the setup is the likelier culprit:
  // the same script deals every game without one.
  if (dealing_record_setup())
    throw Error(Verdict::BadRecord,
                setup_place() +
                    "setup: the rules could not deal this setup (check its keys and their shapes "
                    "against the game's docs): " +
                    host().describe_chunk(msg));
  throw Error(Verdict::BadContent, "script error: " + host().describe_chunk(msg));
}

void Game::apply(int seat, int index) {
  const Choice* choice = open_decision().for_player(seat);
  if (!choice)
    throw std::logic_error("Game::apply: seat " + std::to_string(seat) +
                           " has no choice in the open decision");
  if (index < 0 || index >= static_cast<int>(choice->options.size()))
    throw std::logic_error("Game::apply: seat " + std::to_string(seat) + " has options 0 to " +
                           std::to_string(choice->options.size() - 1) + ", not " +
                           std::to_string(index));
  const Option& o = choice->options[index];
  // A label the options' `__label` makes is not given back: whether it was
  // made depends on who watched, and the game may not.
  std::string label = o.made ? "" : o.label;
  int number = o.number;
  int card = o.card;
  int same_card = 0;
  for (int k = 0; k < index; ++k) same_card += choice->options[k].card == card;
  bool made = o.made;
  release_refusals();
  open_decision() = Decision{};
  count_answer();  // marks made before this answer no longer hold
  checkpoint_log().since.push_back(
      Answer{seat, index, state().step, label, number, card, -1, same_card});
  lua_pushinteger(co_, seat);
  lua_pushinteger(co_, number);
  if (made)
    lua_pushnil(co_);
  else
    lua_pushlstring(co_, label.data(), label.size());
  resume_args_ = 3;
}

// Pushes the rules module's function `name`, then ctx; false, with the stack
// as it was, when the module has no such function.
bool Game::push_rules_function(const char* name) {
  lua_State* L = host().lua();
  lua_rawgeti(L, LUA_REGISTRYINDEX, host().game_module());
  if (lua_getfield(L, -1, name) != LUA_TFUNCTION) {
    lua_pop(L, 2);
    return false;
  }
  lua_remove(L, -2);
  lua_rawgeti(L, LUA_REGISTRYINDEX, ctx_ref_);
  return true;
}

// Calls what push_rules_function pushed (nargs counts ctx) outside the game's
// coroutine, under the same instruction budget; one result stays on the stack.
int Game::call_rules_function(int nargs) {
  lua_State* L = host().lua();
  Running running(this);
  instructions_ = 0;
  take_charges(L);
  clear_spent(L);
  struct Looking {  // set for this call, however it ends
    Game* g;
    bool was;
    ~Looking() { g->set_looking(was); }
  } looking{this, set_looking(true)};
  if (!fast_) {
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1000);
    int status;
    {
      watchdog::Backstop clock(L);
      status = lua_pcall(L, nargs, 1, 0);
    }
    lua_sethook(L, nullptr, 0, 0);
    return unless_spent(L, status);
  }
  WatchedRun run(L, host());
  int status = lua_pcall(L, nargs, 1, 0);
  if (run.must_count()) {
    lua_pop(L, 1);  // the host's stack as the caller left it
    throw Rerun{};
  }
  return unless_spent(L, status);
}

namespace {

// The option tables a bot reads the parts of, in the order of the labels it
// is given (a twin left out of the labels is left out here too); nil when
// the script offered plain labels.
void push_parts(lua_State* L, const GameCore& g, const Choice& c) {
  if (!c.parts) {
    lua_pushnil(L);
    return;
  }
  g.push_slot(L, c.parts);
  int list = raw_view(L, -1);
  if (c.options.back().number == static_cast<int>(c.options.size())) {  // no twin left out
    lua_remove(L, list - 1);
    return;
  }
  lua_createtable(L, static_cast<int>(c.options.size()), 0);
  for (size_t i = 0; i < c.options.size(); ++i) {
    lua_rawgeti(L, list, c.options[i].number);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  lua_remove(L, list);
  lua_remove(L, list - 1);
}

}  // namespace

int Game::bot_choice(int seat, const std::string& level) {
  const Choice* c = open_decision().for_player(seat);
  if (!c) return -1;
  // A level the script does not play is a uniform pick, as its nil would be.
  const Content& ct = content();
  if (ct.bot_levels &&
      std::find(ct.bot_levels->begin(), ct.bot_levels->end(), level) == ct.bot_levels->end())
    return -1;
  lua_State* L = host().lua();
  int top = lua_gettop(L);
  if (!push_rules_function("bot")) return -1;
  lua_pushinteger(L, seat);
  // Options whose text is made only when read give the bot no labels, read
  // or not (the bot plays alike whoever watches): it reads their parts.
  bool made =
      std::any_of(c->options.begin(), c->options.end(), [](const Option& o) { return o.made; });
  if (made) {
    lua_pushnil(L);
  } else {
    lua_createtable(L, static_cast<int>(c->options.size()), 0);
    for (size_t i = 0; i < c->options.size(); ++i) {
      const std::string& label = c->options[i].label;
      lua_pushlstring(L, label.data(), label.size());
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
  }
  lua_pushlstring(L, level.data(), level.size());
  push_parts(L, *this, *c);
  if (call_rules_function(5) != LUA_OK) {
    std::string msg = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
    lua_settop(L, top);
    throw Error(Verdict::BadContent, "bot script error: " + host().describe_chunk(msg));
  }
  // nil: a uniform pick; 0: wait for another open seat; else an option's number.
  bool given = !lua_isnil(L, -1);
  lua_Integer pick = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
  std::string what = given && pick < 0 ? luaL_typename(L, -1) : "";
  lua_settop(L, top);
  if (given && (pick < 0 || pick > static_cast<lua_Integer>(c->options.size())))
    throw Error(Verdict::BadContent, "bot script error: the bot of " +
                                         state().players[seat - 1].name + " answered " +
                                         (what.empty() ? std::to_string(pick) : "a " + what) +
                                         " for a decision of " + std::to_string(c->options.size()) +
                                         " options (expected nil, 0 to wait, or 1 to that number)");
  return static_cast<int>(pick);
}

double Game::standing(int seat) {
  lua_State* L = host().lua();
  int top = lua_gettop(L);
  if (!push_rules_function("standing")) return -1;
  lua_pushinteger(L, seat);
  if (call_rules_function(2) != LUA_OK) {
    std::string msg = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
    lua_settop(L, top);
    throw Error(Verdict::BadContent, "standing script error: " + host().describe_chunk(msg));
  }
  int ok = 0;
  double v = lua_isnumber(L, -1) ? lua_tonumberx(L, -1, &ok) : 0;
  std::string got = ok ? lua_tostring(L, -1) : std::string("a ") + luaL_typename(L, -1);
  lua_settop(L, top);
  if (!ok || !(v >= 0 && v <= 1))
    throw Error(Verdict::BadContent, "standing script error: the standing of " +
                                         state().players[seat - 1].name +
                                         " is not a number from 0 to 1 (it returned " + got + ")");
  return v;
}

bool Game::call_script(const char* name, std::initializer_list<long long> args) {
  lua_State* L = host().lua();
  int top = lua_gettop(L);
  if (!push_rules_function(name)) return false;
  for (long long a : args) lua_pushinteger(L, a);
  if (call_rules_function(1 + static_cast<int>(args.size())) != LUA_OK) {
    std::string msg = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
    lua_settop(L, top);
    throw Error(Verdict::BadContent,
                std::string(name) + " script error: " + host().describe_chunk(msg));
  }
  return true;
}

// The script's invariant returns nil or true when all holds, or false / a
// message saying what is broken.
std::string Game::check_invariant() {
  for (const auto& c : state().cards) {
    int seen = 0;
    for (const auto& z : state().zones)
      for (int id : z.cards) seen += id == c.id;
    if (seen != 1)
      return state().label(c.id) + " (card " + std::to_string(c.id) + ") is in " +
             std::to_string(seen) + " zones";
    if (c.zone < 0 ||
        std::find(state().zones[c.zone].cards.begin(), state().zones[c.zone].cards.end(), c.id) ==
            state().zones[c.zone].cards.end())
      return state().label(c.id) + " (card " + std::to_string(c.id) +
             ") is not in the zone it is said to be in";
  }
  lua_State* L = host().lua();
  int top = lua_gettop(L);
  if (!push_rules_function("invariant")) return "";
  int status = call_rules_function(1);
  std::string out;
  if (status != LUA_OK)
    out = "invariant script error: " +
          host().describe_chunk(lua_isstring(L, -1) ? lua_tostring(L, -1) : "error");
  else if (lua_type(L, -1) == LUA_TSTRING)
    out = lua_tostring(L, -1);
  else if (lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1))
    out = "the game's invariant returned false";
  lua_settop(L, top);
  return out;
}

std::vector<Outcome> Game::take_outcomes() {
  std::vector<Outcome> out;
  out.swap(GameCore::chance().outcomes);
  return out;
}

std::string Game::digest() const {
  try {
    decision_spelled();
  } catch (const Error&) {
    // A label the script could not make was reported where it was met.
  }
  Digest d;
  digest_state(*this, d);
  for (const auto& c : open_decision().choices) {
    d.add(std::to_string(c.player));
    for (const auto& o : c.options) d.add(o.label);
  }
  return d.hex();
}

}  // namespace arbiter
