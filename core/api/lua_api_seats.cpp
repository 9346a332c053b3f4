// ctx methods on seats (who plays, who lives) and on the values scripts keep
// on players, the game (seat 0) and cards.
#include "core/api/lua_bridge.h"

namespace arbiter {

namespace {

Props& props_of(GameCore& g, int owner) {
  return owner == 0 ? g.state().props : g.state().players[owner - 1].props;
}

// ---- players and seats ----
int seat_count(lua_State* L, GameCore& g) {
  lua_pushinteger(L, st(g).seats());
  return 1;
}
int name(lua_State* L, GameCore& g) {
  int s = arg_seat(L, g, 2);
  push_text(L, st(g).players[s - 1].name);
  return 1;
}
int seat(lua_State* L, GameCore& g) {
  int s = st(g).seat_of(arg_str(L, 2, "a player name"));
  if (s)
    lua_pushinteger(L, s);
  else
    lua_pushnil(L);
  return 1;
}
int alive(lua_State* L, GameCore& g) {
  lua_pushboolean(L, st(g).players[arg_seat(L, g, 2) - 1].alive);
  return 1;
}
int set_alive(lua_State* L, GameCore& g) {
  g.state().players[arg_seat(L, g, 2) - 1].alive = lua_toboolean(L, 3);
  return 0;
}
int living(lua_State* L, GameCore& g) {
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
int next_living(lua_State* L, GameCore& g) {
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
int living_count(lua_State* L, GameCore& g) {
  lua_pushinteger(L, st(g).living_count());
  return 1;
}

// ---- values on players and the game (seat 0) ----
// Pushes the value under the key at argument 3 of `props`, or nil.
template <class Props>
int push_prop(lua_State* L, const Props& props) {
  auto it = props.find(arg_view(L, 3, "a key"));
  if (it == props.end())
    lua_pushnil(L);
  else
    push_value(L, it->second);
  return 1;
}
int get(lua_State* L, GameCore& g) {
  return push_prop(L, props_of(g, arg_seat(L, g, 2, true)));
}
// Bytes a property takes: its key and its value (0 for nil).
long long prop_bytes(std::string_view key, const Value& v) {
  return v.is_nil() ? 0 : static_cast<long long>(key.size() + v.bytes());
}

// Stores argument 4 under the key in argument 3 (nil removes it), counting
// the change in size against the memory cap: seats and cards alike. The key
// is looked up once: a game sets values at nearly every step.
template <class Props>
int store_prop(lua_State* L, GameCore& g, Props& props) {
  std::string_view key = arg_view(L, 3, "a key");
  Value v = arg_value(L, 4);
  auto it = props.find(key);
  g.charge_memory(prop_bytes(key, v) - (it == props.end() ? 0 : prop_bytes(key, it->second)));
  if (v.is_nil()) {
    if (it != props.end()) props.erase(it);
  } else if (it != props.end()) {
    it->second = std::move(v);
  } else {
    props.emplace(std::string(key), std::move(v));
  }
  return 0;
}
int set(lua_State* L, GameCore& g) {
  return store_prop(L, g, props_of(g, arg_seat(L, g, 2, true)));
}
int add(lua_State* L, GameCore& g) {
  auto& props = props_of(g, arg_seat(L, g, 2, true));
  std::string key = arg_str(L, 3, "a key");
  int64_t delta = lua_isnoneornil(L, 4) ? 1 : arg_int(L, 4, "an amount");
  Value& v = props[key];
  if (v.kind == Value::Kind::Nil) v = Value::integer(0);
  if (v.kind != Value::Kind::Int) throw ApiError("'" + key + "' is not a number");
  v.i = checked_add(v.i, delta, "ctx:add of '" + key + "'");
  lua_pushinteger(L, v.i);
  return 1;
}
int card_get(lua_State* L, GameCore& g) {
  return push_prop(L, g.state().card_props[arg_card(L, g, 2) - 1]);
}
int card_set(lua_State* L, GameCore& g) {
  return store_prop(L, g, g.state().card_props[arg_card(L, g, 2) - 1]);
}

const ApiEntry kMethods[] = {
    ARBITER_LOOKS(seat_count, "ctx:seat_count() -> number of seats"),
    ARBITER_LOOKS(name, "ctx:name(seat) -> the player's name"),
    ARBITER_LOOKS(seat, "ctx:seat(name) -> seat, or nil"),
    ARBITER_LOOKS(alive, "ctx:alive(seat) -> boolean"),
    ARBITER_CHANGES(set_alive, "ctx:set_alive(seat, boolean)"),
    ARBITER_LOOKS(living, "ctx:living([from]) -> living seats clockwise from `from` (included)"),
    ARBITER_LOOKS(next_living, "ctx:next_living(seat) -> the next living seat clockwise"),
    ARBITER_LOOKS(living_count, "ctx:living_count() -> number"),
    ARBITER_LOOKS(get, "ctx:get(seat_or_0, key) -> value"),
    ARBITER_CHANGES(set, "ctx:set(seat_or_0, key, value)"),
    ARBITER_CHANGES(add, "ctx:add(seat_or_0, key [, delta=1]) -> new value"),
    ARBITER_LOOKS(card_get, "ctx:card_get(card, key) -> value"),
    ARBITER_CHANGES(card_set, "ctx:card_set(card, key, value)"),
};

}  // namespace

std::span<const ApiEntry> seat_methods() {
  return kMethods;
}

}  // namespace arbiter
