#include "core/content/mods.h"

#include <algorithm>
#include <filesystem>

#include "core/base/digest.h"
#include "core/base/safe_file.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

// The folder's own name, whatever the path says of it ("docs/examples/" and
// "./docs/examples" are both "examples").
std::string folder_name(const std::string& root) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(root, ec);
  if (ec) p = fs::path(root);
  if (!p.has_filename()) p = p.parent_path();
  std::string name = p.filename().string();
  return name.empty() || name == "." ? root : name;
}

// Every file under `dir`, by its path from `root`, then its text.
void digest_files(const fs::path& root, const fs::path& dir, Digest& d) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& f : files_under(dir.string(), "", root.string(), Verdict::BadContent))
    if (fs::is_regular_file(f, ec)) files.emplace_back(f);
  std::sort(files.begin(), files.end());  // as paths: the digests records name
  for (const auto& f : files) {
    std::string text =
        read_regular_file(f.string(), kMaxContentFileBytes, Verdict::BadContent, root.string());
    d.add(f.lexically_relative(root).generic_string());
    d.add(text);
  }
}

bool is_mod_of(const fs::path& root, const std::string& game) {
  std::error_code ec;
  fs::path content = root / "content" / game;
  if (fs::exists(content / "game.yaml", ec)) return false;  // the game's home, or its replacement
  return fs::is_directory(content, ec) || fs::is_directory(root / "scripts" / game, ec);
}

}  // namespace

std::vector<ModInfo> mods_of(const std::vector<std::string>& roots, const std::string& game) {
  std::vector<ModInfo> out;
  for (const auto& r : roots) {
    if (!is_mod_of(r, game)) continue;
    Digest d;
    digest_files(r, fs::path(r) / "content" / game, d);
    digest_files(r, fs::path(r) / "scripts" / game, d);
    out.push_back({folder_name(r), d.hex().substr(0, 8), r});
  }
  return out;
}

std::vector<std::string> roots_with_mods(const std::vector<std::string>& roots,
                                         const std::string& game,
                                         const std::vector<ModInfo>& keep) {
  std::vector<std::string> out;
  for (const auto& r : roots) {
    bool kept =
        std::any_of(keep.begin(), keep.end(), [&](const ModInfo& m) { return m.root == r; });
    if (kept || !is_mod_of(r, game)) out.push_back(r);
  }
  return out;
}

}  // namespace arbiter
