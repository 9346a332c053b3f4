#include "core/records/play.h"

namespace arbiter {

std::pair<int, int> bot_move(Game& game, const std::string& level, Rng& rng,
                             const std::set<int>& people, const std::map<int, std::string>& levels,
                             const EngineLevels* engine) {
  thread_local std::vector<const Choice*> open;  // kept between moves: one a decision
  open.clear();
  for (const auto& c : game.decision_as_given().choices)
    if (!people.count(c.player)) open.push_back(&c);
  if (open.empty())  // nobody to ask: every open seat moves as a bot
    for (const auto& c : game.decision_as_given().choices) open.push_back(&c);
  // Among several open seats, a bot that wants to act goes first; others wait.
  size_t start = rng.below(open.size());
  for (size_t k = 0; k < open.size(); ++k) {
    const Choice& c = *open[(start + k) % open.size()];
    auto own = levels.find(c.player);
    const std::string& at = own == levels.end() ? level : own->second;
    if (engine)
      if (auto e = engine->find(at); e != engine->end())
        return {c.player, e->second(game, c.player)};
    int pick = game.bot_choice(c.player, at);
    if (pick == 0 && k + 1 < open.size()) continue;  // this bot waits
    if (pick >= 1 && pick <= static_cast<int>(c.options.size())) return {c.player, pick - 1};
    return {c.player, static_cast<int>(rng.below(c.options.size()))};
  }
  const Choice& c = *open[start];
  return {c.player, static_cast<int>(rng.below(c.options.size()))};
}

// The people among the open seats, asked in turn until one acts; when all
// of them wait, a bot moves (index -1), or, with no bot open, they are asked
// again. Returns the seat and the option, or the seat and -1 to stop.
static std::pair<int, int> people_move(Game& game, const PlayOptions& opts) {
  std::vector<int> people;
  bool bots_open = false;
  for (const auto& c : game.decision_as_given().choices) {
    if (opts.humans.count(c.player))
      people.push_back(c.player);
    else
      bots_open = true;
  }
  if (people.empty() || !opts.ask_human) return {0, -1};
  bool can_wait = bots_open || people.size() > 1;
  while (true) {
    for (int seat : people) {
      int index = opts.ask_human(game, seat, can_wait);
      if (index != PlayOptions::kWait) return {seat, index};
    }
    if (bots_open) return {0, -1};
  }
}

// Returns how many entries it appended.
static int append_outcomes(Game& game, Record& rec) {
  std::vector<Outcome> outcomes = game.take_outcomes();
  for (auto& o : outcomes) {
    Entry e;
    e.kind = o.kind == Pin::Kind::Deck ? Entry::Kind::Deck : Entry::Kind::Random;
    e.cards = o.items;
    e.step = static_cast<int>(rec.actions.size()) + 1;
    rec.actions.push_back(std::move(e));
  }
  return static_cast<int>(outcomes.size());
}

// Bots draw from their own generator, so their picks never shift the game's chance.
static void play_loop(Game& game, Record& rec, const PlayOptions& opts, PlayResult& res, Rng bots);

Rng bot_rng(uint64_t seed, uint64_t played) {
  return Rng(seed ^ 0x5bd1e995ULL ^ (played * 0x9e3779b97f4a7c15ULL));
}

void deal(Game& game, Record& rec) {
  rec.game_version = game.content().game_version;  // the record says which rules it was played by
  game.start(rec.setup, nullptr);
  rec.setup = game.setup_record();
  game.advance();
  append_outcomes(game, rec);
}

void go_live(Game& game) {
  game.keep_outcomes(true);
  game.take_outcomes();
  game.set_replaying(false);
}

Entry take_decision(Game& game, Record& rec, int seat, int index, int& steps, bool named) {
  // Where no record is kept (sim, soak) only the step count is.
  bool keep = game.chance().keep_outcomes;
  Entry e;
  e.kind = Entry::Kind::Decision;
  e.step = ++steps;
  if (keep || named) {
    e.player = game.state().players[seat - 1].name;
    e.text = game.decision_spelled().for_player(seat)->options[index].label;
  }
  if (keep) rec.actions.push_back(e);
  game.set_step(e.step);
  game.apply(seat, index);
  game.advance();
  if (keep) steps += append_outcomes(game, rec);
  return e;
}

PlayResult play_game(Game& game, Record rec, const PlayOptions& opts) {
  PlayResult res;
  game.set_narrating(static_cast<bool>(opts.on_step));
  try {
    deal(game, rec);
    if (opts.on_step) opts.on_step(game, "(start)", game.take_narration());
    play_loop(game, rec, opts, res, bot_rng(game.config().seed, 0));
  } catch (const Error& e) {
    throw PlayStopped(e, std::move(rec));
  }
  res.finished = game.over();
  res.record = std::move(rec);
  return res;
}

PlayResult play_on(Game& game, Record rec, const PlayOptions& opts) {
  PlayResult res;
  game.set_narrating(static_cast<bool>(opts.on_step));
  if (!rec.game_version) rec.game_version = game.content().game_version;
  go_live(game);
  try {
    play_loop(game, rec, opts, res, bot_rng(game.config().seed, rec.actions.size()));
  } catch (const Error& e) {
    throw PlayStopped(e, std::move(rec));
  }
  res.finished = game.over();
  res.record = std::move(rec);
  return res;
}

static void play_loop(Game& game, Record& rec, const PlayOptions& opts, PlayResult& res, Rng bots) {
  int steps = static_cast<int>(rec.actions.size());
  while (!game.over()) {
    if (opts.invariant) {
      std::string bad = opts.invariant(game);
      if (!bad.empty()) {
        res.stopped =
            "invariant broken after " + std::to_string(res.decisions) + " decisions: " + bad;
        break;
      }
    }
    if (res.decisions >= opts.max_decisions) {
      res.stopped =
          "unfinished: hit the cap of " + std::to_string(opts.max_decisions) + " decisions";
      break;
    }
    auto [seat, index] = people_move(game, opts);
    if (seat && index < 0) {
      res.stopped = "stopped by the player";
      break;
    }
    if (index < 0)
      std::tie(seat, index) =
          bot_move(game, opts.bots, bots, opts.humans, opts.levels, &opts.engine);
    Entry e = take_decision(game, rec, seat, index, steps, static_cast<bool>(opts.on_step));
    res.decisions++;
    if (opts.on_step) opts.on_step(game, e.player + ": " + e.text, game.take_narration());
  }
}

}  // namespace arbiter
