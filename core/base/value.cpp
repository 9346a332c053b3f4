#include "core/base/value.h"

namespace arbiter {

size_t Value::bytes() const {
  size_t n = sizeof(Value) + s.size();
  for (const auto& e : list) n += e.bytes();
  return n;
}

std::string Value::text() const {
  switch (kind) {
    case Kind::Nil:
      return "null";
    case Kind::Bool:
      return b ? "true" : "false";
    case Kind::Int:
      return std::to_string(i);
    case Kind::Str:
      return s;
    case Kind::List: {
      std::string out = "[";
      for (size_t k = 0; k < list.size(); ++k) out += (k ? ", " : "") + list[k].text();
      return out + "]";
    }
  }
  return "";
}

}  // namespace arbiter
