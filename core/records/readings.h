// Which reading decides: one record judged under the game's default rules
// and under each of its shipped variants and installed versions of its
// rules, one at a time (`arbiter replay REC --readings`). Half of all rules
// arguments are "it depends which rule you read": this says, reading by
// reading, whether the verdict depends on it and at which step and ruling
// the game first goes otherwise.
#pragma once
#include <string>
#include <vector>

#include "core/records/record.h"
#include "core/records/replay.h"

namespace arbiter {

// One step as a reading judged it: enough to say where two readings part.
struct ReadingStep {
  int step = 0;
  std::string entry;
  std::vector<std::string> lines;  // narration, each "text [ruling]" as --explain gives it
  std::vector<std::string> rules;  // the ruling of each line, or empty
  std::string digest;              // the state and open decision after it
};

struct Reading {
  std::string name;                   // "default", a variant's id, "version 1"
  std::string kind;                   // "default", "variant" or "version"
  std::vector<std::string> variants;  // added to the record's own
  std::vector<std::string> without;   // taken from the record's own
  int version = 0;                    // the version of the rules judged under (0: the record's)
  std::string description;            // the variant's or the version's own text
  ReplayResult result;
  // False when the reading's content does not load with the record (a
  // variant that cannot be added to the record's): result.message says why.
  bool judged = true;
  bool same_verdict = true;  // the default's verdict: the same exit, step and failed claims
  int parts_at = -1;         // the first step judged otherwise than by default (-1: none)
  std::string entry;         // that step's entry as written
  // What this reading says there and what the default says (the first
  // narration line that differs, a refusal or a failed claim), and the
  // ruling that made the difference, when one is cited.
  std::string line, default_line, ruling;
  std::vector<ReadingStep> steps;    // every step this reading played
  std::string verdict_text() const;  // "ok (game over)", "refused at step 5: ..."
  std::string text() const;          // the verdict, then where it parts from the default
};

// The readings of `rec`: the default (the record as played: its own
// variants and version of the rules) first, then the record without each
// variant it names, each variant of the game's own folder that it does not
// name, each of `named` (variants the user asks for), and each other
// installed version of the rules. `opts`: roots and the like. A reading
// whose content does not load is kept, not judged.
std::vector<Reading> judge_readings(const Record& rec, const ReplayOptions& opts,
                                    const std::vector<std::string>& named = {});

// 0 when every reading judged gives the default's verdict, 1 when one does
// not; the default's own exit when the record cannot be judged at all.
int readings_exit(const std::vector<Reading>& readings);

}  // namespace arbiter
