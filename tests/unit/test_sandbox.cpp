// The Lua sandbox against hostile scripts (tests/hostile): every attack ends
// as an error that names the card whose script made it, and the process and
// its Lua state stay usable for the next game.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/records/record.h"
#include "core/sandbox/sandbox_globals.h"
#include "core/sandbox/script.h"
#include "core/sandbox/watchdog.h"

using namespace arbiter;

namespace {

const std::string kHostile = ARBITER_SOURCE_DIR "/tests/hostile";
const std::string kFixtures = ARBITER_SOURCE_DIR "/tests/fixtures";

// Small limits keep the runaway attacks quick to stop.
LuaLimits small_limits() {
  return LuaLimits{64u << 20, 5'000'000};
}

struct Run {
  bool failed = false;
  Verdict verdict = Verdict::Ok;
  std::string message;
  int decisions = 0;
  bool reached_game = false;  // the attack returned and the plain game asked Ann
};

// Plays the hostile game with `attack`: the first option of every decision
// the attack asks, until the plain game's first decision (draw, win, pass).
Run run_attack(ScriptHost& host, const std::string& attack, bool fast = false) {
  Run r;
  Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", attack}}});
  g.set_fast(fast);
  try {
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
    while (g.decision_spelled().open() && r.decisions < 10) {
      const Choice& c = g.decision_spelled().choices[0];
      if (c.options[0].label == "draw") {
        r.reached_game = true;
        break;
      }
      g.apply(c.player, 0);
      g.advance();
      ++r.decisions;
    }
  } catch (const Error& e) {
    r.failed = true;
    r.verdict = e.verdict;
    r.message = e.what();
  }
  return r;
}

// A plain game to its end on the same host: the Lua state still works.
std::string plain_game(ScriptHost& host, uint64_t seed, bool fast = false) {
  Game g(host, GameConfig{{"Ann", "Bob"}, seed, {}});
  g.set_fast(fast);
  Record rec;
  rec.game = host.content().id;
  rec.players = {"Ann", "Bob"};
  rec.seed = seed;
  PlayOptions opts;
  PlayResult res = play_game(g, rec, opts);
  REQUIRE(res.finished);
  return write_record(res.record) + g.digest();
}

// The same, fast (core/sandbox/watchdog.h), and counted if a run must be: a slow
// machine may send any fast game back, with the same result.
std::string fast_plain_game(ScriptHost& host, uint64_t seed) {
  return watchdog::fast_or_counted([&](bool fast) { return plain_game(host, seed, fast); });
}

struct Refused {
  const char* attack;
  const char* says;  // part of the message that says why
};

// Each run-time attack and what its refusal says.
const Refused kRefused[] = {
    {"Os Execute", "unknown global 'os'"},
    {"Io Open", "unknown global 'io'"},
    {"Require", "unknown global 'require'"},
    {"Dofile", "unknown global 'dofile'"},
    {"Loadfile", "unknown global 'loadfile'"},
    {"Load", "unknown global 'load'"},
    {"String Dump", "field 'dump'"},
    {"Debug", "unknown global 'debug'"},
    {"Coroutine", "unknown global 'coroutine'"},
    {"String Metatable", "attempt to index a string value"},
    {"String Library Write", "frozen"},
    {"Rawset Ctx", "rawset: expected a table"},
    {"Rawset Globals", "may not set globals"},
    {"Ctx Write", "read-only"},
    {"Gc Metatable", "__gc, __mode and __close are not allowed"},
    {"Mode Metatable", "__gc, __mode and __close are not allowed"},
    {"Mode Later", "__gc, __mode and __close are not allowed"},
    {"Mode Reused", "__gc, __mode and __close are not allowed"},
    {"Close Reused", "__gc, __mode and __close are not allowed"},
    {"Global Write", "may not set globals"},
    {"Module Write", "frozen"},
    {"Module Rawset", "frozen"},
    {"Infinite Loop", "over the budget of 5000000 instructions"},
    {"Pcall Loop", "over the budget of 5000000 instructions"},
    {"Xpcall Loop", "over the budget of 5000000 instructions"},
    {"Memory Bomb", "not enough memory"},
    {"String Bomb", "not enough memory"},
    {"Pcall Memory", "not enough memory"},
    {"C Stack", "stack overflow"},
    {"Table Move", "table.move: at most"},
    {"Choose In Sort", "a decision cannot be asked here"},
    {"Choose In Gsub", "a decision cannot be asked here"},
    {"Bad Options", "contains ': '"},
    {"Twin Labels", "options 1 and 2 are both 'take one': a record could not tell them apart"},
    {"Error After Decision", "broken after the decision"},
    {"Deep Value", "nests lists more than 16 deep"},
    {"Cyclic Value", "nests lists more than 16 deep"},
    {"Metatable Options", "at least one option"},
    {"Warn", "unknown global 'warn'"},
    {"Close Loop", "__gc, __mode and __close are not allowed"},
    {"Metatable Spoof", "a metatable may not have a metatable of its own"},
    {"Locked Spoof", "a metatable may not have a metatable of its own"},
    {"Pairs Store", "module tables are frozen: cannot set 'upper'"},
    {"Global Reassign", "may not set globals ('ipairs')"},
    {"Freeze Reassign", "may not set globals ('freeze')"},
    {"Rep Loop", "over the budget of 5000000 instructions"},
    {"Upper Loop", "over the budget of 5000000 instructions"},
    {"Find Loop", "over the budget of 5000000 instructions"},
    {"Move Loop", "over the budget of 5000000 instructions"},
    {"Backtrack", "over the budget of 5000000 instructions"},
    {"Backtrack Bomb", "backtrack_bomb.lua:4: script ran too long"},
    {"Concat Loop", "over the budget of 5000000 instructions"},
    {"Random Below Wide", "ctx:roll: 2147483648 is out of range"},
    {"Random Pick Wide", "the cards to pick from: 4294967297 is out of range"},
    {"Finish Wide", "the winners: 4294967297 is out of range"},
    {"Stack Negative", "ctx:set_known_top: -5 is out of range (from 0 to "},
    {"Stack Huge", "ctx:set_known_top: 1099511627776 is out of range"},
    {"Add Overflow", "past the largest whole number"},
    {"Setup Error In Play", "ctx:setup_error is for dealing a record's setup"},
    {"Held Memory", "not enough memory: "},
    // Caught, replaced or wrapped, and a decision asked after: the run still
    // ends with the budget or memory error (core/sandbox/spent.h).
    {"Xpcall Deep", "over the budget of 5000000 instructions"},
    {"Pcall Deep", "over the budget of 5000000 instructions"},
    {"Memory Deep", "not enough memory"},
    {"Error Object", "over the budget of 5000000 instructions"},
    // Work in C charged by the size of what it reads (core/lua_charge.h).
    {"Did You Mean Shared", "over the budget of 5000000 instructions"},
    {"Did You Mean Long", "over the budget of 5000000 instructions"},
    {"Logf Format Loop", "over the budget of 5000000 instructions"},
    {"Find Loop Ctx", "over the budget of 5000000 instructions"},
    {"Passes Loop", "over the budget of 5000000 instructions"},
    {"Random Pick Loop", "over the budget of 5000000 instructions"},
    {"Packsize Loop", "over the budget of 5000000 instructions"},
    {"Tonumber Loop", "over the budget of 5000000 instructions"},
    {"Equal Strings", "over the 1 MiB a script's string may hold"},
};

// Attacks that end at the budget or at the memory cap, whichever a copy
// reaches first.
const char* const kExhausting[] = {"Set Shared Dag", "Set List Loop"};

// Attacks that end however Lua's limits decide (or not at all): a fast game
// must end each exactly as a counted one does.
const char* const kAtTheLimits[] = {"Stack Edge",     "Big Block", "Memory Half",
                                    "Deep Recursion", "Empty Rep", "Yielding Index"};

}  // namespace

