// Chance in a game: draws from the pile, random picks, numbers and
// shuffles, each following the record's next pin when it gives one and the
// seeded generator otherwise; every outcome is kept to be written as a pin.
#include <algorithm>
#include <cstdlib>

#include "core/base/cardref.h"
#include "core/engine/game_core.h"

namespace arbiter {

namespace {

// A pin written as one string is split at its commas, which cuts a name
// with a comma in it (EndGame's "Red, Yellow & Blue -1") into pieces.
// Returns what to write instead, or "" when no run of pieces from items[i] makes a name.
std::string comma_hint(const GameCore& g, const std::vector<std::string>& items, size_t i) {
  std::string joined = items[i];
  for (size_t k = i + 1; k < items.size(); ++k) {
    joined += ", " + items[k];
    if (g.def_index(parse_card_ref(fold_text(joined)).name) >= 0)
      return "'" + joined + "' is one card with a comma in its name: write the pin as a list, [" +
             joined + "]";
  }
  return "";
}

}  // namespace

void GameCore::refill_if_empty() {
  const Content& c = content();
  if (c.draw_pile.empty() || c.refill_from.empty()) return;
  int pile = state_.zone_id(0, c.draw_pile);
  int from = state_.zone_id(0, c.refill_from);
  if (!state_.zone(pile).cards.empty() || state_.zone(from).cards.empty()) return;
  std::vector<int> cards = state_.zone(from).cards;
  for (int card : cards) state_.move(card, pile);
  shuffle_zone(pile, false);
  state_.known_top = 0;
  narrate({"The draw pile is empty: the discard pile (" + std::to_string(cards.size()) +
               (cards.size() == 1 ? " card) is" : " cards) are") +
               std::string(" shuffled into a new draw pile."),
           c.refill_ruling, 0});
}

// Notes what a chance outcome of a record's step is for, pinned or not.
void GameCore::note_for(const ChanceFor* for_what) {
  if (notes_chance()) chance_.note_for(state_.step, for_what ? *for_what : ChanceFor{});
}

int GameCore::draw_from_pile(const ChanceFor* for_what) {
  const Content& c = content();
  int pile = state_.zone_id(0, c.draw_pile);
  if (pile < 0) {
    fail(Error(Verdict::BadContent, "game '" + c.id + "' declares no draw_pile"));
    return 0;
  }
  refill_if_empty();
  auto& cards = state_.zone(pile).cards;
  if (cards.empty()) return 0;
  if (Pin* p = in_setup_ ? nullptr : chance_.next(Pin::Kind::Deck)) {
    const std::string& text = p->items[p->used];
    std::string why;
    int id = find_card(text, pile, &why);
    if (id == -1) {
      std::string whole = comma_hint(*this, p->items, p->used);
      fail(Error(Verdict::BadRecord, p->step, "deck pin: " + (whole.empty() ? why : whole)));
      return 0;
    }
    if (id == -2) {
      fail(Error(Verdict::Illegal, p->step,
                 "deck pin names " + fold_text(text) + ", but it is not in the draw pile: " + why));
      return 0;
    }
    // Identical copies: the pinned card is the one on top when the top fits.
    if (id > 0 && cards.back() != id && fits_ref(cards.back(), text)) id = cards.back();
    if (state_.known_top > 0 && cards.back() != id) {
      fail(Error(Verdict::Illegal, p->step,
                 "deck pin names " + state_.label(id) +
                     ", but the top of the draw pile is known to be " + state_.label(cards.back()) +
                     " (stacked in setup or put back): a pin cannot reach past it"));
      return 0;
    }
    if (cards.back() != id) {
      cards.erase(std::find(cards.begin(), cards.end(), id));
      cards.push_back(id);
    }
    p->used++;
  } else if (replaying_ && state_.known_top == 0) {
    // A known top card (stacked, put back) rests on the record, not the seed.
    if (in_setup_)
      chance_.setup_seeded.push_back(cards.back());
    else
      chance_.from_seed(state_.step, "deck: " + state_.label(cards.back()));
  }
  int top = cards.back();
  note_for(for_what);
  if (state_.known_top > 0) state_.known_top--;
  if (!in_setup_) chance_.record(Pin::Kind::Deck, state_.label(top));
  return top;
}

int GameCore::pick_random(const std::vector<int>& cards, const ChanceFor* for_what) {
  if (cards.empty()) return 0;
  int picked = 0;
  if (Pin* p = in_setup_ ? nullptr : chance_.next(Pin::Kind::Random)) {
    const std::string& text = p->items[p->used];
    CardRef ref = parse_card_ref(fold_text(text));
    int def = ref.name.empty() ? -1 : def_index(ref.name);
    for (int id : cards) {
      const Card& c = state_.card(id);
      if (def >= 0 && c.def != def) continue;
      if (def < 0 && !ref.name.empty()) continue;
      if (ref.has_rank_suit() && (c.rank != ref.rank || c.suit != ref.suit)) continue;
      if (!picked || c.entered < state_.card(picked).entered) picked = id;
    }
    if (!picked) {
      std::string among;
      for (int id : cards) among += (among.empty() ? "" : ", ") + state_.label(id);
      fail(Error(Verdict::Illegal, p->step,
                 "random pin names " + fold_text(text) +
                     ", which is not among the cards picked from: " + among));
      return 0;
    }
    p->used++;
  } else {
    picked = cards[chance_.rng.below(cards.size())];
    if (replaying_ && in_setup_) chance_.setup_seeded.push_back(picked);
    if (replaying_ && !in_setup_) chance_.from_seed(state_.step, "random: " + state_.label(picked));
  }
  note_for(for_what);
  if (!in_setup_) chance_.record(Pin::Kind::Random, state_.label(picked));
  return picked;
}

int GameCore::pick_number(int n, const ChanceFor* for_what) {
  int v = 0;
  if (Pin* p = in_setup_ ? nullptr : chance_.next(Pin::Kind::Random)) {
    const std::string& text = p->items[p->used];
    char* end = nullptr;
    long x = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || x < 1 || x > n) {
      fail(Error(Verdict::Illegal, p->step,
                 "random pin '" + text + "': expected a number from 1 to " + std::to_string(n)));
      return 1;
    }
    p->used++;
    v = static_cast<int>(x);
  } else {
    v = static_cast<int>(chance_.rng.below(static_cast<uint64_t>(n))) + 1;
    if (replaying_ && in_setup_) chance_.setup_numbers++;
    if (replaying_ && !in_setup_) chance_.from_seed(state_.step, "random: " + std::to_string(v));
  }
  note_for(for_what);
  if (!in_setup_) chance_.record(Pin::Kind::Random, std::to_string(v));
  return v;
}

