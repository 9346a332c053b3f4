// One game in progress: state, chance, the open decision, and the coroutine
// running the game's rules script. The engine runs until someone must decide;
// a client applies one of the offered options, and the engine runs on.
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#include "core/chance.h"
#include "core/decision.h"
#include "core/error.h"
#include "core/script.h"
#include "core/state.h"

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

struct Match {
  int option = -1;      // index into the choice's options, or -1
  std::string reason;   // why not, when option < 0
  std::string explain;  // which card an omitted (RankSuit) was taken to mean
  // Refused as not the player's: the cards the move may mean, each elsewhere.
  std::vector<int> elsewhere;
};

class Game {
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
  const Decision& decision() const { return decision_; }
  bool over() const { return state_.over; }
  State& state() { return state_; }
  const State& state() const { return state_; }
  Chance& chance() { return chance_; }
  const Chance& chance() const { return chance_; }
  const Content& content() const { return host_.content(); }
  ScriptHost& host() { return host_; }
  const GameConfig& config() const { return config_; }
  std::string option(const std::string& name) const;

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

  // A bot's pick from the rules script's `bot(ctx, seat, labels, level)`:
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

  // Used by the Lua binding.
  int draw_from_pile();  // a card id, or 0 when both piles are empty
  int pick_random(const std::vector<int>& cards);
  int pick_number(int n);  // 1..n, pinned like a random pick
  void shuffle_zone(int zone_id, bool pinned);
  void refill_if_empty();
  void narrate(Narration n) {
    if (narrating) narration_.push_back(std::move(n));
  }
  // What scripts make the engine keep (state values, narration) counts
  // against the Lua state's memory cap: `delta` bytes more (or fewer); more
  // than the cap allows throws, saying so.
  void hold(long long delta);
  void set_decision(Decision d);
  void fail(Error e);  // remember an engine error to raise once the script unwinds
  void setup_error(const std::string& path, const std::string& msg);
  YAML::Node& setup_out() { return setup_out_; }
  int find_card(const std::string& text, int zone_id, std::string* why) const;
  bool fits_ref(int card,
                const std::string& text) const;  // the card is one a written reference may mean
  // Content::def_index, remembered: it folds every name of the game on each
  // call, and a replay asks it for every pinned card.
  int def_index(const std::string& name) const;
  bool in_setup() const { return in_setup_; }
  // While a bot, an invariant or a function giving refusals runs: engine
  // functions that change the game are refused.
  bool looking() const { return looking_; }
  // The deal is over: applies the setup's `held` (core/setup_seed.h). False
  // when the setup is refused (the error is raised once the script unwinds).
  bool end_setup();
  bool replaying_ = false;  // outcomes from the seed are counted (for --strict)
  // False where nobody reads the narration (sim, soak, judging without
  // --explain): lines are dropped as they come, and ctx:narrating() says so.
  bool narrating = true;
  long long instructions = 0;
  int step = 0;  // the record step being applied, for messages

 private:
  ScriptHost& host_;
  GameConfig config_;
  State state_;
  Chance chance_;
  // Mutable so that refusals a script gave as a function can be read in
  // when first asked for, from const lookups such as match().
  mutable Decision decision_;
  std::vector<Narration> narration_;
  YAML::Node setup_in_;
  const YamlFile* setup_file_ = nullptr;
  YAML::Node setup_out_;
  bool in_setup_ = false;
  bool looking_ = false;
  long long held_ = 0;  // bytes this game holds for scripts (hold)
  int thread_ref_ = -1;
  int ctx_ref_ = -1;
  lua_State* co_ = nullptr;
  int resume_args_ = 0;
  bool pending_error_ = false;
  Error error_{Verdict::Ok, ""};
  bool finished_ = false;
  bool fast_ = false;
  mutable std::map<std::string, int> def_by_name_;

  void resume(int nargs);
  void release_refusals();
  bool push_rules_function(const char* name);
  int call_rules_function(int nargs);
};

}  // namespace arbiter
