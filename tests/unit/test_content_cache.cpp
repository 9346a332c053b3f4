// The content cache (core/content/content_cache.h): a speed-up that never
// changes what a game is. A cached load is the fresh load, field for field;
// a stale, corrupt or unwritable cache is passed over.
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/base/digest.h"
#include "core/base/sha256.h"
#include "core/content/content.h"
#include "core/content/content_cache.h"
#include "core/content/content_codec.h"
#include "core/content/versions.h"
#include "core/sandbox/script.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

// ARBITER_CACHE set for one test, restored after it.
struct CacheAt {
  std::string old;
  bool had = false;
  explicit CacheAt(const std::string& where) {
    if (const char* v = std::getenv("ARBITER_CACHE")) had = true, old = v;
    ::setenv("ARBITER_CACHE", where.c_str(), 1);
  }
  ~CacheAt() {
    if (had)
      ::setenv("ARBITER_CACHE", old.c_str(), 1);
    else
      ::unsetenv("ARBITER_CACHE");
  }
};

std::vector<std::string> all_roots() {
  return {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures",
          ARBITER_SOURCE_DIR "/bench/fixtures"};
}

std::string entry_of(const std::vector<std::string>& roots, const std::string& game) {
  return ContentCache(roots, game, {}, 0).file();
}

size_t entries(const fs::path& folder) {
  size_t n = 0;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(folder, ec)) n += e.path().extension() == ".content";
  return n;
}

}  // namespace

TEST_CASE("every game, variant and version reads back from the cache as loaded", "[cache]") {
  CacheAt off("off");
  auto roots = all_roots();
  for (const auto& id : list_games(roots)) {
    Content base = load_content(roots, id);
    std::vector<Content> loads{base};
    for (const auto& v : base.variants) loads.push_back(load_content(roots, id, {v.id}));
    for (int version : installed_versions(base))
      if (version != base.version) loads.push_back(load_content(roots, id, {}, version));
    for (const auto& c : loads) {
      INFO(id << " " << c.digest);
      std::string bytes = encode_content(c);
      std::optional<Content> back = decode_content(bytes);
      REQUIRE(back);
      CHECK(encode_content(*back) == bytes);
      CHECK(back->digest == c.digest);
      CHECK(back->defs.size() == c.defs.size());
      CHECK(back->def_keys == c.def_keys);  // rebuilt, not stored
      if (!c.defs.empty()) {
        CHECK(back->defs.back().loc.str() == c.defs.back().loc.str());
        CHECK(back->defs.back().props == c.defs.back().props);
      }
    }
  }
}

TEST_CASE("bytes that are not a whole entry decode to nothing", "[cache]") {
  CacheAt off("off");
  std::string bytes = encode_content(load_content(all_roots(), "bang"));
  for (size_t cut = 0; cut < bytes.size(); cut += 37)
    CHECK_FALSE(decode_content(std::string_view(bytes).substr(0, cut)));
  CHECK_FALSE(decode_content(bytes + "x"));
  std::string huge = bytes;
  huge[0] = '\xff';  // a length far past the end
  CHECK_FALSE(decode_content(huge));
}

TEST_CASE("a cached load is the fresh load, and a content edit is seen", "[cache]") {
  ModDir dir("cache-edit");
  dir.copy_fixtures();
  CacheAt at((dir.root / "cache").string());
  std::vector<std::string> roots{dir.root.string()};
  Content first = load_content(roots, "duelists");
  std::string entry = entry_of(roots, "duelists");
  REQUIRE(fs::is_regular_file(entry));
  Content again = load_content(roots, "duelists");
  CHECK(encode_content(again) == encode_content(first));

  // One word of a card's text changed: the cache's entry no longer fits.
  std::string cards = dir.read("content/duelists/cards.yaml");
  std::string edited = cards + "\n";
  dir.write("content/duelists/cards.yaml", edited);
  Content after = load_content(roots, "duelists");
  CHECK(after.digest != first.digest);
  {
    CacheAt off("off");
    CHECK(encode_content(load_content(roots, "duelists")) == encode_content(after));
  }
  // A script changed counts too: the digest covers scripts.
  fs::path script;
  for (const auto& e : fs::recursive_directory_iterator(dir.root / "scripts"))
    if (e.path().extension() == ".lua") script = e.path();
  std::ofstream(script, std::ios::app) << "\n-- changed\n";
  CHECK(load_content(roots, "duelists").digest != after.digest);
}