TEST_CASE("sandbox: every run-time attack is refused with an error naming its card", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  std::string clean = plain_game(host, 7);
  for (const auto& a : kRefused) {
    INFO("attack: " << a.attack);
    Run r = run_attack(host, a.attack);
    CHECK(r.failed);
    CHECK(r.verdict == Verdict::BadContent);
    CHECK_THAT(r.message, Catch::Contains(a.says));
    CHECK_THAT(r.message, Catch::Contains(std::string("script of ") + a.attack));
    // The same Lua state plays the next game exactly like a fresh one.
    CHECK(plain_game(host, 7) == clean);
  }
}

TEST_CASE("sandbox: engine calls charge what they copy, before copying it", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  std::string clean = plain_game(host, 7);
  for (const char* attack : kExhausting) {
    INFO("attack: " << attack);
    Run r = run_attack(host, attack);
    CHECK(r.failed);
    CHECK_THAT(r.message, Catch::Contains("over the budget of 5000000 instructions") ||
                              Catch::Contains("not enough memory: an engine function would copy"));
    CHECK_THAT(r.message, Catch::Contains(std::string("script of ") + attack));
    CHECK(plain_game(host, 7) == clean);
  }
}

// Decisions of hundreds of thousands of options are legal: their labels are
// checked for twins in linear time (a quadratic check took minutes), and
// labels copied out of a `__label` field count against the memory cap.
TEST_CASE("sandbox: huge decisions are checked in linear time and within the cap", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, LuaLimits{128u << 20, 50'000'000});
  for (const char* attack : {"Many Labels", "Many Distinct Field Labels"}) {
    INFO("attack: " << attack);
    auto started = std::chrono::steady_clock::now();
    Run r = run_attack(host, attack);
    CHECK_FALSE(r.failed);
    CHECK(r.reached_game);
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(20));
  }
  Run r = run_attack(host, "Many Field Labels");
  CHECK(r.failed);
  CHECK_THAT(r.message, Catch::Contains("the options' labels would pass the memory cap"));
}

