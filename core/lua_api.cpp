// The engine API, bound by hand on the Lua C API. Each method runs its body
// inside `call`, which turns C++ exceptions into Lua errors only after every
// C++ object of the body is gone (Lua errors unwind with longjmp).
#include "core/lua_api.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <span>
#include <stdexcept>
#include <unordered_map>

#include "core/cardref.h"
#include "core/distance.h"
#include "core/game.h"
#include "core/judgement.h"
#include "core/lua_args.h"
#include "core/poker.h"
#include "core/script.h"

namespace arbiter {

namespace {

const char* kCtx = "arbiter.ctx";

struct Bad : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The ctx userdata carries a tag beside the game: checking it is a pointer
// compare, where luaL_testudata looks the metatable up by name on every call.
// Scripts cannot make full userdata, so only push_ctx makes one this size.
struct CtxBox {
  Game* game;  // null once the game is gone (end_ctx): a script may have kept its ctx
  const void* tag;
};
const char kCtxTag = 0;

Game& game_of(lua_State* L) {
  auto* box = static_cast<CtxBox*>(lua_touserdata(L, 1));
  if (!box || lua_type(L, 1) != LUA_TUSERDATA || lua_rawlen(L, 1) != sizeof(CtxBox) ||
      box->tag != &kCtxTag)
    throw Bad("engine functions are called as ctx:name(...)");
  if (!box->game)
    throw Bad(
        "this ctx belongs to a game that has ended: keep no ctx beyond the call that gave it");
  return *box->game;
}

const State& st(Game& g) {
  return g.state();
}

// lua_pushstring would measure the text and look it up by address first.
void push_text(lua_State* L, const std::string& s) {
  lua_pushlstring(L, s.data(), s.size());
}

int64_t arg_int(lua_State* L, int i, const char* what) {
  int ok = 0;
  lua_Integer v = lua_tointegerx(L, i, &ok);
  if (!ok) throw Bad(std::string("expected a whole number for ") + what);
  return v;
}

std::string arg_str(lua_State* L, int i, const char* what) {
  if (lua_type(L, i) != LUA_TSTRING) throw Bad(std::string("expected text for ") + what);
  size_t n = 0;
  const char* s = lua_tolstring(L, i, &n);
  return std::string(s, n);
}

int arg_seat(lua_State* L, Game& g, int i, bool allow_game = false) {
  int64_t s = arg_int(L, i, "a seat");
  if ((allow_game && s == 0) || (s >= 1 && s <= st(g).seats())) return static_cast<int>(s);
  throw Bad("no seat " + std::to_string(s));
}

int arg_card(lua_State* L, Game& g, int i) {
  int64_t c = arg_int(L, i, "a card");
  if (c >= 1 && c <= static_cast<int64_t>(st(g).cards.size())) return static_cast<int>(c);
  throw Bad("no card " + std::to_string(c));
}

// Text read in place, no copy: valid while the argument stays on the stack.
std::string_view arg_view(lua_State* L, int i, const char* what) {
  if (lua_type(L, i) != LUA_TSTRING) throw Bad(std::string("expected text for ") + what);
  size_t n = 0;
  const char* s = lua_tolstring(L, i, &n);
  return std::string_view(s, n);
}

int arg_zone(lua_State* L, Game& g, int owner_i, int name_i) {
  int owner = arg_seat(L, g, owner_i, true);
  std::string_view name = arg_view(L, name_i, "a zone name");
  int z = st(g).zone_id(owner, name);
  if (z < 0) {
    std::vector<std::string> names;
    for (const auto& zd : g.content().zones) names.push_back(zd.name);
    throw Bad("no zone '" + std::string(name) + "'" + did_you_mean(std::string(name), names));
  }
  const ZoneDef& zd = g.content().zones[st(g).zone(z).def];
  if (zd.per_player && owner == 0)
    throw Bad("zone '" + std::string(name) + "' belongs to a player: give a seat");
  return z;
}

// The engine reads tables raw: no script code (a metamethod) may run inside
// an engine function, where it could loop past the budget, ask for a decision
// or raise an error over C++ objects. A frozen module table keeps its fields
// in the table its metatable's __index names, so that one is read instead.
// Pushes the table to read and returns its index.
int raw_view(lua_State* L, int i) {
  i = lua_absindex(L, i);
  if (lua_getmetatable(L, i)) {
    lua_pushliteral(L, "__metatable");
    lua_rawget(L, -2);
    bool frozen = lua_type(L, -1) == LUA_TSTRING && std::strcmp(lua_tostring(L, -1), "frozen") == 0;
    lua_pop(L, 1);
    if (frozen) {
      lua_pushliteral(L, "__index");
      lua_rawget(L, -2);
      lua_remove(L, -2);
      if (lua_istable(L, -1)) return lua_gettop(L);
    }
    lua_pop(L, 1);
  }
  lua_pushvalue(L, i);
  return lua_gettop(L);
}

// Pushes t[name], read raw.
int raw_field(lua_State* L, int t, const char* name) {
  lua_pushstring(L, name);
  return lua_rawget(L, t);
}

// Reads a list of whole numbers into `out` (cleared first).
void read_list(lua_State* L, int i, const char* what, std::vector<int>& out) {
  if (!lua_istable(L, i)) throw Bad(std::string("expected a list for ") + what);
  out.clear();
  int t = raw_view(L, i);
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, t));
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_rawgeti(L, t, k);
    int ok = 0;
    lua_Integer v = lua_tointegerx(L, -1, &ok);
    lua_pop(L, 1);
    if (!ok) throw Bad(std::string("expected whole numbers in ") + what);
    out.push_back(narrow_int(v, what));
  }
  lua_pop(L, 1);
}

std::vector<int> arg_list(lua_State* L, int i, const char* what) {
  std::vector<int> out;
  read_list(L, i, what, out);
  return out;
}

