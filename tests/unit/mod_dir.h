// A content folder written by a test, as a modder would give it: a fresh
// folder under the temporary directory, removed when the test ends.
#pragma once
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

struct ModDir {
  std::filesystem::path root;
  explicit ModDir(const std::string& name) {
    root = std::filesystem::temp_directory_path() /
           ("arbiter-test-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(root);
    std::filesystem::create_directories(root);
  }
  ~ModDir() {
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
  }
  ModDir(const ModDir&) = delete;
  ModDir& operator=(const ModDir&) = delete;
  void write(const std::string& rel, const std::string& text) const {
    std::filesystem::path p = root / rel;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p) << text;
  }
  std::string read(const std::string& rel) const {
    std::ifstream in(root / rel);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  // A whole copy of the fixture game, to change a file of it.
  void copy_fixtures() const {
    for (const char* part : {"content", "scripts"})
      std::filesystem::copy(std::string(ARBITER_SOURCE_DIR "/tests/fixtures/") + part, root / part,
                            std::filesystem::copy_options::recursive);
  }
  // The fixture game's folder, then this one (a mod of it).
  std::vector<std::string> roots() const {
    return {ARBITER_SOURCE_DIR "/tests/fixtures", root.string()};
  }
};
