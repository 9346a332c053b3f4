// Hostile and malformed records: each gets the exit code the record contract
// gives it (2 unreadable or malformed, 3 content missing or broken, 1 illegal)
// with a message that places the problem, and none can crash the reader.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include "core/content/content.h"
#include "core/engine/statetree.h"
#include "core/records/record.h"
#include "core/records/replay.h"

using namespace arbiter;
namespace fs = std::filesystem;

namespace {

const std::string kRecords = ARBITER_SOURCE_DIR "/tests/hostile/records";

ReplayOptions options() {
  ReplayOptions o;
  o.roots = {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures",
             ARBITER_SOURCE_DIR "/tests/hostile"};
  return o;
}

struct Verdict_ {
  int exit = 0;
  int step = 0;
  std::string message;
};

// Failed claims count as the message, at the step of the first, as
// `arbiter test` reports them.
Verdict_ judge_record(const Record& rec) {
  ReplayResult r = replay(rec, options());
  Verdict_ v{static_cast<int>(r.verdict), r.step, r.said()};
  if (r.message.empty() && !r.failures.empty()) v.step = r.failures.front().step;
  return v;
}

// Reads and judges a record given as text, the way `arbiter replay` does.
Verdict_ judge(const std::string& text, const std::string& name = "record.yaml") {
  try {
    return judge_record(parse_record(text, name));
  } catch (const Error& e) {
    return {static_cast<int>(e.verdict), 0, e.what()};
  }
}

const std::string kClean =
    "arbiter: 1\n"
    "game: duelists\n"
    "seed: 3\n"
    "players: [Ann, Bob]\n"
    "setup:\n"
    "  hands:\n"
    "    Ann: [Shot (9♣)]\n"
    "    Bob: [Shot (8♦)]\n"
    "actions:\n"
    "  - deck: Shot (3♠)\n"
    "  - Ann: play Shot (9♣) -> Bob\n"
    "  - deck: Shot (6♥)\n"
    "  - expect: {Bob.life: 3}\n"
    "  - Ann: end turn\n"
    "  - deck: Shot (4♠)\n"
    "  - note: Bob's turn\n";

// A small generator of our own, so the mutations are the same everywhere.
struct Mix {
  uint64_t s;
  uint64_t next() {
    s += 0x9E3779B97F4A7C15ULL;
    uint64_t z = s;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  size_t below(size_t n) { return static_cast<size_t>(next() % n); }
};

}  // namespace

TEST_CASE("records: every hostile record gets the verdict EXPECTED.json gives it", "[records]") {
  YAML::Node expected = YAML::LoadFile(kRecords + "/EXPECTED.json");
  int seen = 0;
  for (const auto& entry : fs::directory_iterator(kRecords)) {
    if (entry.path().extension() != ".yaml") continue;
    std::string name = entry.path().stem().string();
    INFO("record: " << name);
    Verdict_ v;
    try {
      v = judge_record(read_record(entry.path().string()));
    } catch (const Error& e) {
      v = {static_cast<int>(e.verdict), 0, e.what()};
    }
    INFO("message: " << v.message);
    const YAML::Node& want = expected[name];
    REQUIRE(want);
    CHECK(v.exit == want["exit"].as<int>());
    if (want["step"]) CHECK(v.step == want["step"].as<int>());
    if (want["says"]) CHECK_THAT(v.message, Catch::Contains(want["says"].as<std::string>()));
    // Malformed records are placed: by line and column, or by step.
    if (v.exit == 2) {
      bool placed = v.message.find(".yaml:") != std::string::npos ||
                    v.message.find("step ") != std::string::npos ||
                    v.message.find("players, not") != std::string::npos;
      CHECK(placed);
    }
    ++seen;
  }
  CHECK(seen == static_cast<int>(expected.size()));
}

TEST_CASE("records: the clean record used below replays cleanly", "[records]") {
  Verdict_ v = judge(kClean);
  INFO(v.message);
  CHECK(v.exit == 0);
}

TEST_CASE("records: a record over the size limit is refused before parsing", "[records]") {
  std::string big = kClean;
  while (big.size() <= kMaxRecordBytes) big += "  - note: " + std::string(1000, 'x') + "\n";
  Verdict_ v = judge(big);
  CHECK(v.exit == 2);
  CHECK_THAT(v.message, Catch::Contains("the limit"));
  fs::path file = fs::temp_directory_path() / "arbiter-test-big-record.yaml";
  {
    std::ofstream out(file, std::ios::binary);
    out << big;
  }
  CHECK_THROWS_WITH(read_record(file.string()), Catch::Contains("the limit"));
  fs::remove(file);
}

TEST_CASE("records: files that are not records cannot be read", "[records]") {
  CHECK_THROWS_WITH(read_record(kRecords), Catch::Contains("a folder"));
  CHECK_THROWS_WITH(read_record(kRecords + "/no-such-record.yaml"), Catch::Contains("cannot read"));
  // A device with no end is refused before any of it is read.
  if (fs::exists("/dev/zero"))
    CHECK_THROWS_WITH(read_record("/dev/zero"), Catch::Contains("not a regular file"));
}

TEST_CASE("records: nesting at any depth is refused or read, never a crash", "[records]") {
  for (int depth : {10, 60, 66, 400, 499, 500, 501, 2000, 100000}) {
    INFO("depth " << depth);
    std::string flow =
        "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup: {x: " + std::string(depth, '[') +
        std::string(depth, ']') + "}\nactions: []\n";
    std::string maps = "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup: ";
    for (int i = 0; i < depth; ++i) maps += "{a: ";
    maps += "x";
    for (int i = 0; i < depth; ++i) maps += "}";
    maps += "\nactions: []\n";
    std::string block = "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup:\n  x:\n    ";
    for (int i = 0; i < depth; ++i) block += "- ";
    block += "x\nactions: []\n";
    for (const std::string* text : {&flow, &maps, &block}) {
      Verdict_ v = judge(*text);
      if (depth + 2 > kMaxYamlDepth) {
        CHECK(v.exit == 2);
        CHECK_THAT(v.message, Catch::Contains("nested"));
      } else {
        CHECK(v.exit == 0);  // duelists ignores setup keys it does not know
      }
    }
  }
}

TEST_CASE("records: every cut of a record is judged, never a crash", "[records]") {
  for (size_t len = 0; len < kClean.size(); ++len) {
    Verdict_ v = judge(kClean.substr(0, len));
    INFO("cut at " << len << ": " << v.message);
    CHECK(v.exit >= 0);
    CHECK(v.exit <= 2);
  }
}

TEST_CASE("records: records with bytes changed at random are judged, never a crash", "[records]") {
  Mix mix{20261122};
  const std::string alphabet = "[]{}:,-&*!|>'\"#\n \t\\x\xff\xc3\xa9?%@`";
  for (int round = 0; round < 400; ++round) {
    std::string text = kClean;
    size_t changes = 1 + mix.below(4);
    for (size_t k = 0; k < changes; ++k) {
      size_t at = mix.below(text.size());
      switch (mix.below(3)) {
        case 0:
          text[at] = alphabet[mix.below(alphabet.size())];
          break;
        case 1:
          text.erase(at, 1 + mix.below(8));
          break;
        default:
          text.insert(at, text.substr(mix.below(text.size()), mix.below(40)));
          break;
      }
      if (text.empty()) text = "x";
    }
    Verdict_ v = judge(text);
    INFO("round " << round << ": " << text << "\n" << v.message);
    CHECK(v.exit >= 0);
    CHECK(v.exit <= 3);
  }
}

TEST_CASE("records: a record written back replays to the same digest", "[records]") {
  Record rec = parse_record(kClean, "clean.yaml");
  ReplayResult first = replay(rec, options());
  REQUIRE(first.verdict == Verdict::Ok);
  Record again = parse_record(write_record(rec), "written.yaml");
  ReplayResult second = replay(again, options());
  CHECK(second.verdict == Verdict::Ok);
  CHECK(second.digest == first.digest);
}

// Inputs on which the fuzzers (fuzz/) once found a crash: each must now get
// a verdict. fuzz/regressions/record holds records, fuzz/regressions/content
// a game.yaml and a cards file split at a line `--- cards`, as fuzz_content
// reads them.
TEST_CASE("records: what the record fuzzer once crashed on is judged", "[records][fuzz]") {
  int seen = 0;
  for (const auto& entry : fs::directory_iterator(ARBITER_SOURCE_DIR "/fuzz/regressions/record")) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    Verdict_ v = judge(text, entry.path().filename().string());
    INFO(entry.path() << ": " << v.message);
    CHECK(v.exit >= 0);
    CHECK(v.exit <= 3);
    ++seen;
  }
  CHECK(seen > 0);
}