void push_list(lua_State* L, const std::vector<int>& v) {
  lua_createtable(L, static_cast<int>(v.size()), 0);
  for (size_t k = 0; k < v.size(); ++k) {
    lua_pushinteger(L, v[k]);
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
}

void push_value(lua_State* L, const Value& v) {
  if (!lua_checkstack(L, 2)) throw Bad("a value nested too deeply to give to a script");
  switch (v.kind) {
    case Value::Kind::Nil:
      lua_pushnil(L);
      break;
    case Value::Kind::Bool:
      lua_pushboolean(L, v.b);
      break;
    case Value::Kind::Int:
      lua_pushinteger(L, v.i);
      break;
    case Value::Kind::Str:
      lua_pushlstring(L, v.s.data(), v.s.size());
      break;
    case Value::Kind::List:
      lua_createtable(L, static_cast<int>(v.list.size()), 0);
      for (size_t k = 0; k < v.list.size(); ++k) {
        push_value(L, v.list[k]);
        lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
      }
      break;
  }
}

// State values are plain data a person can read in a claim: lists nest a
// few levels at most, and a cycle is refused as nesting too deep.
constexpr int kMaxValueDepth = 16;

Value arg_value(lua_State* L, int i, int depth = 0) {
  switch (lua_type(L, i)) {
    case LUA_TNIL:
    case LUA_TNONE:
      return Value{};
    case LUA_TBOOLEAN:
      return Value::boolean(lua_toboolean(L, i));
    case LUA_TNUMBER:
      if (!lua_isinteger(L, i)) throw Bad("state values are whole numbers, not fractions");
      return Value::integer(lua_tointeger(L, i));
    case LUA_TSTRING:
      return Value::str(arg_str(L, i, "a value"));
    case LUA_TTABLE: {
      if (depth >= kMaxValueDepth || !lua_checkstack(L, 4))
        throw Bad("a state value nests lists more than " + std::to_string(kMaxValueDepth) +
                  " deep (or contains itself)");
      std::vector<Value> items;
      int t = raw_view(L, i);
      lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, t));
      for (lua_Integer k = 1; k <= n; ++k) {
        lua_rawgeti(L, t, k);
        items.push_back(arg_value(L, lua_gettop(L), depth + 1));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
      return Value::of_list(std::move(items));
    }
  }
  throw Bad("state values are nil, booleans, whole numbers, text or lists of them");
}

Props& props_of(Game& g, int owner) {
  return owner == 0 ? g.state().props : g.state().players[owner - 1].props;
}

// ---- players and seats ----
int seats(lua_State* L, Game& g) {
  lua_pushinteger(L, st(g).seats());
  return 1;
}
int name(lua_State* L, Game& g) {
  int s = arg_seat(L, g, 2);
  push_text(L, st(g).players[s - 1].name);
  return 1;
}
int seat(lua_State* L, Game& g) {
  int s = st(g).seat_of(arg_str(L, 2, "a player name"));
  if (s)
    lua_pushinteger(L, s);
  else
    lua_pushnil(L);
  return 1;
}
int alive(lua_State* L, Game& g) {
  lua_pushboolean(L, st(g).players[arg_seat(L, g, 2) - 1].alive);
  return 1;
}
int set_alive(lua_State* L, Game& g) {
  g.state().players[arg_seat(L, g, 2) - 1].alive = lua_toboolean(L, 3);
  return 0;
}
int living(lua_State* L, Game& g) {
  int from = lua_isnoneornil(L, 2) ? 1 : arg_seat(L, g, 2);
  // Straight into the table: scripts ask this at nearly every decision.
  const State& s = st(g);
  int n = s.seats();
  lua_createtable(L, s.living_count(), 0);
  lua_Integer k = 0;
  for (int i = 0; i < n; ++i) {
    int seat = (from - 1 + i) % n + 1;
    if (!s.players[seat - 1].alive) continue;
    lua_pushinteger(L, seat);
    lua_rawseti(L, -2, ++k);
  }
  return 1;
}
int next_living(lua_State* L, Game& g) {
  int s = arg_seat(L, g, 2);
  int n = st(g).seats();
  for (int k = 1; k <= n; ++k) {
    int t = (s - 1 + k) % n + 1;
    if (st(g).players[t - 1].alive) {
      lua_pushinteger(L, t);
      return 1;
    }
  }
  lua_pushnil(L);
  return 1;
}
int living_count(lua_State* L, Game& g) {
  lua_pushinteger(L, st(g).living_count());
  return 1;
}

// ---- values on players and the game (seat 0) ----
int get(lua_State* L, Game& g) {
  auto& props = props_of(g, arg_seat(L, g, 2, true));
  auto it = props.find(arg_view(L, 3, "a key"));
  if (it == props.end())
    lua_pushnil(L);
  else
    push_value(L, it->second);
  return 1;
}
// Bytes a property takes: its key and its value (0 when absent).
long long prop_bytes(const Props& props, const std::string& key, const Value* v = nullptr) {
  if (!v) {
    auto it = props.find(key);
    if (it == props.end()) return 0;
    v = &it->second;
  }
  return v->is_nil() ? 0 : static_cast<long long>(key.size() + v->bytes());
}

int set(lua_State* L, Game& g) {
  auto& props = props_of(g, arg_seat(L, g, 2, true));
  std::string key = arg_str(L, 3, "a key");
  Value v = arg_value(L, 4);
  g.hold(prop_bytes(props, key, &v) - prop_bytes(props, key));
  if (v.is_nil())
    props.erase(key);
  else
    props[key] = std::move(v);
  return 0;
}
int add(lua_State* L, Game& g) {
  auto& props = props_of(g, arg_seat(L, g, 2, true));
  std::string key = arg_str(L, 3, "a key");
  int64_t delta = lua_isnoneornil(L, 4) ? 1 : arg_int(L, 4, "an amount");
  Value& v = props[key];
  if (v.kind == Value::Kind::Nil) v = Value::integer(0);
  if (v.kind != Value::Kind::Int) throw Bad("'" + key + "' is not a number");
  v.i = checked_add(v.i, delta, "ctx:add of '" + key + "'");
  lua_pushinteger(L, v.i);
  return 1;
}
int card_get(lua_State* L, Game& g) {
  auto& props = g.state().card_props[arg_card(L, g, 2) - 1];
  auto it = props.find(arg_view(L, 3, "a key"));
  if (it == props.end())
    lua_pushnil(L);
  else
    push_value(L, it->second);
  return 1;
}
int card_set(lua_State* L, Game& g) {
  auto& props = g.state().card_props[arg_card(L, g, 2) - 1];
  std::string key = arg_str(L, 3, "a key");
  Value v = arg_value(L, 4);
  g.hold(prop_bytes(props, key, &v) - prop_bytes(props, key));
  if (v.is_nil())
    props.erase(key);
  else
    props[key] = std::move(v);
  return 0;
}