// Fast games (core/sandbox/watchdog.h) run uncounted and are played again counted
// when a run could have passed the budget: the results are the counted ones.
TEST_CASE("sandbox: a fast game ends every attack exactly as a counted one", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  REQUIRE(watchdog::allows(small_limits().instructions));
  std::string clean = plain_game(host, 7);
  CHECK(fast_plain_game(host, 7) == clean);
  std::vector<std::string> attacks(std::begin(kAtTheLimits), std::end(kAtTheLimits));
  for (const auto& a : kRefused) attacks.push_back(a.attack);
  for (const char* a : kExhausting) attacks.push_back(a);
  for (const auto& attack : attacks) {
    INFO("attack: " << attack);
    Run counted = run_attack(host, attack);
    Run fast = watchdog::fast_or_counted([&](bool f) { return run_attack(host, attack, f); });
    CHECK(fast.failed == counted.failed);
    CHECK(fast.verdict == counted.verdict);
    // A copy charged past the budget and past the memory cap at once ends
    // with either limit's error, whichever the mode meets first
    // (docs/security.md, "Fast runs"): the same verdict, and the run ends.
    bool either =
        std::find(std::begin(kExhausting), std::end(kExhausting), attack) != std::end(kExhausting);
    if (either)
      CHECK((fast.message.find("not enough memory") != std::string::npos ||
             fast.message.find("over the budget of") != std::string::npos));
    else
      CHECK(fast.message == counted.message);
    CHECK(fast_plain_game(host, 7) == clean);
  }
}

TEST_CASE("sandbox: the watchdog stops a runaway script in a fast game, which must then be counted",
          "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  std::string clean = plain_game(host, 7);
  SECTION("in the game's own run") {
    for (const char* attack : {"Infinite Loop", "Pcall Loop", "Xpcall Loop"}) {
      INFO("attack: " << attack);
      CHECK_THROWS_AS(run_attack(host, attack, true), Rerun);
      CHECK(fast_plain_game(host, 7) == clean);
    }
  }
  SECTION(
      "near Lua's stack limit or the memory cap, where a hook's stack room could change the "
      "outcome") {
    // The default budget: these runs end well within its deadline, so only
    // their nearness to the limits sends them to be counted.
    ScriptHost roomy(content, LuaLimits{64u << 20, LuaLimits{}.instructions});
    for (const char* attack : {"Stack Edge", "Big Block", "Memory Half"}) {
      INFO("attack: " << attack);
      CHECK_THROWS_AS(run_attack(roomy, attack, true), Rerun);
      Run counted = run_attack(roomy, attack);
      Run fast = watchdog::fast_or_counted([&](bool f) { return run_attack(roomy, attack, f); });
      CHECK(fast.message == counted.message);
      CHECK(fast_plain_game(roomy, 7) == clean);
    }
    CHECK_THAT(run_attack(roomy, "Stack Edge").message, Catch::Contains("stack overflow"));
  }
  SECTION("in refusals asked outside it, on the host's own Lua thread") {
    auto refusals = [&](bool fast) {
      Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", "Refusals Loop"}}});
      g.set_fast(fast);
      g.start(YAML::Node(YAML::NodeType::Map), nullptr);
      g.advance();
      REQUIRE(g.decision_spelled().open());
      g.refusals(1);
    };
    CHECK_THROWS_AS(refusals(true), Rerun);
    // The stop is not left on the host's thread, where bots run too.
    CHECK(lua_gethook(host.lua()) == nullptr);
    CHECK(fast_plain_game(host, 7) == clean);
    CHECK(plain_game(host, 7) == clean);
    CHECK_THROWS_WITH(refusals(false), Catch::Contains("over the budget of 5000000 instructions"));
  }
}

