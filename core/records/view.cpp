// The table as one viewer sees it at a step (core/records/view.h), laid out
// by the game's view.yaml: what the state shows, what the rules script's
// view hook adds, and the JSON the replay page draws. Everything hidden from
// the viewer is left out here, not on the page, so a page made for one
// player cannot reveal another's cards to whoever reads its source.
#include "core/records/view.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include <algorithm>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "core/api/lua_args.h"
#include "core/base/cardref.h"
#include "core/base/json.h"
#include "core/base/text.h"
#include "core/engine/statetree.h"
#include "core/game/game.h"

namespace arbiter {

namespace {

// What the view hook gave: values by key, per seat (index 0: the game's own).
using HookValues = std::vector<std::map<std::string, Value>>;

std::vector<std::string> hook_keys(const std::vector<BadgeDecl>& badges) {
  std::vector<std::string> out;
  for (const auto& b : badges)
    if (b.from_hook) out.push_back(b.key);
  return out;
}

// A value the hook gives is a badge's text: short. The page keeps the values
// of every step for every viewer, so a hook answering megabytes at each step
// would make gigabytes.
constexpr size_t kMaxViewText = 4096;

// Reads the table at the top of the stack into `into`: only declared keys,
// each a number, text, a boolean or nil. Returns what is wrong, or empty.
std::string read_hook_table(lua_State* L, const std::vector<std::string>& keys,
                            std::map<std::string, Value>& into) {
  if (lua_type(L, -1) != LUA_TTABLE) return std::string("a ") + luaL_typename(L, -1);
  std::vector<std::string> unknown;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pop(L, 1);
    std::string k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "(not a name)";
    if (std::find(keys.begin(), keys.end(), k) == keys.end()) unknown.push_back(k);
  }
  if (!unknown.empty()) {
    std::sort(unknown.begin(), unknown.end());
    return "'" + unknown.front() + "', which view.yaml does not declare" +
           did_you_mean(unknown.front(), keys);
  }
  for (const auto& k : keys) {
    lua_pushlstring(L, k.data(), k.size());
    lua_rawget(L, -2);
    Value v;
    if (lua_isinteger(L, -1))
      v = Value::integer(lua_tointeger(L, -1));
    else if (lua_type(L, -1) == LUA_TSTRING && lua_rawlen(L, -1) > kMaxViewText) {
      std::string what = "a text of " + std::to_string(lua_rawlen(L, -1)) + " bytes";
      lua_pop(L, 1);
      return what + " for '" + k + "' (at most " + std::to_string(kMaxViewText) +
             ": the page keeps every step's values)";
    } else if (lua_type(L, -1) == LUA_TSTRING)
      v = Value::str(lua_tostring(L, -1));
    else if (lua_type(L, -1) == LUA_TBOOLEAN)
      v = Value::boolean(lua_toboolean(L, -1));
    else if (!lua_isnil(L, -1)) {
      std::string what = std::string("a ") + luaL_typename(L, -1);
      lua_pop(L, 1);
      return what + " for '" + k + "' (expected a whole number, text or a boolean)";
    }
    lua_pop(L, 1);
    if (!v.is_nil()) into[k] = v;
  }
  return "";
}

// Asks the rules script's hook for the values view.yaml reads from it:
// `{seats = {[seat] = {key = value}}, game = {key = value}}`.
HookValues ask_hook(Game& g, const ViewDecl& d, int viewer) {
  HookValues out(g.state().seats() + 1);
  if (d.hook.empty()) return out;
  lua_State* L = g.lua();
  int top = lua_gettop(L);
  // A spectator's hook is asked as the referee's (0: no seat): what the
  // hook answers there is for everyone (docs/authoring.md, The view hook).
  if (!g.call_script(d.hook.c_str(), {viewer < 0 ? 0 : viewer, g.state().turn}))
    throw Error(Verdict::BadContent, "view.yaml: hook '" + d.hook + "': the rules script (" +
                                         g.content().game_script + ") has no such function");
  std::string bad;
  if (lua_type(L, -1) != LUA_TTABLE) {
    bad =
        std::string("a ") + luaL_typename(L, -1) + " (expected a table {seats = ..., game = ...})";
  } else {
    // Read raw (a frozen table through its store): a metamethod of the
    // answer would run outside any protected call.
    raw_view(L, -1);
    lua_pushliteral(L, "seats");
    if (lua_rawget(L, -2) == LUA_TTABLE) {
      std::vector<std::string> keys = hook_keys(d.seat_badges);
      for (int p = 1; p <= g.state().seats() && bad.empty(); ++p) {
        if (lua_rawgeti(L, -1, p) != LUA_TNIL) {
          bad = read_hook_table(L, keys, out[p]);
          if (!bad.empty()) bad = "seats[" + std::to_string(p) + "]: " + bad;
        }
        lua_pop(L, 1);
      }
    }
    lua_pop(L, 1);
    lua_pushliteral(L, "game");
    if (bad.empty() && lua_rawget(L, -2) != LUA_TNIL) {
      bad = read_hook_table(L, hook_keys(d.badges), out[0]);
      if (!bad.empty()) bad = "game: " + bad;
    }
  }
  lua_settop(L, top);
  if (!bad.empty())
    throw Error(Verdict::BadContent,
                "view hook '" + d.hook + "' of " + g.content().id + " answered " + bad);
  return out;
}

// One table, built once per step and viewer. The hook is asked once, up
// front, for every badge that reads from it: it runs script code under the
// budget, so asking it per badge would multiply the cost by the badges.
class Builder {
 public:
  Builder(Game& g, const ViewDecl& d, int viewer)
      : g_(g), s_(g.state()), d_(d), viewer_(viewer), hook_(ask_hook(g, d, viewer)) {}