TEST_CASE("records: what the content fuzzer once crashed on is refused as content",
          "[records][fuzz]") {
  fs::path root = fs::temp_directory_path() / "arbiter-test-content-regressions";
  fs::remove_all(root);
  fs::create_directories(root / "content" / "fz");
  fs::create_directories(root / "scripts");
  fs::copy(ARBITER_SOURCE_DIR "/tests/fixtures/scripts/duelists", root / "scripts" / "fz",
           fs::copy_options::recursive);
  int seen = 0;
  for (const auto& entry : fs::directory_iterator(ARBITER_SOURCE_DIR "/fuzz/regressions/content")) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string cut = "\n--- cards\n";
    size_t at = text.find(cut);
    std::ofstream(root / "content" / "fz" / "game.yaml", std::ios::binary) << text.substr(0, at);
    std::ofstream(root / "content" / "fz" / "cards.yaml", std::ios::binary)
        << (at == std::string::npos ? "" : text.substr(at + cut.size()));
    INFO(entry.path());
    CHECK_THROWS_AS(load_content({root.string()}, "fz"), Error);
    ++seen;
  }
  CHECK(seen > 0);
  fs::remove_all(root);
}

namespace {

// What a reading gives: the record written back, the entries' places, or the message.
std::string reading(const std::function<Record()>& read) {
  try {
    Record r = read();
    std::string out = write_record(r) + "file " + r.file.name() + "\n";
    for (const auto& e : r.actions)
      out += std::to_string(e.step) + " " + std::to_string(static_cast<int>(e.kind)) + " " +
             e.at.str() + "\n";
    return out;
  } catch (const Error& e) {
    return "error " + std::to_string(static_cast<int>(e.verdict)) + ": " + e.what();
  }
}

void same_reading(const std::string& text, const std::string& name) {
  INFO(name << ":\n" << text.substr(0, 600));
  CHECK(reading([&] { return parse_record(text, name); }) ==
        reading([&] { return parse_record_yaml(text, name); }));
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("records: the quick reader reads every record as yaml-cpp does, message for message",
          "[records]") {
  std::vector<fs::path> dirs = {ARBITER_SOURCE_DIR "/tests", ARBITER_SOURCE_DIR "/docs",
                                ARBITER_SOURCE_DIR "/fuzz"};
  int files = 0;
  for (const auto& d : dirs)
    for (const auto& e : fs::recursive_directory_iterator(d))
      if (e.path().extension() == ".yaml" &&
          slurp(e.path()).find("actions:") != std::string::npos) {
        same_reading(slurp(e.path()), e.path().string());
        ++files;
      }
  CHECK(files > 400);
}

TEST_CASE("records: the quick reader leaves every unusual action to yaml-cpp", "[records]") {
  const std::string head = "arbiter: 1\ngame: duelists\nseed: 5\nplayers: [Ann, Bob]\nactions:\n";
  const char* bodies[] = {
      "  - Ann: play Shot (2♠) -> Bob\n  - deck: 7♥, 8♥\n  - random: 2\n  - note: a note, with a "
      "comma\n",
      "- Ann: draw\n- Bob: pass\n",                     // entries at the key's own margin
      "  - Ann: draw\n\n  # a comment\n  - Bob: pass",  // blank, comment, no final newline
      "  - Ann: draw\n - Bob: pass\n",                  // two margins
      "  - Ann: draw # a comment\n",
      "  - Ann: \"play Shot (2♠) -> Bob\"\n",
      "  - Ann: 'draw'\n",
      "  - Ann: ~\n",
      "  - Ann: null\n",
      "  - Ann:\n",
      "  - Ann: \n",
      "  - note: ~\n",
      "  - Ann:  draw\n",
      "  - Ann: draw \n",
      "  - Ann: draw:\n",
      "  - Ann: a: b\n",
      "  - Ann: draw\r\n  - Bob: pass\r\n",
      "  - Ann: dr\taw\n",
      "  - Ann: !tag draw\n",
      "  - Ann: &a draw\n  - Bob: *a\n",
      "  - Ann: |\n      draw\n",
      "  - Ann: >\n      draw\n",
      "  - Ann: [draw]\n",
      "  - Ann: {a: b}\n",
      "  - Ann: draw\n    and more\n",   // a plain scalar on two lines
      "  - Ann: draw\n    Bob: pass\n",  // two keys in an entry
      "  -  Ann: draw\n",
      "  - \"Ann\": draw\n",
      "  - Cid: draw\n",
      "  - Annie: draw\n",
      "  - deck: ,\n",
      "  - deck: []\n",
      "  - deck: [a, b]\n",
      "  - random:\n",
      "  - expect: {Ann.life: 3}\n",
      "  - expect:\n      Ann.life: 3\n",
      ("  - Ann: dr\xC2\x85"
       "aw\n"),
      ("  - Ann: dr\xE2\x80\xA8"
       "aw\n"),
      ("  - Ann: \xEF\xBB\xBF"
       "draw\n"),
      ("  - Ann: dr\xFF"
       "aw\n"),
      "  - Ann: dr\xC3",
      ("  - Ann: dr\x7F"
       "aw\n"),
      "  # \xFF\n  - Ann: draw\n",
      "  # a\tb\n  - Ann: draw\n",
      "  # a\rb\n  - Ann: draw\n",
      "  # a\x01\n  - Ann: draw\n",
      "  - Ann: -5\n",
      "  - Ann: 5\n",
      "  - Ann: true\n",
      "  - Ann: yes\n",
      "  - Ann: @x\n",
      "  - Ann: %x\n",
      "  - Ann: draw\nsetup: {}\n",
      "  - Ann: draw\nactions: []\n",
      "  - Ann: draw\n---\n",
      "  - Ann: draw\n...\n",
      "",
      "  \n",
      "  []\n",
      "  - \n",
      "  -\n",
  };
  for (const char* body : bodies) same_reading(head + body, "quick.yaml");
  // yaml-cpp refuses a plain key of more than 1024 characters.
  for (size_t n : {1000, 1024, 1025, 2000}) {
    std::string name = "A" + std::string(n - 1, 'a');
    same_reading("arbiter: 1\ngame: duelists\nplayers: [" + name + ", Bob]\nactions:\n- " + name +
                     ": draw\n",
                 "long.yaml");
  }
  // The head decides before the actions, in both readings.
  const char* heads[] = {
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Ann]\nactions:\n",
      "arbiter: 2\ngame: duelists\nplayers: [Ann, Bob]\nactions:\n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions: \n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions:   \n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions: # none yet\n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nplayers: [Ann, Bob]\nactions:\n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions: []\nactions:\n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob\nactions:\n",
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nnote: \"two\nactions:\n  - Ann: "
      "draw\n\"\nactions:\n",
      ("\xEF\xBB\xBF"
       "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions:\n"),
      "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup:\n  hands: {Ann: [Shot "
      "(2♠)]}\nactions:\n",
      "game: duelists\nplayers: [Ann, Bob]\nactions:\n",
      "actions:\n",
  };
  for (const char* h : heads) {
    same_reading(std::string(h) + "  - Ann: draw\n  - Bob: pass\n", "head.yaml");
    same_reading(std::string(h), "head.yaml");
  }
}

TEST_CASE("records: a record as arbiter writes it is read the quick way, with its places",
          "[records]") {
  std::string text =
      "arbiter: 1\ngame: duelists\nseed: 5\nplayers: [Ann, Bob]\nactions:\n  - Ann: draw\n"
      "  - deck: Shot (2♠)\n  - Bob: play Shot (2♠) -> Ann\n";
  Record r = parse_record(text, "w.yaml");
  // yaml-cpp saw the head only; the actions were read here.
  CHECK(r.file.root()["actions"].IsNull());
  REQUIRE(r.actions.size() == 3);
  CHECK(r.actions[2].text == "play Shot (2♠) -> Ann");
  CHECK(r.actions[2].at.str() == "w.yaml:8:5");
  CHECK(r.actions[1].cards == std::vector<std::string>{"Shot (2♠)"});
}

TEST_CASE("records: a player named as a top-level state path of the game is refused at players",
          "[records]") {
  const std::string gang =
      "arbiter: 1\ngame: thegang\nseed: 11\nplayers: [Ann, Bob, PLAYER]\nactions: []\n";
  auto with = [](std::string text, const std::string& name) {
    return text.replace(text.find("PLAYER"), 6, name);
  };
  for (const char* name :
       {"vaults", "Vaults", "alarms", "heist", "community", "history", "ANNOUNCEMENTS"}) {
    Verdict_ v = judge(with(gang, name));
    INFO(name << ": " << v.message);
    CHECK(v.exit == 2);
    CHECK_THAT(v.message, Catch::StartsWith("record.yaml:4:") &&
                              Catch::Contains(std::string("players[2]: '") + name +
                                              "' is a state path of The Gang"));
  }
  // The built-in paths are reserved words: refused already when the record is read.
  CHECK_THAT(judge(with(gang, "Winners")).message, Catch::Contains("'Winners' is a reserved word"));
  // EndGame's dotted paths (markers.red) reserve their first word.
  const std::string endgame =
      "arbiter: 1\ngame: endgame\nseed: 11\nplayers: [Ann, Bob, PLAYER]\nactions: []\n";
  for (const char* name : {"markers", "phase", "bank", "destroyed", "sets"}) {
    Verdict_ v = judge(with(endgame, name));
    INFO(name << ": " << v.message);
    CHECK(v.exit == 2);
    CHECK_THAT(v.message, Catch::Contains("is a state path of EndGame and cannot name a player"));
  }
  // A path of another game, or a path under a player, is a name like any other.
  CHECK(judge(with(gang, "markers")).exit == 0);
  CHECK(judge(with(gang, "chips")).exit == 0);
  CHECK(judge(with(endgame, "vaults")).exit == 0);
  Content c = load_content(options().roots, "endgame");
  std::vector<std::string> paths = top_level_paths(c);
  CHECK(std::find(paths.begin(), paths.end(), "markers") != paths.end());
  CHECK(std::find(paths.begin(), paths.end(), "markers.red") == paths.end());
  CHECK(std::find(paths.begin(), paths.end(), "winners") != paths.end());
}

TEST_CASE(
    "records: a claim naming a card the game does not have is the record's fault, with a "
    "did-you-mean",
    "[records]") {
  const std::string head =
      "arbiter: 1\ngame: endgame\nseed: 93\nplayers: [Ann, Bob]\nsetup:\n  hands:\n"
      "    Ann: [Aaaaaand gone, Blue +1, Yellow +1, Purple]\nactions:\n";
  Verdict_ v = judge(head + "  - expect: {Ann.hand: [Red+2, Grey]}\n");
  CHECK(v.exit == 2);
  CHECK(v.step == 1);
  CHECK_THAT(
      v.message,
      Catch::EndsWith("record.yaml:9:14: step 1: Ann.hand: no card is called 'Red+2' (did you mean "
                      "'Red +2'?)"));
  // Written as one string too; the second card is the unknown one.
  v = judge(head + "  - expect: {Ann.hand: 'Purple, Gren'}\n");
  CHECK(v.exit == 2);
  CHECK_THAT(v.message, Catch::Contains("no card is called 'Gren' (did you mean 'Green'?)"));
  // Known cards that are not there: a claim that fails.
  v = judge(head + "  - expect: {Ann.hand: [Red +2, Grey]}\n");
  CHECK(v.exit == 1);
  CHECK_THAT(v.message,
             Catch::Contains(
                 "claimed [Red +2, Grey], actual [Aaaaaand gone, Blue +1, Yellow +1, Purple]"));
  // The Gang: a standard deck's card written another way, and a card of no copy.
  const std::string gang =
      "arbiter: 1\ngame: thegang\nseed: 11\nplayers: [Ann, Bob, Cid]\nsetup:\n  round: 4\n"
      "  community: [A♠, K♦, Q♣, J♥, 10♠]\nactions:\n";
  v = judge(gang + "  - expect: {community: [3♦, Jack♥]}\n");
  CHECK(v.exit == 2);
  CHECK_THAT(v.message, Catch::EndsWith("step 1: community: no card is called 'Jack♥'"));
  CHECK(judge(gang + "  - expect: {community: [A♠, K♦, Q♣, J♥, 10♠]}\n").exit == 0);
  CHECK(judge(gang + "  - expect: {community: [A♠, K♦, Q♣, J♥, 9♠]}\n").exit == 1);
  // The top of a pile: duelists has no Shoot, and no Shot of queen of spades.
  const std::string duel =
      std::string("arbiter: 1\ngame: duelists\nseed: 3\nplayers: [Ann, Bob]\nactions:\n");
  v = judge(duel + "  - expect: {discard.top: Shoot}\n");
  CHECK(v.exit == 2);
  CHECK_THAT(
      v.message,
      Catch::Contains("step 1: discard.top: no card is called 'Shoot' (did you mean 'Shot'?)"));
  v = judge(duel + "  - expect: {deck: [Shot (Q♠)]}\n");
  CHECK(v.exit == 2);
  CHECK_THAT(v.message, Catch::Contains("step 1: deck: no card Shot (Q♠) in this game"));
}

TEST_CASE("records: a claimed value outside the path's fixed values fails and names them",
          "[records]") {
  const std::string gang =
      "arbiter: 1\ngame: thegang\nseed: 11\nplayers: [Ann, Bob, Cid]\nactions:\n";
  Verdict_ v = judge(gang + "  - expect: {result: win}\n");
  CHECK(v.exit == 1);
  CHECK(v.step == 1);
  CHECK_THAT(
      v.message,
      Catch::Contains(
          "claim result: claimed win (result is one of: playing, won, lost), actual playing"));
  // One of the values, but not the one now: no list.
  v = judge(gang + "  - expect: {result: won}\n");
  CHECK(v.exit == 1);
  CHECK_THAT(v.message, Catch::Contains("claim result: claimed won, actual playing"));
  CHECK(judge(gang + "  - expect: {result: playing}\n").exit == 0);
  // Built-in booleans, in any game; BANG!'s roles; EndGame's phases.
  v = judge(gang + "  - expect: {over: no}\n");
  CHECK_THAT(v.message, Catch::Contains("claimed no (over is one of: true, false), actual false"));
  v = judge(
      "arbiter: 1\ngame: bang\nseed: 1\nplayers: [Ann, Bob, Cid, Dee]\nsetup:\n"
      "  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}\nactions:\n"
      "  - expect: {Bob.role: outlw, Bob.alive: yes}\n");
  CHECK_THAT(
      v.message,
      Catch::Contains("claim Bob.role: claimed outlw (Bob.role is one of: sheriff, deputy, outlaw, "
                      "renegade), actual outlaw"));
  CHECK_THAT(v.message,
             Catch::Contains(
                 "claim Bob.alive: claimed yes (Bob.alive is one of: true, false), actual true"));
  // A long list (BANG!'s sixteen characters) gives way to the nearest name.
  v = judge(
      "arbiter: 1\ngame: bang\nseed: 1\nplayers: [Ann, Bob, Cid, Dee]\nsetup:\n"
      "  characters: {Bob: Willy the Kid}\nactions:\n"
      "  - expect: {Bob.character: Wily the Kid}\n  - expect: {Bob.character: Beer}\n");
  CHECK_THAT(v.message,
             Catch::Contains("claimed Wily the Kid (did you mean 'Willy the Kid'?), actual "
                             "Willy the Kid"));
  CHECK_THAT(v.message, Catch::Contains("claim Bob.character: claimed Beer, actual Willy the Kid"));
  v = judge(
      "arbiter: 1\ngame: endgame\nseed: 11\nplayers: [Ann, Bob]\nactions:\n  - expect: {phase: "
      "playing}\n");
  CHECK_THAT(
      v.message,
      Catch::Contains("claimed playing (phase is one of: play, final, reveal, over), actual play"));
  // A path with no fixed values says nothing more.
  v = judge(gang + "  - expect: {vaults: many}\n");
  CHECK_THAT(v.message, Catch::Contains("claim vaults: claimed many, actual 0"));
}

TEST_CASE("records: a tab in the indentation is named where YAML stumbles on it, in both readings",
          "[records]") {
  const std::string head = "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\n";
  struct Case {
    std::string text, says;
  };
  const std::vector<Case> cases = {
      {head + "setup:\n\thands: {}\nactions: []\n",
       "record.yaml:5:7: not valid YAML: illegal map value (the tab at line 5, column 1 indents "
       "this line: YAML "
       "indents with spaces, never tabs)"},
      {head + "setup:\n  hands:\n  \tAnn: [Shot (2♠)]\nactions: []\n",
       "(the tab at line 6, column 3 indents this line"},
      {head + "actions:\n\t- Ann: draw\n",
       "record.yaml:5:2: not valid YAML: illegal block entry (the tab at line 5, column 1"},
      {head + "actions:\n  - Ann: draw\n\t- Bob: pass\n",
       "(the tab at line 6, column 1 indents this line"},
      {head + "actions:\n  - expect:\n\t    Ann.life: 3\n",
       "(the tab at line 6, column 1 indents this line"},
      {"\xEF\xBB\xBF"
       "arbiter: 1\n\tgame: duelists\nactions: []\n",
       "(the tab at line 2, column 1 indents this line"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    same_reading(c.text, "record.yaml");
    CHECK_THROWS_WITH(parse_record(c.text, "record.yaml"), Catch::Contains(c.says));
  }
  // No hint where the line YAML stumbles on has no tab in its indentation.
  for (const std::string& text :
       {head + "setup: {a: [}\nactions: []\n", head + "setup:\n  a: 'x\ty\n  b: [\nactions: []\n",
        head + "setup: x\t: y: z\nactions: []\n"}) {
    INFO(text);
    same_reading(text, "record.yaml");
    try {
      parse_record(text, "record.yaml");
    } catch (const Error& e) {
      CHECK_THAT(e.what(), !Catch::Contains("tab"));
    }
  }
  // A tab where YAML allows one is read as ever.
  CHECK(judge(head + "setup: {hands: {Ann: [Shot (2♠),\tShot (3♠)]}}\nactions: []\n").exit == 0);
  // Content files are read by the same parser and get the same hint.
  CHECK_THROWS_WITH(
      YamlFile::parse("a:\n\tb: 1\n", "game.yaml", Verdict::BadContent),
      Catch::Contains(
          "game.yaml:2:3: not valid YAML: illegal map value (the tab at line 2, column 1"));
}
