// The table view read back from its JSON (core/records/view.h's view_json,
// as a served table sends it), so `arbiter join` draws a served table with
// the same terminal table as `arbiter play`.
#pragma once
#include <string>

#include "core/records/records.h"

namespace arbiter::cli {

// Throws Error (BadRecord) naming what is missing when `json` is not a view.
TableView view_from_json(const std::string& json);

}  // namespace arbiter::cli
