// Walking YAML with checks: every map's keys against what is allowed, no
// duplicate keys (yaml-cpp keeps them silently), types, and 1-based positions.
#pragma once
#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.h"

namespace arbiter {

// What any YAML file arbiter reads may be: nesting far beyond what a record or
// content needs is refused before it can exhaust the stack, and so is a tree
// of more values than a large file could plainly hold. Aliases of lists and
// mappings are refused (see YamlFile::parse).
constexpr int kMaxYamlDepth = 64;
constexpr size_t kMaxYamlNodes = 4'000'000;
// The text of all values together, each alias counted again for every use:
// an anchor of 2 MiB aliased 400,000 times is a few MiB of file and 800 GB
// for whoever walks it.
constexpr size_t kMaxYamlText = 4u << 20;

class YamlFile {
 public:
  YamlFile() = default;
  // Reads and parses; a syntax error, text that is not UTF-8, nesting past
  // kMaxYamlDepth, more than kMaxYamlNodes values or a key given twice in a
  // mapping becomes an Error with `verdict` and the position.
  // `inside`: the folder the file must resolve into (core/base/safe_file.h).
  static YamlFile load(const std::string& path, Verdict verdict, const std::string& inside = "");
  static YamlFile parse(const std::string& text, const std::string& name, Verdict verdict);

  const YAML::Node& root() const { return root_; }
  const std::string& name() const { return name_; }
  SourceLoc at(const YAML::Node& n) const;
  Error error(const YAML::Node& n, const std::string& msg) const;
  size_t nodes() const { return nodes_; }  // values in the tree, as counted against kMaxYamlNodes

  // Throws unless `n` is a map whose keys are all in `allowed` and not repeated.
  void check_keys(const YAML::Node& n, const std::vector<std::string>& allowed,
                  const std::string& what) const;
  void require_defined(const YAML::Node& n, const std::string& what) const;
  void require_map(const YAML::Node& n, const std::string& what) const;
  void require_list(const YAML::Node& n, const std::string& what) const;
  std::string str(const YAML::Node& n, const std::string& what) const;
  int integer(const YAML::Node& n, const std::string& what) const;
  bool boolean(const YAML::Node& n, const std::string& what) const;
  // A list written as a YAML list or as one comma-separated string.
  std::vector<std::string> str_list(const YAML::Node& n, const std::string& what) const;

  Verdict verdict = Verdict::BadContent;

 private:
  YAML::Node root_;
  std::string name_;
  size_t nodes_ = 0;
};

// The offset of the first byte that is not part of well-formed UTF-8 (or is
// a NUL), or npos.
size_t bad_utf8(std::string_view s);

// Splits `a, b, c` at commas (the record's one-string list form).
std::vector<std::string> split_commas(const std::string& s);

}  // namespace arbiter
