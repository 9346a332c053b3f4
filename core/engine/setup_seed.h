// What a record's setup left to the seed, and what it says a player really
// held of it. The engine's own for every game: a mod's game needs no code.
//
// `setup.held` (`held: {Bob: [Missed! (J♣)]}`) names cards a player turned
// out to hold in a hand the seed dealt: the rules deal as usual, then each
// held card changes places with a card the seed gave that player. The rest
// of the hand stays the seed's, and `replay --strict` says so.
#pragma once
#include <yaml-cpp/yaml.h>

#include <string>

namespace arbiter {

class GameCore;
class YamlFile;

// The setup the game's rules read: `setup` without the engine's `held`.
YAML::Node rules_setup(const YAML::Node& setup);

// Applies `setup.held` once the rules have dealt. Empty when done; else
// what is wrong, with the line and path (a BadRecord message).
std::string apply_held(GameCore& g, const YAML::Node& setup, const YamlFile* file);

// The places the setup dealt from the seed (the draw pile left out), as
// `--strict` names them: "Bob's hand (4 cards), roles (3 cards)"; empty when
// the setup pinned every card dealt.
std::string seeded_setup_text(const GameCore& g);

}  // namespace arbiter