TEST_CASE("sandbox: deep recursion in Lua is an error, never a crash", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  Run r = run_attack(host, "Deep Recursion");
  REQUIRE(r.failed);
  // Which limit comes first depends on the limits: the Lua stack, or memory.
  bool stopped = r.message.find("stack overflow") != std::string::npos ||
                 r.message.find("not enough memory") != std::string::npos;
  CHECK(stopped);
  CHECK_THAT(r.message, Catch::Contains("script of Deep Recursion"));
}

TEST_CASE("sandbox: what scripts may still do works", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  SECTION("string.rep of nothing answers at once") {
    Run r = run_attack(host, "Empty Rep");
    CHECK_FALSE(r.failed);
    CHECK(r.reached_game);
  }
  SECTION("a decision asked from a metamethod of the script's own code") {
    Run r = run_attack(host, "Yielding Index");
    INFO(r.message);
    CHECK_FALSE(r.failed);
    CHECK(r.decisions == 2);
    CHECK(r.reached_game);
  }
  SECTION("a card in play with an event handler is listed by ctx:handlers") {
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", "Handler"}}});
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
    CHECK(g.state().props.at("hits") == Value::integer(1));
  }
  SECTION("ctx:setup_hint reads a list a module exports, frozen with it") {
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", "Frozen Hint"}}});
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
    CHECK(g.state().props.at("hits") == Value::integer(1));
  }
  SECTION("a known card moved off the draw pile by hand is known no longer") {
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", "Known Top Move"}}});
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    REQUIRE(g.state().zone(g.state().zone_id(0, "deck")).cards.size() >= 4);
    g.advance();
    CHECK(g.state().known_top == 1);
  }
}

TEST_CASE("sandbox: hostile code at the top of a script is refused while loading", "[sandbox]") {
  struct Load {
    const char* variant;
    const char* says;
    const char* or_says = nullptr;  // where which limit comes first depends on the limits
  };
  const Load loads[] = {
      {"load-os-execute", "unknown global 'os'"},
      {"load-io-open", "unknown global 'io'"},
      {"load-require", "unknown global 'require'"},
      {"load-infinite-loop", "over the budget of 5000000 instructions"},
      {"load-pcall-loop", "over the budget of 5000000 instructions"},
      {"load-memory-bomb", "not enough memory"},
      {"load-deep-recursion", "stack overflow", "not enough memory"},
      {"load-c-stack", "stack overflow"},
      {"load-global-write", "may not set globals"},
      {"load-string-library-write", "frozen"},
      {"load-rawset-globals", "may not set globals"},
      {"load-gc-metatable", "__gc, __mode and __close are not allowed"},
      {"load-not-a-table", "must return a table"},
      {"load-deep-module", "stack overflow", "not enough memory"},
      {"load-syntax-error", "unexpected symbol"},
      {"load-global-reassign", "may not set globals ('freeze')"},
      {"load-metatable-spoof", "a metatable may not have a metatable of its own"},
  };
  for (const auto& l : loads) {
    INFO("variant: " << l.variant);
    Content content = load_content({kHostile}, "hostile", {l.variant});
    try {
      ScriptHost host(content, small_limits());
      FAIL("the script loaded");
    } catch (const Error& e) {
      CHECK(e.verdict == Verdict::BadContent);
      std::string msg = e.what();
      bool says = msg.find(l.says) != std::string::npos ||
                  (l.or_says && msg.find(l.or_says) != std::string::npos);
      CHECK(says);
      CHECK_THAT(msg, Catch::Contains("script of Token"));
    }
  }
}

TEST_CASE("sandbox: freezing a big module counts against the load budget", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile", {"load-big-module"});
  // Enough to build the module (about 12 million instructions), not to freeze it too.
  try {
    ScriptHost host(content, LuaLimits{512u << 20, 20'000'000});
    FAIL("the module was frozen within the budget");
  } catch (const Error& e) {
    CHECK_THAT(e.what(), Catch::Contains("while freezing its module"));
    CHECK_THAT(e.what(), Catch::Contains("over the budget"));
    CHECK_THAT(e.what(), Catch::Contains("script of Token"));
  }
  // With the default budget it loads.
  ScriptHost host(content);
  CHECK(host.def_module(content.def_index("Token")) > 0);  // a registry reference
}

