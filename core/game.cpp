#include "core/game.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

#include <algorithm>
#include <cstring>
#include <functional>

#include "core/cardref.h"
#include "core/digest.h"
#include "core/label.h"
#include "core/lua_api.h"
#include "core/lua_charge.h"
#include "core/setup_cards.h"
#include "core/setup_seed.h"
#include "core/statetree.h"
#include "core/watchdog.h"
#include "core/yaml_check.h"

namespace arbiter {

namespace {

thread_local Game* g_running = nullptr;

void budget_hook(lua_State* L, lua_Debug*) {
  Game* g = g_running;
  if (!g) return;
  g->instructions += 1000 + take_charges(L);
  if (ScriptProfile* p = g->host().profile) p->sample(L);
  if (g->instructions > g->host().limits().instructions) {
    luaL_where(L, 0);  // in a hook, level 0 is the script that was running
    lua_pushfstring(L,
                    "script ran too long: over the budget of %I instructions between two decisions",
                    static_cast<lua_Integer>(g->host().limits().instructions));
    lua_concat(L, 2);
    lua_error(L);
  }
}

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
// (core/watchdog.h) and for Lua's limits (ScriptHost::near_limits).
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

Game::Game(ScriptHost& host, GameConfig config) : host_(host), config_(std::move(config)) {
  state_.init(host_.content(), config_.players);
  chance_.rng.reseed(config_.seed);
  lua_State* L = host_.lua();
  co_ = lua_newthread(L);
  thread_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  push_ctx(L, this);
  ctx_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_sethook(co_, budget_hook, LUA_MASKCOUNT, 1000);
}

Game::~Game() {
  release_refusals();
  lua_State* L = host_.lua();
  end_ctx(L, ctx_ref_);
  hold(-held_);
  luaL_unref(L, LUA_REGISTRYINDEX, thread_ref_);
  luaL_unref(L, LUA_REGISTRYINDEX, ctx_ref_);
}

void Game::set_fast(bool on) {
  // Profiles sample at the count hook, so a profiled game is counted.
  fast_ = on && !host_.profile && watchdog::allows(host_.limits().instructions);
  if (fast_)
    lua_sethook(co_, nullptr, 0, 0);
  else
    lua_sethook(co_, budget_hook, LUA_MASKCOUNT, 1000);
}

std::string Game::option(const std::string& name) const {
  auto it = config_.options.find(name);
  if (it != config_.options.end()) return it->second;
  const OptionDecl* o = content().option(name);
  return o ? o->value : "";
}

void Game::start(const YAML::Node& setup, const YamlFile* file) {
  check_setup_cards(content(), setup, file);
  setup_in_ = setup;
  setup_file_ = file;
  setup_out_ = YAML::Node(YAML::NodeType::Map);
  in_setup_ = true;
  lua_rawgeti(co_, LUA_REGISTRYINDEX, host_.runner());
  lua_rawgeti(co_, LUA_REGISTRYINDEX, host_.game_module());
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
  if (finished_ || decision_.open()) return;
  resume(resume_args_);
}

void Game::resume(int nargs) {
  instructions = 0;
  take_charges(host_.lua());  // what the engine did between runs is not the script's
  int nres = 0;
  int status;
  {
    Running running(this);
    if (fast_) {
      WatchedRun run(co_, host_);
      status = lua_resume(co_, host_.lua(), nargs, &nres);
      if (run.must_count()) {
        finished_ = true;
        throw Rerun{};
      }
    } else {
      status = lua_resume(co_, host_.lua(), nargs, &nres);
    }
  }
  resume_args_ = 0;
  if (pending_error_) {
    pending_error_ = false;
    finished_ = true;
    throw error_;
  }
  if (status == LUA_YIELD) {
    lua_pop(co_, nres);
    if (!decision_.open()) {
      finished_ = true;
      throw Error(Verdict::BadContent,
                  "a script yielded without asking for a decision (coroutines are not available to "
                  "scripts)");
    }
    return;
  }
  if (status == LUA_OK) {
    lua_pop(co_, nres);
    finished_ = true;
    in_setup_ = false;
    state_.over = true;
    return;
  }
  std::string msg = lua_isstring(co_, -1) ? lua_tostring(co_, -1) : "script error";
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
    instructions = 0;
    lua_sethook(co_, budget_hook, LUA_MASKCOUNT, 1000);
    lua_resetthread(co_);
    if (fast_) lua_sethook(co_, nullptr, 0, 0);
  }
  release_refusals();
  decision_ = Decision{};
  finished_ = true;
  // While dealing a record's own setup, the setup is the likelier culprit:
  // the same script deals every game without one.
  if (in_setup_ && setup_in_ && setup_in_.IsMap() && setup_in_.size() > 0)
    throw Error(Verdict::BadRecord,
                (setup_file_ ? setup_file_->at(setup_in_).str() + ": " : std::string()) +
                    "setup: the rules could not deal this setup (check its keys and their shapes "
                    "against the game's docs): " +
                    host_.describe_chunk(msg));
  throw Error(Verdict::BadContent, "script error: " + host_.describe_chunk(msg));
}

bool Game::end_setup() {
  if (!in_setup_) return true;
  in_setup_ = false;
  std::string wrong = apply_held(*this, setup_in_, setup_file_);
  if (!wrong.empty()) {
    fail(Error(Verdict::BadRecord, wrong));
    return false;
  }
  if (replaying_) chance_.setup_text = seeded_setup_text(*this);
  return true;
}

void Game::fail(Error e) {
  pending_error_ = true;
  error_ = std::move(e);
}

void Game::setup_error(const std::string& path, const std::string& msg) {
  // Find the node the path names ("setup.hands.Bob[2]") for its line and column.
  YAML::Node n = setup_in_;
  YAML::Node found = setup_in_;
  std::string rest = path.rfind("setup", 0) == 0 ? path.substr(5) : path;
  size_t i = 0;
  while (i < rest.size() && n) {
    if (rest[i] == '.') {
      size_t j = i + 1;
      while (j < rest.size() && rest[j] != '.' && rest[j] != '[') ++j;
      std::string key = rest.substr(i + 1, j - i - 1);
      if (!n.IsMap() || !n[key]) break;
      n = n[key];
      found = n;
      i = j;
    } else if (rest[i] == '[') {
      size_t j = rest.find(']', i);
      if (j == std::string::npos) break;
      size_t k = std::stoul(rest.substr(i + 1, j - i - 1));
      if (!n.IsSequence() || k >= n.size()) break;
      n = n[k];
      found = n;
      i = j + 1;
    } else {
      break;
    }
  }
  std::string where = setup_file_ ? setup_file_->at(found).str() + ": " : "";
  fail(Error(Verdict::BadRecord, where + path + ": " + msg));
}

void Game::refill_if_empty() {
  const Content& c = content();
  if (c.draw_pile.empty() || c.refill_from.empty()) return;
  int pile = state_.zone_id(0, c.draw_pile);
  int from = state_.zone_id(0, c.refill_from);
  if (!state_.zone(pile).cards.empty() || state_.zone(from).cards.empty()) return;
  std::vector<int> cards = state_.zone(from).cards;
  for (int card : cards) state_.move(card, pile);
  shuffle_zone(pile, false);
  state_.known_top = 0;
  narrate({"The draw pile is empty: the discard pile (" + std::to_string(cards.size()) +
               (cards.size() == 1 ? " card) is" : " cards) are") +
               std::string(" shuffled into a new draw pile."),
           c.refill_ruling, 0});
}

static std::string where_is(const State& s, int card) {
  return s.label(card) + " is " + s.place(card);
}

int Game::def_index(const std::string& name) const {
  auto it = def_by_name_.find(name);
  if (it != def_by_name_.end()) return it->second;
  int d = content().def_index(name);
  def_by_name_.emplace(name, d);
  return d;
}

// A pin written as one string is split at its commas, which cuts a name
// with a comma in it (EndGame's "Red, Yellow & Blue -1") into pieces.
// Returns what to write instead, or "" when no run of pieces from items[i] makes a name.
static std::string comma_hint(const Game& g, const std::vector<std::string>& items, size_t i) {
  std::string joined = items[i];
  for (size_t k = i + 1; k < items.size(); ++k) {
    joined += ", " + items[k];
    if (g.def_index(parse_card_ref(fold_text(joined)).name) >= 0)
      return "'" + joined + "' is one card with a comma in its name: write the pin as a list, [" +
             joined + "]";
  }
  return "";
}

int Game::find_card(const std::string& text, int zone_id, std::string* why) const {
  CardRef ref = parse_card_ref(fold_text(text));
  int def = -1;
  if (!ref.name.empty()) {
    def = def_index(ref.name);
    if (def < 0) {
      if (why) *why = "no card is called '" + ref.name + "'" + name_hint(content(), ref.name);
      return -1;
    }
  }
  auto fits = [&](int id) {
    const Card& c = state_.card(id);
    if (def >= 0 && c.def != def) return false;
    if (ref.has_rank_suit() && (c.rank != ref.rank || c.suit != ref.suit)) return false;
    if (def < 0 && !content().defs[c.def].anonymous) return false;
    return true;
  };
  if (zone_id >= 0) {
    int best = 0;
    for (int id : state_.zone(zone_id).cards)
      if (fits(id) && (!best || state_.card(id).entered < state_.card(best).entered)) best = id;
    if (best) return best;
  }
  // Not there: say where it is.
  for (const auto& c : state_.cards)
    if (fits(c.id)) {
      if (why) *why = zone_id >= 0 ? where_is(state_, c.id) : "";
      return zone_id >= 0 ? -2 : c.id;
    }
  if (why) *why = "no card " + fold_text(text) + " in this game";
  return -1;
}

bool Game::fits_ref(int card, const std::string& text) const {
  CardRef ref = parse_card_ref(fold_text(text));
  const Card& c = state_.card(card);
  if (!ref.name.empty() && def_index(ref.name) != c.def) return false;
  if (ref.name.empty() && !content().defs[c.def].anonymous) return false;
  return !ref.has_rank_suit() || (c.rank == ref.rank && c.suit == ref.suit);
}

int Game::draw_from_pile() {
  const Content& c = content();
  int pile = state_.zone_id(0, c.draw_pile);
  if (pile < 0) {
    fail(Error(Verdict::BadContent, "game '" + c.id + "' declares no draw_pile"));
    return 0;
  }
  refill_if_empty();
  auto& cards = state_.zone(pile).cards;
  if (cards.empty()) return 0;
  if (Pin* p = in_setup_ ? nullptr : chance_.next(Pin::Kind::Deck)) {
    const std::string& text = p->items[p->used];
    std::string why;
    int id = find_card(text, pile, &why);
    std::string at = "step " + std::to_string(p->step) + ": ";
    if (id == -1) {
      std::string whole = comma_hint(*this, p->items, p->used);
      fail(Error(Verdict::BadRecord, at + "deck pin: " + (whole.empty() ? why : whole)));
      return 0;
    }
    if (id == -2) {
      fail(Error(Verdict::Illegal, at + "deck pin names " + fold_text(text) +
                                       ", but it is not in the draw pile: " + why));
      return 0;
    }
    // Identical copies: the pinned card is the one on top when the top fits.
    if (id > 0 && cards.back() != id && fits_ref(cards.back(), text)) id = cards.back();
    if (state_.known_top > 0 && cards.back() != id) {
      fail(Error(Verdict::Illegal,
                 at + "deck pin names " + state_.label(id) +
                     ", but the top of the draw pile is known to be " + state_.label(cards.back()) +
                     " (stacked in setup or put back): a pin cannot reach past it"));
      return 0;
    }
    if (cards.back() != id) {
      cards.erase(std::find(cards.begin(), cards.end(), id));
      cards.push_back(id);
    }
    p->used++;
  } else if (replaying_ && state_.known_top == 0) {
    // A known top card (stacked, put back) rests on the record, not the seed.
    if (in_setup_)
      chance_.setup_seeded.push_back(cards.back());
    else
      chance_.from_seed(state_.step, "deck: " + state_.label(cards.back()));
  }
  int top = cards.back();
  if (state_.known_top > 0) state_.known_top--;
  if (!in_setup_) chance_.record(Pin::Kind::Deck, state_.label(top));
  return top;
}

int Game::pick_random(const std::vector<int>& cards) {
  if (cards.empty()) return 0;
  int picked = 0;
  if (Pin* p = in_setup_ ? nullptr : chance_.next(Pin::Kind::Random)) {
    const std::string& text = p->items[p->used];
    CardRef ref = parse_card_ref(fold_text(text));
    int def = ref.name.empty() ? -1 : def_index(ref.name);
    for (int id : cards) {
      const Card& c = state_.card(id);
      if (def >= 0 && c.def != def) continue;
      if (def < 0 && !ref.name.empty()) continue;
      if (ref.has_rank_suit() && (c.rank != ref.rank || c.suit != ref.suit)) continue;
      if (!picked || c.entered < state_.card(picked).entered) picked = id;
    }
    if (!picked) {
      std::string among;
      for (int id : cards) among += (among.empty() ? "" : ", ") + state_.label(id);
      fail(Error(Verdict::Illegal, "step " + std::to_string(p->step) + ": random pin names " +
                                       fold_text(text) +
                                       ", which is not among the cards picked from: " + among));
      return 0;
    }
    p->used++;
  } else {
    picked = cards[chance_.rng.below(cards.size())];
    if (replaying_ && in_setup_) chance_.setup_seeded.push_back(picked);
    if (replaying_ && !in_setup_) chance_.from_seed(state_.step, "random: " + state_.label(picked));
  }
  if (!in_setup_) chance_.record(Pin::Kind::Random, state_.label(picked));
  return picked;
}

int Game::pick_number(int n) {
  int v = 0;
  if (Pin* p = in_setup_ ? nullptr : chance_.next(Pin::Kind::Random)) {
    const std::string& text = p->items[p->used];
    char* end = nullptr;
    long x = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || x < 1 || x > n) {
      fail(Error(Verdict::Illegal, "step " + std::to_string(p->step) + ": random pin '" + text +
                                       "': expected a number from 1 to " + std::to_string(n)));
      return 1;
    }
    p->used++;
    v = static_cast<int>(x);
  } else {
    v = static_cast<int>(chance_.rng.below(static_cast<uint64_t>(n))) + 1;
    if (replaying_ && in_setup_) chance_.setup_numbers++;
    if (replaying_ && !in_setup_) chance_.from_seed(state_.step, "random: " + std::to_string(v));
  }
  if (!in_setup_) chance_.record(Pin::Kind::Random, std::to_string(v));
  return v;
}

