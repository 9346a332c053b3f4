// Dealing a world again from what one seat knows (core/search/determinize.h).
#include "core/search/determinize.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "core/engine/statetree.h"

namespace arbiter {

namespace {

// A place a hidden card holds at the checkpoint, with when it came there
// (public: everyone sees a card arrive, not which) and the values a script
// keeps on the card there (EndGame's field position): they stay with the
// place, whichever card the world deals to it.
struct Place {
  int zone;
  size_t at;
  int64_t entered;
  int entered_step;
  Props props;
};

// Every card in a zone the viewer cannot see, unless it lies now where the
// viewer sees it, dealt again among those places, within its type.
void deal_hidden(const GameCore& now, State& s, int viewer, Rng& rng) {
  std::map<std::string, std::vector<Place>> places;  // by type, in zone order
  std::map<std::string, std::vector<int>> cards;
  for (size_t z = 0; z < s.zones.size(); ++z) {
    if (sees_zone(now, static_cast<int>(z), viewer)) continue;
    const auto& in = s.zones[z].cards;
    for (size_t k = 0; k < in.size(); ++k) {
      int id = in[k];
      if (sees_zone(now, now.state().card(id).zone, viewer)) continue;  // seen since
      const Card& c = s.card(id);
      const std::string& type = s.def(id).type;
      places[type].push_back(
          Place{static_cast<int>(z), k, c.entered, c.entered_step, s.card_props[id - 1]});
      cards[type].push_back(id);
    }
  }
  for (auto& [type, ids] : cards) {
    // Which card held which place is what the viewer does not know: the
    // deal starts from the cards in id order.
    std::sort(ids.begin(), ids.end());
    rng.shuffle(ids);
    const auto& to = places[type];
    for (size_t i = 0; i < ids.size(); ++i) {
      s.zones[to[i].zone].cards[to[i].at] = ids[i];
      Card& c = s.cards[ids[i] - 1];
      c.zone = to[i].zone;
      c.entered = to[i].entered;
      c.entered_step = to[i].entered_step;
      s.card_props[ids[i] - 1] = to[i].props;
    }
  }
}

// The secret values the viewer cannot see, permuted among their holders.
void permute_secrets(const GameCore& now, State& s, int viewer, Rng& rng) {
  for (const std::string& path : now.content().state.secret) {
    std::vector<int> holders;
    std::vector<Value> values;
    for (int p = 1; p <= s.seats(); ++p) {
      if (sees_value(now, p, path, viewer)) continue;
      holders.push_back(p);
      auto it = s.players[p - 1].props.find(path);
      values.push_back(it == s.players[p - 1].props.end() ? Value{} : it->second);
    }
    std::sort(values.begin(), values.end(), [](const Value& a, const Value& b) {
      return std::make_tuple(a.kind, a.text()) < std::make_tuple(b.kind, b.text());
    });
    rng.shuffle(values);
    for (size_t k = 0; k < holders.size(); ++k) {
      Props& props = s.players[holders[k] - 1].props;
      if (values[k].is_nil())
        props.erase(path);
      else
        props[path] = values[k];
    }
  }
}

// Whether the viewer saw which option `a` was: their own, one naming no
// card, or one whose card lay where they see it once the answer was played.
bool seen(const GameCore& now, const Answer& a, int viewer) {
  return a.seat == viewer || a.card == 0 ||
         (a.zone_after >= 0 && sees_zone(now, a.zone_after, viewer));
}

// The world's option the answer names: by label, or, for a label made only
// when read (none was made for the answer), the same place among the
// options naming the same card.
int option_of(const Choice& c, const Answer& a) {
  int same_card = 0;
  for (size_t i = 0; i < c.options.size(); ++i) {
    const Option& o = c.options[i];
    if (!a.label.empty() ? o.label == a.label : o.card == a.card && same_card++ == a.same_card)
      return static_cast<int>(i);
  }
  return -1;
}

// Whether the viewer sees the same table in both: the cards of every zone
// they see, in order, who is alive, and the seats' values they may read.
// A world that does not (a card picked at random since the checkpoint came
// out otherwise) is refused: conditioning on what the viewer saw, and on
// nothing else, keeps the worlds honest.
bool seen_alike(const GameCore& truth, const GameCore& world, int viewer) {
  const State& a = truth.state();
  const State& b = world.state();
  for (size_t z = 0; z < a.zones.size(); ++z)
    if (sees_zone(truth, static_cast<int>(z), viewer) && a.zones[z].cards != b.zones[z].cards)
      return false;
  for (int p = 1; p <= a.seats(); ++p) {
    const Player& x = a.players[p - 1];
    const Player& y = b.players[p - 1];
    if (x.alive != y.alive) return false;
    for (const auto& [key, v] : x.props) {
      if (!sees_value(truth, p, key, viewer)) continue;
      auto it = y.props.find(key);
      if (it == y.props.end() || !(it->second == v)) return false;
    }
    for (const auto& [key, v] : y.props)
      if (!x.props.count(key) && sees_value(truth, p, key, viewer)) return false;
  }
  return a.turn == b.turn;
}

bool same_choice(const Choice* a, const Choice* b) {
  if (!a || !b) return !a && !b;
  if (a->options.size() != b->options.size()) return false;
  for (size_t i = 0; i < a->options.size(); ++i)
    if (a->options[i].label != b->options[i].label) return false;
  return true;
}

}  // namespace

std::unique_ptr<Game> determinize(const Game& game, int viewer, uint64_t seed) {
  const CheckpointLog& log = game.checkpoints();
  if (!log.last) return nullptr;
  Rng rng(seed);
  auto world = std::make_shared<Snapshot>(*log.last);
  deal_hidden(game.core(), world->state, viewer, rng);
  permute_secrets(game.core(), world->state, viewer, rng);
  world->chance.rng.reseed(rng.next());
  world->chance.pins.clear();
  Rng again(rng.next());
  std::unique_ptr<Game> w = game.fork(world, [&](const Game& g, const Answer& a) {
    const Choice* c = g.choice_of(a.seat);
    if (!c) return -1;
    if (seen(game.core(), a, viewer)) return option_of(*c, a);
    return static_cast<int>(again.below(c->options.size()));
  });
  if (!w || !seen_alike(game.core(), w->core(), viewer) ||
      !same_choice(game.choice_of(viewer), w->choice_of(viewer)))
    return nullptr;
  return w;
}

}  // namespace arbiter