TEST_CASE("sandbox: two games in one Lua state play like two fresh processes", "[sandbox]") {
  Content content = load_content({kFixtures}, "duelists");
  std::vector<std::string> fresh;
  for (uint64_t seed : {3u, 11u, 3u}) {
    ScriptHost host(content);
    fresh.push_back(plain_game(host, seed));
  }
  CHECK(fresh[0] == fresh[2]);
  CHECK(fresh[0] != fresh[1]);
  ScriptHost shared(content);
  CHECK(plain_game(shared, 3) == fresh[0]);
  CHECK(plain_game(shared, 11) == fresh[1]);
  CHECK(plain_game(shared, 3) == fresh[2]);
}

TEST_CASE("sandbox: a game after a refused attack plays like one in a fresh process", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  std::string fresh;
  {
    ScriptHost host(content, small_limits());
    fresh = plain_game(host, 5);
  }
  ScriptHost host(content, small_limits());
  for (const char* attack :
       {"String Library Write", "Memory Bomb", "Infinite Loop", "Error After Decision"}) {
    INFO("after: " << attack);
    CHECK(run_attack(host, attack).failed);
    CHECK(plain_game(host, 5) == fresh);
  }
}

TEST_CASE("sandbox: a ctx kept past its game refuses every call", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  std::string clean = plain_game(host, 7);
  CHECK_FALSE(run_attack(host, "Kept Ctx").failed);  // keeps this game's ctx
  // The next game calls the first one's ctx, whose Game is gone.
  Run r = run_attack(host, "Kept Ctx");
  CHECK(r.failed);
  CHECK(r.verdict == Verdict::BadContent);
  CHECK_THAT(r.message, Catch::Contains("this ctx belongs to a game that has ended"));
  CHECK_THAT(r.message, Catch::Contains("script of Kept Ctx"));
  CHECK(plain_game(host, 7) == clean);
}

TEST_CASE("sandbox: pairs on a frozen module walks it without giving its store away", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  lua_State* L = host.lua();
  const char* code = R"(
    local n, seen = 0, {}
    for k, v in pairs(string) do n = n + 1; seen[k] = v end
    local _, state = pairs(string)
    return n, seen.upper == string.upper, rawequal(state, string), #string == 0
  )";
  REQUIRE(luaL_loadstring(L, code) == LUA_OK);
  REQUIRE(lua_pcall(L, 0, 4, 0) == LUA_OK);
  CHECK(lua_tointeger(L, -4) > 10);
  CHECK(lua_toboolean(L, -3));
  CHECK(lua_toboolean(L, -2));
  CHECK(lua_toboolean(L, -1));
  lua_settop(L, 0);
}

TEST_CASE("sandbox: a bot may only look at the game", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  std::string clean = plain_game(host, 7);
  for (const char* attack : {"Bot Draw", "Bot Finish"}) {
    INFO("attack: " << attack);
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", attack}}});
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
    REQUIRE(g.decision_spelled().open());
    int seat = g.decision_spelled().choices[0].player;
    try {
      g.bot_choice(seat, "basic");
      FAIL("the bot changed the game");
    } catch (const Error& e) {
      CHECK(e.verdict == Verdict::BadContent);
      CHECK_THAT(e.what(),
                 Catch::Contains(std::string(attack) == "Bot Draw" ? "ctx:draw" : "ctx:finish"));
      CHECK_THAT(e.what(), Catch::Contains("changes the game: a bot"));
    }
    CHECK_FALSE(g.state().over);
  }
  CHECK(plain_game(host, 7) == clean);
}

TEST_CASE("sandbox: an option list changed after it was given is checked when read again",
          "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  SECTION("one list's __label function rewrites another list's option") {
    Run r = run_attack(host, "Label Rewrites Option");
    CHECK(r.failed);
    CHECK(r.verdict == Verdict::BadContent);
    CHECK_THAT(r.message, Catch::Contains("Bob's decision: the options' __label names field "
                                          "'name', but option 1 is now a number"));
  }
  SECTION("a bot overwrites an option of the list it is given") {
    Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", "Bot Rewrites Option"}}});
    g.start(YAML::Node(YAML::NodeType::Map), nullptr);
    g.advance();
    g.bot_choice(1, "basic");
    CHECK_THROWS_WITH(g.decision_spelled(),
                      Catch::Contains("Ann's decision: the options' __label names "
                                      "field 'name', but option 1 is now a number"));
  }
  CHECK(plain_game(host, 7) == plain_game(host, 7));  // the state still plays
}