void Game::shuffle_zone(int zone_id, bool pinned) {
  auto& cards = state_.zone(zone_id).cards;
  Pin* p = pinned && !in_setup_ ? chance_.next(Pin::Kind::Random) : nullptr;
  if (p && p->items.size() - p->used == cards.size()) {
    // The whole new order, top first.
    std::vector<int> order;
    std::vector<int> left = cards;
    for (size_t k = p->used; k < p->items.size(); ++k) {
      std::string why;
      CardRef ref = parse_card_ref(fold_text(p->items[k]));
      int def = ref.name.empty() ? -1 : def_index(ref.name);
      auto it = std::find_if(left.begin(), left.end(), [&](int id) {
        const Card& c = state_.card(id);
        return (def < 0 || c.def == def) &&
               (!ref.has_rank_suit() || (c.rank == ref.rank && c.suit == ref.suit));
      });
      if (it == left.end()) {
        fail(Error(Verdict::Illegal, "step " + std::to_string(p->step) +
                                         ": random pin: " + fold_text(p->items[k]) +
                                         " is not among the cards being shuffled"));
        return;
      }
      order.push_back(*it);
      left.erase(it);
    }
    p->used = p->items.size();
    std::reverse(order.begin(), order.end());
    cards = order;
  } else {
    chance_.rng.shuffle(cards);
  }
  if (pinned && !in_setup_) {
    Outcome o{Pin::Kind::Random, {}};
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) o.items.push_back(state_.label(*it));
    if (chance_.keep_outcomes) chance_.outcomes.push_back(o);
  }
  for (int id : cards) {
    Card& c = state_.cards[id - 1];
    c.entered = ++state_.moves;
  }
}

