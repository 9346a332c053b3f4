#include "core/base/home.h"

#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;

namespace arbiter {

// The running executable's own path, symlinks resolved (Linux's /proc).
static fs::path self_path() {
  std::error_code ec;
  fs::path p = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : p;
}

Home home() {
  if (const char* env = std::getenv("ARBITER_HOME")) return {env, "ARBITER_HOME"};
  if (*source_root()) return {source_root(), "the source tree this program was built from"};
  fs::path exe = self_path();
  if (exe.empty()) return {"", "the program cannot find its own path (no /proc/self/exe)"};
  fs::path root = (exe.parent_path().parent_path() / "share" / "arbiter").lexically_normal();
  return {root.string(), "beside the program (" + exe.string() + ")"};
}

std::string cache_folder() {
  if (const char* env = std::getenv("ARBITER_CACHE"))
    return std::string(env) == "off" ? "" : std::string(env);
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x == '/')
    return (fs::path(x) / "arbiter").string();
  if (const char* h = std::getenv("HOME"); h && *h)
    return (fs::path(h) / ".cache/arbiter").string();
  return "";
}

}  // namespace arbiter
