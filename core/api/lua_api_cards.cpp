// ctx methods on cards (what a card is, where it lies), zones (moving,
// shuffling, drawing, chance) and the two services built on them: distance
// and judgement. Each method reads its arguments through core/api/lua_args.h
// (a card id or seat out of range is the script's error, with its line) and
// works on the GameCore the ctx is bound to; the bridge (lua_bridge.h)
// refuses the ones marked as changing the game to a script that may only look.
#include <algorithm>
#include <optional>

#include "core/api/lua_bridge.h"
#include "core/base/cardref.h"
#include "core/base/text.h"
#include "core/engine/distance.h"
#include "core/engine/judgement.h"

namespace arbiter {

namespace {

// ---- cards ----
int def_name(lua_State* L, GameCore& g) {
  push_text(L, st(g).def(arg_card(L, g, 2)).name);
  return 1;
}
int label(lua_State* L, GameCore& g) {
  push_text(L, st(g).label(arg_card(L, g, 2)));
  return 1;
}
int suit(lua_State* L, GameCore& g) {
  int s = st(g).card(arg_card(L, g, 2)).suit;
  if (s < 0)
    lua_pushnil(L);
  else
    push_text(L, suit_text(s));
  return 1;
}
int rank(lua_State* L, GameCore& g) {
  int r = st(g).card(arg_card(L, g, 2)).rank;
  if (r == 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, r);
  return 1;
}
int def_type(lua_State* L, GameCore& g) {
  push_text(L, st(g).def(arg_card(L, g, 2)).type);
  return 1;
}
int def_get(lua_State* L, GameCore& g) {
  const auto& props = st(g).def(arg_card(L, g, 2)).props;
  auto it = props.find(arg_str(L, 3, "a key"));
  if (it == props.end())
    lua_pushnil(L);
  else
    push_value(L, it->second);
  return 1;
}
int def_modifier(lua_State* L, GameCore& g) {
  const auto& mods = st(g).def(arg_card(L, g, 2)).modifiers;
  auto it = mods.find(arg_str(L, 3, "a modifier name"));
  lua_pushinteger(L, it == mods.end() ? 0 : it->second);
  return 1;
}
int def_text(lua_State* L, GameCore& g) {
  push_text(L, st(g).def(arg_card(L, g, 2)).text);
  return 1;
}
// The card's own module, as loaded with the game (a card's rule lives in its
// script): a game calls a card's hook through it without knowing the card.
int script(lua_State* L, GameCore& g) {
  int ref = g.host().def_module(st(g).card(arg_card(L, g, 2)).def);
  if (ref == LUA_NOREF)
    lua_pushnil(L);
  else
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  return 1;
}
// Nothing for a card in no zone: the state holds every card in exactly one
// zone between steps, but a script may ask mid-move (a hook run as it goes).
int where(lua_State* L, GameCore& g) {
  const Card& c = st(g).card(arg_card(L, g, 2));
  if (c.zone < 0) return 0;
  const Zone& z = st(g).zone(c.zone);
  push_text(L, g.content().zones[z.def].name);
  lua_pushinteger(L, z.owner);
  return 2;
}
int cards_of(lua_State* L, GameCore& g) {
  std::string t = arg_str(L, 2, "a type");
  std::vector<int> out;
  for (const auto& c : st(g).cards)
    if (g.content().defs[c.def].type == t) out.push_back(c.id);
  push_list(L, out);
  return 1;
}
// Finds a card as a record or a person writes it (`Beer (6♥)`, `6h`), the
// same lookup a written move uses, so a script's own parser of typed cards
// (a setup key, an answer) agrees with the judge's. The charge is taken
// before the work: a script may pass a long text in a loop.
int find(lua_State* L, GameCore& g) {
  std::string text_ = arg_str(L, 2, "a card");
  read_bytes(L, 8 * text_.size());  // folded, parsed and looked up: several passes
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
int zone(lua_State* L, GameCore& g) {
  push_list(L, st(g).zone(arg_zone(L, g, 2, 3)).cards);
  return 1;
}
int card_count(lua_State* L, GameCore& g) {
  lua_pushinteger(L, static_cast<lua_Integer>(st(g).zone(arg_zone(L, g, 2, 3)).cards.size()));
  return 1;
}
int top(lua_State* L, GameCore& g) {
  const auto& cards = st(g).zone(arg_zone(L, g, 2, 3)).cards;
  if (cards.empty())
    lua_pushnil(L);
  else
    lua_pushinteger(L, cards.back());
  return 1;
}
// How many cards lie above `card` in zone `z` (0: it is the top one). The
// engine keeps the count of known cards on top of the draw pile (stacked in
// the setup, or put back in play) so that a record's pins can
// be refused where they contradict a card everyone saw go back.
int known_depth(GameCore& g, int z, int card) {
  const auto& cards = st(g).zone(z).cards;
  auto at = std::find(cards.begin(), cards.end(), card);
  return static_cast<int>(cards.end() - at) - 1;
}
// Moving keeps two things in step besides the card: the known cards on top of
// the draw pile (one fewer when a known one leaves from the top, one more
// when a card is put on top outside the deal), and an empty draw pile
// refilled from the discards at once, so no script sees it empty while
// cards remain to shuffle in.
int move(lua_State* L, GameCore& g) {
  int c = arg_card(L, g, 2);
  int to = arg_zone(L, g, 3, 4);
  bool bottom = lua_type(L, 5) == LUA_TSTRING && arg_view(L, 5, "'bottom'") == "bottom";
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
// `pinned`: the shuffle is a chance outcome a record writes (a pin), not
// one the engine takes silently from the seed. A shuffled draw pile has no
// known cards on top any more.
int shuffle(lua_State* L, GameCore& g) {
  int z = arg_zone(L, g, 2, 3);
  g.shuffle_zone(z, lua_toboolean(L, 4));
  if (g.content().zones[st(g).zone(z).def].name == g.content().draw_pile) g.state().known_top = 0;
  return 0;
}
int set_known_top(lua_State* L, GameCore& g) {  // the top `n` cards of the draw pile are known
  const State& s = st(g);
  int pile = s.zone_id(0, g.content().draw_pile);
  int64_t most = pile < 0 ? 0 : static_cast<int64_t>(s.zone(pile).cards.size());
  g.state().known_top =
      static_cast<int>(in_range(arg_int(L, 2, "a count"), "ctx:set_known_top", 0, most));
  return 0;
}
// What a chance outcome is for (ChanceFor), worked out only while a record
// is judged (GameCore::notes_chance): the script's words at argument `at`
// when it gave them, else the card whose own script is the innermost on
// the stack (General Store's draws, Cat Balou's pick); and, for a draw, the
// zone the card goes to. The words are checked always, so a game that
// ignores them (sim) refuses what a replay would; they are not charged, as
// a game that ignores them does not read them.
std::optional<ChanceFor> chance_for(lua_State* L, GameCore& g, int at, int to = -1) {
  if (!lua_isnoneornil(L, at) && lua_type(L, at) != LUA_TSTRING)
    throw ApiError("expected text for what the chance is for");
  if (!g.notes_chance()) return std::nullopt;
  ChanceFor f;
  if (to >= 0) {
    const Zone& z = st(g).zone(to);
    f.seat = z.owner;
    f.zone = g.content().zones[z.def].name;
  }
  if (lua_type(L, at) == LUA_TSTRING) {
    f.purpose = clip(lua_tostring(L, at));
    return f;
  }
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); ++level) {
    if (!lua_getinfo(L, "S", &ar)) continue;
    int def = g.host().def_of_source(ar.source);
    if (def >= 0) {
      f.card = g.content().defs[static_cast<size_t>(def)].name;
      break;
    }
  }
  return f;
}
const ChanceFor* or_null(const std::optional<ChanceFor>& f) {
  return f ? &*f : nullptr;
}

// The card comes from the pile or a record's pin (core/engine/game_chance.cpp):
// the script cannot tell which, so a replay plays the very same code.
int draw(lua_State* L, GameCore& g) {
  int to = arg_zone(L, g, 2, 3);
  int c = g.draw_from_pile(or_null(chance_for(L, g, 4, to)));
  if (c <= 0) {
    lua_pushnil(L);
    return 1;
  }
  g.state().move(c, to);
  g.refill_if_empty();
  lua_pushinteger(L, c);
  return 1;
}
int random_pick(lua_State* L, GameCore& g) {
  int c = g.pick_random(arg_list(L, 2, "the cards to pick from"), or_null(chance_for(L, g, 3)));
  if (c <= 0)
    lua_pushnil(L);
  else
    lua_pushinteger(L, c);
  return 1;
}

int roll(lua_State* L, GameCore& g) {
  // For scripts that need a number, not a card: a `random` pin gives it.
  int64_t n = in_range(arg_int(L, 2, "a number of sides"), "ctx:roll", 1, INT32_MAX);
  lua_pushinteger(L, g.pick_number(static_cast<int>(n), or_null(chance_for(L, g, 3))));
  return 1;
}

// ---- distance and judgement ----
// The optional fourth argument of ctx:distance and ctx:distance_why:
// {seats = {...}, zones = {"table", ...}}: the modifiers of those seats'
// cards in those zones (every active zone when none is named) are left out.
std::optional<Without> arg_without(lua_State* L, GameCore& g, int i) {
  if (lua_isnoneornil(L, i)) return std::nullopt;
  if (!lua_istable(L, i))
    throw ApiError(
        "expected {seats = {...}, zones = {...}}: the seats whose cards a distance leaves out");
  Without w;
  lua_getfield(L, i, "seats");
  if (!lua_istable(L, -1))
    throw ApiError("expected seats = {...}: the seats whose cards are left out");
  for (lua_Integer k = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); k <= n; ++k) {
    lua_rawgeti(L, -1, k);
    w.seats.push_back(arg_seat(L, g, lua_gettop(L)));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  lua_getfield(L, i, "zones");
  if (!lua_isnil(L, -1)) {
    if (!lua_istable(L, -1)) throw ApiError("expected zones = {...}: names of the players' zones");
    for (lua_Integer k = 1, n = static_cast<lua_Integer>(lua_rawlen(L, -1)); k <= n; ++k) {
      lua_rawgeti(L, -1, k);
      if (lua_type(L, -1) != LUA_TSTRING)
        throw ApiError(
            "expected zones = {...} to hold zone names, as game.yaml's zones: give them");
      std::string name = lua_tostring(L, -1);
      lua_pop(L, 1);
      int zone = st(g).content->zone_index(name);
      if (zone < 0) throw ApiError("no zone '" + name + "' for a distance to leave out");
      w.zones.push_back(zone);
    }
  }
  lua_pop(L, 1);
  return w;
}

int distance_(lua_State* L, GameCore& g) {
  auto without = arg_without(L, g, 4);
  lua_pushinteger(
      L, distance(st(g), arg_seat(L, g, 2), arg_seat(L, g, 3), without ? &*without : nullptr));
  return 1;
}
int reach_(lua_State* L, GameCore& g) {
  lua_pushinteger(L, reach(st(g), arg_seat(L, g, 2)));
  return 1;
}
int reach_card_(lua_State* L, GameCore& g) {
  int c = reach_card(st(g), arg_seat(L, g, 2));
  if (c)
    lua_pushinteger(L, c);
  else
    lua_pushnil(L);
  return 1;
}
int distance_why(lua_State* L, GameCore& g) {
  auto without = arg_without(L, g, 4);
  DistanceWhy why =
      explain_distance(st(g), arg_seat(L, g, 2), arg_seat(L, g, 3), without ? &*without : nullptr);
  lua_pushlstring(L, why.text.data(), why.text.size());
  lua_pushboolean(L, why.modified);
  return 2;
}
int modifier_(lua_State* L, GameCore& g) {
  lua_pushinteger(L, modifier(st(g), arg_seat(L, g, 2), arg_str(L, 3, "a modifier name")));
  return 1;
}
int judgement_count(lua_State* L, GameCore& g) {
  lua_pushinteger(L, judgement_cards(st(g), arg_seat(L, g, 2)));
  return 1;
}
// A "draw!" test: the suits and ranks are read raw from the script's table
// (no metamethod runs inside the engine), and a suit is parsed as a card's
// would be, so `"h"` and `"♥"` both work and an unknown one is an error.
int passes(lua_State* L, GameCore& g) {
  int c = arg_card(L, g, 2);
  if (!lua_istable(L, 3))
    throw ApiError("expected a test such as {suits = {\"♥\"}, min = 2, max = 9}");
  JudgementTest t;
  int test = raw_view(L, 3);
  if (raw_field(L, test, "suits") == LUA_TTABLE) {
    int suits = raw_view(L, -1);
    lua_Integer n = list_length(L, suits, sizeof(int));
    for (lua_Integer k = 1; k <= n; ++k) {
      lua_rawgeti(L, suits, k);
      int r = 0, s = -1;
      std::string sym = text_at(L, -1);
      lua_pop(L, 1);
      if (!parse_rank_suit("2" + fold_text(sym), r, s))
        throw ApiError("unknown suit '" + sym + "'");
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

const ApiEntry kMethods[] = {
    ARBITER_LOOKS(def_name, "ctx:def_name(card) -> the definition's name"),
    ARBITER_LOOKS(label, "ctx:label(card) -> 'Name (A♠)'"),
    ARBITER_LOOKS(suit, "ctx:suit(card) -> '♠', '♥', '♦', '♣' or nil"),
    ARBITER_LOOKS(rank, "ctx:rank(card) -> 2..14 (J 11, Q 12, K 13, A 14) or nil"),
    ARBITER_LOOKS(def_type, "ctx:def_type(card) -> the definition's type"),
    ARBITER_LOOKS(def_get, "ctx:def_get(card, key) -> a property of the card's definition"),
    ARBITER_LOOKS(def_modifier,
                  "ctx:def_modifier(card, key) -> the definition's modifier, 0 if none"),
    ARBITER_LOOKS(def_text, "ctx:def_text(card) -> the card's rules text"),
    ARBITER_LOOKS(script, "ctx:script(card) -> the card's script module, or nil"),
    ARBITER_LOOKS(where, "ctx:where(card) -> zone name, owner seat (0 for the game)"),
    ARBITER_LOOKS(cards_of, "ctx:cards_of(type) -> every card of that type, by id"),
    ARBITER_LOOKS(find, "ctx:find(text [, seat, zone]) -> card, or nil and why"),
    ARBITER_LOOKS(zone, "ctx:zone(seat_or_0, name) -> cards, bottom first"),
    ARBITER_LOOKS(card_count, "ctx:card_count(seat_or_0, name) -> number of cards"),
    ARBITER_LOOKS(top, "ctx:top(seat_or_0, name) -> the top card, or nil"),
    ARBITER_CHANGES(move, "ctx:move(card, seat_or_0, zone [, 'bottom'])"),
    ARBITER_CHANGES(shuffle, "ctx:shuffle(seat_or_0, zone [, pinned])"),
    ARBITER_CHANGES(set_known_top,
                    "ctx:set_known_top(n): the top n cards of the draw pile are known (setup)"),
    ARBITER_CHANGES(draw,
                    "ctx:draw(seat_or_0, zone [, purpose]) -> the card drawn from the draw pile, "
                    "or nil"),
    ARBITER_CHANGES(random_pick,
                    "ctx:random_pick(cards [, purpose]) -> one of them at random (a `random` pin)"),
    ARBITER_CHANGES(roll,
                    "ctx:roll(n [, purpose]) -> 1..n at random (a `random` pin holds the number)"),
    ARBITER_LOOKS_AS(
        "distance", distance_,
        "ctx:distance(from, to[, without]) -> seats with modifiers, at least 1; without = {seats = "
        "{...}, zones = {...}} leaves those seats' cards in those zones out"),
    ARBITER_LOOKS_AS("reach", reach_, "ctx:reach(seat) -> weapon reach"),
    ARBITER_LOOKS_AS(
        "reach_card", reach_card_,
        "ctx:reach_card(seat) -> the card in play that gives the reach, or nil (the base rule)"),
    ARBITER_LOOKS(distance_why,
                  "ctx:distance_why(from, to[, without]) -> how the distance came out (seats, then "
                  "each modifier by card and ruling), and whether anything besides the seats "
                  "counted"),
    ARBITER_LOOKS_AS("modifier", modifier_, "ctx:modifier(seat, key) -> sum over active cards"),
    ARBITER_LOOKS(judgement_count, "ctx:judgement_count(seat) -> cards a \"draw!\" turns"),
    ARBITER_LOOKS(passes, "ctx:passes(card, {suits=, min=, max=}) -> boolean"),
};

}  // namespace

std::span<const ApiEntry> card_methods() {
  return kMethods;
}

}  // namespace arbiter
