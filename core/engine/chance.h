// Every chance outcome passes through here: pins read from a record are used
// first, otherwise the seeded generator decides; each outcome is kept so a
// written record can pin it.
#pragma once
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "core/base/rng.h"

namespace arbiter {

struct Pin {
  enum class Kind { Deck, Random };
  Kind kind = Kind::Deck;
  int step = 0;                    // the record entry it came from
  std::vector<std::string> items;  // card texts as written
  size_t used = 0;
};

// What a chance outcome is for, as `arbiter record` asks for it ("Ann's
// \"draw!\" for Barrel (Q♠)", "General Store, card 3 of 5"): the script's
// own words when it gave them, else the card whose script took it; and
// where a drawn card went. Nothing of the game depends on it.
struct ChanceFor {
  std::string purpose;  // the script's words (ctx:draw's last argument), or empty
  std::string card;     // else the card whose own script took it ("General Store"), or empty
  int seat = 0;         // the owner of the zone a drawn card went to (0: the game's zone)
  std::string zone;     // that zone ("hand"); empty for a pick or a number

  bool operator==(const ChanceFor&) const = default;
};

struct Outcome {
  Pin::Kind kind;
  std::vector<std::string> items;  // labels, as arbiter writes them
};

class Chance {
 public:
  Rng rng;
  std::deque<Pin> pins;
  std::vector<Outcome> outcomes;  // since the last take_outcomes()
  // False where no record is written (sim, soak, replay): outcomes are not
  // kept, and neither is the setup a script records (ctx:setup_record).
  bool keep_outcomes = true;
  int unpinned_draws = 0;  // outcomes taken from the seed while replaying (for --strict)
  // The first of them, each as the step it followed and the pin that would
  // have given it ("deck: Beer (6♥)"), so a record can be pinned where it rests on the seed.
  std::vector<std::pair<int, std::string>> unpinned;

  // Cards the deal of a record's setup took from the seed (drawn or picked),
  // and numbers it drew: what the setup left unsaid (core/engine/setup_seed.h).
  std::vector<int> setup_seeded;
  int setup_numbers = 0;
  std::string setup_text;  // where they went, once dealt: "Bob's hand (4 cards)"

  // Every one of them after the latest step that had any (arbiter record asks for them).
  std::vector<std::string> seeded_last;
  int seeded_last_step = -1;

  // What each chance outcome of the step `step_for_at` was for, pinned or
  // not, in order: the last seeded_last.size() of them came from the seed.
  // Kept only while replaying (a record judged), where `record` asks.
  std::vector<ChanceFor> step_for;
  int step_for_at = -1;

  void note_for(int step, ChanceFor f) {
    if (step != step_for_at) step_for.clear();
    step_for_at = step;
    step_for.push_back(std::move(f));
  }

  void from_seed(int step, const std::string& pin) {
    ++unpinned_draws;
    if (unpinned.size() < 12) unpinned.emplace_back(step, pin);
    if (step != seeded_last_step) seeded_last.clear();
    seeded_last_step = step;
    seeded_last.push_back(pin);
  }

  // The next unused pin of this kind, or null.
  Pin* next(Pin::Kind kind) {
    for (auto& p : pins)
      if (p.used < p.items.size() && p.kind == kind) return &p;
    return nullptr;
  }
  const Pin* leftover() const {
    for (const auto& p : pins)
      if (p.used < p.items.size()) return &p;
    return nullptr;
  }
  void record(Pin::Kind kind, const std::string& item) {
    if (!keep_outcomes) return;
    if (kind == Pin::Kind::Deck && !outcomes.empty() && outcomes.back().kind == Pin::Kind::Deck)
      outcomes.back().items.push_back(item);
    else
      outcomes.push_back(Outcome{kind, {item}});
  }
};

}  // namespace arbiter
