// The table at the terminal: the view model (core/records/view.h) drawn as a few
// lines, one per seat, then the shared areas, then the viewer's own private
// cards, to fit beside the options on a 24-line, 80-column screen.
#pragma once
#include <string>
#include <vector>

#include "core/records/records.h"

namespace arbiter::cli {

// `width`: the columns a line may take (a seat line too long goes on below,
// indented). Colour through common.h (red hearts and diamonds, the player
// whose turn it is in bold), so none where colour is off.
std::vector<std::string> table_lines(const TableView& v, size_t width = 80);

// The columns of the terminal on stdout, else 80.
size_t terminal_width();

}  // namespace arbiter::cli
