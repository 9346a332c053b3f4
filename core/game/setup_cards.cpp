#include "core/game/setup_cards.h"

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "core/base/cardref.h"
#include "core/base/error.h"
#include "core/base/text.h"
#include "core/base/yaml_check.h"
#include "core/base/yaml_words.h"
#include "core/content/content.h"

namespace arbiter {

namespace {

// A card a setup names: its definition, and its rank and suit when written.
struct Named {
  int def = -1;
  int rank = 0;
  int suit = -1;
};

struct Place {
  std::string path;
  YAML::Node node;
};

bool has_copy(const CardDef& d, int rank, int suit) {
  for (const auto& [r, s] : d.copies)
    if (r == rank && s == suit) return true;
  return false;
}

// The physical card `text` names, if it names one.
std::optional<Named> named_card(const Content& ct, const std::string& text) {
  CardRef ref = parse_card_ref(fold_text(text));
  if (ref.name.empty()) {  // `K♠`: a card of a standard deck
    if (!ref.has_rank_suit()) return std::nullopt;
    for (size_t i = 0; i < ct.defs.size(); ++i)
      if (ct.defs[i].anonymous && has_copy(ct.defs[i], ref.rank, ref.suit))
        return Named{static_cast<int>(i), ref.rank, ref.suit};
    return std::nullopt;
  }
  int d = ct.def_index(ref.name);
  if (d < 0 || ct.defs[d].copies.empty()) return std::nullopt;
  if (ref.has_rank_suit() && !has_copy(ct.defs[d], ref.rank, ref.suit)) return std::nullopt;
  return Named{d, ref.rank, ref.suit};
}

// The cards of one scalar: one card, or a comma-separated list of them
// (a name with a comma in it kept whole). Empty when it is not all cards.
std::vector<Named> cards_of(const Content& ct, const std::string& text) {
  if (auto one = named_card(ct, text)) return {*one};
  std::vector<std::string> parts = split_commas(text);
  std::vector<Named> out;
  for (size_t i = 0; i < parts.size();) {
    size_t next = i;
    std::optional<Named> found;
    std::string joined;
    for (size_t k = i; k < parts.size(); ++k) {  // the longest run that names a card
      joined += (k > i ? ", " : "") + parts[k];
      if (auto c = named_card(ct, joined)) {
        found = c;
        next = k + 1;
      }
    }
    if (!found) return {};
    out.push_back(*found);
    i = next;
  }
  return out;
}

class Counter {
 public:
  Counter(const Content& ct, const YamlFile* file) : ct_(ct), file_(file) {}

  void walk(const YAML::Node& n, const std::string& path) {
    if (n.IsMap()) {
      for (const auto& kv : n) {
        std::string colon = colon_hint(kv.first.Scalar());
        if (!colon.empty())
          throw Error(Verdict::BadRecord, (file_ ? file_->at(kv.first).str() + ": " : "") + path +
                                              ": '" + kv.first.Scalar() + "' is not a key" + colon);
        walk(kv.second, path + "." + kv.first.Scalar());
      }
    } else if (n.IsSequence()) {
      for (size_t i = 0; i < n.size(); ++i) walk(n[i], path + "[" + std::to_string(i) + "]");
    } else if (n.IsScalar()) {
      for (const Named& c : cards_of(ct_, n.Scalar())) count(c, {path, n});
    }
  }

 private:
  const Content& ct_;
  const YamlFile* file_;
  std::map<int, std::vector<Place>> by_name_;
  std::map<std::tuple<int, int, int>, std::vector<Place>> by_card_;

  void count(const Named& c, const Place& at) {
    const CardDef& d = ct_.defs[c.def];
    if (c.rank) {
      size_t copies = 0;
      for (const auto& [r, s] : d.copies) copies += r == c.rank && s == c.suit;
      auto& seen = by_card_[{c.def, c.rank, c.suit}];
      std::string label = d.anonymous ? rank_suit_text(c.rank, c.suit)
                                      : d.name + " (" + rank_suit_text(c.rank, c.suit) + ")";
      if (seen.size() >= copies) refuse(label, copies, seen, at);
      seen.push_back(at);
    }
    auto& seen = by_name_[c.def];
    if (seen.size() >= d.copies.size()) refuse(d.name, d.copies.size(), seen, at);
    seen.push_back(at);
  }

  std::string line_of(const YAML::Node& n) const {
    return file_ ? " (line " + std::to_string(file_->at(n).line) + ")" : "";
  }

  [[noreturn]] void refuse(const std::string& label, size_t copies, const std::vector<Place>& seen,
                           const Place& at) const {
    std::vector<std::string> places;
    for (const auto& p : seen) places.push_back(p.path + line_of(p.node));
    std::string has = copies == 1 ? "one " + label : std::to_string(copies) + " copies of " + label;
    std::string where = file_ ? file_->at(at.node).str() + ": " : "";
    throw Error(Verdict::BadRecord, where + at.path + ": " + label + " is already placed at " +
                                        join_and(places) + ": the game has " + has +
                                        ", and a card is in one place only");
  }
};

}  // namespace

void check_setup_cards(const Content& content, const YAML::Node& setup, const YamlFile* file) {
  if (!setup || !setup.IsMap()) return;
  Counter(content, file).walk(setup, "setup");
}

}  // namespace arbiter
