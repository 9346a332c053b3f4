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
  ScriptHost& host() const { return host_; }
  const GameConfig& config() const { return config_; }
  std::string option(const std::string& name) const;

  // ---- chance (core/engine/game_chance.cpp) ----
  // `for_what` says what the outcome is for (Chance::step_for), where
  // notes_chance(): only while a record is judged, where `arbiter record`
  // may ask for it; elsewhere it is not worked out at all.
  int draw_from_pile(
      const ChanceFor* for_what = nullptr);  // a card id, or 0 when both piles are empty
  int pick_random(const std::vector<int>& cards, const ChanceFor* for_what = nullptr);
  int pick_number(int n, const ChanceFor* for_what = nullptr);  // 1..n, pinned like a random pick
  bool notes_chance() const { return replaying_ && !in_setup_; }
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
  void charge_memory(long long delta);
  void set_decision(Decision d);
  void fail(Error e);  // remember an engine error to raise once the script unwinds
  void setup_error(const std::string& path, const std::string& msg);
  YAML::Node& setup_out() { return setup_out_; }
  const YAML::Node& setup_out() const { return setup_out_; }
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
  long long charged_by_state() const;

  // While a bot, an invariant or a function giving refusals runs: engine
  // functions that change the game are refused.
  bool looking() const { return looking_; }

  // ---- Lua values a decision keeps (its options, its refusals function) ----
  // Slots of one table of the game's: filled and cleared for every decision,
  // they cost less than registry references. keep_slot() takes the value
  // on top and returns its slot; push_slot() pushes it back; free_slot()
  // empties the slot for the next value.
  int keep_slot(lua_State* L);
  void push_slot(lua_State* L, int slot) const;
  void free_slot(int slot);

 protected:
  GameCore(ScriptHost& host, GameConfig config);
  // For a clone: the state is left empty, to be overwritten by a checkpoint's copy.
  struct Blank {};
  GameCore(ScriptHost& host, GameConfig config, Blank);
  ~GameCore() = default;
  void release_refusals();
  void release_slots();  // the table itself, when the game ends

  // ---- what Game (core/game/game.h) does to the core ----
  void set_narrating(bool on) { narrating_ = on; }
  void set_replaying(bool on) { replaying_ = on; }
  // The deal begins: `setup` is a record's setup map (or empty), `file`
  // where it was read (or null), for the messages of a setup refused.
  void begin_setup(const YAML::Node& setup, const YamlFile* file);
  // Whether the deal under way is of a record's own setup (a failing script
  // then more likely met a setup it cannot deal than a bug of its own), and
  // that setup's place in its file ("file:line:col: ", or empty).
  bool dealing_record_setup() const;
  std::string setup_place() const;
  // The rules script returned: the game is over.
  void rules_returned() {
    in_setup_ = false;
    state_.over = true;
  }
  // The engine error a script's call left to raise (fail()), cleared; none
  // when there is none.
  bool take_error(Error* out);
  // One more decision answered: marks set before it no longer hold.
  void count_answer() { ++answers_; }
  // Sets whether only looking is allowed; returns what it was.
  bool set_looking(bool on) {
    bool was = looking_;
    looking_ = on;
    return was;
  }
  std::vector<Narration> take_narration();
  long long charged_bytes() const { return charged_bytes_; }

  // ---- what a fork (core/game/clone.cpp) does to the core ----
  // The fork points so far; Game appends each answer it applies.
  CheckpointLog& checkpoint_log() { return checkpoints_; }
  const CheckpointLog& checkpoint_log() const { return checkpoints_; }
  // Stands where the checkpoint `from` was copied: its state, chance,
  // answers and marks, with the bytes its values charge; the rules `run`
  // is then on its way back to it (resuming()).
  void restore(const std::shared_ptr<const Snapshot>& from);
  // A fork of `from` narrates nothing, counts outcomes as `from` does and
  // keeps the setup `from` wrote.
  void follow(const GameCore& from);
  const YAML::Node& setup_in() const { return setup_in_; }
  const YamlFile* setup_file() const { return setup_file_; }

  // The open decision, for Game to fill in and clear. Changeable from
  // const lookups such as match(): refusals a script gave as a function are
  // read in when first asked for.
  Decision& open_decision() const { return decision_; }

 private:
  void note_for(const ChanceFor* for_what);
  State state_;
  mutable Decision decision_;
  int slots_ = -2;  // LUA_NOREF until the first slot is kept
  std::vector<int> free_slots_;
  int slot_end_ = 0;
  ScriptHost& host_;
  GameConfig config_;
  Chance chance_;
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
  long long charged_bytes_ = 0;  // bytes charged to the cap for this game (charge_memory)
  bool pending_error_ = false;
  Error error_{Verdict::Ok, ""};
  mutable std::map<std::string, int> def_by_name_;
  CheckpointLog checkpoints_;
};

}  // namespace arbiter