void Game::set_decision(Decision d) {
  release_refusals();
  decision_ = std::move(d);
}

void Game::release_refusals() {
  for (auto* list : {&decision_.choices, &decision_.asides})
    for (auto& c : *list)
      if (c.lazy_refusals) {
        luaL_unref(host_.lua(), LUA_REGISTRYINDEX, c.lazy_refusals);
        c.lazy_refusals = 0;
      }
}

const std::vector<Refusal>& Game::refusals(int seat) const {
  static const std::vector<Refusal> none;
  Choice* c = decision_.for_player(seat);
  if (!c) c = const_cast<Choice*>(decision_.aside(seat));
  if (!c) return none;
  if (!c->lazy_refusals) return c->refusals;
  lua_State* L = host_.lua();
  int top = lua_gettop(L);
  int ref = c->lazy_refusals;
  c->lazy_refusals = 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  luaL_unref(L, LUA_REGISTRYINDEX, ref);
  // Where the function was written, for a message about what it answered.
  lua_Debug ar;
  lua_pushvalue(L, -1);
  lua_getinfo(L, ">S", &ar);
  std::string where = std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
  // The script's function runs outside the game's coroutine, under the
  // budget, as a bot does; the state is as it was when the decision was asked.
  auto* self = const_cast<Game*>(this);
  int status = self->call_rules_function(0);
  std::string error;
  if (status != LUA_OK)
    error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
  else if (std::string bad = read_refusals(L, lua_gettop(L), c->refusals); !bad.empty())
    error = where + ": the function giving them answered: " + bad;
  lua_settop(L, top);
  if (!error.empty())
    throw Error(Verdict::BadContent, "the refusals of " + state_.players[seat - 1].name +
                                         "'s decision: " + host_.describe_chunk(error));
  return c->refusals;
}