void GameCore::shuffle_zone(int zone_id, bool pinned) {
  auto& cards = state_.zone(zone_id).cards;
  Pin* p = pinned && !in_setup_ ? chance_.next(Pin::Kind::Random) : nullptr;
  if (p && p->items.size() - p->used == cards.size()) {
    // The whole new order, top first.
    std::vector<int> order;
    std::vector<int> left = cards;
    for (size_t k = p->used; k < p->items.size(); ++k) {
      std::string why;
      CardRef ref = parse_card_ref(fold_text(p->items[k]));
      int def = ref.name.empty() ? -1 : def_index(ref.name);
      auto it = std::find_if(left.begin(), left.end(), [&](int id) {
        const Card& c = state_.card(id);
        return (def < 0 || c.def == def) &&
               (!ref.has_rank_suit() || (c.rank == ref.rank && c.suit == ref.suit));
      });
      if (it == left.end()) {
        fail(Error(
            Verdict::Illegal, p->step,
            "random pin: " + fold_text(p->items[k]) + " is not among the cards being shuffled"));
        return;
      }
      order.push_back(*it);
      left.erase(it);
    }
    p->used = p->items.size();
    std::reverse(order.begin(), order.end());
    cards = order;
  } else {
    chance_.rng.shuffle(cards);
  }
  if (pinned && !in_setup_) {
    Outcome o{Pin::Kind::Random, {}};
    for (auto it = cards.rbegin(); it != cards.rend(); ++it) o.items.push_back(state_.label(*it));
    if (chance_.keep_outcomes) chance_.outcomes.push_back(o);
  }
  for (int id : cards) {
    Card& c = state_.cards[id - 1];
    c.entered = ++state_.moves;
  }
}

}  // namespace arbiter
