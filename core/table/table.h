// A served table (`arbiter serve`): one game whose seats play from their own
// devices, refereed by the engine, its record written to disk as each move
// lands so that nothing acknowledged is lost. No network here: the front
// (cli/serve.cpp) turns requests into these calls and pushes what they
// change. Not thread-safe: the caller serializes the calls on one table.
//
// DRAFT CONTRACT (the network front codes against it; the table layer
// implements it; either may refine it, keeping docs/serve.md true).
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/records/records.h"
// The layer's public header (docs/architecture.md): its secrets and the
// menu of a seat's options come with it.
#include "core/table/menu.h"
#include "core/table/secret.h"

namespace arbiter {

struct Content;
class ScriptHost;

// What a new table is: the record's header, and who plays each seat.
struct TableSpec {
  std::string game;
  std::vector<std::string> variants;
  std::map<std::string, std::string> options;
  std::vector<std::string> players;
  std::map<int, std::string> bots;  // seat (1-based) -> level; every other seat is a person
  uint64_t seed = 0;
};

// Loads a game's content with its variants (the front's content roots and
// mods); the table keeps what it returns for its life.
// A game's content, which tables of the same game may share: nothing
// changes a Content once loaded.
using ContentLoader = std::function<std::shared_ptr<const Content>(
    const std::string& game, const std::vector<std::string>& variants)>;

// Where the games are found and how a table plays them.
struct TableEnv {
  // The content roots (the game's, then the mods'), as `arbiter play` has
  // them: the record names its mods from them, and a table resumed from its
  // record is judged with them.
  std::vector<std::string> roots;
  // Loads a game's content; when empty, load_content(roots, ...).
  ContentLoader load;
  // The engine's own bot levels (`search`), as play.h's EngineLevels.
  EngineLevels engine;
};

class Table {
 public:
  struct Created;
  // A new table in folder `dir`: deals, writes DIR/<id>.yaml and
  // DIR/<id>.seats (0600), and returns it with each person's secret in
  // plain text (the only time it exists so). Throws Error (BadContent,
  // BadRecord) as `arbiter play` would for the same spec.
  static Created create(const TableSpec& spec, const std::string& dir, const TableEnv& env);
  // A table from its record file DIR/<id>.yaml and DIR/<id>.seats, cut back
  // to its last complete move, replayed to where it stood. Throws Error.
  static std::unique_ptr<Table> resume(const std::string& record_path, const TableEnv& env);
  ~Table();

  const std::string& id() const;
  const std::vector<std::string>& players() const;
  // The seat a secret belongs to (1..n), or 0. Constant time in the secret.
  int seat_of(const std::string& secret) const;
  bool is_person(int seat) const;  // not (or not yet) handed to a bot
  int step() const;                // moves applied so far
  bool over() const;

  // The state for `viewer` (a seat 1..n, or view.h's kSpectator for the
  // public view) as JSON (docs/serve.md), with the log from step
  // `log_from` on (0: all). Holds nothing the viewer's view hides.
  std::string state_json(int viewer, int log_from = 0) const;

  // A move the disk would not store: not taken, and the table as before it
  // (it may be made again once the disk has room).
  class NotStored : public Error {
   public:
    using Error::Error;
  };

  struct MoveResult {
    enum class Kind { Applied, Duplicate, Stale, Refused, NotAsked } kind;
    int step = 0;        // the table's step after the call
    std::string reason;  // Refused: the engine's reason with its ruling; Stale: what changed
  };
  // A seat's move answering step `step`: `move` is a label as offered, or
  // `option` >= 0 an index into the seat's options. Applied only when the
  // engine offers it; durably written (fsync) before returning Applied.
  // Throws NotStored when the disk refuses it.
  MoveResult move(int seat, int step, const std::string& move, int option = -1);
  // Hands `seat` to a bot at `level` from now on (`arbiter join --bot`).
  void hand_to_bot(int seat, const std::string& level);

  // A person's seat connected for the first time since the table was made
  // or resumed. Bots wait until every person's seat has (docs/serve.md).
  void joined(int seat);

  // Whether a bot should move now, and one bot move (written as a person's
  // is). The bots play as play_game's do, with the same generator: a table
  // of bots only plays the game `arbiter play` plays with that seed.
  bool bot_due() const;
  void play_bot();

  // The record so far (the finished game's once over): what the file holds.
  const Record& record() const;

  struct Impl;  // what a table holds: core/table/table_impl.h, for the layer's own files

 private:
  std::unique_ptr<Impl> impl_;
  explicit Table(std::unique_ptr<Impl> impl);
};

struct Table::Created {
  std::unique_ptr<Table> table;
  std::map<int, std::string> secrets;  // seat -> secret, people only
};

}  // namespace arbiter
