// A point where someone must decide: who may act, and each one's options.
// Several players may be open at once (a vote, chips taken in any order).
#pragma once
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace arbiter {

struct Option {
  // Empty until spelled, for an option a script left to its list's `__label`
  // (GameCore::spell): a bot picks by index, so sim never needs the text.
  std::string label;
  int card = 0;       // the card the label names first, if any (for omitted `(RankSuit)`)
  int number = 0;     // its place in the script's list (1-based): a twin left out shifts the rest
  bool made = false;  // its label is the list's `__label`'s, not the script's own
};

// Why a record could not hold `label` plainly ("" when it can): its entries
// read "Name: label # comment".
inline std::string unwritable(const std::string& label) {
  if (label.find(": ") == std::string::npos && label.find(" #") == std::string::npos) return "";
  return "label '" + label + "' contains ': ' or ' #', which records cannot hold plainly";
}

// Two options of one choice with the same label: the script's mistake.
inline std::string alike_labels(const Option& a, const Option& b) {
  return "options " + std::to_string(a.number) + " and " + std::to_string(b.number) +
         " are both '" + a.label + "': a record could not tell them apart; give each its own label";
}

// The options of a list by label, for a list too long to compare each
// option with every one before it (a quadratic check took minutes over
// 400,000 labels). Holds indices into the list, which may grow meanwhile.
class LabelIndex {
 public:
  explicit LabelIndex(const std::vector<Option>& options)
      : set_(0, ByLabel{&options}, ByLabel{&options}) {}
  // Adds option `i`; the index of an earlier option with its label, or -1.
  long long add(size_t i) {
    auto [it, added] = set_.insert(i);
    return added ? -1 : static_cast<long long>(*it);
  }

 private:
  struct ByLabel {
    const std::vector<Option>* options;
    size_t operator()(size_t i) const { return std::hash<std::string>{}((*options)[i].label); }
    bool operator()(size_t a, size_t b) const { return (*options)[a].label == (*options)[b].label; }
  };
  std::unordered_set<size_t, ByLabel, ByLabel> set_;
};

// The message for the first two options sharing a label (the earliest
// option that has a later twin, and the first such twin), or "".
inline std::string first_alike(const std::vector<Option>& options) {
  LabelIndex index(options);
  long long first = -1, twin = -1;
  for (size_t k = 0; k < options.size(); ++k) {
    long long i = index.add(k);
    if (i >= 0 && (first < 0 || i < first)) first = i, twin = static_cast<long long>(k);
  }
  return first < 0 ? ""
                   : alike_labels(options[static_cast<size_t>(first)],
                                  options[static_cast<size_t>(twin)]);
}

struct Refusal {
  std::string label;   // what a player might try
  std::string reason;  // why it is not legal here, citing a ruling
};

struct Choice {
  int player = 0;  // seat
  std::vector<Option> options;
  // What the player might try and may not. A script may hand them over as a
  // function instead (`lazy_refusals`, a GameCore slot, 0 for none): bots
  // never read them, so the engine calls it only when a written label
  // matches no option (Game::refusals).
  std::vector<Refusal> refusals;
  int lazy_refusals = 0;
  // The script's list of option tables (a GameCore slot, 0 when the
  // options were plain labels): a bot reads each option's parts from it,
  // and the list's `__label` metamethod spells an option left without text.
  int parts = 0;
  bool spelled = true;  // every option's label is known
};

struct Decision {
  std::vector<Choice> choices;  // empty: nobody is asked
  // Players a decision open to several leaves out, each with only refusals:
  // why a move written for them is not theirs to make now (a chip that lies
  // dark, the player whose hand is being guessed). Never offered to anyone.
  std::vector<Choice> asides;
  std::string prompt;
  bool open() const { return !choices.empty(); }
  const Choice* for_player(int seat) const { return find(choices, seat); }
  Choice* for_player(int seat) {
    return const_cast<Choice*>(std::as_const(*this).for_player(seat));
  }
  const Choice* aside(int seat) const { return find(asides, seat); }

 private:
  static const Choice* find(const std::vector<Choice>& list, int seat) {
    for (const auto& c : list)
      if (c.player == seat) return &c;
    return nullptr;
  }
};

}  // namespace arbiter
