#include "core/base/error.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

namespace arbiter {

std::string SourceLoc::str() const {
  std::string s = file.empty() ? "<input>" : file;
  if (line > 0) s += ":" + std::to_string(line);
  if (col > 0) s += ":" + std::to_string(col);
  return s;
}

}  // namespace arbiter
