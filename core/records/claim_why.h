// Why a claim does not hold: the steps since the claimed value last held
// that changed it, told with their narration and rulings. A record with a
// failed claim is played a second time, narrated, to find them; replay()
// and legal_after() do it for every failed claim (ClaimFailure::why).
#pragma once
#include <yaml-cpp/yaml.h>

#include <functional>
#include <string>

#include "core/records/record.h"
#include "core/records/replay.h"

namespace arbiter {

// A claimed value as the record wrote it ("3", "[Shot (5♥)]"), the form
// failed claims and their explanations quote.
std::string claimed_text(const YAML::Node& n);

// One run of the judge over a record with no explanation of its failed
// claims: what replay() does first, and what explain_claims replays with
// (replay() itself would explain again, without end). In replay.cpp.
ReplayResult judge_record(const Record& rec, const ReplayOptions& opts,
                          const std::function<void(const StepReport&)>& on_step);

// Fills in each failure's `why`, `changed_at` and `held_at` in `res`, the
// verdict on `rec` under `opts`. Says nothing where the second run is not
// the same game (it fails otherwise, or other claims fail).
void explain_claims(const Record& rec, const ReplayOptions& opts, ReplayResult& res);

}  // namespace arbiter
