// ctx methods on the course of a game: turns, the end, the options and
// rules it was started with, and dealing a record's setup.
#include <algorithm>

#include "core/api/lua_bridge.h"
#include "core/base/text.h"

namespace arbiter {

namespace {

// ---- turn, end, setup ----
int set_turn(lua_State* L, GameCore& g) {
  g.state().turn = arg_seat(L, g, 2);
  return 0;
}
int turn(lua_State* L, GameCore& g) {
  lua_pushinteger(L, st(g).turn);
  return 1;
}
int finish(lua_State* L, GameCore& g) {
  std::vector<int> w = lua_isnoneornil(L, 2) ? std::vector<int>{} : arg_list(L, 2, "the winners");
  for (int s : w)
    if (s < 1 || s > st(g).seats())
      throw ApiError("ctx:finish: no seat " + std::to_string(s) + " among the winners");
  std::sort(w.begin(), w.end());
  g.state().winners = w;
  g.state().over = true;
  return 0;
}
int over(lua_State* L, GameCore& g) {
  lua_pushboolean(L, st(g).over);
  return 1;
}
int option(lua_State* L, GameCore& g) {
  push_text(L, g.option(arg_str(L, 2, "an option name")));
  return 1;
}
int rule(lua_State* L, GameCore& g) {
  std::string k = arg_str(L, 2, "a rule name");
  auto it = g.content().rules.find(k);
  if (it == g.content().rules.end())
    throw ApiError("game '" + g.content().id + "' has no rule '" + k + "'");
  push_value(L, it->second);
  return 1;
}
// ctx:setup_hint(word, words) -> " (did you mean 'x'?)" or "": the engine's own hint, for
// scripts' messages.
int did_you_mean_(lua_State* L, GameCore&) {
  std::string word = arg_str(L, 2, "a word");
  if (!lua_istable(L, 3)) throw ApiError("expected a list of words");
  std::vector<std::string> words;
  read_texts(L, 3, words);  // a list a module exports is frozen with it: read_texts sees through
  // Edit distance costs the product of the lengths (a word over 256 bytes
  // is not looked for): charged before it runs.
  if (word.size() <= 256) {
    double letters = 0;
    for (const auto& w : words) letters += static_cast<double>(w.size());
    charge_engine(L, static_cast<double>(word.size()) * letters / 16);
  }
  push_text(L, did_you_mean(word, words));
  return 1;
}
int setup_error(lua_State* L, GameCore& g) {
  // Past the deal the record's setup is no longer the question: a script
  // that calls this in play has a bug of its own (exit 3, not 2).
  if (!g.in_setup())
    throw ApiError("ctx:setup_error is for dealing a record's setup; the game is under way");
  g.setup_error(arg_str(L, 2, "a setup path"), arg_str(L, 3, "a message"));
  return kRefused;
}
int record_setup(lua_State* L, GameCore& g) {
  std::string key = arg_str(L, 2, "a setup key");
  if (!g.chance().keep_outcomes) return 0;              // no record is written (sim, soak, replay)
  long long kept = static_cast<long long>(key.size());  // what the record being written keeps
  auto value = [&](int i) -> YAML::Node {
    if (lua_istable(L, i)) {
      YAML::Node list(YAML::NodeType::Sequence);
      std::vector<std::string> texts;
      read_texts(L, i, texts, true);
      // A node takes far more than its text: counted as a few hundred bytes.
      copying(L, texts.size() * 256);
      for (auto& t : texts) {
        kept += static_cast<long long>(t.size() + 256);
        list.push_back(std::move(t));
      }
      return list;
    }
    if (lua_isinteger(L, i)) return YAML::Node(static_cast<long long>(lua_tointeger(L, i)));
    if (lua_isboolean(L, i)) return YAML::Node(static_cast<bool>(lua_toboolean(L, i)));
    std::string text = text_at(L, i);
    kept += static_cast<long long>(text.size());
    return YAML::Node(text);
  };
  if (lua_isnoneornil(L, 3) || lua_gettop(L) == 3) {
    YAML::Node v = value(3);
    g.charge_memory(kept);
    g.setup_out()[key] = v;
  } else {
    std::string sub = arg_str(L, 3, "a setup sub-key");
    YAML::Node v = value(4);
    g.charge_memory(kept + static_cast<long long>(sub.size()));
    g.setup_out()[key][sub] = v;
  }
  return 0;
}
int end_setup(lua_State*, GameCore& g) {
  return g.end_setup() ? 0 : -1;
}
// No effect is under way here: a decision opened before the next answer is
// one a record may stop at with its outcome judged. Marks no state, costs no
// chance, is no instruction charged beyond its call.
int settled(lua_State*, GameCore& g) {
  g.mark(GameCore::Mark::Settled);
  return 0;
}

// The top of a turn or round loop: a clone may start here (core/engine/checkpoint.h).
// Changes nothing of the game: not its state, digest or chance.
int checkpoint(lua_State*, GameCore& g) {
  g.checkpoint();
  return 0;
}
int resuming(lua_State* L, GameCore& g) {
  lua_pushboolean(L, g.resuming());
  return 1;
}

const ApiEntry kMethods[] = {
    ARBITER_CHANGES(set_turn, "ctx:set_turn(seat)"),
    ARBITER_LOOKS(turn, "ctx:turn() -> seat"),
    ARBITER_CHANGES(finish, "ctx:finish(winners)"),
    ARBITER_LOOKS(over, "ctx:over() -> boolean"),
    ARBITER_LOOKS(option, "ctx:option(name) -> value"),
    ARBITER_LOOKS(rule, "ctx:rule(name) -> value"),
    ARBITER_CHANGES(setup_error, "ctx:setup_error(path, message)"),
    ARBITER_LOOKS_AS("setup_hint", did_you_mean_,
                     "ctx:setup_hint(word, words) -> \" (did you mean 'x'?)\", or \"\""),
    ARBITER_CHANGES_AS("setup_record", record_setup, "ctx:setup_record(key, [sub,] value)"),
    ARBITER_CHANGES_AS("setup_done", end_setup, "ctx:setup_done()"),
    ARBITER_CHANGES(settled, "ctx:settled()"),
    ARBITER_CHANGES(checkpoint, "ctx:checkpoint()"),
    ARBITER_LOOKS(resuming, "ctx:resuming() -> boolean"),
};

}  // namespace

std::span<const ApiEntry> course_methods() {
  return kMethods;
}

}  // namespace arbiter
