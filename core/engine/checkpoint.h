// A fork point of a game: where a rules script calls ctx:checkpoint() (the
// top of its turn or round loop) the engine keeps a copy of the C++ state and
// the chance. A suspended Lua coroutine cannot be copied, so a clone
// (Game::clone) is a new coroutine running the rules `run` again from that
// copy: the script must reach the same checkpoint asking nothing, drawing
// nothing and changing nothing, and the answers given since are then played
// again. Card scripts are untouched.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "core/engine/chance.h"
#include "core/engine/state.h"

namespace arbiter {

// The game as it stood at a checkpoint. Shared, never changed: a clone and
// the clones of the clone point at the same one until they pass another.
struct Snapshot {
  State state;
  Chance chance;                 // the generator as it stood; no outcomes kept
  long long answers = 0;         // decisions answered before it
  std::vector<long long> marks;  // GameCore's marks, by kind
  long long charged = 0;         // bytes the state's values charge to the memory cap
  long long ordinal = 0;         // checkpoints passed before this one
};

// An answer since the last checkpoint, as a clone plays it again: the option
// index given to the seat, and the record step the engine ran on after it;
// for a world dealt again (core/search/determinize.h), the option's label
// (empty when its list makes it), its number, the card it names first and
// the zone that card lay in once the answer was played out (-1: none).
struct Answer {
  int seat = 0;
  int index = 0;
  int step = 0;
  std::string label;
  int number = 0;
  int card = 0;
  int zone_after = -1;
  // Its place among the options naming the same card (0 for none): how a
  // world finds an option whose label is made only when read.
  int same_card = 0;
};

struct CheckpointLog {
  std::shared_ptr<const Snapshot> last;  // null: none passed, a clone replays from the deal
  std::vector<Answer> since;             // since `last` (since the deal without one)
  long long passed = 0;                  // checkpoints passed so far
  // A clone running its rules `run` again toward `last`: ctx:resuming() is
  // true, and the next checkpoint is the arrival, not a new copy.
  bool resuming = false;
  bool keep = true;  // whether checkpoints are copied (off: every clone replays from the deal)
};

// Where two states differ, as a sentence ("card 12 (Beer) lies in zone 3,
// not 5"); empty when they are the same in full (seats, cards, zones,
// values, turn, moves, the game's end).
std::string state_difference(const State& a, const State& b);

}  // namespace arbiter
