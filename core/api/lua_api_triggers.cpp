// ctx:handlers: who answers an event, in the order the rules give.
#include <algorithm>

#include "core/api/lua_bridge.h"

namespace arbiter {

namespace {

int handlers(lua_State* L, GameCore& g) {
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

const ApiEntry kMethods[] = {
    ARBITER_LOOKS(handlers, "ctx:handlers(event) -> {{card, owner, module}, ...}"),
};

}  // namespace

std::span<const ApiEntry> trigger_methods() {
  return kMethods;
}

}  // namespace arbiter