// ---- cards ----
int card_name(lua_State* L, Game& g) {
  push_text(L, st(g).def(arg_card(L, g, 2)).name);
  return 1;
}
int label(lua_State* L, Game& g) {
  push_text(L, st(g).label(arg_card(L, g, 2)));
  return 1;
}
int suit(lua_State* L, Game& g) {
  int s = st(g).card(arg_card(L, g, 2)).suit;
  if (s < 0)
    lua_pushnil(L);
  else
    push_text(L, suit_text(s));
  return 1;
}
int rank(lua_State* L, Game& g) {
  int r = st(g).card(arg_card(L, g, 2)).rank;
  if (r == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, r);
  return 1;
}
int type(lua_State* L, Game& g) {
  push_text(L, st(g).def(arg_card(L, g, 2)).type);
  return 1;
}
int prop(lua_State* L, Game& g) {
  const auto& props = st(g).def(arg_card(L, g, 2)).props;
  auto it = props.find(arg_str(L, 3, "a key"));
  if (it == props.end())
    lua_pushnil(L);
  else
    push_value(L, it->second);
  return 1;
}
int text(lua_State* L, Game& g) {
  push_text(L, st(g).def(arg_card(L, g, 2)).text);
  return 1;
}
int script(lua_State* L, Game& g) {
  int ref = g.host().def_module(st(g).card(arg_card(L, g, 2)).def);
  if (ref == LUA_NOREF)
    lua_pushnil(L);
  else
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  return 1;
}
int where(lua_State* L, Game& g) {
  const Card& c = st(g).card(arg_card(L, g, 2));
  if (c.zone < 0) return 0;
  const Zone& z = st(g).zone(c.zone);
  push_text(L, g.content().zones[z.def].name);
  lua_pushinteger(L, z.owner);
  return 2;
}
int cards_of(lua_State* L, Game& g) {
  std::string t = arg_str(L, 2, "a type");
  std::vector<int> out;
  for (const auto& c : st(g).cards)
    if (g.content().defs[c.def].type == t) out.push_back(c.id);
  push_list(L, out);
  return 1;
}
int find(lua_State* L, Game& g) {
  std::string text_ = arg_str(L, 2, "a card");
  int zone = lua_isnoneornil(L, 4) ? -1 : arg_zone(L, g, 3, 4);
  std::string why;
  int id = g.find_card(text_, zone, &why);
  if (id > 0) {
    lua_pushinteger(L, id);
    return 1;
  }
  lua_pushnil(L);
  lua_pushstring(L, why.c_str());
  return 2;
}

// ---- zones ----
int zone(lua_State* L, Game& g) {
  push_list(L, st(g).zone(arg_zone(L, g, 2, 3)).cards);
  return 1;
}
int size(lua_State* L, Game& g) {
  lua_pushinteger(L, static_cast<lua_Integer>(st(g).zone(arg_zone(L, g, 2, 3)).cards.size()));
  return 1;
}
int top(lua_State* L, Game& g) {
  const auto& cards = st(g).zone(arg_zone(L, g, 2, 3)).cards;
  if (cards.empty())
    lua_pushnil(L);
  else
    lua_pushinteger(L, cards.back());
  return 1;
}
// How many cards lie above `card` in zone `z` (0: it is the top one).
int known_depth(Game& g, int z, int card) {
  const auto& cards = st(g).zone(z).cards;
  auto at = std::find(cards.begin(), cards.end(), card);
  return static_cast<int>(cards.end() - at) - 1;
}
int move(lua_State* L, Game& g) {
  int c = arg_card(L, g, 2);
  int to = arg_zone(L, g, 3, 4);
  bool bottom = lua_isstring(L, 5) && std::string(lua_tostring(L, 5)) == "bottom";
  int from = st(g).card(c).zone;
  const Content& ct = g.content();
  bool from_pile = from >= 0 && ct.zones[st(g).zone(from).def].name == ct.draw_pile;
  // A known card taken off the top by hand leaves one fewer known; one taken
  // from under them leaves them as they were.
  bool was_known = from_pile && from != to && known_depth(g, from, c) < g.state().known_top;
  g.state().move(c, to, bottom);
  if (from_pile) {
    if (was_known) g.state().known_top--;
    g.refill_if_empty();
  }
  if (ct.zones[st(g).zone(to).def].name == ct.draw_pile && !bottom && from != to && !g.in_setup())
    g.state().known_top++;
  return 0;
}
int shuffle(lua_State* L, Game& g) {
  int z = arg_zone(L, g, 2, 3);
  g.shuffle_zone(z, lua_toboolean(L, 4));
  if (g.content().zones[st(g).zone(z).def].name == g.content().draw_pile) g.state().known_top = 0;
  return 0;
}
int stack(lua_State* L, Game& g) {  // the top `n` cards of the draw pile are known (setup)
  const State& s = st(g);
  int pile = s.zone_id(0, g.content().draw_pile);
  int64_t most = pile < 0 ? 0 : static_cast<int64_t>(s.zone(pile).cards.size());
  g.state().known_top = static_cast<int>(in_range(arg_int(L, 2, "a count"), "ctx:stack", 0, most));
  return 0;
}
int draw(lua_State* L, Game& g) {
  int to = arg_zone(L, g, 2, 3);
  int c = g.draw_from_pile();
  if (c <= 0) {
    lua_pushnil(L);
    return 1;
  }
  g.state().move(c, to);
  g.refill_if_empty();
  lua_pushinteger(L, c);
  return 1;
}
int random_pick(lua_State* L, Game& g) {
  int c = g.pick_random(arg_list(L, 2, "the cards to pick from"));
  if (c <= 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, c);
  return 1;
}