void Game::apply(int seat, int index) {
  const Choice* choice = decision_.for_player(seat);
  std::string label = choice->options[index].label;
  int number = choice->options[index].number;
  release_refusals();
  decision_ = Decision{};
  lua_pushinteger(co_, seat);
  lua_pushinteger(co_, number);
  lua_pushlstring(co_, label.data(), label.size());
  resume_args_ = 3;
}

// Pushes the rules module's function `name`, then ctx; false, with the stack
// as it was, when the module has no such function.
bool Game::push_rules_function(const char* name) {
  lua_State* L = host_.lua();
  lua_rawgeti(L, LUA_REGISTRYINDEX, host_.game_module());
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
  lua_State* L = host_.lua();
  Running running(this);
  instructions = 0;
  take_charges(L);
  struct Looking {  // set for this call, however it ends
    bool& on;
    bool was;
    ~Looking() { on = was; }
  } looking{looking_, looking_};
  looking_ = true;
  if (!fast_) {
    lua_sethook(L, budget_hook, LUA_MASKCOUNT, 1000);
    int status = lua_pcall(L, nargs, 1, 0);
    lua_sethook(L, nullptr, 0, 0);
    return status;
  }
  WatchedRun run(L, host_);
  int status = lua_pcall(L, nargs, 1, 0);
  if (run.must_count()) {
    lua_pop(L, 1);  // the host's stack as the caller left it
    throw Rerun{};
  }
  return status;
}

