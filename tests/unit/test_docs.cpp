// docs/lua-api.md documents every function bound on the engine API.
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/api/lua_api.h"
#include "core/checks/old_names.h"
#include "core/content/content.h"

namespace {
std::string read_doc(const std::string& rel) {
  std::ifstream in(ARBITER_SOURCE_DIR "/" + rel);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
}  // namespace

TEST_CASE("docs: each game's page lists the rulings of its rulings file, and only those",
          "[docs]") {
  for (const std::string game : {"bang", "thegang", "endgame"}) {
    arbiter::Content c = arbiter::load_content({ARBITER_SOURCE_DIR}, game);
    if (c.rulings.empty()) continue;
    std::string doc = read_doc("docs/games/" + game + ".md");
    REQUIRE(!doc.empty());
    std::set<std::string> listed;
    for (const auto& r : c.rulings) {
      listed.insert(r.id);
      INFO(game << ": " << r.id << " is in rulings.yaml but not in docs/games/" << game << ".md");
      CHECK(doc.find(r.id) != std::string::npos);
    }
    // Every id the page's ruling table gives a row ("| G04 |") is in the file.
    std::istringstream lines(doc);
    for (std::string line; std::getline(lines, line);) {
      if (line.rfind("| ", 0) != 0) continue;
      std::string id = line.substr(2, line.find(' ', 2) - 2);
      if (id.size() < 2 || !std::isupper(static_cast<unsigned char>(id[0])) ||
          id.find_first_not_of("0123456789", 1) != std::string::npos)
        continue;
      INFO(game << ": docs/games/" << game << ".md has a row for " << id
                << ", which rulings.yaml lacks");
      CHECK(listed.count(id) == 1);
    }
  }
}

TEST_CASE("docs: every engine API function has an entry in docs/lua-api.md", "[docs]") {
  std::ifstream in(ARBITER_SOURCE_DIR "/docs/lua-api.md");
  REQUIRE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string doc = ss.str();
  for (const auto& name : arbiter::api_function_names()) {
    INFO("ctx:" << name << " has no entry in docs/lua-api.md");
    CHECK(doc.find("`ctx:" + name + "(") != std::string::npos);
  }
}

TEST_CASE("docs: every old name of the engine API has its row in docs/lua-api.md", "[docs]") {
  std::string doc = read_doc("docs/lua-api.md");
  for (const auto& a : arbiter::api_aliases()) {
    std::string row = "| `ctx:" + std::string(a.old) + "(";
    size_t at = doc.find(row);
    INFO("ctx:" << a.old << " has no row in the table of old names");
    REQUIRE(at != std::string::npos);
    std::string line = doc.substr(at, doc.find('\n', at) - at);
    INFO(line);
    CHECK(line.find("`ctx:" + std::string(a.now) + "(") != std::string::npos);
  }
}

TEST_CASE("docs: every old form of the engine API has its row in docs/lua-api.md", "[docs]") {
  std::string doc = read_doc("docs/lua-api.md");
  for (const auto& f : arbiter::api_old_forms()) {
    std::string row = "| `" + std::string(f.was) + "` | `" + f.now + "`";
    INFO("the table of old forms has no row " << row);
    CHECK(doc.find(row) != std::string::npos);
  }
}

// The repository stands alone: no file a user or a contributor reads points
// at documents outside it, or at one developer's checkout.
TEST_CASE("docs: nothing in the repository cites a file outside it", "[docs]") {
  namespace fs = std::filesystem;
  // Spelled in pieces so that this file does not match itself.
  const std::vector<std::string> outside = {
      std::string("..") + "/shared", std::string("game-") + "record.md", std::string("/wo") + "rk/",
      std::string("shared/") + "seeds"};
  int files = 0;
  for (const char* dir : {"docs", "core", "cli", "scripts", "tests", "fuzz", "bench", ".ci"}) {
    fs::path root = fs::path(ARBITER_SOURCE_DIR) / dir;
    if (!fs::exists(root)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
      if (!e.is_regular_file()) continue;
      std::string rel = fs::relative(e.path(), ARBITER_SOURCE_DIR).string();
      std::string text = read_doc(rel);
      ++files;
      for (const auto& s : outside) {
        INFO(rel << " mentions " << s);
        CHECK(text.find(s) == std::string::npos);
      }
    }
  }
  for (const char* top : {"README.md", "Makefile", "CMakeLists.txt"})
    for (const auto& s : outside) {
      INFO(top << " mentions " << s);
      CHECK(read_doc(top).find(s) == std::string::npos);
    }
  CHECK(files > 100);
}