// ---- distance and judgement ----
int distance_(lua_State* L, Game& g) {
  lua_pushinteger(L, distance(st(g), arg_seat(L, g, 2), arg_seat(L, g, 3)));
  return 1;
}
int reach_(lua_State* L, Game& g) {
  lua_pushinteger(L, reach(st(g), arg_seat(L, g, 2)));
  return 1;
}
int reach_card_(lua_State* L, Game& g) {
  int c = reach_card(st(g), arg_seat(L, g, 2));
  if (c)
    lua_pushinteger(L, c);
  else
    lua_pushnil(L);
  return 1;
}
int distance_why(lua_State* L, Game& g) {
  DistanceWhy why = explain_distance(st(g), arg_seat(L, g, 2), arg_seat(L, g, 3));
  lua_pushlstring(L, why.text.data(), why.text.size());
  lua_pushboolean(L, why.modified);
  return 2;
}
int modifier_(lua_State* L, Game& g) {
  lua_pushinteger(L, modifier(st(g), arg_seat(L, g, 2), arg_str(L, 3, "a modifier name")));
  return 1;
}
int judgement_count(lua_State* L, Game& g) {
  lua_pushinteger(L, judgement_cards(st(g), arg_seat(L, g, 2)));
  return 1;
}
int passes(lua_State* L, Game& g) {
  int c = arg_card(L, g, 2);
  if (!lua_istable(L, 3)) throw Bad("expected a test such as {suits = {\"♥\"}, min = 2, max = 9}");
  JudgementTest t;
  int test = raw_view(L, 3);
  if (raw_field(L, test, "suits") == LUA_TTABLE) {
    int suits = raw_view(L, -1);
    lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, suits));
    for (lua_Integer k = 1; k <= n; ++k) {
      lua_rawgeti(L, suits, k);
      int r = 0, s = -1;
      std::string sym = lua_isstring(L, -1) ? lua_tostring(L, -1) : "";
      lua_pop(L, 1);
      if (!parse_rank_suit("2" + fold_text(sym), r, s)) throw Bad("unknown suit '" + sym + "'");
      t.suits.push_back(s);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  if (raw_field(L, test, "min") == LUA_TNUMBER)
    t.min_rank = narrow_int(lua_tointeger(L, -1), "min");
  lua_pop(L, 1);
  if (raw_field(L, test, "max") == LUA_TNUMBER)
    t.max_rank = narrow_int(lua_tointeger(L, -1), "max");
  lua_pop(L, 2);
  lua_pushboolean(L, judgement_passes(st(g), c, t));
  return 1;
}

// ---- decisions ----

// A record names a move by its label, so no two options may share one. Cards
// alike in every way (BANG!'s two Stagecoach (9♠)) make the same move: the
// first is offered and the twin left out. Any other repeat is the script's
// mistake: its records could not be replayed.
bool is_twin(Game& g, const std::vector<Option>& options, const Option& o) {
  for (const auto& e : options) {
    if (e.label != o.label) continue;
    if (e.card && o.card && st(g).label(e.card) == st(g).label(o.card)) return true;
    throw Bad("options " + std::to_string(e.number) + " and " + std::to_string(o.number) +
              " are both '" + o.label +
              "': a record could not tell them apart; give each its own label");
  }
  return false;
}

Choice read_choice(lua_State* L, Game& g, int seat_, int opts_i, int refusals_i) {
  Choice c;
  c.player = seat_;
  if (!lua_istable(L, opts_i)) throw Bad("expected a list of options");
  int opts = raw_view(L, opts_i);
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, opts));
  c.options.reserve(static_cast<size_t>(n));
  // The two keys stay on the stack: pushing them per option cost more than reading it.
  lua_pushliteral(L, "label");
  int label_key = lua_gettop(L);
  lua_pushliteral(L, "card");
  for (lua_Integer k = 1; k <= n; ++k) {
    Option o;
    size_t len = 0;
    if (lua_rawgeti(L, opts, k) == LUA_TTABLE) {
      int opt = raw_view(L, -1);
      lua_pushvalue(L, label_key);
      if (lua_rawget(L, opt) == LUA_TSTRING) {
        const char* text = lua_tolstring(L, -1, &len);
        o.label.assign(text, len);
      }
      lua_pushvalue(L, label_key + 1);
      lua_rawget(L, opt);
      int64_t card = lua_isnil(L, -1) ? 0 : static_cast<int64_t>(lua_tointeger(L, -1));
      if (card < 0 || card > static_cast<int64_t>(st(g).cards.size()) ||
          (card == 0 && !lua_isnil(L, -1)))
        throw Bad("option " + std::to_string(k) +
                  ": card=" + (lua_isstring(L, -1) ? lua_tostring(L, -1) : "?") + " is no card id");
      o.card = static_cast<int>(card);
      lua_pop(L, 3);
    } else if (lua_type(L, -1) == LUA_TSTRING) {
      const char* text = lua_tolstring(L, -1, &len);
      o.label.assign(text, len);
    }
    lua_pop(L, 1);
    if (o.label.empty()) throw Bad("option " + std::to_string(k) + " has no label");
    if (o.label.find(": ") != std::string::npos || o.label.find(" #") != std::string::npos)
      throw Bad("label '" + o.label + "' contains ': ' or ' #', which records cannot hold plainly");
    o.number = static_cast<int>(k);
    if (!is_twin(g, c.options, o)) c.options.push_back(std::move(o));
  }
  lua_pop(L, 3);  // the two keys and the options' view
  if (c.options.empty()) throw Bad("a decision needs at least one option");
  if (refusals_i && lua_isfunction(L, refusals_i)) {
    lua_pushvalue(L, refusals_i);
    c.lazy_refusals = luaL_ref(L, LUA_REGISTRYINDEX);
  } else if (refusals_i && lua_istable(L, refusals_i)) {
    read_refusals(L, refusals_i, c.refusals);
  }
  return c;
}

// A seat listed with no options: only why its moves are refused.
Choice read_aside(lua_State* L, int seat_, int refusals_i) {
  Choice c;
  c.player = seat_;
  if (lua_isfunction(L, refusals_i)) {
    lua_pushvalue(L, refusals_i);
    c.lazy_refusals = luaL_ref(L, LUA_REGISTRYINDEX);
  } else if (lua_istable(L, refusals_i)) {
    if (std::string bad = read_refusals(L, refusals_i, c.refusals); !bad.empty()) throw Bad(bad);
  } else {
    throw Bad("seat " + std::to_string(seat_) +
              " is listed with no options: give it refusals, saying why it cannot act now");
  }
  return c;
}

int choose_k(lua_State* L, int, lua_KContext) {
  return lua_gettop(L) >= 3 ? 3 : 0;
}