int Game::bot_choice(int seat, const std::string& level) {
  const Choice* c = decision_.for_player(seat);
  if (!c) return -1;
  // A level the script does not play is a uniform pick, as its nil would be.
  const Content& ct = content();
  if (ct.bot_levels &&
      std::find(ct.bot_levels->begin(), ct.bot_levels->end(), level) == ct.bot_levels->end())
    return -1;
  lua_State* L = host_.lua();
  int top = lua_gettop(L);
  if (!push_rules_function("bot")) return -1;
  lua_pushinteger(L, seat);
  lua_createtable(L, static_cast<int>(c->options.size()), 0);
  for (size_t i = 0; i < c->options.size(); ++i) {
    const std::string& label = c->options[i].label;
    lua_pushlstring(L, label.data(), label.size());
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  lua_pushlstring(L, level.data(), level.size());
  if (call_rules_function(4) != LUA_OK) {
    std::string msg = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
    lua_settop(L, top);
    throw Error(Verdict::BadContent, "bot script error: " + host_.describe_chunk(msg));
  }
  // nil: a uniform pick; 0: wait for another open seat; else an option's number.
  bool given = !lua_isnil(L, -1);
  lua_Integer pick = lua_isinteger(L, -1) ? lua_tointeger(L, -1) : -1;
  std::string what = given && pick < 0 ? luaL_typename(L, -1) : "";
  lua_settop(L, top);
  if (given && (pick < 0 || pick > static_cast<lua_Integer>(c->options.size())))
    throw Error(Verdict::BadContent, "bot script error: the bot of " +
                                         state_.players[seat - 1].name + " answered " +
                                         (what.empty() ? std::to_string(pick) : "a " + what) +
                                         " for a decision of " + std::to_string(c->options.size()) +
                                         " options (expected nil, 0 to wait, or 1 to that number)");
  return static_cast<int>(pick);
}

bool Game::call_script(const char* name, std::initializer_list<long long> args) {
  lua_State* L = host_.lua();
  int top = lua_gettop(L);
  if (!push_rules_function(name)) return false;
  for (long long a : args) lua_pushinteger(L, a);
  if (call_rules_function(1 + static_cast<int>(args.size())) != LUA_OK) {
    std::string msg = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
    lua_settop(L, top);
    throw Error(Verdict::BadContent,
                std::string(name) + " script error: " + host_.describe_chunk(msg));
  }
  return true;
}

// The script's invariant returns nil or true when all holds, or false / a
// message saying what is broken.
std::string Game::check_invariant() {
  for (const auto& c : state_.cards) {
    int seen = 0;
    for (const auto& z : state_.zones)
      for (int id : z.cards) seen += id == c.id;
    if (seen != 1)
      return state_.label(c.id) + " (card " + std::to_string(c.id) + ") is in " +
             std::to_string(seen) + " zones";
    if (c.zone < 0 ||
        std::find(state_.zones[c.zone].cards.begin(), state_.zones[c.zone].cards.end(), c.id) ==
            state_.zones[c.zone].cards.end())
      return state_.label(c.id) + " (card " + std::to_string(c.id) +
             ") is not in the zone it is said to be in";
  }
  lua_State* L = host_.lua();
  int top = lua_gettop(L);
  if (!push_rules_function("invariant")) return "";
  int status = call_rules_function(1);
  std::string out;
  if (status != LUA_OK)
    out = "invariant script error: " +
          host_.describe_chunk(lua_isstring(L, -1) ? lua_tostring(L, -1) : "error");
  else if (lua_type(L, -1) == LUA_TSTRING)
    out = lua_tostring(L, -1);
  else if (lua_type(L, -1) == LUA_TBOOLEAN && !lua_toboolean(L, -1))
    out = "the game's invariant returned false";
  lua_settop(L, top);
  return out;
}

std::vector<Narration> Game::take_narration() {
  std::vector<Narration> out;
  out.swap(narration_);
  long long bytes = 0;
  for (const auto& n : out) bytes += static_cast<long long>(n.text.size() + n.rule.size());
  hold(-std::min(bytes, held_));
  return out;
}

void Game::hold(long long delta) {
  void* ud = nullptr;
  lua_getallocf(host_.lua(), &ud);
  auto* a = static_cast<ScriptHost::Alloc*>(ud);
  if (delta > 0 && a->used + a->held + static_cast<size_t>(delta) > a->limit)
    throw std::runtime_error(
        "not enough memory: the game's state and narration would pass the memory cap of " +
        std::to_string(a->limit >> 20) + " MiB (it covers what scripts make the engine keep)");
  a->held = static_cast<size_t>(static_cast<long long>(a->held) + delta);
  held_ += delta;
}

std::string Game::digest() const {
  Digest d;
  digest_state(*this, d);
  for (const auto& c : decision_.choices) {
    d.add(std::to_string(c.player));
    for (const auto& o : c.options) d.add(o.label);
  }
  return d.hex();
}

}  // namespace arbiter
