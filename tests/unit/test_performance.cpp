// The pieces added for speed keep their promises: the Lua block pool honours
// Lua's allocator contract, a replay with a game already loaded judges as one
// that loads it, and the digest sees every change to the state.
#include <catch2/catch.hpp>
#include <cstring>

#include "core/base/digest.h"
#include "core/content/content.h"
#include "core/engine/statetree.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/records/replay.h"
#include "core/sandbox/lua_alloc.h"
#include "core/sandbox/script.h"

using namespace arbiter;

namespace {

std::vector<std::string> roots() {
  return {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"};
}

Record played(const std::string& game, int players, uint64_t seed, ScriptHost& host) {
  static const char* names[] = {"Ann", "Bob", "Cid", "Dee", "Eve"};
  Record rec;
  rec.game = game;
  rec.seed = seed;
  for (int i = 0; i < players; ++i) rec.players.push_back(names[i]);
  Game g(host, GameConfig{rec.players, seed, {}});
  return play_game(g, rec, PlayOptions{}).record;
}

}  // namespace

TEST_CASE("lua pool: blocks keep their contents when they grow or shrink across size classes",
          "[performance]") {
  LuaPool pool;
  auto* p = static_cast<unsigned char*>(pool.resize(nullptr, 0, 10));
  REQUIRE(p);
  for (int i = 0; i < 10; ++i) p[i] = static_cast<unsigned char>(i + 1);
  // Same class: the block stays where it is.
  REQUIRE(pool.resize(p, 10, 16) == p);
  auto* q = static_cast<unsigned char*>(pool.resize(p, 16, 200));
  REQUIRE(q);
  for (int i = 0; i < 10; ++i) REQUIRE(q[i] == i + 1);
  // Past the pool's largest class and back.
  auto* big = static_cast<unsigned char*>(pool.resize(q, 200, 5000));
  REQUIRE(big);
  for (int i = 0; i < 10; ++i) REQUIRE(big[i] == i + 1);
  std::memset(big + 10, 7, 4990);
  auto* small = static_cast<unsigned char*>(pool.resize(big, 5000, 12));
  REQUIRE(small);
  for (int i = 0; i < 10; ++i) REQUIRE(small[i] == i + 1);
  pool.release(small, 12);
}

TEST_CASE("lua pool: a freed block is handed out again for its size class", "[performance]") {
  LuaPool pool;
  void* a = pool.resize(nullptr, 0, 40);
  void* b = pool.resize(nullptr, 0, 40);
  REQUIRE(a != b);
  pool.release(a, 40);
  CHECK(pool.resize(nullptr, 0, 33) == a);  // 33 and 40 share the 48-byte class
  void* c = pool.resize(nullptr, 0, 100000);
  REQUIRE(c);
  pool.release(c, 100000);
  pool.release(b, 40);
  CHECK(pool.slab_bytes() == 64 * 1024);  // every small block came from one slab
}

TEST_CASE("lua pool: after many games in one Lua state, a game plays as in a fresh state",
          "[performance]") {
  Content c = load_content(roots(), "duelists");
  ScriptHost host(c);
  for (uint64_t seed = 1; seed <= 20; ++seed) played("duelists", 3, seed, host);
  Record before = played("duelists", 3, 99, host);
  for (uint64_t seed = 21; seed <= 200; ++seed) played("duelists", 3, seed, host);
  // A game played after many others is the game a fresh state plays.
  ScriptHost fresh(c);
  CHECK(write_record(played("duelists", 3, 99, fresh)) == write_record(before));
}

TEST_CASE("replay with a game already loaded: the same verdict, state and digest as loading it",
          "[performance]") {
  Content c = load_content(roots(), "duelists");
  ScriptHost host(c);
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    Record rec = parse_record(write_record(played("duelists", 3, seed, host)), "played.yaml");
    ReplayOptions loading;
    loading.roots = roots();
    loading.final_state = true;
    ReplayOptions loaded = loading;
    loaded.host = &host;
    ReplayResult a = replay(rec, loading);
    ReplayResult b = replay(rec, loaded);
    INFO("seed " << seed << ": " << a.message);
    REQUIRE(a.verdict == Verdict::Ok);
    CHECK(b.verdict == a.verdict);
    CHECK(b.digest == a.digest);
    CHECK(b.state_yaml == a.state_yaml);
    CHECK(b.content_digest == a.content_digest);
  }
}

TEST_CASE("replay with a game loaded for other variants loads the record's own", "[performance]") {
  Content c = load_content(roots(), "duelists");
  ScriptHost host(c);
  Record rec = parse_record(write_record(played("duelists", 2, 4, host)), "played.yaml");
  ReplayOptions opts;
  opts.roots = roots();
  opts.host = &host;
  opts.extra_variants = {"no-such-variant"};
  ReplayResult r = replay(rec, opts);
  CHECK(r.verdict !=
        Verdict::Ok);  // loaded, not taken from the host: the unknown variant is refused
}

namespace {
// A game's core before any script runs, its state open to the test.
struct OpenCore : arbiter::GameCore {
  OpenCore(arbiter::ScriptHost& host, arbiter::GameConfig config)
      : GameCore(host, std::move(config)) {}
  ~OpenCore() { release_slots(); }
};
std::string state_digest(const arbiter::GameCore& g) {
  arbiter::Digest d;
  arbiter::digest_state(g, d);
  return d.hex();
}
}  // namespace

TEST_CASE("digest: moves, values and the open decision all change it", "[performance]") {
  Content c = load_content(roots(), "duelists");
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob"}, 3, {}});
  g.start(YAML::Node(), nullptr);
  g.advance();
  std::string start = g.digest();
  CHECK(g.digest() == start);
  Game same(host, GameConfig{{"Ann", "Bob"}, 3, {}});
  same.start(YAML::Node(), nullptr);
  same.advance();
  CHECK(same.digest() == start);
  // The state's part, on a core whose state the test may change (a Game
  // shows its clients the state read only).
  OpenCore open(host, GameConfig{{"Ann", "Bob"}, 3, {}});
  std::string before = state_digest(open);
  open.state().players[0].props["life"] = Value::integer(99);
  std::string changed = state_digest(open);
  CHECK(changed != before);
  int deck = open.state().zone_id(0, "deck");
  int discard = open.state().zone_id(0, "discard");
  REQUIRE(deck >= 0);
  REQUIRE(discard >= 0);
  REQUIRE(!open.state().zone(deck).cards.empty());
  open.state().move(open.state().zone(deck).cards.back(), discard);
  CHECK(state_digest(open) != changed);
  // The open decision's: answering it changes the game's digest.
  const Choice& first = g.decision_as_given().choices.at(0);
  g.apply(first.player, 0);
  g.advance();
  CHECK(g.digest() != start);
}