// A decision suspends the script; Lua cannot suspend through a C function
// that called back into it (table.sort, string.gsub), nor outside the game's
// coroutine (a bot, an invariant).
void require_yieldable(lua_State* L) {
  if (!lua_isyieldable(L))
    throw Bad(
        "a decision cannot be asked here: not from inside a table.sort comparator or a string.gsub "
        "callback, "
        "nor from a bot, an invariant or a function that gives refusals");
}

// ctx:choose(seat, options [, refusals [, prompt]]) -> seat, index, label
int choose(lua_State* L, Game& g) {
  if (g.in_setup()) throw Bad("no decisions may be asked while dealing the setup");
  require_yieldable(L);
  Decision d;
  d.choices.push_back(read_choice(L, g, arg_seat(L, g, 2), 3, lua_gettop(L) >= 4 ? 4 : 0));
  if (lua_isstring(L, 5)) d.prompt = lua_tostring(L, 5);
  g.set_decision(std::move(d));
  return -2;  // yield
}
// ctx:choose_any({ {seat=, options=, refusals=}, ... } [, prompt]) -> seat, index, label
int choose_any(lua_State* L, Game& g) {
  if (g.in_setup()) throw Bad("no decisions may be asked while dealing the setup");
  require_yieldable(L);
  if (!lua_istable(L, 2)) throw Bad("expected a list of {seat=, options=}");
  Decision d;
  int list = raw_view(L, 2);
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, list));
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_rawgeti(L, list, k);
    if (!lua_istable(L, -1)) throw Bad("expected {seat=, options=} at " + std::to_string(k));
    int top_ = raw_view(L, -1);
    raw_field(L, top_, "seat");
    int s = arg_seat(L, g, lua_gettop(L));
    raw_field(L, top_, "options");
    raw_field(L, top_, "refusals");
    if (d.for_player(s) || d.aside(s)) throw Bad("seat " + std::to_string(s) + " is listed twice");
    if (lua_istable(L, top_ + 2) && lua_rawlen(L, top_ + 2) == 0)
      d.asides.push_back(read_aside(L, s, top_ + 3));
    else
      d.choices.push_back(read_choice(L, g, s, top_ + 2, top_ + 3));
    lua_settop(L, top_ - 2);
  }
  lua_pop(L, 1);
  if (d.choices.empty()) throw Bad("a decision needs at least one player with options");
  if (lua_isstring(L, 3)) d.prompt = lua_tostring(L, 3);
  g.set_decision(std::move(d));
  return -2;
}

// ---- narration, turn, end, setup ----
// Narration at stack index `i` is checked even where nobody reads it (sim,
// soak), so a script's mistake shows there too; it is copied only when read.
bool keep_line(lua_State* L, Game& g, int i) {
  if (lua_type(L, i) != LUA_TSTRING) throw Bad("expected text for the text");
  return g.narrating;
}
int log(lua_State* L, Game& g) {
  if (keep_line(L, g, 2)) {
    Narration n{arg_str(L, 2, "the text"), lua_isstring(L, 3) ? lua_tostring(L, 3) : "", 0};
    g.hold(static_cast<long long>(n.text.size() + n.rule.size()));
    g.narrate(std::move(n));
  }
  return 0;
}
int tell(lua_State* L, Game& g) {
  int s = arg_seat(L, g, 2);
  if (keep_line(L, g, 3)) {
    Narration n{arg_str(L, 3, "the text"), lua_isstring(L, 4) ? lua_tostring(L, 4) : "", s};
    g.hold(static_cast<long long>(n.text.size() + n.rule.size()));
    g.narrate(std::move(n));
  }
  return 0;
}
int narrating(lua_State* L, Game& g) {
  lua_pushboolean(L, g.narrating);
  return 1;
}
int set_turn(lua_State* L, Game& g) {
  g.state().turn = arg_seat(L, g, 2);
  return 0;
}
int turn(lua_State* L, Game& g) {
  lua_pushinteger(L, st(g).turn);
  return 1;
}
int finish(lua_State* L, Game& g) {
  std::vector<int> w = lua_isnoneornil(L, 2) ? std::vector<int>{} : arg_list(L, 2, "the winners");
  for (int s : w)
    if (s < 1 || s > st(g).seats())
      throw Bad("ctx:finish: no seat " + std::to_string(s) + " among the winners");
  std::sort(w.begin(), w.end());
  g.state().winners = w;
  g.state().over = true;
  return 0;
}
int is_over(lua_State* L, Game& g) {
  lua_pushboolean(L, st(g).over);
  return 1;
}
int option(lua_State* L, Game& g) {
  push_text(L, g.option(arg_str(L, 2, "an option name")));
  return 1;
}
int rule(lua_State* L, Game& g) {
  std::string k = arg_str(L, 2, "a rule name");
  auto it = g.content().rules.find(k);
  if (it == g.content().rules.end())
    throw Bad("game '" + g.content().id + "' has no rule '" + k + "'");
  push_value(L, it->second);
  return 1;
}
// ctx:did_you_mean(word, words) -> " (did you mean 'x'?)" or "": the engine's own hint, for
// scripts' messages.
int did_you_mean_(lua_State* L, Game&) {
  std::string word = arg_str(L, 2, "a word");
  if (!lua_istable(L, 3)) throw Bad("expected a list of words");
  std::vector<std::string> words;
  int t = raw_view(L, 3);  // a list a module exports is frozen with it
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, t));
  for (lua_Integer k = 1; k <= n; ++k) {
    if (lua_rawgeti(L, t, k) == LUA_TSTRING) words.push_back(lua_tostring(L, -1));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  push_text(L, did_you_mean(word, words));
  return 1;
}
int setup_error(lua_State* L, Game& g) {
  // Past the deal the record's setup is no longer the question: a script
  // that calls this in play has a bug of its own (exit 3, not 2).
  if (!g.in_setup())
    throw Bad("ctx:setup_error is for dealing a record's setup; the game is under way");
  g.setup_error(arg_str(L, 2, "a setup path"), arg_str(L, 3, "a message"));
  return -1;
}
int record_setup(lua_State* L, Game& g) {
  std::string key = arg_str(L, 2, "a setup key");
  if (!g.chance().keep_outcomes) return 0;  // no record is written (sim, soak, replay)
  auto value = [&](int i) -> YAML::Node {
    if (lua_istable(L, i)) {
      YAML::Node list(YAML::NodeType::Sequence);
      int t = raw_view(L, i);
      lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, t));
      for (lua_Integer k = 1; k <= n; ++k) {
        lua_rawgeti(L, t, k);
        list.push_back(std::string(lua_isstring(L, -1) ? lua_tostring(L, -1) : ""));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
      return list;
    }
    if (lua_isinteger(L, i)) return YAML::Node(static_cast<long long>(lua_tointeger(L, i)));
    if (lua_isboolean(L, i)) return YAML::Node(static_cast<bool>(lua_toboolean(L, i)));
    return YAML::Node(std::string(lua_isstring(L, i) ? lua_tostring(L, i) : ""));
  };
  if (lua_isnoneornil(L, 3) || lua_gettop(L) == 3) {
    g.setup_out()[key] = value(3);
  } else {
    g.setup_out()[key][arg_str(L, 3, "a setup sub-key")] = value(4);
  }
  return 0;
}
int end_setup(lua_State*, Game& g) {
  g.end_setup();
  return 0;
}
int random_below(lua_State* L, Game& g) {
  // For scripts that need a number, not a card: a `random` pin gives it.
  int64_t n = in_range(arg_int(L, 2, "a bound"), "random_below", 1, INT32_MAX);
  lua_pushinteger(L, g.pick_number(static_cast<int>(n)));
  return 1;
}
int handlers(lua_State* L, Game& g) {
  // Active cards whose script handles `event`, and the game's own triggers
  // (from variants): {card, owner, module}, by priority (higher first), then
  // the game's triggers before cards, then seat order from the player whose
  // turn it is, then the order they entered play. A trigger's card and owner are 0.
  std::string ev = arg_str(L, 2, "an event name");
  struct H {
    int card, owner, prio, seat_order;
    int64_t entered;
    int module;
  };
  std::vector<H> hs;
  const State& s = st(g);
  int n = s.seats();
  const auto& triggers = g.content().triggers;
  for (size_t t = 0; t < triggers.size(); ++t) {
    const auto& names = g.host().trigger_handlers(static_cast<int>(t));
    if (std::binary_search(names.begin(), names.end(), ev))
      hs.push_back({0, 0, triggers[t].priority, -1, static_cast<int64_t>(t),
                    g.host().trigger_module(static_cast<int>(t))});
  }
  for (const auto& z : s.zones) {
    if (!g.content().zones[z.def].active || z.owner == 0) continue;
    if (!s.players[z.owner - 1].alive && ev != "eliminated") continue;
    for (int c : z.cards) {
      int d = s.card(c).def;
      const auto& names = g.host().handlers(d);
      if (!std::binary_search(names.begin(), names.end(), ev)) continue;
      int order = s.turn ? (z.owner - s.turn + n) % n : z.owner;
      hs.push_back({c, z.owner, g.content().defs[d].priority, order, s.card(c).entered,
                    g.host().def_module(d)});
    }
  }
  std::sort(hs.begin(), hs.end(), [](const H& a, const H& b) {
    if (a.prio != b.prio) return a.prio > b.prio;
    if (a.seat_order != b.seat_order) return a.seat_order < b.seat_order;
    return a.entered < b.entered;
  });
  lua_createtable(L, static_cast<int>(hs.size()), 0);
  for (size_t k = 0; k < hs.size(); ++k) {
    lua_createtable(L, 3, 0);
    lua_pushinteger(L, hs[k].card);
    lua_rawseti(L, -2, 1);
    lua_pushinteger(L, hs[k].owner);
    lua_rawseti(L, -2, 2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, hs[k].module);
    lua_rawseti(L, -2, 3);
    lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
  }
  return 1;
}

