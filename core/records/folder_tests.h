// Folders of records judged against what their EXPECTED.json says of each
// (`arbiter test`): the exit code, the step of a refusal, a part of its
// message, whether it stops settled; and, for `--coverage`, which of a
// game's rulings no record cites and which definitions no record names.
#pragma once
#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/records/loaded_games.h"
#include "core/records/replay.h"

namespace arbiter {

// One record's entry of EXPECTED.json; a record not listed expects the defaults.
struct Expected {
  int exit = 0;
  int step = -1;     // -1: not checked
  std::string says;  // a part of the verdict's message; empty: not checked
  int settled = -1;  // 1/0: the record must stop at a settled point, or not; -1: not checked
};

// A folder's EXPECTED.json by record name (the file's stem); none when the
// folder has no such file or it is empty. Throws an Error (BadRecord) naming
// the entry that is wrong and the shape an entry takes.
std::map<std::string, Expected> read_expected(const std::filesystem::path& dir);

// One record judged against its expectation.
struct RecordTested {
  std::string file;  // as found under the folder given
  bool ok = false;
  std::string got;     // "exit 1 at step 3, unsettled"
  std::string wanted;  // "exit 1 at step 3, saying '(R16)'"
  std::string said;    // the verdict's lines (an invariant broken first), or empty
};

// A name EXPECTED.json lists with no record of that name beside it.
struct Unmatched {
  std::string expected_file;  // the EXPECTED.json
  std::string name;
};

// A game's coverage by the records judged: rulings no record's narration or
// verdict cites, definitions no record names, and ruling ids narrated that
// the game's list lacks.
struct Coverage {
  std::string game;
  int records = 0;
  int listed = 0;    // rulings counted
  int named_of = 0;  // definitions counted
  int left_out = 0;  // rulings and definitions of folders not in scope
  std::vector<std::string> uncited, unnamed, unlisted;
  int gaps() const { return static_cast<int>(uncited.size() + unnamed.size() + unlisted.size()); }
};

// The content folders being tested: for each folder of records, the deepest
// content root that holds it (a mod's records live in the mod), keyed by its
// canonical path, with the root as it was given. Empty when no root holds
// any: then everything counts.
std::map<std::string, std::string> tested_roots(const std::vector<std::string>& dirs,
                                                const std::vector<std::string>& roots);

class FolderTests {
 public:
  // Records are judged with the games of `roots`; `coverage`: keep what they
  // say, for coverage().
  FolderTests(std::vector<std::string> roots, bool coverage);

  // Judges every record (.yaml, .yml) under `dir` in the order of their
  // paths, each told to `on_record` as it is judged; after every step, the
  // game's invariant is checked as soak checks it. Returns the names of
  // its EXPECTED.json files with no record. Throws an Error when `dir` is
  // not a folder or an EXPECTED.json is malformed.
  std::vector<Unmatched> run(const std::string& dir,
                             const std::function<void(const RecordTested&)>& on_record);

  // Each game judged so far, counting only the rulings and definitions of
  // the folders in `scope` (tested_roots; all when it is empty).
  std::vector<Coverage> coverage(const std::map<std::string, std::string>& scope);

 private:
  // What the records of one game said: every entry, every narration line,
  // every verdict message, and the ruling ids narration lines end with.
  struct Seen {
    int records = 0;
    std::string text;
    std::set<std::string> narrated;
  };
  std::vector<std::string> roots_;
  bool coverage_;
  LoadedGames loaded_;
  std::map<std::string, Seen> seen_;  // by game, with coverage

  RecordTested test(const std::filesystem::path& file, const Expected& want);
  ReplayResult judge(const std::filesystem::path& file, std::string& broken);
  static void hear(Seen& s, const std::string& line);
};

}  // namespace arbiter
