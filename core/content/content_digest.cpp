#include "core/content/content_digest.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/base/safe_file.h"

namespace fs = std::filesystem;

namespace arbiter {

std::vector<std::string> DigestInputs::take() {
  std::vector<std::string> out;
  bool first = files_ == 0;
  for (; files_ < c_.files.size(); ++files_) add(out, c_.files[files_], first);
  if (first) {
    add(out, c_.game_script, true);
    // Every script the game may import: its own folder and the shared libraries.
    std::vector<std::string> dirs = c_.lib_dirs;
    dirs.push_back(c_.scripts_dir);
    dirs.insert(dirs.end(), c_.mod_scripts_dirs.begin(), c_.mod_scripts_dirs.end());
    for (const auto& dir : dirs) {
      for (const auto& f : files_under(dir, ".lua", folder_of(dir, folders_), Verdict::BadContent))
        add(out, f, true);
    }
  }
  // Scripts from other folders: mods' cards, variants' wrappers and triggers.
  for (const auto& def : c_.defs) {
    add(out, def.script_path, false);
    for (const auto& w : def.wraps) add(out, w.path, false);
  }
  for (const auto& t : c_.triggers) add(out, t.script_path, false);
  return out;
}

// `again`: taken even when taken before (the game's own stage reads its
// rules script twice, as the digest always has: records keep their digests).
void DigestInputs::add(std::vector<std::string>& out, const std::string& file, bool again) {
  if (file.empty() || (!seen_.insert(file).second && !again)) return;
  out.push_back(relative(file));
  // Only regular files inside their own folder, as every content file is read.
  out.push_back(read_regular_file(file, kMaxContentFileBytes, Verdict::BadContent,
                                  folder_of(file, folders_)));
}

std::string DigestInputs::relative(const std::string& file) const {
  fs::path p(file);
  for (auto it = folders_.rbegin(); it != folders_.rend(); ++it) {
    fs::path rel = p.lexically_relative(*it);
    if (!rel.empty() && *rel.begin() != "..") return rel.string();
  }
  return p.lexically_relative(fs::path(c_.content_dir).parent_path().parent_path()).string();
}

}  // namespace arbiter