TEST_CASE("a corrupt cache entry is passed over and written again", "[cache]") {
  ModDir dir("cache-corrupt");
  dir.copy_fixtures();
  CacheAt at((dir.root / "cache").string());
  std::vector<std::string> roots{dir.root.string()};
  std::string fresh = encode_content(load_content(roots, "duelists"));
  std::string entry = entry_of(roots, "duelists");
  std::string good;
  {
    std::ifstream in(entry, std::ios::binary);
    good.assign(std::istreambuf_iterator<char>(in), {});
  }
  for (const std::string& bad :
       {std::string(), std::string("garbage"), good.substr(0, good.size() / 2),
        good.substr(0, good.size() - 20) + std::string(20, 'x')}) {
    fs::remove(entry);
    std::ofstream(entry, std::ios::binary) << bad;
    ::chmod(entry.c_str(), 0600);
    CHECK(encode_content(load_content(roots, "duelists")) == fresh);
    std::ifstream in(entry, std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(in), {}) == good);
  }
  // A byte changed inside with the checksum made to match is still read
  // safely: it decodes to something else or to nothing, never a crash.
  for (size_t i = 0; i < fresh.size(); i += 7) {
    std::string flipped = fresh;
    flipped[i] ^= 0x5a;
    (void)decode_content(flipped);
  }
}

TEST_CASE("a cache folder that cannot be used leaves loading as it was", "[cache]") {
  ModDir dir("cache-unwritable");
  dir.copy_fixtures();
  std::vector<std::string> roots{dir.root.string()};
  std::string fresh;
  {
    CacheAt off("off");
    fresh = encode_content(load_content(roots, "duelists"));
  }
  // Under a file: no folder can be made there.
  dir.write("plain", "a file\n");
  {
    CacheAt at((dir.root / "plain" / "cache").string());
    CHECK(encode_content(load_content(roots, "duelists")) == fresh);
    CHECK_FALSE(ContentCache(roots, "duelists", {}, 0).active());
  }
  // A folder anyone may write to is not trusted with the entries.
  fs::create_directories(dir.root / "open");
  ::chmod((dir.root / "open").c_str(), 0777);
  {
    CacheAt at((dir.root / "open").string());
    CHECK(encode_content(load_content(roots, "duelists")) == fresh);
    CHECK(entries(dir.root / "open") == 0);
  }
  // Read-only (for a user other than root, who writes anyway).
  fs::create_directories(dir.root / "readonly");
  ::chmod((dir.root / "readonly").c_str(), 0500);
  {
    CacheAt at((dir.root / "readonly").string());
    CHECK(encode_content(load_content(roots, "duelists")) == fresh);
    CHECK(encode_content(load_content(roots, "duelists")) == fresh);
  }
  ::chmod((dir.root / "readonly").c_str(), 0700);
}

TEST_CASE("a game folder holding a link is never cached", "[cache]") {
  ModDir dir("cache-link");
  dir.copy_fixtures();
  CacheAt at((dir.root / "cache").string());
  std::vector<std::string> roots{dir.root.string()};
  CHECK(ContentCache(roots, "duelists", {}, 0).active());
  fs::create_symlink(dir.root / "content/duelists/cards.yaml",
                     dir.root / "content/duelists/other.yaml");
  CHECK_FALSE(ContentCache(roots, "duelists", {}, 0).active());
  CHECK_FALSE(ContentCache(roots, "../duelists", {}, 0).active());
}

TEST_CASE("the errors about content are the loader's, cache or not", "[cache]") {
  ModDir dir("cache-errors");
  dir.copy_fixtures();
  CacheAt at((dir.root / "cache").string());
  std::vector<std::string> roots{dir.root.string()};
  load_content(roots, "duelists");
  dir.write("content/duelists/cards.yaml", "- name: Odd\n  colour: red\n");
  std::string cached, fresh;
  try {
    load_content(roots, "duelists");
  } catch (const Error& e) {
    cached = e.what();
  }
  {
    CacheAt off("off");
    try {
      load_content(roots, "duelists");
    } catch (const Error& e) {
      fresh = e.what();
    }
  }
  CHECK_FALSE(fresh.empty());
  CHECK(cached == fresh);
}

TEST_CASE("scripts compile from the bytes the cache's check read, with the same messages",
          "[cache]") {
  ModDir dir("cache-scripts");
  dir.copy_fixtures();
  CacheAt at((dir.root / "cache").string());
  std::vector<std::string> roots{dir.root.string()};
  Content c = load_content(roots, "duelists");  // written to the cache
  for (int pass = 0; pass < 2; ++pass) {        // then read from it
    REQUIRE(c.script_texts);
    REQUIRE(c.script_texts->count(c.game_script));
    CHECK(c.script_texts->at(c.game_script) == dir.read("scripts/duelists/game.lua"));
    c = load_content(roots, "duelists");
  }
  {
    CacheAt off("off");
    CHECK_FALSE(load_content(roots, "duelists").script_texts);
  }

  // A syntax error reads the same, file and line, from the kept text or the file.
  dir.write("scripts/duelists/shot.lua", "local x = \n\nreturn {}\n");
  auto message = [&] {
    Content loaded = load_content(roots, "duelists");
    try {
      ScriptHost host(loaded);
    } catch (const Error& e) {
      return std::make_pair(static_cast<bool>(loaded.script_texts), std::string(e.what()));
    }
    return std::make_pair(static_cast<bool>(loaded.script_texts), std::string());
  };
  auto [kept, cached] = message();
  CHECK(kept);
  CHECK(cached.find("duelists/shot.lua:3:") != std::string::npos);
  CacheAt off("off");
  auto [none, fresh] = message();
  CHECK_FALSE(none);
  CHECK(cached == fresh);

  // A link in the folders: no texts kept, every script read from its file.
  CacheAt on((dir.root / "cache").string());
  fs::create_symlink(dir.root / "scripts/duelists/shot.lua", dir.root / "scripts/duelists/x.lua");
  CHECK_FALSE(load_content(roots, "duelists").script_texts);
}

