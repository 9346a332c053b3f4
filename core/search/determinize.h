// Worlds one seat cannot tell from the game it plays (the determinization of
// information-set search): made from the content's own declarations of what
// each seat sees (a zone's `visibility`, game.yaml's `state.secret`), never
// from what the seat could not know. A service of the engine any bot level
// or mod may use.
#pragma once
#include <cstdint>
#include <memory>

#include "core/game/game.h"

namespace arbiter {

// A world from the copy kept at `game`'s last checkpoint:
// - every card lying in a zone `viewer` cannot see is dealt again among the
//   places such cards hold, each within its type (the backs show the type),
//   save those the viewer has seen since: they keep their places;
// - the values of the `state.secret` paths the viewer cannot see are
//   permuted among the seats holding them;
// - the world's generator is a fresh one from `seed`, not the game's;
// - the answers given since the checkpoint are played again: the viewer's
//   own and the others' public ones by label, another seat's private ones
//   (naming a card the viewer could not see once it was played out) chosen
//   again at random.
// Null when the game has passed no checkpoint, when the world cannot follow
// an answer the viewer saw, or when it shows the viewer another table or
// another choice than the game's (a card picked at random since the
// checkpoint that came out otherwise): a caller tries another seed. The same
// viewer's knowledge and seed give the same world.
// Throws Error (BadContent) as Game::fork.
std::unique_ptr<Game> determinize(const Game& game, int viewer, uint64_t seed);

}  // namespace arbiter
