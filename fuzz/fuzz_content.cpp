// Fuzzing the content loader: the input is a game.yaml and a cards file,
// split at a line `--- cards`, written as a game `fz` whose scripts are the
// test game's (tests/fixtures/scripts/duelists). Content that loads is played
// by bots for a few decisions. Every outcome must be a verdict or a game.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/base/error.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/sandbox/script.h"

namespace fs = std::filesystem;

namespace {

fs::path g_root;

void write(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  char dir[] = "/tmp/arbiter-fuzz-content-XXXXXX";
  if (!mkdtemp(dir)) std::abort();
  g_root = dir;
  // Every input is new content: the content cache would only write entries.
  setenv("ARBITER_CACHE", "off", 1);
  fs::create_directories(g_root / "content" / "fz");
  fs::create_directories(g_root / "scripts");
  fs::copy(ARBITER_SOURCE_DIR "/tests/fixtures/scripts/duelists", g_root / "scripts" / "fz",
           fs::copy_options::recursive);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  const std::string cut = "\n--- cards\n";
  size_t at = text.find(cut);
  std::string game = at == std::string::npos ? text : text.substr(0, at);
  std::string cards = at == std::string::npos ? "" : text.substr(at + cut.size());
  write(g_root / "content" / "fz" / "game.yaml", game);
  write(g_root / "content" / "fz" / "cards.yaml", cards);
  try {
    arbiter::Content content = arbiter::load_content({g_root.string()}, "fz");
    arbiter::ScriptHost host(content, arbiter::LuaLimits{64u << 20, 2'000'000});
    int players = content.min_players < 1 ? 1 : content.min_players > 8 ? 8 : content.min_players;
    arbiter::Record rec;
    rec.game = "fz";
    static const char* kNames[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"};
    for (int i = 0; i < players; ++i) rec.players.push_back(kNames[i]);
    arbiter::Game g(host, arbiter::GameConfig{rec.players, 1, {}});
    arbiter::PlayOptions opts;
    opts.max_decisions = 50;
    arbiter::play_game(g, rec, opts);
  } catch (const arbiter::Error&) {
    // A verdict on the content (or on the game its scripts played).
  }
  return 0;
}
