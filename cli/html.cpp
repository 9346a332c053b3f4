// `--html FILE` of replay and play (cli/html.h); the page itself is drawn
// by the report library (cli/report/page.cpp).
#include "cli/html.h"

#include <filesystem>
#include <iostream>

#include "cli/common.h"
#include "core/base/base.h"

namespace arbiter::cli {

void write_html(const std::string& file, const Record& rec, const std::string& record_name,
                const std::string& viewer, bool force, const VariantDifference* diff) {
  PageOptions o;
  o.roots = global().roots();
  o.record_name = std::filesystem::path(record_name).filename().string();
  o.viewer = viewer;
  o.variant = diff;
  o.version = program_version();
  Page p = replay_page(rec, o);
  if (p.html.empty()) throw Error(p.result.verdict, p.result.message);
  save_file(file, p.html, force);
  std::cerr << "replay page written to " << printable(file) << "\n";
}

}  // namespace arbiter::cli
