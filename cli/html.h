// `--html FILE` of replay and play (cli/html.cpp); the page itself is drawn
// by the report library (cli/report/page.h).
#pragma once
#include <string>

#include "cli/report/page.h"

namespace arbiter::cli {

// `--html FILE` of replay and play: the page of `rec` written to `file` (an
// existing one only with `force`), said on stderr. Throws Error when the
// record cannot be drawn at all (its content does not load, the view hook
// fails).
void write_html(const std::string& file, const Record& rec, const std::string& record_name,
                const std::string& viewer, bool force, const VariantDifference* diff = nullptr);

}  // namespace arbiter::cli
