// The state as a tree of the paths claims use (`Bob.life`, `deck`,
// `discard.top`, `markers.red`), printable as YAML, and the claim checker.
#pragma once
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "core/base/value.h"

namespace arbiter {

class GameCore;
struct Content;

struct TreeNode {
  enum class Kind { Value, Cards, Map };
  Kind kind = Kind::Value;
  Value value;                     // Kind::Value
  std::vector<int> cards;          // Kind::Cards, in listing order
  bool ordered = true;             // Kind::Cards: compared in order
  bool top_first = false;          // Kind::Cards: the first card is the top
  bool hidden = false;             // for --view: only the count may be seen
  std::string key;                 // its name under its parent map
  std::vector<TreeNode> children;  // Kind::Map, in order
  const TreeNode* child(const std::string& k) const;
  TreeNode* child(const std::string& k);
};

// The top-level state paths of a game (`deck`, `vaults`, `markers`, `over`,
// `winners`): no player may be named one of them.
std::vector<std::string> top_level_paths(const Content& c);

// The values a path can take when they are a fixed set (`result`: playing,
// won, lost; `over`: true, false; a path named as a type of the content,
// like `Bob.role`: the names of its definitions), else empty. `path` is as
// claimed (`Bob.alive`); `v` is its value now.
std::vector<std::string> fixed_values(const GameCore& g, const std::string& path, const Value& v);

// What a viewer (a seat; 0: the referee, who sees all) may see, by the
// content's declarations alone: the cards of a zone, by its `visibility`; a
// value of a player (`owner`; 0 for the game's own), unless game.yaml's
// `state.secret` names it and its owner is alive and has not revealed it.
bool sees_zone(const GameCore& g, int zone_id, int viewer);
bool sees_value(const GameCore& g, int owner, const std::string& path, int viewer);

// viewer 0: everything; otherwise what that seat may see.
TreeNode state_tree(const GameCore& g, int viewer = 0);
std::string tree_yaml(const GameCore& g, const TreeNode& t);
std::string state_text(const GameCore& g);  // canonical text of the whole tree
class Digest;
// Feeds the whole tree to a digest: every key, kind and value in order, with
// no text built for it (the YAML of state_text cost most of a replay's time).
void digest_state(const GameCore& g, Digest& d);

struct ClaimResult {
  // false: no such path, or a card the game does not have (a record error).
  bool well_formed = true;
  bool holds = false;
  std::string actual;  // as text
  std::string why;     // when not well formed: what is wrong, with a "did you mean"
  // When the claimed value is none of the path's fixed values: "result is one of: ...".
  std::string values;
};

ClaimResult check_claim(const GameCore& g, const std::string& path, const YAML::Node& claimed);
// The same against a tree already built (an `expect` entry's claims share one).
ClaimResult check_claim(const GameCore& g, const TreeNode& root, const std::string& path,
                        const YAML::Node& claimed);

}  // namespace arbiter
