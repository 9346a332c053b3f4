// The state as a tree of the paths claims use (`Bob.life`, `deck`,
// `discard.top`, `markers.red`), printable as YAML, and the claim checker.
#pragma once
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "core/value.h"

namespace arbiter {

class Game;

struct TreeNode {
  enum class Kind { Value, Cards, Map };
  Kind kind = Kind::Value;
  Value value;                      // Kind::Value
  std::vector<int> cards;           // Kind::Cards, in listing order
  bool ordered = true;              // Kind::Cards: compared in order
  bool top_first = false;           // Kind::Cards: the first card is the top
  bool hidden = false;              // for --view: only the count may be seen
  std::string key;                  // its name under its parent map
  std::vector<TreeNode> children;   // Kind::Map, in order
  const TreeNode* child(const std::string& k) const;
  TreeNode* child(const std::string& k);
};

// viewer 0: everything; otherwise what that seat may see.
TreeNode state_tree(const Game& g, int viewer = 0);
std::string tree_yaml(const Game& g, const TreeNode& t);
std::string state_text(const Game& g);  // canonical text of the whole tree
class Digest;
// Feeds the whole tree to a digest: every key, kind and value in order, with
// no text built for it (the YAML of state_text cost most of a replay's time).
void digest_state(const Game& g, Digest& d);

struct ClaimResult {
  bool known_path = true;  // false: no such path (a record error)
  bool holds = false;
  std::string actual;      // as text
  std::string why;         // for unknown paths: what exists
};

ClaimResult check_claim(const Game& g, const std::string& path, const YAML::Node& claimed);
// The same against a tree already built (an `expect` entry's claims share one).
ClaimResult check_claim(const Game& g, const TreeNode& root, const std::string& path, const YAML::Node& claimed);

}  // namespace arbiter
