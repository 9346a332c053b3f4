// The clock's last line (core/sandbox/watchdog.h): a script stuck inside one C
// call that never returns still ends the command, within the backstop's limit
// and its grace, with the verdict error naming the card and the limit.
//
// No function of the sandbox hangs on purpose, so this test adds one: the
// hidden cases below put `stuck_call` among the globals of one Lua state and
// play the hostile game's Stuck Call card, which calls it. They end the
// process, so the visible case runs them in a child process of this program.
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <array>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

extern "C" {
#include <lua.h>
}

#include "core/content/content.h"
#include "core/game/game.h"
#include "core/sandbox/script.h"

using namespace arbiter;

namespace {

const std::string kHostile = ARBITER_SOURCE_DIR "/tests/hostile";

// Never returns, whatever signal it is sent: pause() comes back from each.
int stuck_call(lua_State*) {
  for (;;) pause();
}

// The globals live in the store the global table's __index names
// (ScriptHost::lock_globals); a C++ caller can add to it, a script cannot.
void add_stuck_call(lua_State* L) {
  lua_pushglobaltable(L);
  REQUIRE(lua_getmetatable(L, -1));
  REQUIRE(lua_getfield(L, -1, "__index") == LUA_TTABLE);
  lua_pushcfunction(L, stuck_call);
  lua_setfield(L, -2, "stuck_call");
  lua_pop(L, 3);
}

void play_stuck_call(bool fast) {
  Content content = load_content({kHostile}, "hostile");
  ScriptHost host(content);
  add_stuck_call(host.lua());
  Game g(host, GameConfig{{"Ann", "Bob"}, 1, {{"attack", "Stuck Call"}}});
  g.set_fast(fast);
  g.start(YAML::Node(YAML::NodeType::Map), nullptr);
  g.advance();
  FAIL("the stuck call came back");
}

struct Ended {
  int status = -1;
  std::string err;
  double seconds = 0;
};

// Runs this program's hidden case `tag` in a child with the backstop at one
// second; a child that is not ended by then is killed by `timeout` (exit 124).
Ended run_child(const std::string& tag) {
  std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  std::string cmd =
      "ARBITER_SCRIPT_SECONDS=1 timeout 60 '" + self + "' '" + tag + "' 2>&1 >/dev/null";
  auto started = std::chrono::steady_clock::now();
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p);
  Ended e;
  std::array<char, 4096> buf;
  for (size_t n; (n = std::fread(buf.data(), 1, buf.size(), p)) > 0;) e.err.append(buf.data(), n);
  int status = pclose(p);
  e.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  e.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return e;
}

}  // namespace

TEST_CASE("backstop probe: Stuck Call in a counted game", "[.stuck-counted]") {
  play_stuck_call(false);
}

TEST_CASE("backstop probe: Stuck Call in a fast game", "[.stuck-fast]") {
  play_stuck_call(true);
}

TEST_CASE("backstop: a script stuck in one C call ends the process with the script's error",
          "[sandbox]") {
  for (const char* tag : {"[.stuck-counted]", "[.stuck-fast]"}) {
    INFO("run: " << tag);
    Ended e = run_child(tag);
    CHECK(e.status == 3);
    CHECK_THAT(e.err, Catch::StartsWith("arbiter: script error: hostile/attacks/stuck_call.lua:6: "
                                        "script ran past the clock's backstop: over 1 s of work "
                                        "between two decisions, and was still inside one call 2 s "
                                        "later (ARBITER_SCRIPT_SECONDS sets the limit)"));
    CHECK_THAT(e.err, Catch::Contains("(script of Stuck Call)"));
    // The limit and the grace are three seconds; the bound only has to tell
    // an ended child from one `timeout` killed.
    CHECK(e.seconds >= 3);
    CHECK(e.seconds < 45);
  }
}
