// Versions of a game's rules: the changelog as game.yaml gives it (checked,
// placed), older versions loaded through their overlays, the digests that
// name a version (the newest's unchanged by versions; an older one's known
// with the record's variants), and records' game_version read and written.
#include <catch2/catch.hpp>
#include <string>

#include "core/content/content.h"
#include "core/content/versions.h"
#include "core/records/record.h"
#include "tests/unit/mod_dir.h"

using namespace arbiter;

namespace {

// The fixture game at version 2, its version 1 restoring `life: 4`.
void versioned(const ModDir& mod, const std::string& changelog) {
  for (const char* part : {"content", "scripts"}) std::filesystem::remove_all(mod.root / part);
  mod.copy_fixtures();
  std::string game = mod.read("content/duelists/game.yaml");
  game.replace(game.find("version: 1"), 10, "version: 2\nchangelog:\n" + changelog);
  mod.write("content/duelists/game.yaml", game);
  mod.write("content/duelists/versions/1.yaml", "rules: {life: 4}\n");
  mod.write("content/duelists/variants/tough.yaml", "rules: {life: 5}\n");
}

const char* kLog =
    "  - {version: 2, rulings: [D1], text: Three lives.}\n"
    "  - {version: 1, text: Four lives., digests: [0badcafe]}\n";

std::string load_error(const ModDir& mod) {
  try {
    load_content({mod.root.string()}, "duelists");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("an older version loads through its overlay; variants still apply over it") {
  ModDir mod("versions-load");
  versioned(mod, kLog);
  std::vector<std::string> roots{mod.root.string()};
  Content now = load_content(roots, "duelists");
  Content old = load_content(roots, "duelists", {}, 1);
  CHECK(now.version == 2);
  CHECK(now.game_version == 2);
  CHECK(now.rules.at("life").i == 3);
  CHECK(old.game_version == 1);
  CHECK(old.rules.at("life").i == 4);
  CHECK(old.digest != now.digest);
  CHECK(installed_versions(now) == std::vector<int>{2, 1});
  CHECK(rulings_since(now, 1) == std::vector<std::string>{"D1"});
  // An overlay claims nothing: a variant may change what it restored.
  Content tough = load_content(roots, "duelists", {"tough"}, 1);
  CHECK(tough.rules.at("life").i == 5);
  CHECK(tough.applied_variants == std::vector<std::string>{"tough"});
  try {
    load_content(roots, "duelists", {}, 3);
    FAIL("version 3 loaded");
  } catch (const Error& e) {
    CHECK(e.verdict == Verdict::BadContent);
    CHECK(std::string(e.what()) ==
          "Duelists has no version 3 installed; the installed versions are 2 and 1");
  }
}

TEST_CASE("the newest version's digest is the game's own files' digest") {
  ModDir mod("versions-digest");
  versioned(mod, kLog);
  std::vector<std::string> roots{mod.root.string()};
  Content now = load_content(roots, "duelists");
  CHECK(now.digest == now.base_digest);
  CHECK(now.version_layers.empty());
  Content tough = load_content(roots, "duelists", {"tough"});
  CHECK(tough.digest == layered_digest(tough.base_digest, tough.variant_layers));
  CHECK(tough.digest != now.digest);
}

TEST_CASE("an older record's content digest names its version, with its variants too") {
  ModDir mod("versions-known");
  versioned(mod, kLog);
  std::vector<std::string> roots{mod.root.string()};
  Content now = load_content(roots, "duelists");
  CHECK(version_of_digest(now, "0badcafe") == 1);
  CHECK(version_of_digest(now, "12345678") == 0);
  CHECK(version_of_digest(now, now.digest) == 0);
  Content tough = load_content(roots, "duelists", {"tough"});
  std::string old_tough = layered_digest("0badcafe", tough.variant_layers);
  CHECK(version_of_digest(tough, old_tough) == 1);
  CHECK(version_of_digest(now, old_tough) == 0);
}

TEST_CASE("the changelog is checked and its mistakes placed") {
  ModDir mod("versions-bad");
  versioned(mod, "  - {version: 2, text: a}\n  - {version: 2, text: b}\n");
  CHECK_THAT(load_error(mod), Catch::Contains("game.yaml:8:") &&
                                  Catch::Contains("changelog: version 2 is listed twice"));
  versioned(mod, "  - {version: 3, text: a}\n");
  CHECK_THAT(load_error(mod), Catch::Contains("version 3 is newer than the game's version 2"));
  versioned(mod, "  - {version: 1, text: a}\n");
  CHECK_THAT(load_error(mod), Catch::Contains("changelog: no entry for version 2"));
  versioned(mod, "  - {version: 2, text: a}\n");
  CHECK_THAT(load_error(mod), Catch::Contains("changelog: no entry for version 1, which") &&
                                  Catch::Contains("versions/1.yaml restores"));
  versioned(mod, "  - {version: 2, text: a, rulng: [x]}\n");
  CHECK_THAT(load_error(mod), Catch::Contains("rulng"));
  ModDir odd("versions-odd");
  versioned(odd, kLog);
  odd.write("content/duelists/versions/2.yaml", "rules: {life: 2}\n");
  CHECK_THAT(load_error(odd), Catch::Contains("a version overlay is named by the version it "
                                              "restores, 1 to 1"));
  ModDir word("versions-word");
  versioned(word, kLog);
  std::string game = word.read("content/duelists/game.yaml");
  game.replace(game.find("version: 2\n"), 10, "version: 1.5");
  word.write("content/duelists/game.yaml", game);
  CHECK_THAT(load_error(word),
             Catch::Contains("version: expected a whole number of 1 or more, not '1.5'"));
}

TEST_CASE("a version whose overlay is missing is listed but not installed") {
  ModDir mod("versions-missing");
  versioned(mod,
            "  - {version: 3, text: c}\n  - {version: 2, text: b}\n  - {version: 1, text: a}\n");
  std::string game = mod.read("content/duelists/game.yaml");
  game.replace(game.find("version: 2\n"), 10, "version: 3");
  mod.write("content/duelists/game.yaml", game);
  Content c = load_content({mod.root.string()}, "duelists");
  // versions/1.yaml is there, versions/2.yaml is not: version 1 cannot be reached.
  CHECK(installed_versions(c) == std::vector<int>{3});
  auto lines = changelog_lines(c);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "version 3: c");
  CHECK(lines[1] == "version 2: b [not installed]");
}

TEST_CASE("a record's game_version is read, checked and written back") {
  Record r = parse_record(
      "arbiter: 1\ngame: duelists\ngame_version: 2\nplayers: [Ann, Bob]\nactions: []\n", "r.yaml");
  CHECK(r.game_version == 2);
  CHECK_THAT(write_record(r), Catch::Contains("game: duelists\ngame_version: 2\n"));
  Record plain =
      parse_record("arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions: []\n", "p.yaml");
  CHECK(plain.game_version == 0);
  CHECK_THAT(write_record(plain), !Catch::Contains("game_version"));
  for (const char* bad : {"0", "two", "-1", "1.0"}) {
    try {
      parse_record(std::string("arbiter: 1\ngame: duelists\ngame_version: ") + bad +
                       "\nplayers: [Ann, Bob]\nactions: []\n",
                   "b.yaml");
      FAIL(bad);
    } catch (const Error& e) {
      CHECK(e.verdict == Verdict::BadRecord);
      CHECK_THAT(std::string(e.what()),
                 Catch::Contains("b.yaml:3:15: game_version: expected the version"));
    }
  }
}
