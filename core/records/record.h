// Game records (docs/record-format.md): read with every error placed at its
// line, column and path; written so that they replay to the same digest.
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/base/error.h"
#include "core/base/yaml_check.h"

namespace arbiter {

struct Entry {
  enum class Kind { Decision, Deck, Random, Expect, Note };
  Kind kind = Kind::Note;
  int step = 0;
  std::string player;              // Decision
  std::string text;                // Decision label, Note text
  std::vector<std::string> cards;  // Deck, Random
  YAML::Node claims;               // Expect
  SourceLoc at;
};

struct Record {
  int version = 1;
  std::string game;
  std::string content;   // digest, when written by arbiter
  int game_version = 0;  // the version of the game's rules it was played under; 0: not said
  std::vector<std::string> variants;
  // The mods it was played with, by id (a mod folder's name) and digest
  // (core/content/mods.h); `mods_named` false when the record does not say
  // (hand-written, or written before records said it).
  std::vector<std::pair<std::string, std::string>> mods;
  bool mods_named = false;
  uint64_t seed = 0;
  std::map<std::string, std::string> options;
  std::vector<std::string> players;
  YAML::Node setup;
  std::vector<Entry> actions;
  YamlFile file;  // kept for positions in setup errors
};

// Limits on what a record may be, so a hostile file is refused, not obeyed.
// yaml-cpp needs about 80 bytes of memory and a microsecond of time per byte
// of a record; the longest games arbiter writes are a few hundred KiB.
constexpr size_t kMaxRecordBytes = 4u << 20;

// Throws Error (BadRecord) with line, column and path.
Record read_record(const std::string& path);
Record parse_record(const std::string& text, const std::string& name);
// The same, with yaml-cpp reading the whole text. parse_record reads the
// usual shape of a record (the actions one `- KEY: VALUE` line each) quicker
// and hands anything else to this one; tests and the fuzzer hold the two to
// the same records and the same messages.
Record parse_record_yaml(const std::string& text, const std::string& name);
std::string write_record(const Record& r);
// Writes atomically (temporary file, then rename); refuses to overwrite unless `force`.
void save_file(const std::string& path, const std::string& text, bool force);

// Player names: `[A-Za-z][A-Za-z0-9_-]*`, none of the reserved words.
std::string check_player_name(const std::string& name);  // empty when fine

}  // namespace arbiter
