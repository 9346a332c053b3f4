// The parts of the open decision a script may leave to be made when first
// read: option labels (`__label`, spelled by spell()) and refusals given as
// a function (refusals()). Both run script code outside the game's
// coroutine, under the budget, as a bot does; Game's other methods are in
// core/game/game.cpp.
#include <string>
#include <vector>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include "core/api/lua_api.h"
#include "core/api/lua_args.h"
#include "core/game/game.h"
#include "core/sandbox/lua_charge.h"

namespace arbiter {

const std::vector<Refusal>& Game::refusals(int seat) const {
  static const std::vector<Refusal> none;
  decision_spelled();
  Choice* c = open_decision().for_player(seat);
  if (!c) c = const_cast<Choice*>(open_decision().aside(seat));
  if (!c) return none;
  if (!c->lazy_refusals) return c->refusals;
  lua_State* L = host().lua();
  int top = lua_gettop(L);
  int ref = c->lazy_refusals;
  c->lazy_refusals = 0;
  auto* self = const_cast<Game*>(this);
  push_slot(L, ref);
  self->free_slot(ref);
  // Where the function was written, for a message about what it answered.
  lua_Debug ar;
  lua_pushvalue(L, -1);
  lua_getinfo(L, ">S", &ar);
  std::string where = std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
  // The script's function runs outside the game's coroutine, under the
  // budget, as a bot does; the state is as it was when the decision was asked.
  int status = self->call_rules_function(0);
  std::string error;
  if (status != LUA_OK)
    error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
  else
    try {
      if (std::string bad = read_refusals(L, lua_gettop(L), c->refusals); !bad.empty())
        error = where + ": the function giving them answered: " + bad;
    } catch (const Exhausted& e) {
      error = where + ": the function giving them answered: " + exhausted_text(L, e);
    }
  lua_settop(L, top);
  if (!error.empty())
    throw Error(Verdict::BadContent, "the refusals of " + state().players[seat - 1].name +
                                         "'s decision: " + host().describe_chunk(error));
  return c->refusals;
}

const Decision& Game::decision_spelled() const {
  for (auto& c : open_decision().choices)
    if (!c.spelled) spell(c);
  return open_decision();
}

const Choice* Game::choice_of(int seat) const {
  Choice* c = open_decision().for_player(seat);
  if (c && !c->spelled) spell(*c);
  return c;
}

namespace {

// make_labels(label, list, numbers): the texts `label(list, option)` gives
// the options at those places of the list, in one table. Called protected,
// so that a choice's labels cost one protected call, not one each.
int make_labels(lua_State* L) {
  int view = raw_view(L, 2);
  lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, 3));
  lua_createtable(L, static_cast<int>(n), 0);
  for (lua_Integer k = 1; k <= n; ++k) {
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    lua_rawgeti(L, 3, k);
    lua_rawget(L, view);
    lua_call(L, 2, 1);
    lua_rawseti(L, -2, k);
  }
  return 1;
}

}  // namespace

// The text of every option left without one: its list's `__label(list,
// option)` makes it (called under the budget, as a bot runs), or `__label`
// names the field that holds it. The texts must be labels a record can hold,
// and different options need different texts.
void Game::spell(Choice& c) const {
  auto* self = const_cast<Game*>(this);
  lua_State* L = host().lua();
  int top = lua_gettop(L);
  std::vector<Option*> wanted;
  for (auto& o : c.options)
    if (o.label.empty()) wanted.push_back(&o);
  push_slot(L, c.parts);
  luaL_getmetafield(L, -1, "__label");
  std::string error;
  // The labels are copied out of Lua: a field shared by 300,000 options
  // would be 300,000 copies, counted against what the memory cap leaves.
  size_t copied = 0, room = host().memory_room();
  int texts = 0;  // the list of texts, or the list of options when `__label` names a field
  std::string field;
  if (lua_type(L, -1) == LUA_TSTRING) {
    field = lua_tostring(L, -1);
    lua_pop(L, 1);
    texts = raw_view(L, -1);
  } else {
    lua_pushcfunction(L, make_labels);
    lua_insert(L, -3);
    lua_insert(L, -2);
    lua_createtable(L, static_cast<int>(wanted.size()), 0);
    for (size_t k = 0; k < wanted.size(); ++k) {
      lua_pushinteger(L, wanted[k]->number);
      lua_rawseti(L, -2, static_cast<lua_Integer>(k + 1));
    }
    if (self->call_rules_function(3) != LUA_OK)
      error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "error";
    texts = lua_gettop(L);
  }
  for (size_t k = 0; error.empty() && k < wanted.size(); ++k) {
    Option& o = *wanted[k];
    if (field.empty()) {
      lua_rawgeti(L, texts, static_cast<lua_Integer>(k + 1));
    } else if (int type = lua_rawgeti(L, texts, o.number); type != LUA_TTABLE) {
      // The list is the script's: anything in it may have changed since it was given.
      error = "the options' __label names field '" + field + "', but option " +
              std::to_string(o.number) + " is now a " + lua_typename(L, type) +
              ", not an option table (the list was changed after the decision was asked)";
      break;
    } else {
      int opt = raw_view(L, -1);
      lua_pushlstring(L, field.data(), field.size());
      lua_rawget(L, opt);
    }
    if (lua_type(L, -1) != LUA_TSTRING || lua_rawlen(L, -1) == 0)
      error = "the options' __label " +
              (field.empty() ? std::string("gave") : "names field '" + field + "', which gives") +
              " option " + std::to_string(o.number) + " " +
              (lua_isstring(L, -1) ? "an empty text" : std::string("a ") + luaL_typename(L, -1)) +
              ", not its label (a text)";
    else if (size_t n = lua_rawlen(L, -1); (copied += n) > room)
      error = "the options' labels would pass the memory cap (" + std::to_string(copied) +
              " bytes at option " + std::to_string(o.number) + ")";
    else
      o.label.assign(lua_tostring(L, -1), n);
    lua_settop(L, texts);
    if (error.empty()) error = unwritable(o.label);
  }
  lua_settop(L, top);
  if (error.empty()) error = first_alike(c.options);
  if (!error.empty()) {
    for (auto* o : wanted) o->label.clear();
    // Made after the script asked, so no line of it is named: the decision is.
    std::string whose = state().players[c.player - 1].name + "'s decision";
    if (!open_decision().prompt.empty()) whose += " (" + open_decision().prompt + ")";
    throw Error(Verdict::BadContent,
                "script error: " + whose + ": " + host().describe_chunk(error));
  }
  c.spelled = true;
}

}  // namespace arbiter