// ---- poker hands ----
// Engine cards to the evaluator's numbering. The suitless Jack is the card
// written `J*` (a suitless definition of that name): it ranks as a jack and
// never makes a flush.
int poker_card(Game& g, int id) {
  const Card& c = st(g).card(id);
  if (c.rank >= 2 && c.rank <= 14 && c.suit >= 0) return poker::make_card(c.rank - 2, c.suit);
  if ((c.rank == 11 && c.suit < 0) || (c.rank == 0 && st(g).def(id).name == "J*"))
    return poker::kSuitlessJack;
  throw Bad(st(g).label(id) + " is not a playing card");
}
// A hand's description, built once per value: bots rank hundreds of hands a
// decision and the text is the same each time.
const std::string& described(poker::HandValue v) {
  thread_local std::unordered_map<poker::HandValue, std::string> cache;
  auto it = cache.find(v);
  if (it == cache.end()) it = cache.emplace(v, poker::describe(v)).first;
  return it->second;
}
int hand_value(lua_State* L, Game& g) {
  if (!lua_istable(L, 2)) throw Bad("expected a list for the cards");
  // Up to eight cards (all the evaluator ranks) need no allocation.
  int t = raw_view(L, 2);
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, t));
  lua_pop(L, 1);
  std::vector<int> ids_long;
  std::array<int, 8> ids_short{};
  std::span<const int> ids;
  if (n > 8) {
    ids_long = arg_list(L, 2, "the cards");
    ids = ids_long;
  } else {
    t = raw_view(L, 2);
    for (lua_Integer k = 1; k <= n; ++k) {
      lua_rawgeti(L, t, k);
      int ok = 0;
      lua_Integer v = lua_tointegerx(L, -1, &ok);
      lua_pop(L, 1);
      if (!ok) throw Bad("expected whole numbers in the cards");
      ids_short[k - 1] = narrow_int(v, "the cards");
    }
    lua_pop(L, 1);
    ids = std::span<const int>(ids_short.data(), static_cast<size_t>(n));
  }
  std::array<int, 8> short_cards{};
  for (size_t k = 0; k < ids.size(); ++k) {
    int id = ids[k];
    if (id < 1 || id > static_cast<int>(st(g).cards.size()))
      throw Bad("no card " + std::to_string(id));
    if (k < 8)
      short_cards[k] = poker_card(g, id);
    else
      poker_card(g, id);  // past eight no hand is ranked, but every card is still checked
  }
  poker::HandValue v =
      ids.size() <= 8 ? poker::evaluate(std::span<const int>(short_cards.data(), ids.size())) : 0;
  if (v == 0) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushinteger(L, static_cast<lua_Integer>(v));
  std::string_view name = poker::category_name(poker::category(v));
  lua_pushlstring(L, name.data(), name.size());
  const std::string& text = described(v);
  lua_pushlstring(L, text.data(), text.size());
  return 3;
}
int hand_rankings(lua_State* L, Game&) {
  lua_createtable(L, poker::kCategoryCount, 0);
  for (int i = 0; i < poker::kCategoryCount; ++i) {
    std::string_view name = poker::category_name(static_cast<poker::Category>(i));
    lua_pushlstring(L, name.data(), name.size());
    lua_rawseti(L, -2, i + 1);
  }
  return 1;
}

