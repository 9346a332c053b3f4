// ctx methods on poker hands, for games played with a deck of playing
// cards: a hand's value and how a hand fares against the others.
#include <algorithm>
#include <array>
#include <unordered_map>

#include "core/api/lua_bridge.h"
#include "core/poker/poker.h"

namespace arbiter {

namespace {

// ---- poker hands ----
// Engine cards to the evaluator's numbering. The suitless Jack is a jack
// without a suit (The Gang's `J*`, `rank: J`): it never makes a flush.
int poker_card(GameCore& g, int id) {
  const Card& c = st(g).card(id);
  if (c.rank >= 2 && c.rank <= 14 && c.suit >= 0) return poker::make_card(c.rank - 2, c.suit);
  if (c.rank == 11 && c.suit < 0) return poker::kSuitlessJack;
  throw ApiError(st(g).label(id) + " is not a playing card");
}
// A hand's description, built once per value: bots rank hundreds of hands a
// decision and the text is the same each time.
const std::string& described(poker::HandValue v) {
  thread_local std::unordered_map<poker::HandValue, std::string> cache;
  auto it = cache.find(v);
  if (it == cache.end()) it = cache.emplace(v, poker::describe(v)).first;
  return it->second;
}
int hand_value(lua_State* L, GameCore& g) {
  if (!lua_istable(L, 2)) throw ApiError("expected a list for the cards");
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
      if (!ok) throw ApiError("expected whole numbers in the cards");
      ids_short[k - 1] = narrow_int(v, "the cards");
    }
    lua_pop(L, 1);
    ids = std::span<const int>(ids_short.data(), static_cast<size_t>(n));
  }
  std::array<int, 8> short_cards{};
  for (size_t k = 0; k < ids.size(); ++k) {
    int id = ids[k];
    if (id < 1 || id > static_cast<int>(st(g).cards.size()))
      throw ApiError("no card " + std::to_string(id));
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
int hand_rankings(lua_State* L, GameCore&) {
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
int hand_versus(lua_State* L, GameCore& g) {
  // A bot asks at nearly every decision: the lists live on in these buffers.
  thread_local std::vector<int> pocket, board, pool, p, b, o;
  thread_local std::vector<char> out;
  read_list(L, 2, "the pocket", pocket);
  read_list(L, 3, "the board", board);
  const int ncards = static_cast<int>(st(g).cards.size());
  auto card = [&](int id) {
    if (id < 1 || id > ncards) throw ApiError("no card " + std::to_string(id));
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
  if (sample < 0) throw ApiError("the sample is a number of pockets, 0 or more");
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

const ApiEntry kMethods[] = {
    ARBITER_LOOKS(
        hand_value,
        "ctx:hand_value(cards) -> value (higher is stronger), ranking name, description; best five "
        "of 5-8 cards (`J*` is the suitless jack); nil for other counts"),
    ARBITER_LOOKS(
        hand_rankings,
        "ctx:hand_rankings() -> ranking names, weakest first ('high card' .. 'royal flush')"),
    ARBITER_LOOKS(
        hand_versus,
        "ctx:hand_versus(pocket, board, pool [, sample]) -> wins, ties, total: pocket + board "
        "against two-card pockets of pool (a list, or a card type) on the same board"),
};

}  // namespace

std::span<const ApiEntry> poker_methods() {
  return kMethods;
}

}  // namespace arbiter
