// Everything about one game in progress that a record, a claim or a digest can
// see: seats, cards and where they lie, zones, and the plain values scripts
// keep on players, cards and the game. Lua keeps none of it.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/value.h"
#include "core/content/content.h"
#include "core/engine/zone.h"

namespace arbiter {

struct Card {
  int id = 0;  // 1-based, stable: definitions in content order, copies in order
  int def = 0;
  int rank = 0;
  int suit = -1;
  int zone = -1;         // index into State::zones
  int64_t entered = 0;   // when it entered its zone (for "the one that entered earliest")
  int entered_step = 0;  // the record step during which it did
};

// Values by key; looked up by std::string_view too, so a script's key needs no copy.
using Props = std::map<std::string, Value, std::less<>>;

struct Player {
  std::string name;
  bool alive = true;
  Props props;
};

struct State {
  const Content* content = nullptr;
  std::vector<Player> players;  // seat k is players[k - 1]
  std::vector<Card> cards;      // card id k is cards[k - 1]
  std::vector<Zone> zones;      // game zones first, then per-player zones
  Props props;
  std::vector<Props> card_props;
  int64_t moves = 0;
  int known_top = 0;  // cards on top of the draw pile whose order is known
  bool over = false;
  std::vector<int> winners;  // seats
  int turn = 0;
  int step = 0;  // the record step being played, stamped on every move
  // Cards a record's setup left to the seed to deal, sorted (a replay only):
  // a message says they were "dealt by the seed", not "dealt in setup".
  std::vector<int> seed_dealt;
  // `moves` when the deal ended: a card that entered its zone later, before
  // the first step (the first turn's draw), is said to be there "since play
  // began", not "dealt in setup". The most there is until the deal ends.
  int64_t dealt_moves = INT64_MAX;

  void init(const Content& c, const std::vector<std::string>& names);
  int seats() const { return static_cast<int>(players.size()); }
  int zone_id(int owner, int zone_def) const;
  int zone_id(int owner, std::string_view name) const;  // -1 if none
  Zone& zone(int id) { return zones[id]; }
  const Zone& zone(int id) const { return zones[id]; }
  const Card& card(int id) const { return cards[id - 1]; }
  const CardDef& def(int card_id) const { return content->defs[cards[card_id - 1].def]; }
  // Moves a card to the top (or bottom) of a zone. No checks: scripts decide legality.
  void move(int card_id, int zone_id, bool bottom = false);
  const std::string& label(int card_id) const {
    return labels_[card_id - 1];
  }  // `Name (A♠)`, `A♠`, or `Name`
  // Where a card is, as a message says it: "in Cid's hand (dealt in setup)",
  // "in Bob's pocket (dealt by the seed)", "in the discard pile since step
  // 7", "still in the deck", "in the specialist stack" (a zone named
  // specialist_stack: underscores said as spaces).
  std::string place(int card_id) const;
  int seat_of(const std::string& name) const;  // 0 if none
  int living_count() const;

 private:
  std::string make_label(const Card& c) const;
  // Fixed once the cards are made: scripts ask for labels all the time.
  std::vector<std::string> labels_;  // by card id - 1
  std::vector<int> zone_ids_;        // by owner * zone defs + def; -1 where none
};

}  // namespace arbiter