namespace {

// What a test writes to std::cerr, kept for it.
struct CerrKept {
  std::ostringstream text;
  std::streambuf* old = std::cerr.rdbuf(text.rdbuf());
  ~CerrKept() { std::cerr.rdbuf(old); }
  std::string take() {
    std::string s = text.str();
    text.str("");
    return s;
  }
};

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

void plant(const std::string& path, const std::string& bytes) {
  fs::remove(path);
  std::ofstream(path, std::ios::binary) << bytes;
  ::chmod(path.c_str(), 0600);
}

}  // namespace

// The fourth security round's forged entries (docs/security.md, the content
// cache): each is passed over with a one-line note naming why, the game is
// read from its files, and the entry is written again.
TEST_CASE("forged cache entries are passed over with a note and the game read again", "[cache]") {
  ModDir dir("cache-forge");
  dir.copy_fixtures();
  ModDir other("cache-forge-other");
  other.copy_fixtures();
  other.write("content/duelists/extra.yaml", "# another mod's copy\n");
  CacheAt at((dir.root / "cache").string());
  std::vector<std::string> roots{dir.root.string()};
  std::string fresh = encode_content(load_content(roots, "duelists"));
  std::string entry = entry_of(roots, "duelists");
  std::string good = file_bytes(entry);
  // Entries this user's arbiter wrote, for another mod and another version.
  load_content({other.root.string()}, "duelists");
  std::string other_mod = file_bytes(entry_of({other.root.string()}, "duelists"));
  load_content(roots, "duelists", {}, 1);
  std::string other_version = file_bytes(ContentCache(roots, "duelists", {}, 1).file());
  REQUIRE(other_version != good);

  // A payload that claims a billion zones, under a checksum made the way
  // anyone could: the bytes' plain digest, or their SHA-256.
  std::string body = good.substr(0, good.size() - 64);
  std::string poisoned_body = body + std::string("\xff\xff\xff\xff\x0f", 5);
  Digest plain;
  plain.add(poisoned_body);
  std::string damaged = good;
  damaged[good.size() / 2] ^= 0x20;

  struct Forged {
    const char* what;
    std::string bytes;
    const char* says;
  };
  const Forged forged[] = {
      {"short", good.substr(0, 40), "is cut short"},
      {"damaged", damaged, "does not fit its checksum"},
      {"poisoned, plain digest", poisoned_body + plain.hex() + std::string(48, '0'),
       "does not fit its checksum"},
      {"poisoned, SHA-256", poisoned_body + sha256_hex(poisoned_body), "does not fit its checksum"},
      {"another mod's", other_mod, "stands for another program, game, mod, version or variant"},
      {"another version's", other_version,
       "stands for another program, game, mod, version or variant"},
  };
  CerrKept err;
  for (const auto& f : forged) {
    INFO(f.what);
    plant(entry, f.bytes);
    CHECK(encode_content(load_content(roots, "duelists")) == fresh);
    std::string note = err.take();
    CHECK_THAT(note, Catch::StartsWith("arbiter: note: the content cache's entry for duelists"));
    CHECK_THAT(note, Catch::Contains(f.says));
    CHECK_THAT(note, Catch::EndsWith("; the game is read from its files\n"));
    CHECK(std::count(note.begin(), note.end(), '\n') == 1);
    CHECK(file_bytes(entry) == good);  // written again
  }
  // The entry as written is used in silence; so is one that the files
  // outgrew (an edit), which is no forgery.
  CHECK(encode_content(load_content(roots, "duelists")) == fresh);
  dir.write("content/duelists/cards.yaml", dir.read("content/duelists/cards.yaml") + "\n");
  load_content(roots, "duelists");
  CHECK(err.take().empty());
}

TEST_CASE("a payload's counts never reserve more than the bytes can hold", "[cache]") {
  CacheAt off("off");
  std::string bytes = encode_content(load_content(all_roots(), "duelists"));
  // A count of about 2^35 at every place: refused or read as something
  // else, never an allocation of terabytes.
  for (size_t i = 0; i < bytes.size(); i += 11) {
    std::string forged = bytes.substr(0, i) + std::string("\xff\xff\xff\xff\x7f", 5) +
                         bytes.substr(std::min(bytes.size(), i + 5));
    CHECK_NOTHROW(decode_content(forged));
  }
}