  TableView build() {
    TableView v;
    if (viewer_ > 0) v.viewer = s_.players[viewer_ - 1].name;
    v.spectator = viewer_ == kSpectator;
    if (s_.turn) v.turn = s_.players[s_.turn - 1].name;
    bool asked = false;
    for (const auto& c : g_.decision_spelled().choices) {
      v.deciding.push_back(s_.players[c.player - 1].name);
      asked = asked || c.player == viewer_;
    }
    // A prompt may name what only the deciding player sees.
    if (viewer_ == 0 || asked) v.prompt = g_.decision_spelled().prompt;
    v.over = s_.over;
    for (int w : s_.winners) v.winners.push_back(s_.players[w - 1].name);
    for (int p = 1; p <= s_.seats(); ++p) {
      ViewSeat seat;
      seat.name = s_.players[p - 1].name;
      seat.alive = s_.players[p - 1].alive;
      seat.turn = s_.turn == p;
      seat.deciding = g_.decision_spelled().for_player(p) != nullptr;
      for (const auto& b : d_.seat_badges) seat.badges.push_back(badge(b, p));
      for (const auto& r : d_.seat_rows) seat.rows.push_back(row(r, p));
      v.seats.push_back(std::move(seat));
    }
    for (const auto& b : d_.badges) v.badges.push_back(badge(b, 0));
    for (const auto& r : d_.rows) v.rows.push_back(row(r, 0));
    for (const auto& t : d_.tracks) {
      ViewTrack vt{t.key, t.label, t.min, t.max, {}};
      for (const auto& m : t.markers) vt.markers.push_back(badge(m, 0));
      v.tracks.push_back(std::move(vt));
    }
    return v;
  }

 private:
  Game& g_;
  const State& s_;
  const ViewDecl& d_;
  int viewer_;
  HookValues hook_;

  Value value(int owner, const std::string& path) const {
    if (owner && path == "alive") return Value::boolean(s_.players[owner - 1].alive);
    const Props& props = owner ? s_.players[owner - 1].props : s_.props;
    auto it = props.find(path);
    return it == props.end() ? Value{} : it->second;
  }

