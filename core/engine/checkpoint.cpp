// Checkpoints: the copy kept where a rules script calls ctx:checkpoint(),
// and the check a clone makes when its rules reach that point again.
#include "core/engine/checkpoint.h"

#include <algorithm>

#include "core/engine/game_core.h"

namespace arbiter {

namespace {

std::string card_name(const State& s, int id) {
  return "card " + std::to_string(id) + " (" + s.label(id) + ")";
}

std::string props_difference(const Props& a, const Props& b, const std::string& whose) {
  if (a == b) return "";
  for (const auto& [key, v] : a) {
    auto it = b.find(key);
    if (it == b.end() || !(it->second == v))
      return whose + " value '" + key + "' is " + (it == b.end() ? "unset" : it->second.text()) +
             ", not " + v.text();
  }
  for (const auto& [key, v] : b)
    if (!a.count(key)) return whose + " value '" + key + "' is " + v.text() + ", not unset";
  return whose + " values differ";
}

}  // namespace

std::string state_difference(const State& a, const State& b) {
  if (a.players.size() != b.players.size() || a.cards.size() != b.cards.size() ||
      a.zones.size() != b.zones.size())
    return "the seats, cards or zones are not the same game's";
  for (size_t p = 0; p < a.players.size(); ++p) {
    const Player& x = a.players[p];
    const Player& y = b.players[p];
    if (x.alive != y.alive)
      return x.name + " is " + (y.alive ? "alive" : "out") + ", not as before";
    // The names are made only for a difference: a clone checks every card.
    if (x.props != y.props) return props_difference(x.props, y.props, x.name + "'s");
  }
  for (size_t c = 0; c < a.cards.size(); ++c) {
    const Card& x = a.cards[c];
    const Card& y = b.cards[c];
    if (x.zone != y.zone)
      return card_name(a, x.id) + " lies in zone " + std::to_string(y.zone) + ", not " +
             std::to_string(x.zone);
    if (x.entered != y.entered || x.entered_step != y.entered_step)
      return card_name(a, x.id) + " entered its zone at another time";
    if (a.card_props[c] != b.card_props[c])
      return props_difference(a.card_props[c], b.card_props[c], card_name(a, x.id) + "'s");
  }
  for (size_t z = 0; z < a.zones.size(); ++z)
    if (a.zones[z].cards != b.zones[z].cards)
      return "zone " + std::to_string(z) + " holds its cards in another order";
  if (std::string d = props_difference(a.props, b.props, "the game's"); !d.empty()) return d;
  if (a.turn != b.turn) return "the turn is seat " + std::to_string(b.turn) + "'s, not as before";
  if (a.moves != b.moves || a.known_top != b.known_top || a.step != b.step)
    return "cards moved (" + std::to_string(b.moves - a.moves) + " moves)";
  if (a.over != b.over || a.winners != b.winners) return "the game's end is not the same";
  if (a.seed_dealt != b.seed_dealt) return "the cards dealt by the seed are not the same";
  return "";
}

GameCore::GameCore(ScriptHost& host, GameConfig config, Blank)
    : host_(host), config_(std::move(config)) {}

long long GameCore::charged_by_state() const {
  long long narration = 0;
  for (const auto& n : narration_)
    narration += static_cast<long long>(n.text.size() + n.rule.size());
  return charged_bytes_ - narration;
}

void GameCore::checkpoint() {
  mark(Mark::Checkpoint);
  ++checkpoints_.passed;
  if (checkpoints_.resuming) {
    // A clone's rules are back where its copy was made: they must have
    // changed nothing on the way, or the game they go on with is another.
    checkpoints_.resuming = false;
    const Snapshot& s = *checkpoints_.last;
    std::string why = state_difference(s.state, state_);
    if (why.empty() && !(chance_.rng == s.chance.rng)) why = "a chance outcome was taken";
    if (!why.empty())
      fail(Error(Verdict::BadContent,
                 "the rules' run cannot start again from its ctx:checkpoint(): on the way back "
                 "to it " +
                     why +
                     " (code before a checkpoint in `run` must change nothing of the game "
                     "when it runs again; ctx:resuming() tells it so)"));
    return;
  }
  if (!checkpoints_.keep || in_setup_) return;
  auto s = std::make_shared<Snapshot>();
  s->state = state_;
  s->chance = chance_;
  s->chance.outcomes.clear();
  s->answers = answers_;
  s->marks.assign(std::begin(marks_), std::end(marks_));
  s->charged = charged_by_state();
  s->ordinal = checkpoints_.passed - 1;
  checkpoints_.last = std::move(s);
  checkpoints_.since.clear();
}

void GameCore::restore(const std::shared_ptr<const Snapshot>& from) {
  state_ = from->state;
  chance_ = from->chance;
  chance_.keep_outcomes = false;
  answers_ = from->answers;
  std::copy(from->marks.begin(), from->marks.end(), std::begin(marks_));
  charge_memory(from->charged);
  checkpoints_.last = from;
  checkpoints_.passed = from->ordinal;
  checkpoints_.resuming = true;
}

void GameCore::follow(const GameCore& from) {
  narrating_ = false;
  replaying_ = from.replaying_;
  setup_out_ = from.setup_out_;
  checkpoints_.keep = from.checkpoints_.keep;
}

}  // namespace arbiter
