// A game as the Lua binding (core/api/lua_api.h) works on it: the state, chance
// (draws, random picks, shuffles, each following a record's pin or the
// seeded generator), the open decision a script sets, narration, a record's
// setup being dealt, and the memory scripts make the engine keep. Clients
// use core/game/game.h, whose Game is built on this and shows only what they need.
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/engine/chance.h"
#include "core/engine/checkpoint.h"
#include "core/engine/decision.h"
#include "core/engine/state.h"
#include "core/sandbox/script.h"

namespace arbiter {

class YamlFile;

struct GameConfig {
  std::vector<std::string> players;
  uint64_t seed = 0;
  std::map<std::string, std::string> options;
};

// A line of narration: what happened and the ruling that decided it.
struct Narration {
  std::string text;
  std::string rule;  // ruling id, or empty
  int viewer = 0;    // 0: everyone; otherwise only that seat may see it
};

class GameCore {
 public:
  GameCore(const GameCore&) = delete;
  GameCore& operator=(const GameCore&) = delete;

  State& state() { return state_; }
  const State& state() const { return state_; }
  Chance& chance() { return chance_; }
  const Chance& chance() const { return chance_; }
  const Content& content() const { return host_.content(); }
  ScriptHost& host() { return host_; }
  const GameConfig& config() const { return config_; }
  std::string option(const std::string& name) const;

  // ---- chance (core/engine/game_chance.cpp) ----
  int draw_from_pile();  // a card id, or 0 when both piles are empty
  int pick_random(const std::vector<int>& cards);
  int pick_number(int n);  // 1..n, pinned like a random pick
  void shuffle_zone(int zone_id, bool pinned);
  void refill_if_empty();

  // ---- cards a record writes ----
  // The card `text` names, first looked for in `zone_id` (-1: anywhere); -1
  // when it names none, -2 when it lies elsewhere; `why` says which.
  int find_card(const std::string& text, int zone_id, std::string* why) const;
  // The card is one a written reference may mean.
  bool fits_ref(int card, const std::string& text) const;
  // Content::def_index, remembered: it folds every name of the game on each
  // call, and a replay asks it for every pinned card.
  int def_index(const std::string& name) const;

  // ---- what scripts do ----
  void narrate(Narration n) {
    if (!narrating_) return;
    if (watcher_) watcher_(n);
    narration_.push_back(std::move(n));
  }
  // Called with each line as it is narrated, mid-step: the replay page
  // takes the table at a reveal (a showdown) before the step clears it.
  // The watcher reads the state; it must not change the game.
  void watch_narration(std::function<void(const Narration&)> f) { watcher_ = std::move(f); }
  // False where nobody reads the narration (sim, soak, judging without
  // --explain): lines are dropped as they come, and ctx:narrating() says so.
  bool narrating() const { return narrating_; }
  // What scripts make the engine keep (state values, narration) counts
  // against the Lua state's memory cap: `delta` bytes more (or fewer); more
  // than the cap allows throws, saying so.
  void hold(long long delta);
  void set_decision(Decision d);
  void fail(Error e);  // remember an engine error to raise once the script unwinds
  void setup_error(const std::string& path, const std::string& msg);
  YAML::Node& setup_out() { return setup_out_; }
  bool in_setup() const { return in_setup_; }
  // The deal is over: applies the setup's `held` (core/engine/setup_seed.h). False
  // when the setup is refused (the error is raised once the script unwinds).
  bool end_setup();
  // ---- marks: points of the game a rules script names (ctx:settled) ----
  // A mark holds from where the script sets it until the next decision is
  // answered: the decision open at a record's end is at a settled point
  // when the script marked it so since the last answer. Marks change
  // nothing of the game (not its state, its digest or its chance), only
  // what a verdict says of where the record stops. One primitive for every
  // kind: a later kind (a fork's checkpoint) is one more enumerator.
  enum class Mark { Settled, Checkpoint, Count };
  void mark(Mark m) { marks_[static_cast<int>(m)] = answers_ + 1; }
  bool marked(Mark m) const { return marks_[static_cast<int>(m)] == answers_ + 1; }
  // ---- checkpoints: where a clone may start (core/engine/checkpoint.h) ----
  // ctx:checkpoint(): a copy of the state and the chance is kept (or, in a
  // clone running its rules again, the copy it started from is reached).
  void checkpoint();
  // A clone is running its rules `run` again toward its checkpoint (ctx:resuming()).
  bool resuming() const { return checkpoints_.resuming; }
  // Bytes the state's values charge to the memory cap (narration not taken
  // counts apart): what a clone holds again.
  long long held_by_state() const;

  // While a bot, an invariant or a function giving refusals runs: engine
  // functions that change the game are refused.
  bool looking() const { return looking_; }

  // ---- Lua values a decision keeps (its options, its refusals function) ----
  // Slots of one table of the game's: filled and cleared for every decision,
  // they cost less than registry references. pin() takes the value on top.
  int pin(lua_State* L);
  void push_pin(lua_State* L, int slot) const;
  void unpin(int slot);

 protected:
  GameCore(ScriptHost& host, GameConfig config);
  // For a clone: the state is left empty, to be overwritten by a checkpoint's copy.
  struct Blank {};
  GameCore(ScriptHost& host, GameConfig config, Blank);
  ~GameCore() = default;
  void release_refusals();
  void release_pins();  // the table itself, when the game ends

  int pins_ = -2;  // LUA_NOREF until the first pin
  std::vector<int> free_pins_;
  int pin_end_ = 0;
  ScriptHost& host_;
  GameConfig config_;
  State state_;
  Chance chance_;
  // Mutable so that refusals a script gave as a function can be read in
  // when first asked for, from const lookups such as match().
  mutable Decision decision_;
  std::vector<Narration> narration_;
  std::function<void(const Narration&)> watcher_;
  bool narrating_ = true;
  bool replaying_ = false;  // outcomes from the seed are counted (for --strict)
  YAML::Node setup_in_;
  const YamlFile* setup_file_ = nullptr;
  YAML::Node setup_out_;
  bool in_setup_ = false;
  bool looking_ = false;
  long long answers_ = 0;  // decisions answered so far (Game::apply)
  // Per kind, the answers so far plus one where it was last set; 0: never.
  long long marks_[static_cast<int>(Mark::Count)] = {};
  long long held_ = 0;  // bytes this game holds for scripts (hold)
  bool pending_error_ = false;
  Error error_{Verdict::Ok, ""};
  mutable std::map<std::string, int> def_by_name_;
  CheckpointLog checkpoints_;
};

}  // namespace arbiter