  // A hook's value is shown as the hook gave it: the hook was told the
  // viewer and answers for that viewer, so hiding is its business. A value
  // of the state is shown only where the content's visibility lets the
  // viewer see it, and its maximum by the same test on its own path (a
  // maximum may be secret where the value is not).
  ViewBadge badge(const BadgeDecl& b, int owner) const {
    ViewBadge out{b.key, b.label, b.colour, {}, {}, false};
    if (b.from_hook) {
      auto it = hook_[owner].find(b.key);
      if (it != hook_[owner].end()) out.value = it->second;
      return out;
    }
    if (!sees_value(g_.core(), owner, b.key, viewer_)) {
      out.hidden = true;
      return out;
    }
    out.value = value(owner, b.key);
    if (b.max) out.max = Value::integer(*b.max);
    if (!b.max_path.empty() && sees_value(g_.core(), owner, b.max_path, viewer_))
      out.max = value(owner, b.max_path);
    return out;
  }

  // How many cards a zone holds is seen by everyone, as at a real table;
  // which cards only by a viewer who sees the zone. `top` shows the one card
  // a pile shows face up, so a draw pile declared `top` reveals nothing more.
  ViewRow row(const RowDecl& r, int owner) const {
    ViewRow out;
    out.key = r.zone;
    out.label = r.label;
    out.show = r.show;
    int zid = s_.zone_id(owner, r.zone);
    const Zone& z = s_.zone(zid);
    out.count = static_cast<int>(z.cards.size());
    out.hidden = !sees_zone(g_.core(), zid, viewer_);
    if (out.hidden || r.show == RowDecl::Show::Count) return out;
    if (r.show == RowDecl::Show::Top) {
      if (!z.cards.empty()) out.cards.push_back(card(z.cards.back()));
      return out;
    }
    for (int c : z.cards) out.cards.push_back(card(c));
    return out;
  }

  ViewCard card(int id) const {
    const Card& c = s_.card(id);
    ViewCard out;
    out.id = id;
    out.label = s_.label(id);
    out.name = g_.content().defs[c.def].name;
    if (c.rank) out.rank = rank_text(c.rank);
    if (c.suit >= 0) out.suit = suit_text(c.suit);
    return out;
  }
};

const char* show_name(RowDecl::Show s) {
  switch (s) {
    case RowDecl::Show::Top:
      return "top";
    case RowDecl::Show::Count:
      return "count";
    case RowDecl::Show::Cards:
      break;
  }
  return "cards";
}

template <typename T, typename F>
Json list_json(const std::vector<T>& items, F each) {
  Json out = Json::array();
  for (const auto& x : items) out.push_back(each(x));
  return out;
}

// A seat's name, or null for none (the referee, no one's turn).
Json name_or_null(const std::string& name) {
  return name.empty() ? Json(nullptr) : Json(name);
}

Json badge_json(const ViewBadge& b) {
  Json out = {{"key", b.key}, {"label", b.label}};
  if (!b.colour.empty()) out["colour"] = b.colour;
  if (b.hidden) {
    out["hidden"] = true;
    return out;
  }
  out["value"] = json_value(b.value);
  if (!b.max.is_nil()) out["max"] = json_value(b.max);
  return out;
}

Json row_json(const ViewRow& r) {
  Json out = {{"key", r.key}, {"label", r.label}, {"show", show_name(r.show)}, {"count", r.count}};
  if (r.hidden)
    out["hidden"] = true;
  else if (r.show != RowDecl::Show::Count)
    out["cards"] = list_json(r.cards, json_card);
  return out;
}

// The items of one badge and one row, as the page's diffs store them: short
// keys and card ids, not labels, since the page repeats an item at every
// step it changes and a long game changes some at nearly every step.
Json badge_item(const ViewBadge& b) {
  if (b.hidden) return {{"h", true}};
  Json out = {{"v", json_value(b.value)}};
  if (!b.max.is_nil()) out["m"] = json_value(b.max);
  return out;
}

Json row_item(const ViewRow& r) {
  Json out = {{"n", r.count}};
  if (r.hidden) {
    out["h"] = true;
  } else if (r.show != RowDecl::Show::Count) {
    Json& ids = out["c"] = Json::array();
    for (const auto& c : r.cards) ids.push_back(c.id);
  }
  return out;
}

}  // namespace

