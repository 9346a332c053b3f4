// Checking Game::clone against its original: `arbiter soak --clones` and the
// clone tests ask, at a decision, whether a clone stands exactly where its
// original stands, and whether both, played on by the same bots, end alike.
#pragma once
#include <cstdint>
#include <string>

#include "core/game/game.h"

namespace arbiter {

// What differs between a game and its clone, as a sentence, or empty: the
// state in full (seats, cards, their values, zones, turn, moves, the end),
// the generator, the bytes charged to the memory cap, the marks, whether it
// is over and the open decision (its digest, options included). Throws
// Error (BadContent) when a script's label maker fails.
std::string clone_difference(const Game& original, const Game& clone);

// Plays `a` and `b` on to their end, each move picked by bots at `level`
// from generators seeded alike; what differed (a move, or the end as
// clone_difference reads it), or empty. At most `cap` moves. Throws Error
// as Game::apply and advance do.
std::string play_on_alike(Game& a, Game& b, const std::string& level, uint64_t seed,
                          long cap = 20000);

// At a decision of `game`: a clone, compared with it; with `play_on`, a
// second clone of the game played on beside the first (the game itself goes
// on undisturbed). What differed, or empty. Throws Error (BadContent) when
// the rules cannot start again from their checkpoint, naming what changed.
std::string check_clone(const Game& game, bool play_on, const std::string& level, uint64_t seed);

}  // namespace arbiter