// ctx:hand_versus(pocket, board, pool [, sample]) -> wins, ties, total: a bot's
// whole sample of the other pockets in one call (see poker::versus).
int hand_versus(lua_State* L, Game& g) {
  // A bot asks at nearly every decision: the lists live on in these buffers.
  thread_local std::vector<int> pocket, board, pool, p, b, o;
  thread_local std::vector<char> out;
  read_list(L, 2, "the pocket", pocket);
  read_list(L, 3, "the board", board);
  const int ncards = static_cast<int>(st(g).cards.size());
  auto card = [&](int id) {
    if (id < 1 || id > ncards) throw Bad("no card " + std::to_string(id));
    return id;
  };
  auto to_poker = [&](const std::vector<int>& ids, std::vector<int>& to) {
    to.clear();
    for (int id : ids) to.push_back(poker_card(g, card(id)));
  };
  to_poker(pocket, p);
  to_poker(board, b);
  // The pool, in card order, leaves out the cards of the hand and the board.
  out.assign(static_cast<size_t>(ncards) + 1, 0);
  for (int id : pocket) out[static_cast<size_t>(id)] = 1;
  for (int id : board) out[static_cast<size_t>(id)] = 1;
  o.clear();
  if (lua_type(L, 4) == LUA_TSTRING) {
    std::string_view type = arg_view(L, 4, "a card type");
    const auto& defs = g.content().defs;
    for (const auto& c : st(g).cards)
      if (!out[static_cast<size_t>(c.id)] && defs[c.def].type == type)
        o.push_back(poker_card(g, c.id));
  } else {
    read_list(L, 4, "the pool", pool);
    for (int id : pool)
      if (!out[static_cast<size_t>(card(id))]) o.push_back(poker_card(g, id));
  }
  int64_t sample = lua_isnoneornil(L, 5) ? 0 : arg_int(L, 5, "the sample");
  if (sample < 0) throw Bad("the sample is a number of pockets, 0 or more");
  long long m = static_cast<long long>(o.size());
  long long pairs = m * (m - 1) / 2;
  long long step = sample > 0 ? std::max(1LL, pairs / sample) : 1;
  auto v = poker::versus(p, b, o, step);
  if (!v) {
    lua_pushnil(L);
    return 1;
  }
  lua_pushinteger(L, v->wins);
  lua_pushinteger(L, v->ties);
  lua_pushinteger(L, v->total);
  return 3;
}

using Body = int (*)(lua_State*, Game&);

// Every engine function runs its body here. A Lua error unwinds with longjmp,
// so the body's C++ objects (and the caught exception) must be gone before it
// is raised: the message waits in a plain buffer. While the body runs, its
// allocations may pass the memory cap (see ScriptHost::Alloc).
// Engine functions that change the game, refused to a script that may only
// look: a bot, an invariant or a function giving a decision's refusals.
// Their name comes from the call, only when refused.
std::string changing(lua_State* L) {
  lua_Debug ar;
  std::string name = lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar) && ar.name ? ar.name : "?";
  return "ctx:" + name +
         " changes the game: a bot, an invariant or a function giving refusals may only look at it";
}

template <Body F, bool Changes = false>
int call(lua_State* L) {
  char
      msg[1024];  // filled only on failure: clearing 1 KiB on every call cost more than most bodies
  bool thrown = false;
  int r = -1;
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  auto* alloc = static_cast<ScriptHost::Alloc*>(ud);
  alloc->engine++;
  try {
    if (!lua_checkstack(L, 40)) throw Bad("the Lua stack is full");
    Game& g = game_of(L);
    if (Changes && g.looking()) throw Bad(changing(L));
    r = F(L, g);
  } catch (const std::exception& e) {
    std::snprintf(msg, sizeof msg, "%s", e.what());
    thrown = true;
    r = -1;
  } catch (...) {
    std::snprintf(msg, sizeof msg, "an engine function failed");
    thrown = true;
    r = -1;
  }
  alloc->engine--;
  if (r == -2) return lua_yieldk(L, 0, 0, choose_k);
  if (r < 0) {
    if (!thrown)
      std::snprintf(msg, sizeof msg, "%s",
                    "the setup is refused");  // a body that returned -1 itself
    luaL_where(L, 1);
    lua_pushstring(L, msg);
    lua_concat(L, 2);
    return lua_error(L);
  }
  return r;
}

struct Entry {
  const char* name;
  lua_CFunction fn;
  const char* doc;
};

#define API(n, d)    \
  Entry {            \
#n, call < n>, d \
  }
#define CHANGES(n, d)      \
  Entry {                  \
#n, call < n, true>, d \
  }
#define API_AS(n, f, d) \
  Entry {               \
    n, call<f>, d       \
  }

