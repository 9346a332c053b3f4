// `arbiter replay REC --readings`: the record judged under every reading of
// the rules (core/records/readings.h), said as lines, as JSON or as a page
// that sets the readings side by side where they part (web/readings.*).
#pragma once
#include <string>
#include <vector>

#include "core/base/json.h"
#include "core/records/records.h"

namespace arbiter::cli {

struct ReadingsArgs {
  std::string file;                   // the record, as the user named it
  std::vector<std::string> variants;  // --variant: more readings, each alone
  bool json = false, force = false;
  std::string html;  // --html FILE: the readings page
};

// Judges, prints and (with --html) writes the page; returns the exit code
// (readings_exit: 0 every reading gives the default's verdict, 1 one does not).
int run_readings(const ReadingsArgs& a, const Record& rec);

// The readings as JSON (shape in docs/cli.md); with `steps`, each
// reading's every step too (what the page draws).
Json readings_json(const std::string& record_name, const Record& rec,
                   const std::vector<Reading>& readings, bool steps);

// The readings page: one self-contained file, text escaped (web/readings.*).
std::string readings_page(const std::string& record_name, const Record& rec,
                          const std::vector<Reading>& readings);

// A verdict's failed claims as JSON (cli/replay.cpp; shape in docs/cli.md).
Json failed_claims_json(const ReplayResult& r);

}  // namespace arbiter::cli
