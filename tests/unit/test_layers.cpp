// The core's layers (core/layers.txt) as the source keeps them: every file
// of core/ in a layer's folder, every include of a core header pointing at
// its own layer or one below, and docs/architecture.md naming every file
// under its layer. The build refuses an upward include too; this test says
// which include it was without a build, and covers the headers no source
// of that layer happens to include.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

const fs::path kRoot = ARBITER_SOURCE_DIR;

// layer -> the layers it names, in the order of the file.
std::vector<std::pair<std::string, std::vector<std::string>>> read_layers() {
  std::vector<std::pair<std::string, std::vector<std::string>>> out;
  std::istringstream lines(slurp(kRoot / "core/layers.txt"));
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string name, dep;
    words >> name;
    bool named = !name.empty() && name.back() == ':';
    if (named) name.pop_back();
    std::vector<std::string> below;
    while (words >> dep) below.push_back(dep);
    out.emplace_back(name, below);
  }
  return out;
}

// Each layer with every layer it may see: itself, those it names, theirs.
std::map<std::string, std::set<std::string>> visible_layers() {
  std::map<std::string, std::set<std::string>> seen;
  for (const auto& [name, below] : read_layers()) {
    std::set<std::string>& mine = seen[name];
    mine.insert(name);
    for (const auto& b : below) {
      INFO("core/layers.txt: " << name << " names " << b << ", which is not listed above it");
      REQUIRE(seen.count(b));
      mine.insert(seen[b].begin(), seen[b].end());
    }
  }
  return seen;
}

std::vector<fs::path> core_files() {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(kRoot / "core"))
    if (e.is_regular_file()) out.push_back(fs::relative(e.path(), kRoot));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("layers: every file of core/ is in a layer's folder", "[layers]") {
  auto seen = visible_layers();
  REQUIRE(seen.size() >= 5);
  for (const auto& f : core_files()) {
    if (f == "core/layers.txt") continue;
    auto parts = std::vector<fs::path>(f.begin(), f.end());
    INFO(f.string() << " is in no layer's folder (core/<layer>/<file>, layers in core/layers.txt)");
    REQUIRE(parts.size() == 3);
    CHECK(seen.count(parts[1].string()));
  }
}

TEST_CASE("layers: every include of a core header points at its own layer or one below",
          "[layers]") {
  auto seen = visible_layers();
  const std::regex include(R"re(#include\s+"core/([a-z]+)/([a-z_0-9]+\.h)")re");
  int checked = 0;
  for (const auto& f : core_files()) {
    if (f.extension() != ".h" && f.extension() != ".cpp") continue;
    std::string layer = (*std::next(f.begin())).string();
    std::string text = slurp(kRoot / f);
    for (std::sregex_iterator m(text.begin(), text.end(), include), end; m != end; ++m) {
      std::string to = (*m)[1], header = (*m)[2];
      ++checked;
      INFO(f.string() << " includes core/" << to << "/" << header << ": layer " << layer
                      << " sees only " << [&] {
                           std::string s;
                           for (const auto& l : seen[layer]) s += (s.empty() ? "" : ", ") + l;
                           return s;
                         }());
      CHECK(seen[layer].count(to));
      INFO(f.string() << " includes core/" << to << "/" << header << ", which does not exist");
      CHECK(fs::exists(kRoot / "core" / to / header));
    }
  }
  CHECK(checked > 100);
}

// docs/architecture.md gives each layer a section, in the order of
// core/layers.txt, naming each of its headers and each source without one.
TEST_CASE("layers: docs/architecture.md names every file under its layer", "[layers][docs]") {
  std::string doc = slurp(kRoot / "docs/architecture.md");
  auto layers = read_layers();
  size_t last = 0;
  std::map<std::string, std::string> section;
  for (size_t i = 0; i < layers.size(); ++i) {
    std::string heading = "### core/" + layers[i].first + "/";
    size_t at = doc.find(heading);
    INFO("docs/architecture.md has no section '" << heading << "' after the one before it");
    REQUIRE(at != std::string::npos);
    REQUIRE(at >= last);
    size_t next = doc.find("\n#", at + heading.size());
    section[layers[i].first] = doc.substr(at, next - at);
    last = at;
  }
  for (const auto& f : core_files()) {
    if (f == "core/layers.txt") continue;
    std::string layer = (*std::next(f.begin())).string();
    std::string name = f.filename().string();
    if (f.extension() == ".cpp" && fs::exists(kRoot / f.parent_path() / (f.stem().string() + ".h")))
      continue;  // the header names the module
    INFO("docs/architecture.md's section on core/" << layer << "/ does not name " << name);
    CHECK(section[layer].find("`" + name + "`") != std::string::npos);
  }
}

// cli/ sees the core through the few public headers docs/architecture.md
// lists under "Public headers"; an include of any other core header, in a
// source or a header of cli/, fails here.
TEST_CASE("layers: cli/ includes only the core's public headers", "[layers][docs]") {
  std::string doc = slurp(kRoot / "docs/architecture.md");
  size_t at = doc.find("\n## Public headers");
  REQUIRE(at != std::string::npos);
  std::string section = doc.substr(at, doc.find("\n## ", at + 1) - at);
  std::set<std::string> listed;
  const std::regex item(R"re(\n- `(core/[a-z]+/[a-z_0-9]+\.h)`)re");
  for (std::sregex_iterator m(section.begin(), section.end(), item), end; m != end; ++m) {
    listed.insert((*m)[1]);
    INFO("docs/architecture.md lists " << (*m)[1] << ", which does not exist");
    CHECK(fs::exists(kRoot / std::string((*m)[1])));
  }
  REQUIRE(listed.size() >= 3);
  CHECK(listed.size() <= 9);  // a handful, or they are no wall
  const std::regex include(R"re(#include\s+"(core/[^"]+)")re");
  int checked = 0;
  for (const auto& e : fs::recursive_directory_iterator(kRoot / "cli")) {
    auto ext = e.path().extension();
    if (ext != ".h" && ext != ".cpp") continue;
    std::string text = slurp(e.path());
    for (std::sregex_iterator m(text.begin(), text.end(), include), end; m != end; ++m) {
      ++checked;
      INFO(fs::relative(e.path(), kRoot).string()
           << " includes " << (*m)[1]
           << ", not one of the public headers docs/architecture.md lists");
      CHECK(listed.count((*m)[1]));
    }
  }
  CHECK(checked > 20);
}
