// One game in progress, as clients (the CLI, bots, replay, tests) drive it:
// the engine runs until someone must decide; a client applies one of the
// offered options, and the engine runs on. Underneath, the coroutine running
// the game's rules script works on the GameCore the Lua binding sees
// (core/game_core.h).
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/engine/game_core.h"

struct lua_State;
struct lua_Debug;

namespace arbiter {

struct Match {
  int option = -1;      // index into the choice's options, or -1
  std::string reason;   // why not, when option < 0
  std::string explain;  // which card an omitted (RankSuit) was taken to mean
  // Refused as not the player's: the cards the move may mean, each elsewhere.
  std::vector<int> elsewhere;
};

class Game : private GameCore {
 public:
  Game(ScriptHost& host, GameConfig config);
  ~Game();
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  // Deals the opening, following the pins in `setup` (a record's setup map).
  // Throws Error: BadRecord for an impossible setup, BadContent for a script error.
  void start(const YAML::Node& setup, const YamlFile* file);
  // Runs every step that needs no decision. Throws Error; Rerun in a fast game.
  void advance();
  // Lets the scripts run uncounted (core/watchdog.h) where `on` and the
  // budget allow; Game then throws Rerun when a run could have passed the
  // budget, and the caller plays the game again, not fast. Set before start().
  void set_fast(bool on);
  // Whether anyone reads the narration (GameCore::narrating): set before start().
  void set_narrating(bool on) { narrating_ = on; }
  // Whether outcomes drawn from the seed are counted (for --strict).
  void set_replaying(bool on) { replaying_ = on; }
  // The open decision, every option's label spelled (a script may leave an
  // option's text to be made when first read). Throws Error (BadContent).
  const Decision& decision() const;
  // The open decision as the script gave it: who may move and how many
  // options each has, labels perhaps not spelled (bots and sim need no more).
  const Decision& pending() const { return decision_; }
  // One seat's choice in the open decision, its labels spelled (the others'
  // left as they are: matching a written move reads only the mover's); null
  // when the seat has none. Throws Error (BadContent).
  const Choice* choice_of(int seat) const;
  bool over() const { return state_.over; }
  using GameCore::chance;
  using GameCore::config;
  using GameCore::content;
  using GameCore::def_index;
  using GameCore::find_card;
  using GameCore::fits_ref;
  using GameCore::host;
  using GameCore::Mark;
  using GameCore::marked;
  using GameCore::narrate;
  using GameCore::narrating;
  using GameCore::option;
  using GameCore::state;

  // Finds the option a written label means for `seat`.
  Match match(int seat, const std::string& written) const;
  // For a player the open decision leaves out (Decision::asides): the reason
  // of their refusal that reads as the written move, or empty.
  std::string aside_reason(int seat, const std::string& written) const;
  // The refusals of `seat`'s open choice, asking the script for them the
  // first time when it gave them as a function. Throws Error (BadContent).
  const std::vector<Refusal>& refusals(int seat) const;
  // Applies option `index` of `seat`'s choice; the next advance() acts on it.
  void apply(int seat, int index);

  // A bot's pick from the rules script's `bot(ctx, seat, labels, level, options)`:
  // 1-based index, 0 to wait, -1 when the script offers none or does not
  // play `level` (game.yaml `bots`).
  int bot_choice(int seat, const std::string& level);

  // Calls the rules script's `name(ctx, args...)` outside the game's
  // coroutine, under the instruction budget (the view hook). Its one result
  // is left on the host's Lua stack; false, with nothing left, when the
  // script has no such function. Throws Error (BadContent) on a script error.
  bool call_script(const char* name, std::initializer_list<long long> args);

  // The rules script's `invariant(ctx)` (optional), then the engine's own
  // checks (every card in exactly one zone). Empty when all hold; otherwise
  // what is broken. Used by `arbiter soak` after every step.
  std::string check_invariant();

  // Narration since the last call.
  std::vector<Narration> take_narration();
  // The setup a record should carry to replay this game (set by the rules script).
  YAML::Node setup_record() const { return setup_out_; }
  // A digest of the state and the open decision.
  std::string digest() const;

  // Pushes a ctx for this game (core/lua_api.h): the binding sees its GameCore.
  friend void push_ctx(lua_State* L, Game* game);

 private:
  long long instructions_ = 0;  // run by the scripts since the last decision
  int thread_ref_ = -1;
  int ctx_ref_ = -1;
  lua_State* co_ = nullptr;
  int resume_args_ = 0;
  bool finished_ = false;
  bool fast_ = false;

  void resume(int nargs);
  void spell(Choice& c) const;
  bool push_rules_function(const char* name);
  int call_rules_function(int nargs);
  // Counts the running script's instructions against the budget.
  static void budget_hook(lua_State* L, lua_Debug* ar);
};

}  // namespace arbiter
