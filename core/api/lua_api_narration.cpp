// ctx methods that narrate: a line for everyone (log, logf) or for one seat
// (tell, tellf), and whether anyone reads them (narrating). Nobody does in
// sim and soak, so logf and tellf take a format and cheap values (seat
// numbers, card ids, text, numbers) and build the line only when it is
// read. Everything a script passes is checked either way: a script's
// mistake shows in sim as it does under --explain, and the same seed plays
// the same game whether anyone reads it or not.
#include <string>

#include "core/api/lua_bridge.h"
#include "core/api/narration_format.h"
#include "core/base/text.h"

namespace arbiter {

namespace {

// Keeps a line, counting its bytes against the memory cap, where someone reads it.
void keep(GameCore& g, Narration n) {
  g.charge_memory(static_cast<long long>(n.text.size() + n.rule.size()));
  g.narrate(std::move(n));
}

// The ruling at stack index `i`: text, or nil for none.
std::string ruling_at(lua_State* L, int i, const char* fn) {
  if (lua_isnil(L, i)) return {};
  if (lua_type(L, i) != LUA_TSTRING)
    throw ApiError(std::string(fn) + ": expected a ruling id (text) or nil, not " +
                   luaL_typename(L, i));
  return text_at(L, i);
}

// The whole number at stack index `v` that directive `d` is given, checked to lie in 1..hi.
template <class Which>
int directive_id(lua_State* L, int v, char d, int64_t hi, Which which) {
  int ok = 0;
  lua_Integer id = lua_type(L, v) == LUA_TNUMBER ? lua_tointegerx(L, v, &ok) : 0;
  const char* what = d == 'p' ? "a seat number" : "a card id";
  if (!ok) throw ApiError(which() + " should be " + what + ", not " + luaL_typename(L, v));
  if (id < 1 || id > hi)
    throw ApiError(which() + " should be " + what + ": there is no " +
                   (d == 'p' ? "seat " : "card ") + std::to_string(id));
  return static_cast<int>(id);
}

// Checks the format at stack index `f` against the values after it (the
// call's last arguments), and writes the line to `out` when one is given.
void format_line(lua_State* L, GameCore& g, const char* fn, int f, std::string* out) {
  if (lua_type(L, f) != LUA_TSTRING)
    throw ApiError(std::string(fn) + ": expected the format (text), not " + luaL_typename(L, f));
  size_t n = 0;
  const char* s = lua_tolstring(L, f, &n);
  // Read twice (checked, then written), byte by byte: charged as four reads.
  read_bytes(L, 4 * n);
  // Error texts are made only on an error: this runs on every call, read or not.
  auto quoted = [&] { return "\"" + printable(std::string(s, n)) + "\""; };
  int values = 0;
  std::string problem = format_problem(std::string_view(s, n), &values);
  if (problem.empty()) problem = count_problem(values, lua_gettop(L) - f);
  if (!problem.empty())
    throw ApiError(std::string(fn) + ": the format " + quoted() + " " + problem);
  int next = f + 1;
  size_t run = 0;  // where the text not yet copied starts
  for (size_t i = 0; i < n; ++i) {
    if (s[i] != '%') continue;
    if (out) out->append(s + run, i - run);
    char d = s[++i];
    run = i + 1;
    if (d == '%') {
      if (out) out->push_back('%');
      continue;
    }
    int v = next++;
    auto which = [&] {
      return std::string(fn) + ": value " + std::to_string(v - f) + " (for %" + d + " in " +
             quoted() + ")";
    };
    if (d == 's') {
      int t = lua_type(L, v);
      if (t != LUA_TSTRING && t != LUA_TNUMBER)
        throw ApiError(which() + " should be text or a number, not " + luaL_typename(L, v));
      if (out) {
        size_t len = 0;
        const char* text = lua_tolstring(L, v, &len);  // a number as `..` writes it
        copy_bytes(L, len);
        out->append(text, len);
      }
    } else if (d == 'd') {
      int ok = 0;
      lua_Integer x = lua_type(L, v) == LUA_TNUMBER ? lua_tointegerx(L, v, &ok) : 0;
      if (!ok) throw ApiError(which() + " should be a whole number, not " + luaL_typename(L, v));
      if (out) *out += std::to_string(x);
    } else if (d == 'p') {
      int seat = directive_id(L, v, d, st(g).seats(), which);
      if (out) *out += st(g).players[seat - 1].name;
    } else {
      int card = directive_id(L, v, d, static_cast<int64_t>(st(g).cards.size()), which);
      if (out) *out += st(g).label(card);
    }
  }
  if (out && run < n) out->append(s + run, n - run);
}

// ctx:log and ctx:tell: the text at index `i` and the optional ruling after it,
// for `viewer` (0: everyone). The text is checked even where nobody reads it.
int plain(lua_State* L, GameCore& g, int i, int viewer) {
  if (lua_type(L, i) != LUA_TSTRING) throw ApiError("expected text for the text");
  if (g.narrating()) keep(g, Narration{arg_str(L, i, "the text"), text_at(L, i + 1), viewer});
  return 0;
}
int log(lua_State* L, GameCore& g) {
  return plain(L, g, 2, 0);
}
int tell(lua_State* L, GameCore& g) {
  return plain(L, g, 3, arg_seat(L, g, 2));
}

// ctx:logf and ctx:tellf: the ruling at index `i`, the format after it, then its values.
int formatted(lua_State* L, GameCore& g, const char* fn, int i, int viewer) {
  std::string rule = ruling_at(L, i, fn);
  if (!g.narrating()) {
    format_line(L, g, fn, i + 1, nullptr);
    return 0;
  }
  Narration n{"", std::move(rule), viewer};
  format_line(L, g, fn, i + 1, &n.text);
  keep(g, std::move(n));
  return 0;
}
int logf(lua_State* L, GameCore& g) {
  return formatted(L, g, "ctx:logf", 2, 0);
}
int tellf(lua_State* L, GameCore& g) {
  return formatted(L, g, "ctx:tellf", 3, arg_seat(L, g, 2));
}

int narrating(lua_State* L, GameCore& g) {
  lua_pushboolean(L, g.narrating());
  return 1;
}

const ApiEntry kMethods[] = {
    ARBITER_CHANGES(log, "ctx:log(text [, ruling])"),
    ARBITER_CHANGES(tell, "ctx:tell(seat, text [, ruling])"),
    ARBITER_CHANGES(logf, "ctx:logf(ruling, format, ...)"),
    ARBITER_CHANGES(tellf, "ctx:tellf(seat, ruling, format, ...)"),
    ARBITER_LOOKS(narrating,
                  "ctx:narrating() -> whether anyone reads the narration (false in sim and soak)"),
};

}  // namespace

std::span<const ApiEntry> narration_methods() {
  return kMethods;
}

}  // namespace arbiter
