#include "core/base/error.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

#include "core/base/text.h"

namespace arbiter {

std::string without_nul(std::string msg) {
  if (msg.find('\0') == std::string::npos) return msg;
  std::string out;
  for (char c : msg) out += c == '\0' ? std::string("\\x00") : std::string(1, c);
  return out;
}

std::string SourceLoc::str() const {
  std::string s = file.empty() ? "<input>" : printable(file);  // a name from outside
  if (line > 0) s += ":" + std::to_string(line);
  if (col > 0) s += ":" + std::to_string(col);
  return s;
}

}  // namespace arbiter
