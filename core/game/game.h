// One game in progress, as clients (the CLI, bots, replay, tests) drive it:
// the engine runs until someone must decide; a client applies one of the
// offered options, and the engine runs on. Underneath, the coroutine running
// the game's rules script works on the GameCore the Lua binding sees
// (core/engine/game_core.h).
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "core/engine/decision.h"
#include "core/engine/game_core.h"
#include "core/engine/statetree.h"
#include "core/sandbox/script.h"
#include "core/sandbox/watchdog.h"

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

// The client's view of a game, in OpenSpiel's manner: a few methods, each
// with when it may be called, what it returns and what it throws. A game
// is made, started once, then driven by advance() and apply() in turn
// until over(); what it shows between (state, decision, narration) is read
// only. Errors in content or a record are arbiter::Error with the verdict
// the command line exits with; calling a method out of its turn (applying
// to a seat that has no choice) is a client's mistake, std::logic_error.
class Game : private GameCore {
 public:
  Game(ScriptHost& host, GameConfig config);
  ~Game();
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  // ---- before start() ----
  // Lets the scripts run uncounted (core/sandbox/watchdog.h) where `on` and
  // the budget allow; advance() then throws Rerun when a run could have
  // passed the budget, and the caller plays the game again, not fast.
  void set_fast(bool on);
  // Whether anyone reads the narration: where not (sim, soak, judging
  // without --explain) lines are dropped as they come.
  using GameCore::set_narrating;
  // Whether outcomes drawn from the seed are counted (for --strict).
  using GameCore::set_replaying;
  // Whether the chance outcomes the game takes are kept for a record
  // (take_outcomes), and the setup a script records with them; off where no
  // record is written (sim, soak, replay). May be changed between steps.
  void keep_outcomes(bool on) { GameCore::chance().keep_outcomes = on; }

  // ---- playing ----
  // Deals the opening, following the pins in `setup` (a record's setup
  // map); once, before the first advance(). Throws Error: BadRecord for an
  // impossible setup, BadContent for a script error.
  void start(const YAML::Node& setup, const YamlFile* file);
  // Runs the scripts until someone must decide or the game is over. Throws
  // Error (BadContent: a script error or a budget passed; BadRecord or
  // Illegal: a pin the game cannot take); Rerun in a fast game.
  void advance();
  // Applies option `index` (0-based) of `seat`'s choice in the open
  // decision; the next advance() acts on it. Throws std::logic_error, the
  // game unchanged, when `seat` has no choice open or `index` is not one of
  // its options.
  void apply(int seat, int index);
  bool over() const { return GameCore::state().over; }

  // ---- forking (core/game/clone.cpp) ----
  // A new game on the same host standing exactly where this one stands:
  // its rules `run` starts again from the copy kept at the last
  // ctx:checkpoint(), and the answers given since are played again; with no
  // checkpoint passed, the game is dealt again and every answer replayed.
  // The clone narrates nothing, keeps no outcomes and is counted (not fast);
  // the caller may change that. May be called between advance() and
  // apply(), with no decision half answered. Throws Error (BadContent) when
  // the rules cannot start again from their checkpoint, naming what changed.
  std::unique_ptr<Game> clone() const;
  // A world forked from this game: the rules start again from `from` (the
  // last checkpoint's copy, which a determinizer may have changed: hidden
  // cards dealt again, secret values permuted, another generator), then each
  // answer given here since that checkpoint is played as `pick` says: an
  // option index of the new game's open choice for the answer's seat, or -1
  // when the world cannot follow (then null is returned). Throws as clone().
  using Pick = std::function<int(const Game& world, const Answer& answer)>;
  std::unique_ptr<Game> fork(const std::shared_ptr<const Snapshot>& from, const Pick& pick) const;
  // Whether checkpoints are copied (on by default); off, a clone replays
  // from the deal.
  void keep_checkpoints(bool on) { checkpoint_log().keep = on; }
  // The fork points so far: the last copy, and the answers given since.
  const CheckpointLog& checkpoints() const { return checkpoint_log(); }
  // Bytes the state's values charge to the memory cap (a clone charges the same).
  using GameCore::charged_by_state;

  // ---- a record's steps and chance ----
  // The record's step the next answer or advance belongs to, as narration
  // and pins name it.
  void set_step(int step) { GameCore::state().step = step; }
  // The next draw or random pick of this kind takes the pin's items in
  // order, not the seed's; clear_pins() forgets those left (leftover()
  // names the first, for the error of a pin the game never needed).
  void queue_pin(Pin p) { GameCore::chance().pins.push_back(std::move(p)); }
  const Pin* leftover_pin() const { return chance().leftover(); }
  void clear_pins() { GameCore::chance().pins.clear(); }
  // The chance outcomes taken since the last call, to be written as pins.
  std::vector<Outcome> take_outcomes();

