// Loading a game for a command, with a hint where a variant asked for is not
// installed but sits in a folder here that --content would add.
#include <algorithm>
#include <filesystem>

#include "cli/common.h"

namespace arbiter::cli {

namespace {

// A folder in the current one (or the current one itself) holding
// content/<game>/variants/<variant>.yaml, or empty.
std::string folder_with_variant(const std::string& game, const std::string& variant) {
  namespace fs = std::filesystem;
  auto holds = [&](const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "content" / game / "variants" / (variant + ".yaml"), ec);
  };
  if (holds(".")) return ".";
  std::error_code ec;
  std::vector<std::string> found;
  for (const auto& e : fs::directory_iterator(".", ec))
    if (e.is_directory(ec) && holds(e.path())) found.push_back(e.path().filename().string());
  std::sort(found.begin(), found.end());
  return found.empty() ? "" : found.front();
}

}  // namespace

Content load_game(const std::string& game, const std::vector<std::string>& variants) {
  try {
    return load_content(global().roots(), game, variants);
  } catch (const Error& e) {
    std::string hint;
    for (const auto& v : variants) {
      if (std::string(e.what()).find("'" + v + "'") == std::string::npos) continue;
      std::string dir = folder_with_variant(game, v);
      if (dir.empty()) continue;
      bool added = false;
      for (const auto& d : global().content_dirs) {
        std::error_code ec;
        added = added || std::filesystem::equivalent(d, dir, ec);
      }
      if (!added)
        hint = "\n  hint: " + (dir == "." ? std::string("this folder") : dir + "/") +
               " holds variant '" + v + "' of " + game + ": add --content " + dir;
    }
    if (hint.empty()) throw;
    throw Error(e.verdict, e.what() + hint);
  }
}

}  // namespace arbiter::cli
