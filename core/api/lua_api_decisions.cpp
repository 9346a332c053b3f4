// ctx methods that ask for a decision: the script is suspended until a
// client picks one of the options (ctx:choose, ctx:choose_any).
#include <cstring>
#include <optional>

#include "core/api/lua_api.h"
#include "core/api/lua_bridge.h"

namespace arbiter {

namespace {

// A record names a move by its label, so no two options may share one. Cards
// alike in every way (BANG!'s two Stagecoach (9♠)) make the same move: the
// first is offered and the twin left out. Any other repeat is the script's
// mistake: its records could not be replayed.
// Whether the option just added (the list's last) is the twin of an earlier
// one. Those have labels all different, so one at most shares its label:
// found by a scan in a short list, by label (LabelIndex) in a long one.
bool is_twin(GameCore& g, const std::vector<Option>& options, std::optional<LabelIndex>& index) {
  constexpr size_t kScanned = 16;
  const Option& o = options.back();
  size_t last = options.size() - 1;
  const Option* e = nullptr;
  if (last < kScanned) {
    for (size_t i = 0; i < last && !e; ++i)
      if (options[i].label == o.label) e = &options[i];
  } else {
    if (!index) {
      index.emplace(options);
      for (size_t i = 0; i < last; ++i)
        if (!options[i].label.empty()) index->add(i);
    }
    long long at = index->add(last);
    if (at >= 0) e = &options[static_cast<size_t>(at)];
  }
  if (!e) return false;
  if (e->card && o.card && st(g).label(e->card) == st(g).label(o.card)) return true;
  throw ApiError(alike_labels(*e, o));
}

// Whether two option tables name the same move: the same parts, the card
// aside, whose twin `b_card` is. Used for options left without a label.
bool same_parts(lua_State* L, int a, int b) {
  int n = 0;
  lua_pushnil(L);
  while (lua_next(L, a)) {
    ++n;
    bool card = lua_type(L, -2) == LUA_TSTRING && std::strcmp(lua_tostring(L, -2), "card") == 0;
    lua_pushvalue(L, -2);
    lua_rawget(L, b);
    bool same = card || lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    if (!same) {
      lua_pop(L, 1);
      return false;
    }
  }
  int parts = n;
  lua_pushnil(L);
  while (lua_next(L, b)) {
    --n;
    lua_pop(L, 1);
  }
  // Charged once walked (both tables are the script's, made at its cost).
  charge_engine(L, static_cast<double>(2 * parts - n) * kElementCharge);
  return n == 0;
}

// An option left without a label is a twin of an earlier one when their
// cards are alike in every way and their other parts are equal.
bool is_unspelled_twin(lua_State* L, GameCore& g, const std::vector<Option>& options,
                       const Option& o, int opts, int opt) {
  if (!o.card) return false;
  // One look at every option before it: charged, so that a list of many
  // options left without labels is bounded by the budget.
  charge_engine(L, static_cast<double>(options.size()));
  const std::string& mine = st(g).label(o.card);
  for (const auto& e : options) {
    if (!e.label.empty() || !e.card || e.card == o.card || st(g).label(e.card) != mine) continue;
    lua_rawgeti(L, opts, e.number);
    int other = raw_view(L, -1);
    bool same = same_parts(L, opt, other);
    lua_pop(L, 2);
    if (same) return true;
  }
  return false;
}

Choice read_choice(lua_State* L, GameCore& g, int seat_, int opts_i, int refusals_i) {
  Choice c;
  c.player = seat_;
  if (!lua_istable(L, opts_i)) throw ApiError("expected a list of options");
  int opts = raw_view(L, opts_i);
  lua_Integer n = list_length(L, opts, sizeof(Option));
  c.options.reserve(static_cast<size_t>(n));
  bool tables = n > 0 && lua_rawgeti(L, opts, 1) == LUA_TTABLE;
  lua_pop(L, 1);
  // A list with a `__label` metamethod may leave its options' text to it: a
  // function making it, or the name of the field that holds it.
  bool lazy = tables && luaL_getmetafield(L, opts_i, "__label") != LUA_TNIL;
  if (lazy) {
    bool ok = lua_isfunction(L, -1) || lua_type(L, -1) == LUA_TSTRING;
    lua_pop(L, 1);
    if (!ok) throw ApiError("the options' __label must be a function or the name of a field");
  }
  std::optional<LabelIndex> index;  // made once the list is long (is_twin)
  // The two keys stay on the stack: pushing them per option cost more than reading it.
  lua_pushliteral(L, "label");
  int label_key = lua_gettop(L);
  lua_pushliteral(L, "card");
  const int base = lua_gettop(L);  // each option's values are dropped back to here
  for (lua_Integer k = 1; k <= n; ++k) {
    Option o;
    o.number = static_cast<int>(k);
    size_t len = 0;
    bool unspelled = false;
    int type = lua_rawgeti(L, opts, k);
    if (type == LUA_TTABLE) {
      // Most option tables have no metatable and are read as they are; a frozen one
      // through its store.
      int opt = lua_gettop(L);
      if (lua_getmetatable(L, opt)) {
        lua_pop(L, 1);
        opt = raw_view(L, opt);
      }
      lua_pushvalue(L, label_key);
      if (lua_rawget(L, opt) == LUA_TSTRING) {
        const char* text = lua_tolstring(L, -1, &len);
        copy_bytes(L, len);
        o.label.assign(text, len);
      }
      lua_pushvalue(L, label_key + 1);
      lua_rawget(L, opt);
      int64_t card = lua_isnil(L, -1) ? 0 : static_cast<int64_t>(lua_tointeger(L, -1));
      if (card < 0 || card > static_cast<int64_t>(st(g).cards.size()) ||
          (card == 0 && !lua_isnil(L, -1)))
        throw ApiError("option " + std::to_string(k) + ": card=" +
                       (lua_isstring(L, -1) ? lua_tostring(L, -1) : "?") + " is no card id");
      o.card = static_cast<int>(card);
      unspelled = lazy && o.label.empty();
      if (unspelled && is_unspelled_twin(L, g, c.options, o, opts, opt)) {
        lua_settop(L, base);
        continue;
      }
    } else if (type == LUA_TSTRING) {
      const char* text = lua_tolstring(L, -1, &len);
      copy_bytes(L, len);
      o.label.assign(text, len);
    }
    lua_settop(L, base);
    if (unspelled) {
      o.made = true;
      c.spelled = false;
      c.options.push_back(std::move(o));
      continue;
    }
    if (o.label.empty())
      throw ApiError("option " + std::to_string(k) +
                     " has no label (options that leave their text out come in a list with a "
                     "__label metamethod)");
    if (std::string bad = unwritable(o.label); !bad.empty()) throw ApiError(bad);
    c.options.push_back(std::move(o));
    if (is_twin(g, c.options, index)) c.options.pop_back();
  }
  lua_pop(L, 3);  // the two keys and the options' view
  if (c.options.empty()) throw ApiError("a decision needs at least one option");
  if (tables) {
    lua_pushvalue(L, opts_i);
    c.parts = g.keep_slot(L);
  }
  if (refusals_i && lua_isfunction(L, refusals_i)) {
    lua_pushvalue(L, refusals_i);
    c.lazy_refusals = g.keep_slot(L);
  } else if (refusals_i && lua_istable(L, refusals_i)) {
    read_refusals(L, refusals_i, c.refusals);
  }
  return c;
}

// A seat listed with no options: only why its moves are refused.
Choice read_aside(lua_State* L, GameCore& g, int seat_, int refusals_i) {
  Choice c;
  c.player = seat_;
  if (lua_isfunction(L, refusals_i)) {
    lua_pushvalue(L, refusals_i);
    c.lazy_refusals = g.keep_slot(L);
  } else if (lua_istable(L, refusals_i)) {
    if (std::string bad = read_refusals(L, refusals_i, c.refusals); !bad.empty())
      throw ApiError(bad);
  } else {
    throw ApiError("seat " + std::to_string(seat_) +
                   " is listed with no options: give it refusals, saying why it cannot act now");
  }
  return c;
}

// A decision suspends the script; Lua cannot suspend through a C function
// that called back into it (table.sort, string.gsub), nor outside the game's
// coroutine (a bot, an invariant).
void require_yieldable(lua_State* L) {
  if (!lua_isyieldable(L))
    throw ApiError(
        "a decision cannot be asked here: not from inside a table.sort comparator or a string.gsub "
        "callback, "
        "nor from a bot, an invariant or a function that gives refusals");
}

// ctx:choose(seat, options [, refusals [, prompt]]) -> seat, index, label
int choose(lua_State* L, GameCore& g) {
  if (g.in_setup()) throw ApiError("no decisions may be asked while dealing the setup");
  require_yieldable(L);
  Decision d;
  d.choices.push_back(read_choice(L, g, arg_seat(L, g, 2), 3, lua_gettop(L) >= 4 ? 4 : 0));
  d.prompt = text_at(L, 5);
  g.set_decision(std::move(d));
  return kYield;  // yield
}
// ctx:choose_any({ {seat=, options=, refusals=}, ... } [, prompt]) -> seat, index, label
int choose_any(lua_State* L, GameCore& g) {
  if (g.in_setup()) throw ApiError("no decisions may be asked while dealing the setup");
  require_yieldable(L);
  if (!lua_istable(L, 2)) throw ApiError("expected a list of {seat=, options=}");
  Decision d;
  int list = raw_view(L, 2);
  lua_Integer n = list_length(L, list);
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_rawgeti(L, list, k);
    if (!lua_istable(L, -1)) throw ApiError("expected {seat=, options=} at " + std::to_string(k));
    int top_ = raw_view(L, -1);
    raw_field(L, top_, "seat");
    int s = arg_seat(L, g, lua_gettop(L));
    raw_field(L, top_, "options");
    raw_field(L, top_, "refusals");
    if (d.for_player(s) || d.aside(s))
      throw ApiError("seat " + std::to_string(s) + " is listed twice");
    if (lua_istable(L, top_ + 2) && lua_rawlen(L, top_ + 2) == 0)
      d.asides.push_back(read_aside(L, g, s, top_ + 3));
    else
      d.choices.push_back(read_choice(L, g, s, top_ + 2, top_ + 3));
    lua_settop(L, top_ - 2);
  }
  lua_pop(L, 1);
  if (d.choices.empty()) throw ApiError("a decision needs at least one player with options");
  d.prompt = text_at(L, 3);
  g.set_decision(std::move(d));
  return kYield;
}

const ApiEntry kMethods[] = {
    ARBITER_CHANGES(choose,
                    "ctx:choose(seat, options [, refusals [, prompt]]) -> seat, index, label"),
    ARBITER_CHANGES(
        choose_any,
        "ctx:choose_any({{seat=, options=, refusals=}, ...} [, prompt]) -> seat, index, label"),
};

}  // namespace

std::string read_refusals(lua_State* L, int i, std::vector<Refusal>& out) {
  if (!lua_istable(L, i))
    return "expected a list of {label, reason}, got a " + std::string(luaL_typename(L, i));
  int refusals = raw_view(L, i);
  lua_Integer m = list_length(L, refusals, sizeof(Refusal));
  for (lua_Integer k = 1; k <= m; ++k) {
    lua_rawgeti(L, refusals, k);
    if (lua_istable(L, -1)) {
      int pair = raw_view(L, -1);
      lua_rawgeti(L, pair, 1);
      lua_rawgeti(L, pair, 2);
      out.push_back(Refusal{lua_type(L, -2) == LUA_TSTRING ? text_at(L, -2) : "",
                            lua_type(L, -1) == LUA_TSTRING ? text_at(L, -1) : ""});
      lua_pop(L, 3);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return "";
}

int resume_choice(lua_State* L, int, lua_KContext) {
  return lua_gettop(L) >= 3 ? 3 : 0;
}

std::span<const ApiEntry> decision_methods() {
  return kMethods;
}

}  // namespace arbiter
