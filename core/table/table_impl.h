// What a served table holds (core/table/table.h): shared by the files that
// play it (table.cpp) and write its state for a viewer (table_state.cpp).
#pragma once
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/base/rng.h"
#include "core/content/content.h"
#include "core/records/records.h"
#include "core/table/seats.h"
#include "core/table/table.h"
#include "core/table/table_file.h"

namespace arbiter {

// One move of the log (or the deal, move 0) with what each viewer may read.
struct LogStep {
  int step = 0;
  std::string player, text;  // the decision; empty for the deal
  std::vector<Narration> lines;
  std::vector<char> hidden;  // by viewer index (Table::Impl::index): the entry is not for them
};

struct Table::Impl {
  std::string id, path, seats_path;
  TableEnv env;
  // The game and what it runs on: loaded here, or kept from the replay.
  std::shared_ptr<const Content> content;
  std::unique_ptr<ScriptHost> host;
  Resumed resumed;
  std::unique_ptr<Game> own_game;
  Game* game = nullptr;
  ViewDecl view;
  Record rec;
  TableFile file;
  SeatBook seats;
  std::set<int> joined;
  Rng bots;
  int moves = 0;                                  // decisions applied
  int entries = 0;                                // the record's step count (take_decision's)
  std::vector<int> since;                         // by seat - 1: options unchanged from this move
  std::vector<std::vector<std::string>> offered;  // by seat - 1: the labels it was last offered
  struct Applied {
    int seat, at;  // the table's move count when it was applied
    int index;     // the option taken
    std::string label;
  };
  std::vector<Applied> applied;
  std::vector<LogStep> log;
  std::vector<EntryRedactor> redactors;  // by viewer index
  std::string broken;                    // why the table takes no more moves, or empty

  int seats_n() const { return static_cast<int>(rec.players.size()); }
  // Viewer index: seats 1..n at 0..n-1, the spectator at n.
  size_t index(int viewer) const {
    return viewer == kSpectator ? rec.players.size() : static_cast<size_t>(viewer - 1);
  }
  int viewer_at(size_t i) const {
    return i == rec.players.size() ? kSpectator : static_cast<int>(i) + 1;
  }
  bool person(int seat) const { return !seats.bots.count(seat); }

  void start_log();
  void log_move(const std::string& player, const std::string& text, std::vector<Narration> lines);
  void refresh_asked();
  // A new game of `rec`'s header on `host`, dealt from its seed: the deal's
  // entries in `rec`, the log begun, the bots' generator at its start.
  void deal_new();
  // `seat` takes option `index` in the game and the record (not the disk).
  Entry take(int seat, int index);
  // The log and what each seat is asked, after `e`.
  void told(const Entry& e);
  // The bot's move for the open decision, drawn from `bots`: seats a bot
  // plays at this move count are the bots', every other a person's.
  std::pair<int, int> bot_pick();
  // `seat` takes option `index`: the decision and its outcomes in the record
  // and on the disk, the log and what each seat is asked brought up to date.
  // Throws Error when the disk refuses the move: the table is then as it
  // was before it (table.cpp).
  void apply(int seat, int index);
};

// The table's game as its TableEnv loads it.
// A served table's Lua limits: the collector starts a cycle once the heap
// has grown by half past its live size (not to three times it, as in sims):
// a server holds many tables, and each one's heap at its peak is most of
// the table's memory.
inline LuaLimits table_lua_limits() {
  LuaLimits limits;
  limits.gc_pause = 150;
  return limits;
}

std::shared_ptr<const Content> load_table_content(const TableEnv& env, const std::string& game,
                                                  const std::vector<std::string>& variants);
// DIR/<id>.seats beside DIR/<id>.yaml.
std::string seats_path_of(const std::string& record_path);

// Plays `rec`'s decisions again at `t` from the seed, as the table made
// them (table_resume.cpp): false when they do not give `rec` back.
bool play_again(Table::Impl& t, const Record& rec);

}  // namespace arbiter
