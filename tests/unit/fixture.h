// The duelists fixture game (tests/fixtures) and the helpers the core's unit
// tests share to play and judge it.
#pragma once
#include <catch2/catch.hpp>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/records/replay.h"

namespace arbiter::testing {

inline std::vector<std::string> fixture_roots() {
  return {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"};
}

// The first `n` of Ann, Bob, Cid, Dee, Eve, Fay, Gus.
inline std::vector<std::string> seat_names(int n) {
  static const char* all[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus"};
  return {all, all + n};
}

// A game of `players` seats, not narrated, started and advanced to its
// first decision.
inline std::unique_ptr<Game> started(ScriptHost& host, int players, uint64_t seed,
                                     std::map<std::string, std::string> options = {}) {
  auto g = std::make_unique<Game>(host, GameConfig{seat_names(players), seed, std::move(options)});
  g->set_narrating(false);
  g->start(YAML::Node(), nullptr);
  g->advance();
  return g;
}

inline Record play_duel(uint64_t seed, ScriptHost& host) {
  Game g(host, GameConfig{{"Ann", "Bob", "Cid"}, seed, {}});
  Record rec;
  rec.game = "duelists";
  rec.seed = seed;
  rec.players = {"Ann", "Bob", "Cid"};
  PlayOptions opts;
  opts.bots = "basic";
  PlayResult r = play_game(g, rec, opts);
  REQUIRE(r.finished);
  return r.record;
}

inline ReplayResult judge(const std::string& text) {
  Record rec = parse_record(text, "test.yaml");
  ReplayOptions opts;
  opts.roots = fixture_roots();
  return replay(rec, opts);
}

inline const char* kHead = R"(arbiter: 1
game: duelists
seed: 5
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (2♠)], Bob: [Shot (3♠)]}
)";

}  // namespace arbiter::testing