TEST_CASE("sandbox: pairs and next walk a table in one order fixed by its keys", "[sandbox]") {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content, small_limits());
  lua_State* L = host.lua();
  const char* code = R"(
    local t = {b = 1, a = 2, [3] = 3, [1.5] = 4, [-2] = 5, [true] = 6, [false] = 7, ab = 8,
               [""] = 9, [math.mininteger] = 10, [2^70] = 11, [-1/0] = 12}
    local walked, stepped = {}, {}
    for k, v in pairs(t) do walked[#walked + 1] = tostring(k) .. "=" .. v end
    local k, v = next(t)
    while k ~= nil do
      stepped[#stepped + 1] = tostring(k) .. "=" .. v
      k, v = next(t, k)
    end
    -- Keys cleared during the walk are passed over.
    local u = {x = 1, y = 2, z = 3}
    local kept = {}
    for key in pairs(u) do kept[#kept + 1] = key; u.y = nil end
    local ok, err = pcall(function() for _ in pairs({[{}] = 1}) do end end)
    local ok2, err2 = pcall(next, {[tostring] = 1})
    return table.concat(walked, " "), table.concat(stepped, " "), table.concat(kept, " "),
           ok, err, ok2, err2, next({}), select("#", next({}))
  )";
  REQUIRE(luaL_loadstring(L, code) == LUA_OK);
  REQUIRE(lua_pcall(L, 0, 9, 0) == LUA_OK);
  const char* order =
      "-inf=12 -9223372036854775808=10 -2=5 1.5=4 3=3 1.1805916207174e+21=11 =9 a=2 ab=8 b=1 "
      "false=7 true=6";
  CHECK(std::string(lua_tostring(L, 1)) == order);
  CHECK(std::string(lua_tostring(L, 2)) == order);
  CHECK(std::string(lua_tostring(L, 3)) == "x z");
  CHECK_FALSE(lua_toboolean(L, 4));
  CHECK_THAT(lua_tostring(L, 5), Catch::Contains("pairs: a table with a key that is a table has "
                                                 "no order that is the same in every run"));
  CHECK_FALSE(lua_toboolean(L, 6));
  CHECK_THAT(lua_tostring(L, 7), Catch::Contains("next: a table with a key that is a function"));
  CHECK(lua_isnil(L, 8));
  CHECK(lua_tointeger(L, 9) == 1);
  lua_settop(L, 0);
}

namespace {

// The keys of the table on top of the stack, or of the table its metatable's
// __index holds where the table is empty (the globals' store, a frozen
// library), sorted; the table is popped.
std::vector<std::string> keys_of(lua_State* L) {
  std::vector<std::string> out;
  lua_pushnil(L);
  while (lua_next(L, -2)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) == LUA_TSTRING) out.push_back(lua_tostring(L, -1));
  }
  if (out.empty() && lua_getmetatable(L, -1)) {
    lua_getfield(L, -1, "__index");
    lua_remove(L, -2);
    if (lua_istable(L, -1)) {
      out = keys_of(L);
      lua_pop(L, 1);
      std::sort(out.begin(), out.end());
      return out;
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

// luacheck's settings (.luacheckrc, and a mod's from `arbiter new`) are
// written from sandbox_globals(): it must name what scripts really get.
TEST_CASE("sandbox: the list of its globals is what a script sees", "[sandbox]") {
  Content content = load_content({kFixtures}, "duelists");
  ScriptHost host(content);
  lua_State* L = host.lua();
  const SandboxGlobals& listed = sandbox_globals();
  std::vector<std::string> names = listed.names;
  for (const auto& lib : listed.libraries) names.push_back(lib.name);
  std::sort(names.begin(), names.end());
  lua_pushglobaltable(L);
  CHECK(keys_of(L) == names);
  for (const auto& lib : listed.libraries) {
    INFO("library " << lib.name);
    lua_pushglobaltable(L);
    lua_getfield(L, -1, lib.name.c_str());
    lua_remove(L, -2);
    REQUIRE(lua_istable(L, -1));
    std::vector<std::string> fields = lib.fields;
    std::sort(fields.begin(), fields.end());
    CHECK(keys_of(L) == fields);
  }
}
