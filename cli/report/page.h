// The replay page: a record as one self-contained web page (`arbiter replay
// RECORD --html FILE`, `arbiter play ... --html FILE`). The page's own HTML,
// CSS and JavaScript live in web/ and are embedded at build time. Part of
// the report library (cli/report/, with sim's statistics): the command
// line, the tests and the benchmarks link it.
#pragma once
#include <string>
#include <vector>

#include "core/records/records.h"

namespace arbiter::cli {

// Where `replay --variant V` first judges the record otherwise.
struct VariantDifference {
  std::string with;  // the variants added
  int step = -1;     // -1: no difference
  std::string text;  // what differs there
};

struct PageOptions {
  std::vector<std::string> roots;  // content roots; those after the first are mods
  ScriptHost* host = nullptr;      // a loaded game to judge with (ReplayOptions::host)
  std::string record_name;         // as the page names it
  std::string viewer;              // one player's page, or empty for every viewer
  bool spectator = false;          // the public page: what every seat may see (a served table's)
  const VariantDifference* variant = nullptr;
  std::string version;  // of arbiter, as the page names its judge
};

struct Page {
  std::string html;  // empty when the record could not be replayed at all
  ReplayResult result;
};

// Replays the record and draws every step as each viewer saw it. A page for
// one player holds nothing that player could not see: not in the tables,
// the narration, the entries (pins, moves naming hidden cards) or the claims.
Page replay_page(const Record& rec, const PageOptions& o);

}  // namespace arbiter::cli
