#include "core/content_digest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/content.h"
#include "core/digest.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

std::string content_digest(const Content& c, const std::vector<std::string>& folders) {
  // The digest covers every file read and every script, plus the variants in force.
  Digest d;
  std::vector<std::string> files = c.files;
  files.push_back(c.game_script);
  // Every script the game may import: its own folder and the shared libraries.
  std::vector<std::string> dirs = c.lib_dirs;
  dirs.push_back(c.scripts_dir);
  dirs.insert(dirs.end(), c.mod_scripts_dirs.begin(), c.mod_scripts_dirs.end());
  for (const auto& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<std::string> found;
    for (const auto& e : fs::recursive_directory_iterator(dir, ec))
      if (e.path().extension() == ".lua") found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  // Scripts from other folders: mods' cards, variants' wrappers and triggers.
  std::set<std::string> seen(files.begin(), files.end());
  auto also = [&](const std::string& path) {
    if (!path.empty() && seen.insert(path).second) files.push_back(path);
  };
  for (const auto& def : c.defs) {
    also(def.script_path);
    for (const auto& w : def.wraps) also(w.path);
  }
  for (const auto& t : c.triggers) also(t.script_path);
  // Paths count from the folder each file lives in, so a mod digests alike wherever it is.
  auto relative = [&](const std::string& file) {
    fs::path p(file);
    for (auto it = folders.rbegin(); it != folders.rend(); ++it) {
      fs::path rel = p.lexically_relative(*it);
      if (!rel.empty() && *rel.begin() != "..") return rel.string();
    }
    return p.lexically_relative(fs::path(c.content_dir).parent_path().parent_path()).string();
  };
  for (const auto& f : files) {
    d.add(relative(f));
    d.add(file_text(f));
  }
  for (const auto& v : c.applied_variants) d.add("variant:" + v);
  return d.hex().substr(0, 8);
}

}  // namespace arbiter
