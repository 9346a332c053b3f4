// Game::clone: a coroutine cannot be copied, so a clone is a new one running
// the rules `run` again from the copy kept at the last checkpoint
// (core/engine/checkpoint.h), then the answers given since played again.
extern "C" {
#include <lua.h>
}

#include <algorithm>

#include "core/game/game.h"

namespace arbiter {

Game::Game(ScriptHost& host, GameConfig config, Blank)
    : GameCore(host, std::move(config), Blank{}) {
  make_thread();
}

void Game::restart_from(const std::shared_ptr<const Snapshot>& from) {
  restore(from);
  // The rules module's `run(ctx)`, without the deal the runner begins with.
  lua_rawgeti(co_, LUA_REGISTRYINDEX, host().game_module());
  lua_getfield(co_, -1, "run");
  lua_remove(co_, -2);
  lua_rawgeti(co_, LUA_REGISTRYINDEX, ctx_ref_);
  resume_args_ = 1;
  advance();
  if (resuming())
    throw Error(Verdict::BadContent,
                std::string("the rules' run cannot start again from its ctx:checkpoint(): ") +
                    (over() ? "the game ended" : "a decision was asked") +
                    " before it reached one (code before a checkpoint in `run` must run through "
                    "to it when it runs again; ctx:resuming() tells it so)");
}

std::unique_ptr<Game> Game::fork(const std::shared_ptr<const Snapshot>& from,
                                 const Pick& pick) const {
  std::unique_ptr<Game> g;
  if (from) {
    g.reset(new Game(host(), config(), Blank{}));
    g->follow(*this);
    g->restart_from(from);
  } else {
    // No checkpoint passed: the deal again, with every answer since.
    g = std::make_unique<Game>(host(), config());
    g->follow(*this);
    // The setup a script records is kept as the original kept it: its
    // bytes count against the memory cap alike.
    g->GameCore::chance().keep_outcomes = GameCore::chance().keep_outcomes;
    g->start(setup_in(), setup_file());
    g->advance();
    g->GameCore::chance().keep_outcomes = false;
    g->GameCore::chance().outcomes.clear();
  }
  for (const Answer& a : checkpoint_log().since) {
    int index = pick(*g, a);
    if (index < 0) return nullptr;
    g->GameCore::state().step = a.step;
    g->apply(a.seat, index);
    g->advance();
  }
  g->GameCore::state().step = state().step;
  return g;
}

std::unique_ptr<Game> Game::clone() const {
  return fork(checkpoint_log().last, [](const Game&, const Answer& a) { return a.index; });
}

}  // namespace arbiter
