// The state as one tree of paths (core/engine/statetree.h): what a record's
// claims (`expect`) are checked against, what `--explain` and the page
// print, and what the digest hashes. One tree serves all three so that a
// claim can name exactly what the state shows, and two games with the same
// tree are the same game to every reader.
#include "core/engine/statetree.h"

#include <algorithm>

#include "core/base/cardref.h"
#include "core/base/digest.h"
#include "core/base/error.h"
#include "core/base/text.h"
#include "core/engine/game_core.h"

namespace arbiter {

const TreeNode* TreeNode::child(const std::string& k) const {
  for (const auto& node : children)
    if (node.key == k) return &node;
  return nullptr;
}

TreeNode* TreeNode::child(const std::string& k) {
  for (auto& node : children)
    if (node.key == k) return &node;
  return nullptr;
}

namespace {

// Puts `node` at a dotted path under `root`, creating maps on the way.
void place(TreeNode& root, const std::string& path, TreeNode node) {
  TreeNode* cur = &root;
  size_t start = 0;
  while (true) {
    size_t dot = path.find('.', start);
    std::string key =
        path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (dot == std::string::npos) {
      node.key = key;
      if (TreeNode* existing = cur->child(key))
        *existing = std::move(node);
      else
        cur->children.push_back(std::move(node));
      return;
    }
    TreeNode* next = cur->child(key);
    if (!next) {
      TreeNode m;
      m.kind = TreeNode::Kind::Map;
      m.key = key;
      cur->children.push_back(std::move(m));
      next = &cur->children.back();
    }
    cur = next;
    start = dot + 1;
  }
}

TreeNode value_node(Value v) {
  TreeNode n;
  n.value = std::move(v);
  return n;
}

// A zone's cards in the order people write them: a pile whose top comes
// first in the content (`top_first`, a deck read from the top) is reversed
// from the engine's bottom-first list, so a claim lists it as it is read.
TreeNode zone_node(const GameCore& g, int zone_id, bool hidden) {
  const State& s = g.state();
  const Zone& z = s.zone(zone_id);
  const ZoneDef& zd = g.content().zones[z.def];
  TreeNode n;
  n.kind = TreeNode::Kind::Cards;
  n.cards = z.cards;
  if (zd.top_first) std::reverse(n.cards.begin(), n.cards.end());
  n.ordered = zd.ordered;
  n.top_first = zd.top_first;
  n.hidden = hidden;
  return n;
}

Value seat_list(const State& s, const std::vector<int>& seats) {
  std::vector<Value> out;
  for (int w : seats) out.push_back(Value::str(s.players[w - 1].name));
  return Value::of_list(out);
}

// A path of a player or the game: a zone, a value kept by scripts, or a built-in.
bool fill(const GameCore& g, TreeNode& into, int owner, const std::string& path, int viewer) {
  const State& s = g.state();
  const Content& c = g.content();
  int zd = c.zone_index(path);
  if (zd >= 0 && c.zones[zd].per_player == (owner != 0)) {
    int zid = s.zone_id(owner, zd);
    place(into, path, zone_node(g, zid, !sees_zone(g, zid, viewer)));
    return true;
  }
  if (owner != 0 && path == "alive") {
    place(into, path, value_node(Value::boolean(s.players[owner - 1].alive)));
    return true;
  }
  const auto& props = owner ? s.players[owner - 1].props : s.props;
  auto it = props.find(path);
  bool secret = !sees_value(g, owner, path, viewer);
  TreeNode n = value_node(it == props.end() || secret ? Value{} : it->second);
  n.hidden = secret;
  place(into, path, std::move(n));
  return true;
}

}  // namespace

bool sees_zone(const GameCore& g, int zone_id, int viewer) {
  const Zone& z = g.state().zone(zone_id);
  Visibility v = g.content().zones[z.def].visibility;
  return viewer == 0 || v == Visibility::Public || (v == Visibility::Owner && viewer == z.owner);
}

// A secret value (game.yaml `state.secret`, BANG!'s role) is its owner's
// alone until a script reveals it (`revealed.<path>` set on the player) or
// the player is out of the game: then it is on the table for everyone.
bool sees_value(const GameCore& g, int owner, const std::string& path, int viewer) {
  if (owner == 0 || viewer == 0 || viewer == owner) return true;
  const auto& secret = g.content().state.secret;
  const Player& p = g.state().players[owner - 1];
  return std::find(secret.begin(), secret.end(), path) == secret.end() ||
         p.props.count("revealed." + path) || !p.alive;
}

TreeNode state_tree(const GameCore& g, int viewer) {
  const State& s = g.state();
  const Content& c = g.content();
  TreeNode root;
  root.kind = TreeNode::Kind::Map;
  for (int p = 1; p <= s.seats(); ++p) {
    TreeNode pn;
    pn.kind = TreeNode::Kind::Map;
    for (const auto& path : c.state.player) fill(g, pn, p, path, viewer);
    pn.key = s.players[p - 1].name;
    root.children.push_back(std::move(pn));
  }
  for (const auto& path : c.state.game) {
    if (path == "turn") {
      place(root, "turn", value_node(s.turn ? Value::str(s.players[s.turn - 1].name) : Value{}));
      continue;
    }
    fill(g, root, 0, path, viewer);
  }
  place(root, "over", value_node(Value::boolean(s.over)));
  place(root, "winners", value_node(seat_list(s, s.winners)));
  return root;
}

// `over` and `winners` are in every tree whatever the content declares, so
// every game's records can claim them.
std::vector<std::string> top_level_paths(const Content& c) {
  std::vector<std::string> out;
  for (const auto& path : c.state.game) {
    std::string top = path.substr(0, path.find('.'));
    if (std::find(out.begin(), out.end(), top) == out.end()) out.push_back(top);
  }
  for (const char* built_in : {"over", "winners"})
    if (std::find(out.begin(), out.end(), built_in) == out.end()) out.push_back(built_in);
  return out;
}

std::vector<std::string> fixed_values(const GameCore& g, const std::string& path, const Value& v) {
  // over, Bob.alive, and a script's own flags.
  if (v.kind == Value::Kind::Bool) return {"true", "false"};
  // The game's own words for it (game.yaml state.values). A path under a
  // player is looked up without the player's name.
  const Content& c = g.content();
  std::string rest = path;
  size_t dot = path.find('.');
  if (dot != std::string::npos && g.state().seat_of(path.substr(0, dot)) > 0)
    rest = path.substr(dot + 1);
  if (auto it = c.state.values.find(rest); it != c.state.values.end()) return it->second;
  // A path named as a type of the content (BANG!'s `Bob.role`, `Bob.character`)
  // holds the name of one of its definitions.
  std::vector<std::string> names;
  if (std::find(c.types.begin(), c.types.end(), rest) != c.types.end())
    for (const auto& d : c.defs)
      if (d.type == rest) names.push_back(d.name);
  return names;
}

namespace {

void emit_node(const GameCore& g, YAML::Emitter& out, const TreeNode& n) {
  switch (n.kind) {
    case TreeNode::Kind::Value:
      if (n.value.kind == Value::Kind::List) {
        out << YAML::Flow << YAML::BeginSeq;
        for (const auto& v : n.value.list) out << v.text();
        out << YAML::EndSeq;
      } else if (n.value.kind == Value::Kind::Nil) {
        out << YAML::Null;
      } else {
        out << n.value.text();
      }
      break;
    case TreeNode::Kind::Cards:
      if (n.hidden) {
        out << YAML::Flow << YAML::BeginMap << YAML::Key << "count" << YAML::Value << n.cards.size()
            << YAML::EndMap;
      } else {
        out << YAML::Flow << YAML::BeginSeq;
        for (int c : n.cards) out << g.state().label(c);
        out << YAML::EndSeq;
      }
      break;
    case TreeNode::Kind::Map:
      out << YAML::BeginMap;
      for (const auto& child : n.children) {
        out << YAML::Key << child.key << YAML::Value;
        emit_node(g, out, child);
      }
      out << YAML::EndMap;
      break;
  }
}

// The node a dotted path names. `.count` and `.top` are no nodes of the
// tree but questions about a list: they come back in `extra`, with the list.
const TreeNode* lookup(const TreeNode& root, const std::string& path, std::string& extra) {
  const TreeNode* cur = &root;
  size_t start = 0;
  while (start <= path.size()) {
    size_t dot = path.find('.', start);
    std::string key =
        path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (cur->kind != TreeNode::Kind::Map) {
      // `.count` and `.top` on a list.
      if (dot == std::string::npos && (key == "count" || key == "top")) {
        extra = key;
        return cur;
      }
      return nullptr;
    }
    const TreeNode* next = cur->child(key);
    if (!next) return nullptr;
    cur = next;
    if (dot == std::string::npos) return cur;
    start = dot + 1;
  }
  return cur;
}

std::vector<std::string> all_paths(const TreeNode& n, const std::string& prefix) {
  std::vector<std::string> out;
  for (const auto& c : n.children) {
    std::string p = prefix.empty() ? c.key : prefix + "." + c.key;
    if (c.kind == TreeNode::Kind::Map) {
      auto sub = all_paths(c, p);
      out.insert(out.end(), sub.begin(), sub.end());
    } else {
      out.push_back(p);
    }
  }
  return out;
}

// A written card fits as a move's card does: by name, by name and
// rank/suit, or by rank/suit alone for a card with no name of its own (a
// standard deck's), so a claim may be as loose as the record's moves.
bool card_matches(const GameCore& g, int card, const std::string& written) {
  CardRef ref = parse_card_ref(fold_text(written));
  const Card& c = g.state().card(card);
  const CardDef& d = g.content().defs[c.def];
  if (!ref.name.empty()) {
    int def = g.def_index(ref.name);
    if (def != c.def) return false;
  } else if (!d.anonymous) {
    return false;
  }
  return !ref.has_rank_suit() || (ref.rank == c.rank && ref.suit == c.suit);
}

// A claimed list as YAML gives it: a sequence, or one scalar with commas
// (`Bob.hand: Beer, Missed!`), which people write for short lists; null is
// the empty list.
std::vector<std::string> claimed_list(const YAML::Node& n) {
  if (n.IsSequence()) {
    std::vector<std::string> out;
    for (const auto& e : n) out.push_back(e.IsScalar() ? e.Scalar() : "?");
    return out;
  }
  if (n.IsNull()) return {};
  std::vector<std::string> out;
  std::string s = n.Scalar(), cur;
  for (char ch : s) {
    if (ch == ',') {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += ch;
    }
  }
  out.push_back(cur);
  for (auto& e : out) e = fold_text(e);
  out.erase(std::remove(out.begin(), out.end(), ""), out.end());
  return out;
}

bool cards_match(const GameCore& g, const std::vector<int>& cards,
                 const std::vector<std::string>& claimed, bool ordered) {
  if (cards.size() != claimed.size()) return false;
  if (ordered) {
    for (size_t i = 0; i < cards.size(); ++i)
      if (!card_matches(g, cards[i], claimed[i])) return false;
    return true;
  }
  // Multiset: exact references first, then names alone. A name alone fits
  // any copy, so were it matched first it could take the very copy an
  // exact reference later needs, failing a claim that holds.
  std::vector<bool> used(cards.size(), false);
  std::vector<std::string> rest = claimed;
  std::stable_sort(rest.begin(), rest.end(), [](const std::string& a, const std::string& b) {
    return (a.find('(') != std::string::npos) > (b.find('(') != std::string::npos);
  });
  for (const auto& w : rest) {
    bool found = false;
    for (size_t i = 0; i < cards.size() && !found; ++i)
      if (!used[i] && card_matches(g, cards[i], w)) used[i] = found = true;
    if (!found) return false;
  }
  return true;
}

std::string cards_text(const GameCore& g, const std::vector<int>& cards) {
  std::string s = "[";
  for (size_t i = 0; i < cards.size(); ++i) s += (i ? ", " : "") + g.state().label(cards[i]);
  return s + "]";
}

bool value_matches(const Value& v, const YAML::Node& claimed) {
  if (v.kind == Value::Kind::List) {
    if (!claimed.IsSequence() && !claimed.IsNull()) return false;
    auto items = claimed_list(claimed);
    if (items.size() != v.list.size()) return false;
    for (size_t i = 0; i < items.size(); ++i)
      if (fold_text(v.list[i].text()) != fold_text(items[i])) return false;
    return true;
  }
  if (claimed.IsNull()) return v.kind == Value::Kind::Nil;
  if (!claimed.IsScalar()) return false;
  std::string c = claimed.Scalar();
  if (v.kind == Value::Kind::Bool) return (c == "true") == v.b && (c == "true" || c == "false");
  if (v.kind == Value::Kind::Nil) return c == "null" || c == "~";
  return fold_text(v.text()) == fold_text(c);
}

}  // namespace

std::string tree_yaml(const GameCore& g, const TreeNode& t) {
  YAML::Emitter out;
  emit_node(g, out, t);
  return out.c_str();
}

std::string state_text(const GameCore& g) {
  return tree_yaml(g, state_tree(g, 0));
}

namespace {

void digest_value(const Value& v, Digest& d) {
  switch (v.kind) {
    case Value::Kind::Nil:
      d.add("~");
      break;
    case Value::Kind::Bool:
      d.add(v.b ? "b1" : "b0");
      break;
    case Value::Kind::Int:
      d.add("i" + std::to_string(v.i));
      break;
    case Value::Kind::Str:
      d.add("s");
      d.add(v.s);
      break;
    case Value::Kind::List:
      d.add("[");
      for (const auto& e : v.list) digest_value(e, d);
      d.add("]");
      break;
  }
}

// Kinds and brackets go into the hash with the values ("i3" is not "s3",
// `[a][b]` not `[a b]`), so two different trees never feed it the same
// bytes. digest_state hashes the referee's tree, where nothing is hidden; a
// hidden zone adds only its size, so a digest of a viewer's tree would not
// carry what the viewer may not know.
void digest_node(const GameCore& g, const TreeNode& n, Digest& d) {
  switch (n.kind) {
    case TreeNode::Kind::Value:
      digest_value(n.value, d);
      break;
    case TreeNode::Kind::Cards:
      if (n.hidden) {
        d.add("#" + std::to_string(n.cards.size()));
      } else {
        d.add("(");
        for (int c : n.cards) d.add(g.state().label(c));
        d.add(")");
      }
      break;
    case TreeNode::Kind::Map:
      d.add("{");
      for (const auto& child : n.children) {
        d.add(child.key);
        digest_node(g, child, d);
      }
      d.add("}");
      break;
  }
}

}  // namespace

void digest_state(const GameCore& g, Digest& d) {
  digest_node(g, state_tree(g, 0), d);
}

ClaimResult check_claim(const GameCore& g, const std::string& path, const YAML::Node& claimed) {
  return check_claim(g, state_tree(g, 0), path, claimed);
}

namespace {

// A claim of cards that does not hold may name a card the game does not have
// (`Red+2`, `Jack♥`): a record error, as in setup, not a claim that fails.
bool unknown_card(const GameCore& g, const std::string& path, const std::string& written,
                  ClaimResult& r) {
  std::string why;
  if (g.find_card(written, -1, &why) != -1) return false;
  r.well_formed = false;
  r.why = path + ": " + why;
  return true;
}

void check_cards(const GameCore& g, const std::string& path, const YAML::Node& claimed,
                 ClaimResult& r) {
  if (claimed.IsScalar()) {
    for (const auto& w : claimed_list(claimed))
      if (unknown_card(g, path, w, r)) return;
  } else if (claimed.IsSequence()) {
    for (const auto& e : claimed)
      if (e.IsScalar() && unknown_card(g, path, e.Scalar(), r)) return;
  }
}

}  // namespace

ClaimResult check_claim(const GameCore& g, const TreeNode& root, const std::string& path,
                        const YAML::Node& claimed) {
  ClaimResult r;
  std::string extra;
  const TreeNode* n = lookup(root, path, extra);
  if (!n || (n->kind == TreeNode::Kind::Map && extra.empty()) ||
      (!extra.empty() && n->kind == TreeNode::Kind::Value && n->value.kind != Value::Kind::List)) {
    r.well_formed = false;
    auto paths = all_paths(root, "");
    r.why = "no state path '" + path + "'" + did_you_mean(path, paths);
    return r;
  }
  if (extra == "count") {
    size_t count = n->kind == TreeNode::Kind::Cards ? n->cards.size() : n->value.list.size();
    r.actual = std::to_string(count);
    r.holds = claimed.IsScalar() && claimed.Scalar() == r.actual;
    return r;
  }
  if (extra == "top") {
    if (n->kind != TreeNode::Kind::Cards) {
      r.well_formed = false;
      r.why = "'.top' applies to a list of cards";
      return r;
    }
    // The top of a pile listed bottom first is its last card; of one listed top first, its first.
    int top = 0;
    if (!n->cards.empty()) top = n->top_first ? n->cards.front() : n->cards.back();
    r.actual = top ? g.state().label(top) : "null";
    r.holds =
        top ? (claimed.IsScalar() && card_matches(g, top, claimed.Scalar())) : claimed.IsNull();
    if (!r.holds && claimed.IsScalar()) unknown_card(g, path, claimed.Scalar(), r);
    return r;
  }
  if (n->kind == TreeNode::Kind::Cards) {
    r.actual = cards_text(g, n->cards);
    r.holds = (claimed.IsSequence() || claimed.IsScalar() || claimed.IsNull()) &&
              cards_match(g, n->cards, claimed_list(claimed), n->ordered);
    // A claim that holds names only cards there are; one that does not may not.
    if (!r.holds) check_cards(g, path, claimed, r);
    return r;
  }
  r.actual = n->value.kind == Value::Kind::Nil ? "null" : n->value.text();
  r.holds = value_matches(n->value, claimed);
  if (!r.holds && claimed.IsScalar()) {
    std::vector<std::string> values = fixed_values(g, path, n->value);
    bool one = false;
    for (const auto& v : values) one = one || fold_text(v) == fold_text(claimed.Scalar());
    if (!values.empty() && !one) {
      // A long list (BANG!'s characters) gives way to the nearest name.
      std::string near = closest(claimed.Scalar(), values);
      if (values.size() <= 8)
        r.values = path + " is one of: " + join(values);
      else if (!near.empty())
        r.values = "did you mean '" + near + "'?";
    }
  }
  return r;
}

}  // namespace arbiter