const Entry kApi[] = {
    API(seats, "ctx:seats() -> number of seats"),
    API(name, "ctx:name(seat) -> the player's name"),
    API(seat, "ctx:seat(name) -> seat, or nil"),
    API(alive, "ctx:alive(seat) -> boolean"),
    CHANGES(set_alive, "ctx:set_alive(seat, boolean)"),
    API(living, "ctx:living([from]) -> living seats clockwise from `from` (included)"),
    API(next_living, "ctx:next_living(seat) -> the next living seat clockwise"),
    API(living_count, "ctx:living_count() -> number"),
    API(get, "ctx:get(seat_or_0, key) -> value"),
    CHANGES(set, "ctx:set(seat_or_0, key, value)"),
    CHANGES(add, "ctx:add(seat_or_0, key [, delta=1]) -> new value"),
    API(card_get, "ctx:card_get(card, key) -> value"),
    CHANGES(card_set, "ctx:card_set(card, key, value)"),
    API(card_name, "ctx:card_name(card) -> name"),
    API(label, "ctx:label(card) -> 'Name (A♠)'"),
    API(suit, "ctx:suit(card) -> '♠', '♥', '♦', '♣' or nil"),
    API(rank, "ctx:rank(card) -> 2..14 (J 11, Q 12, K 13, A 14) or nil"),
    API(type, "ctx:type(card) -> the definition's type"),
    API(prop, "ctx:prop(card, key) -> a property of the card's definition"),
    API(text, "ctx:text(card) -> the card's rules text"),
    API(script, "ctx:script(card) -> the card's script module, or nil"),
    API(where, "ctx:where(card) -> zone name, owner seat (0 for the game)"),
    API(cards_of, "ctx:cards_of(type) -> every card of that type, by id"),
    API(find, "ctx:find(text [, seat, zone]) -> card, or nil and why"),
    API(zone, "ctx:zone(seat_or_0, name) -> cards, bottom first"),
    API(size, "ctx:size(seat_or_0, name) -> number of cards"),
    API(top, "ctx:top(seat_or_0, name) -> the top card, or nil"),
    CHANGES(move, "ctx:move(card, seat_or_0, zone [, 'bottom'])"),
    CHANGES(shuffle, "ctx:shuffle(seat_or_0, zone [, pinned])"),
    CHANGES(stack, "ctx:stack(n): the top n cards of the draw pile are known (setup)"),
    CHANGES(draw, "ctx:draw(seat_or_0, zone) -> the card drawn from the draw pile, or nil"),
    CHANGES(random_pick, "ctx:random_pick(cards) -> one of them at random (a `random` pin)"),
    CHANGES(random_below,
            "ctx:random_below(n) -> 1..n at random (a `random` pin holds the number)"),
    API_AS("distance", distance_, "ctx:distance(from, to) -> seats with modifiers, at least 1"),
    API_AS("reach", reach_, "ctx:reach(seat) -> weapon reach"),
    API_AS("reach_card", reach_card_,
           "ctx:reach_card(seat) -> the card in play that gives the reach, or nil (the base rule)"),
    API(distance_why,
        "ctx:distance_why(from, to) -> how the distance came out (seats, then each modifier by "
        "card and ruling), and whether anything besides the seats counted"),
    API_AS("modifier", modifier_, "ctx:modifier(seat, key) -> sum over active cards"),
    API(judgement_count, "ctx:judgement_count(seat) -> cards a \"draw!\" turns"),
    API(passes, "ctx:passes(card, {suits=, min=, max=}) -> boolean"),
    API(choose, "ctx:choose(seat, options [, refusals [, prompt]]) -> seat, index, label"),
    API(choose_any,
        "ctx:choose_any({{seat=, options=, refusals=}, ...} [, prompt]) -> seat, index, label"),
    CHANGES(log, "ctx:log(text [, ruling])"),
    CHANGES(tell, "ctx:tell(seat, text [, ruling])"),
    API(narrating, "ctx:narrating() -> whether anyone reads the narration (false in sim and soak)"),
    CHANGES(set_turn, "ctx:set_turn(seat)"),
    API(turn, "ctx:turn() -> seat"),
    CHANGES(finish, "ctx:finish(winners)"),
    API(is_over, "ctx:is_over() -> boolean"),
    API(option, "ctx:option(name) -> value"),
    API(rule, "ctx:rule(name) -> value"),
    CHANGES(setup_error, "ctx:setup_error(path, message)"),
    API_AS("did_you_mean", did_you_mean_,
           "ctx:did_you_mean(word, words) -> \" (did you mean 'x'?)\", or \"\""),
    CHANGES(record_setup, "ctx:record_setup(key, [sub,] value)"),
    CHANGES(end_setup, "ctx:end_setup()"),
    API(handlers, "ctx:handlers(event) -> {{card, owner, module}, ...}"),
    API(hand_value,
        "ctx:hand_value(cards) -> value (higher is stronger), ranking name, description; best five "
        "of 5-8 cards (`J*` is the suitless jack); nil for other counts"),
    API(hand_rankings,
        "ctx:hand_rankings() -> ranking names, weakest first ('high card' .. 'royal flush')"),
    API(hand_versus,
        "ctx:hand_versus(pocket, board, pool [, sample]) -> wins, ties, total: pocket + board "
        "against two-card pockets of pool (a list, or a card type) on the same board"),
};

}  // namespace

void register_api(lua_State* L) {
  luaL_newmetatable(L, kCtx);
  lua_newtable(L);
  for (const auto& e : kApi) {
    lua_pushcfunction(L, e.fn);
    lua_setfield(L, -2, e.name);
  }
  lua_setfield(L, -2, "__index");
  lua_pushstring(L, "engine");
  lua_setfield(L, -2, "__metatable");
  lua_pushcfunction(
      L, [](lua_State* L) -> int { return luaL_error(L, "the engine API is read-only"); });
  lua_setfield(L, -2, "__newindex");
  lua_pop(L, 1);
}

void push_ctx(lua_State* L, Game* game) {
  auto* box = static_cast<CtxBox*>(lua_newuserdatauv(L, sizeof(CtxBox), 0));
  box->game = game;
  box->tag = &kCtxTag;
  luaL_setmetatable(L, kCtx);
}

void end_ctx(lua_State* L, int ref) {
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  auto* box = static_cast<CtxBox*>(lua_touserdata(L, -1));
  if (box) box->game = nullptr;
  lua_pop(L, 1);
}

std::string read_refusals(lua_State* L, int i, std::vector<Refusal>& out) {
  if (!lua_istable(L, i))
    return "expected a list of {label, reason}, got a " + std::string(luaL_typename(L, i));
  int refusals = raw_view(L, i);
  lua_Integer m = static_cast<lua_Integer>(lua_rawlen(L, refusals));
  for (lua_Integer k = 1; k <= m; ++k) {
    lua_rawgeti(L, refusals, k);
    if (lua_istable(L, -1)) {
      int pair = raw_view(L, -1);
      lua_rawgeti(L, pair, 1);
      lua_rawgeti(L, pair, 2);
      out.push_back(Refusal{lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "",
                            lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : ""});
      lua_pop(L, 3);
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return "";
}

std::vector<std::string> api_function_names() {
  std::vector<std::string> out;
  for (const auto& e : kApi) out.push_back(e.name);
  return out;
}

std::vector<std::string> api_function_docs() {
  std::vector<std::string> out;
  for (const auto& e : kApi) out.push_back(e.doc);
  return out;
}

}  // namespace arbiter