TableView table_view(Game& g, const ViewDecl& d, int viewer) {
  return Builder(g, d, viewer).build();
}

// Whether a claim's path may be shown to the viewer (the page prints the
// claims of a record). A path names a zone or a value, perhaps of a player
// (`Bob.hand`, `Bob.life`); `.count` of any zone is public, as in row(), and
// `.top` is seen as its zone is.
bool sees_path(const Game& g, const std::string& path, int viewer) {
  if (!viewer) return true;
  const State& s = g.state();
  size_t dot = path.find('.');
  int owner = dot == std::string::npos ? 0 : s.seat_of(path.substr(0, dot));
  std::string rest = owner ? path.substr(dot + 1) : path;
  auto ends = [&](const std::string& tail) {
    return rest.size() > tail.size() &&
           rest.compare(rest.size() - tail.size(), tail.size(), tail) == 0;
  };
  if (ends(".count")) return true;
  if (ends(".top")) rest.resize(rest.size() - 4);
  int zid = s.zone_id(owner, rest);
  if (zid >= 0) return sees_zone(g.core(), zid, viewer);
  return sees_value(g.core(), owner, rest, viewer);
}

Json json_card(const ViewCard& c) {
  Json out = {{"id", c.id}, {"label", c.label}, {"name", c.name}};
  if (!c.rank.empty()) out["rank"] = c.rank;
  if (!c.suit.empty()) out["suit"] = c.suit;
  return out;
}

Json view_object(const TableView& v) {
  auto seat = [](const ViewSeat& s) {
    return Json{{"name", s.name},
                {"alive", s.alive},
                {"turn", s.turn},
                {"deciding", s.deciding},
                {"badges", list_json(s.badges, badge_json)},
                {"rows", list_json(s.rows, row_json)}};
  };
  auto track = [](const ViewTrack& t) {
    return Json{{"key", t.key},
                {"label", t.label},
                {"min", t.min},
                {"max", t.max},
                {"markers", list_json(t.markers, badge_json)}};
  };
  Json out = {{"viewer", name_or_null(v.viewer)}};
  if (v.spectator) out["spectator"] = true;
  Json rest = {{"turn", name_or_null(v.turn)},
               {"deciding", v.deciding},
               {"prompt", v.prompt},
               {"over", v.over},
               {"winners", v.winners},
               {"seats", list_json(v.seats, seat)},
               {"game",
                {{"badges", list_json(v.badges, badge_json)},
                 {"rows", list_json(v.rows, row_json)},
                 {"tracks", list_json(v.tracks, track)}}}};
  out.update(rest);
  return out;
}

namespace {

// view_object's text written directly, byte for byte what json_compact
// makes of it: a served table writes a view for every seat at every move,
// and building the Json first was most of a push's cost.
void put_key(std::string& o, const char* key) {
  o += '"';
  o += key;
  o += "\":";
}

void put_bool(std::string& o, bool b) {
  o += b ? "true" : "false";
}

void put_name_or_null(std::string& o, const std::string& name) {
  if (name.empty())
    o += "null";
  else
    json_append_string(o, name);
}

template <typename T, typename F>
void put_list(std::string& o, const std::vector<T>& items, F each) {
  o += '[';
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) o += ',';
    each(o, items[i]);
  }
  o += ']';
}

void put_string(std::string& o, const std::string& s) {
  json_append_string(o, s);
}

void put_card(std::string& o, const ViewCard& c) {
  o += "{\"id\":" + std::to_string(c.id) + ",";
  put_key(o, "label");
  put_string(o, c.label);
  o += ',';
  put_key(o, "name");
  put_string(o, c.name);
  if (!c.rank.empty()) o += ",", put_key(o, "rank"), put_string(o, c.rank);
  if (!c.suit.empty()) o += ",", put_key(o, "suit"), put_string(o, c.suit);
  o += '}';
}

