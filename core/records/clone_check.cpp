// Clone checks (core/records/clone_check.h).
#include "core/records/clone_check.h"

#include "core/records/play.h"

namespace arbiter {

std::string clone_difference(const Game& a, const Game& b) {
  if (std::string d = state_difference(a.state(), b.state()); !d.empty()) return d;
  if (!(a.chance().rng == b.chance().rng)) return "the generators differ";
  if (a.charged_by_state() != b.charged_by_state())
    return "bytes charged " + std::to_string(b.charged_by_state()) + ", not " +
           std::to_string(a.charged_by_state());
  for (auto m : {Game::Mark::Settled, Game::Mark::Checkpoint})
    if (a.marked(m) != b.marked(m)) return "a mark differs";
  if (a.over() != b.over()) return "one is over";
  if (a.digest() != b.digest()) return "the open decisions differ";
  return "";
}

std::string play_on_alike(Game& a, Game& b, const std::string& level, uint64_t seed, long cap) {
  Rng ra(seed), rb(seed);
  for (long n = 0; n < cap && !a.over(); ++n) {
    auto [sa, ia] = bot_move(a, level, ra);
    auto [sb, ib] = bot_move(b, level, rb);
    if (sa != sb || ia != ib) return "the bots chose differently at move " + std::to_string(n);
    a.apply(sa, ia);
    a.advance();
    b.apply(sb, ib);
    b.advance();
  }
  if (std::string d = clone_difference(a, b); !d.empty()) return "at the end: " + d;
  return "";
}

std::string check_clone(const Game& game, bool play_on, const std::string& level, uint64_t seed) {
  std::unique_ptr<Game> c = game.clone();
  if (std::string d = clone_difference(game, *c); !d.empty()) return "the clone differs: " + d;
  if (!play_on) return "";
  // The original is played on through a clone of its own, so the game
  // under check goes on undisturbed.
  std::unique_ptr<Game> twin = game.clone();
  if (std::string d = play_on_alike(*twin, *c, level, seed); !d.empty())
    return "the clone, played on, ended otherwise: " + d;
  return "";
}

}  // namespace arbiter