  // ---- the open decision ----
  // The decision as the script gave it: who may move and how many options
  // each has, labels perhaps not yet spelled (bots and sim need no more).
  // Empty when the game is over. Never throws.
  const Decision& decision_as_given() const { return open_decision(); }
  // The same with every option's label spelled (a script may leave an
  // option's text to be made when first read). Throws Error (BadContent)
  // when a script's label maker fails.
  const Decision& decision_spelled() const;
  // One seat's choice with its labels spelled (the others' left as they
  // are: matching a written move reads only the mover's); null when the
  // seat has none. Throws Error (BadContent).
  const Choice* choice_of(int seat) const;
  // The option a written label means for `seat`, or the reason none does.
  // `typed`: at a prompt, where names may also lose their punctuation
  // ("play bang 2d -> dee") and spaces ("wellsfargo"); a record's entry is
  // not read that loosely, so that no verdict depends on the prompt's ease.
  Match match(int seat, const std::string& written, bool typed = false) const;
  // A card as a person typed it at a prompt ("gatling 10h", "missed 4s",
  // "barrel ks"), written as the game writes it ("Gatling (10♥)"): the
  // label of the cards it fits when they share one, else the text with its
  // names and (RankSuit) put right.
  std::string card_written(const std::string& typed) const;
  // For a player the open decision leaves out (Decision::asides): the reason
  // of their refusal that reads as the written move, or empty.
  std::string aside_reason(int seat, const std::string& written) const;
  // The refusals of `seat`'s open choice, asking the script for them the
  // first time when it gave them as a function. Throws Error (BadContent).
  const std::vector<Refusal>& refusals(int seat) const;
  // A bot's pick from the rules script's `bot(ctx, seat, labels, level, options)`:
  // 1-based index, 0 to wait, -1 when the script offers none or does not
  // play `level` (game.yaml `bots`). Throws Error (BadContent).
  int bot_choice(int seat, const std::string& level);
  // How well `seat` did in a game that is over, from 0 to 1, from the rules
  // script's `standing(ctx, seat)`: a denser score than winning alone, for
  // the search level to tell two lost (or two won) games apart. -1 when the
  // script has none. Throws Error (BadContent) when it fails or answers
  // outside 0..1.
  double standing(int seat);

  // ---- reading the game ----
  const State& state() const { return GameCore::state(); }
  const Chance& chance() const { return GameCore::chance(); }
  // The game as the engine's readers take it (core/engine/statetree.h).
  const GameCore& core() const { return *this; }
  using GameCore::config;
  using GameCore::content;
  using GameCore::def_index;
  using GameCore::find_card;
  using GameCore::fits_ref;
  using GameCore::Mark;
  using GameCore::marked;
  using GameCore::narrating;
  using GameCore::option;
  // Narration since the last call.
  using GameCore::take_narration;
  // Each line as it is narrated, mid-step (the replay page takes the table
  // at a reveal before the step clears it); the watcher may only read.
  using GameCore::watch_narration;
  // A line of the client's own among the game's (a judge's note on how a
  // written move was read), when anyone reads the narration.
  void note(Narration n) { narrate(std::move(n)); }
  // The setup a record should carry to replay this game (set by the rules script).
  YAML::Node setup_record() const { return setup_out(); }
  // A digest of the state and the open decision. Throws Error (BadContent).
  std::string digest() const;

  // ---- the rules script's optional functions ----
  // Calls the rules script's `name(ctx, args...)` outside the game's
  // coroutine, under the instruction budget (the view hook). Its one result
  // is left on the Lua stack of lua(); false, with nothing left, when the
  // script has no such function. Throws Error (BadContent) on a script error.
  bool call_script(const char* name, std::initializer_list<long long> args);
  lua_State* lua() const { return host().lua(); }
  // The registry reference of the ctx this game's scripts are given, for a
  // tool or test that calls the API as a script would; the game ends it.
  int ctx_ref() const { return ctx_ref_; }
  // The rules script's `invariant(ctx)` (optional), then the engine's own
  // checks (every card in exactly one zone). Empty when all hold; otherwise
  // what is broken. Used by `arbiter soak` after every step.
  std::string check_invariant();

 private:
  long long instructions_ = 0;  // run by the scripts since the last decision
  int thread_ref_ = -1;
  int ctx_ref_ = -1;
  lua_State* co_ = nullptr;
  int resume_args_ = 0;
  bool finished_ = false;
  bool fast_ = false;

  Game(ScriptHost& host, GameConfig config, Blank);
  void make_thread();
  // A clone: the state and chance of `from`, the rules `run` started again.
  void restart_from(const std::shared_ptr<const Snapshot>& from);
  void resume(int nargs);
  void spell(Choice& c) const;
  bool push_rules_function(const char* name);
  int call_rules_function(int nargs);
  // Counts the running script's instructions against the budget.
  static void budget_hook(lua_State* L, lua_Debug* ar);
};

}  // namespace arbiter
