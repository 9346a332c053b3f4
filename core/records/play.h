// Playing a game to its end with bots (and people, through a callback), and
// writing the record that replays it.
#pragma once
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/game/game.h"
#include "core/records/record.h"

namespace arbiter {

struct Seat;

// Bot levels the engine plays itself, not the rules script (the search bot,
// core/search): the option index a level picks for a seat's open choice.
using EngineLevels = std::map<std::string, std::function<int(Game&, int seat)>>;

struct PlayOptions {
  std::string bots = "random";        // the level of every bot seat not in `levels`
  std::map<int, std::string> levels;  // seats whose bot plays at another level (--seat)
  EngineLevels engine;                // levels played by the engine, by name
  std::set<int> humans;               // seats a person plays
  long max_decisions = 20000;         // the length cap: a game past it is reported unfinished
  // Asks a person; returns the option index for `seat`, -1 to stop, or
  // kWait to let the others move first (offered when `can_wait`: someone
  // else may act on the same decision).
  std::function<int(Game&, int seat, bool can_wait)> ask_human;
  static constexpr int kWait = -2;
  // Called after each applied decision (and at the start) with the new narration.
  std::function<void(Game&, const std::string& entry, const std::vector<Narration>&)> on_step;
  // Checked after every step when set: returns an error message, or empty.
  std::function<std::string(Game&)> invariant;
};

struct PlayResult {
  Record record;
  bool finished = false;
  long decisions = 0;
  std::string stopped;  // why play stopped early, if it did
};

// A game stopped by an error once dealt (a script's, a bot's): the record up
// to the decision after which it came, so replaying the record meets it again.
struct PlayStopped : Error {
  PlayStopped(const Error& e, Record r) : Error(e), record(std::move(r)) {}
  Record record;
};

// The game must be new; `rec` carries game, variants, options and players.
// An error after the deal is thrown as PlayStopped.
PlayResult play_game(Game& game, Record rec, const PlayOptions& opts);

// Plays on from where the game stands (a replayed record, `arbiter play
// --resume`), appending decisions and outcomes to `rec`, which already holds
// the game so far.
PlayResult play_on(Game& game, Record rec, const PlayOptions& opts);

// The steps every way of playing shares (play_game and play_on here, the
// served table of core/table), so that they write the same records.

// The bots' own generator, for a game of `seed` after `played` entries of
// its record (0: a new game): bots draw from it, so their picks never shift
// the game's chance, and a game played on from a record draws afresh.
Rng bot_rng(uint64_t seed, uint64_t played);

// Deals the new `game` into `rec`: the rules' version, the setup as dealt
// and the deal's chance outcomes. The game is then at its first decision.
void deal(Game& game, Record& rec);

// A game replayed from a record made ready to play on: its chance now drawn
// from the seed and kept as outcomes.
void go_live(Game& game);

// `seat` takes option `index` of its open choice, as step `++steps`. Where
// the game keeps outcomes the decision's entry and the outcomes it drew are
// appended to `rec`, `steps` counting them too. Returns the entry, with
// player and label when kept or `named`.
Entry take_decision(Game& game, Record& rec, int seat, int index, int& steps, bool named);

// One bot move for the open decision: which seat acts and which option.
// Seats in `people` are left to their players; a seat in `levels` plays at
// its own level, every other at `level`.
// A level in `engine` is asked of its function; it never waits.
std::pair<int, int> bot_move(Game& game, const std::string& level, Rng& rng,
                             const std::set<int>& people = {},
                             const std::map<int, std::string>& levels = {},
                             const EngineLevels* engine = nullptr);

}  // namespace arbiter
