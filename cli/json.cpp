// JSON values from the YAML text the engine writes for claims and state.
#include <yaml-cpp/yaml.h>

#include <nlohmann/json.hpp>
#include <regex>

#include "cli/common.h"

namespace arbiter::cli {

namespace {

Json scalar_json(const std::string& s) {
  static const std::regex integer("-?(0|[1-9][0-9]{0,17})");
  if (std::regex_match(s, integer)) return std::stoll(s);
  if (s == "true" || s == "false") return s == "true";
  if (s == "null" || s == "~") return nullptr;
  return s;
}

Json node_json(const YAML::Node& n) {
  if (n.IsNull()) return nullptr;
  if (n.IsScalar()) {
    // A quoted scalar stays a string whatever it reads as.
    return n.Tag() == "!" ? Json(n.Scalar()) : scalar_json(n.Scalar());
  }
  if (n.IsSequence()) {
    Json out = Json::array();
    for (const auto& x : n) out.push_back(node_json(x));
    return out;
  }
  Json out = Json::object();
  for (auto it = n.begin(); it != n.end(); ++it) out[it->first.Scalar()] = node_json(it->second);
  return out;
}

}  // namespace

Json json_typed(const std::string& yaml_text) {
  try {
    YAML::Node n = YAML::Load(yaml_text);
    if (n.IsScalar() && n.Scalar() != yaml_text) return yaml_text;
    return node_json(n);
  } catch (const YAML::Exception&) {
    return yaml_text;
  }
}

}  // namespace arbiter::cli
