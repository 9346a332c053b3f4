#include "core/api/lua_args.h"

#include <stdexcept>

#include "core/base/text.h"

namespace arbiter {

void out_of_range(int64_t v, const char* what, int64_t lo, int64_t hi) {
  throw std::range_error(std::string(what) + ": " + std::to_string(v) + " is out of range (from " +
                         std::to_string(lo) + " to " + std::to_string(hi) + ")");
}

int64_t checked_add(int64_t a, int64_t b, const std::string& what) {
  int64_t sum = 0;
  if (__builtin_add_overflow(a, b, &sum))
    throw std::range_error(what + ": " + std::to_string(a) + " + " + std::to_string(b) +
                           " is past the largest whole number (math.maxinteger)");
  return sum;
}

int arg_zone(lua_State* L, GameCore& g, int owner_i, int name_i) {
  int owner = arg_seat(L, g, owner_i, true);
  std::string_view name = arg_view(L, name_i, "a zone name");
  int z = st(g).zone_id(owner, name);
  if (z < 0) {
    std::vector<std::string> names;
    for (const auto& zd : g.content().zones) names.push_back(zd.name);
    throw ApiError("no zone '" + std::string(name) + "'" + did_you_mean(std::string(name), names));
  }
  const ZoneDef& zd = g.content().zones[st(g).zone(z).def];
  if (zd.per_player && owner == 0)
    throw ApiError("zone '" + std::string(name) + "' belongs to a player: give a seat");
  return z;
}

// Reads a list of whole numbers into `out` (cleared first).
void read_list(lua_State* L, int i, const char* what, std::vector<int>& out) {
  if (!lua_istable(L, i)) throw ApiError(std::string("expected a list for ") + what);
  out.clear();
  int t = raw_view(L, i);
  lua_Integer n = list_length(L, t, sizeof(int));
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_rawgeti(L, t, k);
    int ok = 0;
    lua_Integer v = lua_tointegerx(L, -1, &ok);
    lua_pop(L, 1);
    if (!ok) throw ApiError(std::string("expected whole numbers in ") + what);
    out.push_back(narrow_int(v, what));
  }
  lua_pop(L, 1);
}

void read_texts(lua_State* L, int i, std::vector<std::string>& out, bool keep_others) {
  out.clear();
  int t = raw_view(L, i);
  lua_Integer n = list_length(L, t, sizeof(std::string));
  for (lua_Integer k = 1; k <= n; ++k) {
    bool text = lua_rawgeti(L, t, k) == LUA_TSTRING;
    if (text || keep_others) out.push_back(text_at(L, -1));
    lua_pop(L, 1);
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
  if (!lua_checkstack(L, 2)) throw ApiError("a value nested too deeply to give to a script");
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

Value arg_value(lua_State* L, int i, int depth) {
  switch (lua_type(L, i)) {
    case LUA_TNIL:
    case LUA_TNONE:
      return Value{};
    case LUA_TBOOLEAN:
      return Value::boolean(lua_toboolean(L, i));
    case LUA_TNUMBER:
      if (!lua_isinteger(L, i)) throw ApiError("state values are whole numbers, not fractions");
      return Value::integer(lua_tointeger(L, i));
    case LUA_TSTRING:
      return Value::str(arg_str(L, i, "a value"));  // charged and counted by its length
    case LUA_TTABLE: {
      if (depth >= kMaxValueDepth || !lua_checkstack(L, 4))
        throw ApiError("a state value nests lists more than " + std::to_string(kMaxValueDepth) +
                       " deep (or contains itself)");
      std::vector<Value> items;
      int t = raw_view(L, i);
      // Charged each time it is read: a list shared by every element of
      // another is copied, and paid for, as many times.
      lua_Integer n = list_length(L, t, sizeof(Value));
      items.reserve(static_cast<size_t>(n));
      for (lua_Integer k = 1; k <= n; ++k) {
        lua_rawgeti(L, t, k);
        items.push_back(arg_value(L, lua_gettop(L), depth + 1));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
      return Value::of_list(std::move(items));
    }
  }
  throw ApiError("state values are nil, booleans, whole numbers, text or lists of them");
}

}  // namespace arbiter
