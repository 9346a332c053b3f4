#include "core/yaml_check.h"

#include <fstream>
#include <set>
#include <sstream>

namespace arbiter {

YamlFile YamlFile::load(const std::string& path, Verdict verdict) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(verdict, path + ": cannot read the file");
  std::stringstream ss;
  ss << in.rdbuf();
  return parse(ss.str(), path, verdict);
}

YamlFile YamlFile::parse(const std::string& text, const std::string& name, Verdict verdict) {
  YamlFile f;
  f.name_ = name;
  f.verdict = verdict;
  try {
    f.root_ = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    SourceLoc at{name, e.mark.line + 1, e.mark.column + 1};
    throw Error(verdict, at.str() + ": not valid YAML: " + e.msg);
  } catch (const YAML::Exception& e) {
    throw Error(verdict, name + ": not valid YAML: " + e.msg);
  }
  return f;
}

SourceLoc YamlFile::at(const YAML::Node& n) const {
  SourceLoc loc{name_, 0, 0};
  if (n.IsDefined() && n.Mark().line >= 0) {
    loc.line = n.Mark().line + 1;
    loc.col = n.Mark().column + 1;
  }
  return loc;
}

Error YamlFile::error(const YAML::Node& n, const std::string& msg) const {
  return Error(verdict, at(n).str() + ": " + msg);
}

void YamlFile::require_map(const YAML::Node& n, const std::string& what) const {
  if (!n.IsMap()) throw error(n, what + ": expected a mapping");
}

void YamlFile::require_list(const YAML::Node& n, const std::string& what) const {
  if (!n.IsSequence()) throw error(n, what + ": expected a list");
}

void YamlFile::check_keys(const YAML::Node& n, const std::vector<std::string>& allowed,
                          const std::string& what) const {
  require_map(n, what);
  std::set<std::string> seen;
  for (auto it = n.begin(); it != n.end(); ++it) {
    if (!it->first.IsScalar()) throw error(it->first, what + ": keys must be plain words");
    std::string key = it->first.Scalar();
    if (!seen.insert(key).second) throw error(it->first, what + ": key '" + key + "' is given twice");
    bool ok = false;
    for (const auto& a : allowed) ok = ok || a == key;
    if (!ok) {
      std::string known;
      for (const auto& a : allowed) known += (known.empty() ? "" : ", ") + a;
      throw error(it->first, what + ": unknown key '" + key + "'" + did_you_mean(key, allowed) +
                                 "; expected one of: " + known);
    }
  }
}

std::string YamlFile::str(const YAML::Node& n, const std::string& what) const {
  if (!n.IsScalar()) throw error(n, what + ": expected text");
  return n.Scalar();
}

int YamlFile::integer(const YAML::Node& n, const std::string& what) const {
  if (!n.IsScalar()) throw error(n, what + ": expected a whole number");
  const std::string& s = n.Scalar();
  size_t pos = 0;
  int v = 0;
  try {
    v = std::stoi(s, &pos);
  } catch (...) {
    pos = 0;
  }
  if (pos == 0 || pos != s.size()) throw error(n, what + ": expected a whole number, not '" + s + "'");
  return v;
}

bool YamlFile::boolean(const YAML::Node& n, const std::string& what) const {
  if (n.IsScalar() && (n.Scalar() == "true" || n.Scalar() == "false")) return n.Scalar() == "true";
  throw error(n, what + ": expected true or false");
}

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    size_t a = cur.find_first_not_of(' '), b = cur.find_last_not_of(' ');
    if (a != std::string::npos) out.push_back(cur.substr(a, b - a + 1));
    cur.clear();
  };
  for (char c : s) {
    if (c == ',') flush();
    else cur += c;
  }
  flush();
  return out;
}

std::vector<std::string> YamlFile::str_list(const YAML::Node& n, const std::string& what) const {
  if (n.IsNull()) return {};
  if (n.IsScalar()) return split_commas(n.Scalar());
  if (!n.IsSequence()) throw error(n, what + ": expected a list");
  std::vector<std::string> out;
  for (const auto& e : n) out.push_back(str(e, what));
  return out;
}

}  // namespace arbiter
