// JSON values from the YAML text the engine writes for claims and state.
#include <yaml-cpp/yaml.h>

#include <regex>

#include "cli/common.h"

namespace arbiter::cli {

namespace {

std::string scalar_json(const std::string& s) {
  static const std::regex integer("-?(0|[1-9][0-9]{0,17})");
  if (std::regex_match(s, integer)) return s;
  if (s == "true" || s == "false") return s;
  if (s == "null" || s == "~") return "null";
  return json_str(s);
}

std::string node_json(const YAML::Node& n) {
  if (n.IsNull()) return "null";
  if (n.IsScalar()) {
    // A quoted scalar stays a string whatever it reads as.
    return n.Tag() == "!" ? json_str(n.Scalar()) : scalar_json(n.Scalar());
  }
  std::string out;
  if (n.IsSequence()) {
    for (const auto& x : n) out += (out.empty() ? "" : ", ") + node_json(x);
    return "[" + out + "]";
  }
  for (auto it = n.begin(); it != n.end(); ++it)
    out += (out.empty() ? "" : ", ") + json_str(it->first.Scalar()) + ": " + node_json(it->second);
  return "{" + out + "}";
}

}  // namespace

std::string json_typed(const std::string& yaml_text) {
  try {
    YAML::Node n = YAML::Load(yaml_text);
    if (n.IsScalar() && n.Scalar() != yaml_text) return json_str(yaml_text);
    return node_json(n);
  } catch (const YAML::Exception&) {
    return json_str(yaml_text);
  }
}

}  // namespace arbiter::cli