void put_badge(std::string& o, const ViewBadge& b) {
  o += '{';
  put_key(o, "key");
  put_string(o, b.key);
  o += ',';
  put_key(o, "label");
  put_string(o, b.label);
  if (!b.colour.empty()) o += ",", put_key(o, "colour"), put_string(o, b.colour);
  if (b.hidden) {
    o += ",\"hidden\":true}";
    return;
  }
  o += ',';
  put_key(o, "value");
  json_append_value(o, b.value);
  if (!b.max.is_nil()) o += ",", put_key(o, "max"), json_append_value(o, b.max);
  o += '}';
}

void put_row(std::string& o, const ViewRow& r) {
  o += '{';
  put_key(o, "key");
  put_string(o, r.key);
  o += ',';
  put_key(o, "label");
  put_string(o, r.label);
  o += ",\"show\":\"";
  o += show_name(r.show);
  o += "\",\"count\":" + std::to_string(r.count);
  if (r.hidden) {
    o += ",\"hidden\":true";
  } else if (r.show != RowDecl::Show::Count) {
    o += ',';
    put_key(o, "cards");
    put_list(o, r.cards, put_card);
  }
  o += '}';
}

void put_seat(std::string& o, const ViewSeat& s) {
  o += '{';
  put_key(o, "name");
  put_string(o, s.name);
  o += ",\"alive\":", put_bool(o, s.alive);
  o += ",\"turn\":", put_bool(o, s.turn);
  o += ",\"deciding\":", put_bool(o, s.deciding);
  o += ",\"badges\":", put_list(o, s.badges, put_badge);
  o += ",\"rows\":", put_list(o, s.rows, put_row);
  o += '}';
}

void put_track(std::string& o, const ViewTrack& t) {
  o += '{';
  put_key(o, "key");
  put_string(o, t.key);
  o += ',';
  put_key(o, "label");
  put_string(o, t.label);
  o += ",\"min\":" + std::to_string(t.min) + ",\"max\":" + std::to_string(t.max);
  o += ",\"markers\":", put_list(o, t.markers, put_badge);
  o += '}';
}

}  // namespace

std::string view_json(const TableView& v) {
  std::string o = "{\"viewer\":";
  o.reserve(4096);
  put_name_or_null(o, v.viewer);
  if (v.spectator) o += ",\"spectator\":true";
  o += ",\"turn\":", put_name_or_null(o, v.turn);
  o += ",\"deciding\":", put_list(o, v.deciding, put_string);
  o += ",\"prompt\":", put_string(o, v.prompt);
  o += ",\"over\":", put_bool(o, v.over);
  o += ",\"winners\":", put_list(o, v.winners, put_string);
  o += ",\"seats\":", put_list(o, v.seats, put_seat);
  o += ",\"game\":{\"badges\":", put_list(o, v.badges, put_badge);
  o += ",\"rows\":", put_list(o, v.rows, put_row);
  o += ",\"tracks\":", put_list(o, v.tracks, put_track);
  o += "}}";
  return o;
}

// The table cut into keyed items, so the page can store one whole table and
// then, per step, only the items that changed: the page of a long game
// stays a small multiple of one table rather than one table per step.
std::vector<std::pair<std::string, Json>> view_items(const TableView& v) {
  std::vector<std::pair<std::string, Json>> out;
  out.emplace_back("turn", name_or_null(v.turn));
  out.emplace_back("deciding", v.deciding);
  out.emplace_back("prompt", v.prompt);
  out.emplace_back("over", v.over);
  out.emplace_back("winners", v.winners);
  for (size_t i = 0; i < v.seats.size(); ++i) {
    const ViewSeat& s = v.seats[i];
    std::string at = std::to_string(i) + ".";
    out.emplace_back(at + "alive", s.alive);
    for (const auto& b : s.badges) out.emplace_back(at + "b." + b.key, badge_item(b));
    for (const auto& r : s.rows) out.emplace_back(at + "r." + r.key, row_item(r));
  }
  for (const auto& b : v.badges) out.emplace_back("b." + b.key, badge_item(b));
  for (const auto& r : v.rows) out.emplace_back("r." + r.key, row_item(r));
  for (const auto& t : v.tracks)
    for (const auto& m : t.markers) out.emplace_back("t." + t.key + "." + m.key, badge_item(m));
  return out;
}

}  // namespace arbiter
