#include "core/base/safe_file.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <vector>

#include "core/base/text.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

// Whether `inner` is `outer` or lies under it (both already canonical).
bool under(const fs::path& inner, const fs::path& outer) {
  fs::path rel = inner.lexically_relative(outer);
  return !rel.empty() && *rel.begin() != "..";
}

// Reads the opened `fd` (closing it): refused unless a regular file of at
// most `max` bytes, however the file grows while read.
std::string read_opened(int fd, const std::string& path, size_t max, Verdict verdict) {
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw Error(verdict, printable(path) + ": not a regular file (a folder, a FIFO or a device)");
  }
  if (static_cast<unsigned long long>(st.st_size) > max) {
    ::close(fd);
    throw Error(verdict,
                printable(path) + ": larger than " + std::to_string(max >> 20) + " MiB, the limit");
  }
  std::string text;
  char piece[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, piece, sizeof piece);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(piece, static_cast<size_t>(n));
    if (text.size() > max) break;  // a file that grew while read
  }
  ::close(fd);
  if (text.size() > max)
    throw Error(verdict,
                printable(path) + ": larger than " + std::to_string(max >> 20) + " MiB, the limit");
  return text;
}

}  // namespace

std::string folder_of(const std::string& path, const std::vector<std::string>& folders) {
  fs::path p = fs::absolute(fs::path(path)).lexically_normal();
  std::string best;
  for (const auto& f : folders) {
    fs::path d = fs::absolute(fs::path(f)).lexically_normal();
    if (under(p, d) && f.size() >= best.size()) best = f;
  }
  return best;
}

bool regular_inside(const std::string& path, const std::string& folder) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return false;
  fs::path real = fs::canonical(path, ec);
  if (ec) return false;
  fs::path root = fs::canonical(folder, ec);
  return !ec && under(real, root);
}

namespace {

constexpr size_t kMaxWalked = 100000;
constexpr int kMaxWalkDepth = 32;

struct Walker {
  std::string ext;
  Verdict verdict;
  std::vector<std::string> out;
  size_t seen = 0;

  [[noreturn]] void fail(const fs::path& p, const std::string& why) const {
    throw Error(verdict, printable(p.string()) + ": " + why);
  }
  void entry(const fs::path& p, int depth) {
    struct stat st {};
    if (++seen > kMaxWalked) fail(p, "more than 100000 files and folders under one folder");
    if (::lstat(p.c_str(), &st) != 0)
      fail(p, std::string("cannot be read (") + std::strerror(errno) + ")");
    if (S_ISLNK(st.st_mode)) {
      if (::stat(p.c_str(), &st) != 0) {
        if (errno == ELOOP) fail(p, "a link loop (a link that leads back to itself)");
        return;  // a dangling link is no file, as before
      }
      if (!S_ISDIR(st.st_mode) && wanted(p)) out.push_back(p.string());
      return;  // a link to a folder is not followed
    }
    if (S_ISDIR(st.st_mode)) return folder(p, depth + 1);
    if (wanted(p)) out.push_back(p.string());  // reading it refuses what is not a regular file
  }
  bool wanted(const fs::path& p) const { return ext.empty() || p.extension() == ext; }
  void folder(const fs::path& dir, int depth) {
    if (depth > kMaxWalkDepth) fail(dir, "folders nested more than 32 deep");
    std::error_code ec;
    fs::directory_iterator it(dir, ec), end;
    if (ec) fail(dir, "cannot be read (" + ec.message() + ")");
    for (; it != end; it.increment(ec)) {
      if (ec) fail(dir, "cannot be read (" + ec.message() + ")");
      entry(it->path(), depth);
    }
    if (ec) fail(dir, "cannot be read (" + ec.message() + ")");
  }
};

}  // namespace

bool folder_inside(const std::string& dir, const std::string& inside, Verdict verdict) {
  Walker w{"", verdict, {}, 0};
  struct stat st {};
  if (::lstat(dir.c_str(), &st) != 0) return false;
  if (S_ISLNK(st.st_mode)) {
    std::error_code ec;
    fs::path real = fs::canonical(dir, ec);
    if (ec && ec.value() == ELOOP) w.fail(dir, "a link loop (a link that leads back to itself)");
    if (ec) return false;  // dangling: no folder, as a missing one
    fs::path root = inside.empty() ? fs::path() : fs::canonical(inside, ec);
    if (!inside.empty() && (ec || !under(real, root)))
      w.fail(dir, "a link to " + printable(real.string()) + ", outside " + printable(inside) +
                      " (a mod's folders are read only from inside the mod)");
  }
  std::error_code ec;
  return fs::is_directory(dir, ec);
}

std::vector<std::string> files_under(const std::string& dir, const std::string& ext,
                                     const std::string& inside, Verdict verdict) {
  if (!folder_inside(dir, inside, verdict)) return {};
  Walker w{ext, verdict, {}, 0};
  w.folder(dir, 0);
  std::sort(w.out.begin(), w.out.end());
  return w.out;
}

std::string read_regular_file(const std::string& path, size_t max, Verdict verdict,
                              const std::string& inside) {
  if (!inside.empty()) {
    std::error_code e1, e2;
    fs::path real = fs::canonical(path, e1);
    fs::path root = fs::canonical(inside, e2);
    if (!e1 && !e2 && !under(real, root))
      throw Error(verdict, printable(path) + ": a link to " + printable(real.string()) +
                               ", outside " + printable(inside) +
                               " (files are read only from inside their own folder)");
  }
  // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then says
  // what the opened thing is, with no race against a swap of the name.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    throw Error(verdict, printable(path) + ": cannot read the file (" + std::strerror(errno) + ")");
  return read_opened(fd, path, max, verdict);
}

std::string read_own_file(const std::string& path, size_t max, Verdict verdict) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 && errno == ENOENT) return "";
  if (fd < 0 && errno == ELOOP)
    throw Error(verdict, printable(path) +
                             ": a link, not a file (only a regular file is read and replaced)");
  if (fd < 0)
    throw Error(verdict, printable(path) + ": cannot read the file (" + std::strerror(errno) + ")");
  return read_opened(fd, path, max, verdict);
}

void check_replaceable(const std::string& path, Verdict verdict) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0) {
    if (errno == ENOENT) return;
    throw Error(verdict, printable(path) + ": cannot write (" + std::strerror(errno) + ")");
  }
  if (S_ISLNK(st.st_mode))
    throw Error(verdict,
                printable(path) + ": a link, not a file (only a regular file is replaced)");
  if (!S_ISREG(st.st_mode))
    throw Error(verdict, printable(path) + ": not a regular file (a folder, a FIFO or a device)");
}

void replace_own_file(const std::string& path, const std::string& text) {
  check_replaceable(path, Verdict::BadRecord);
  write_file_atomic(path, text, true);
}

void make_folder_inside(const std::string& folder, const std::string& root) {
  std::error_code ec;
  fs::path real_root = fs::canonical(root, ec);
  if (ec) throw Error(Verdict::BadRecord, printable(root) + ": " + ec.message());
  // Each part in turn, so no folder is made through a link that leads out.
  auto plain = [](const std::string& p) {  // absolute, no `.`, `..` or trailing `/`
    fs::path q = fs::absolute(p).lexically_normal();
    return q.has_filename() ? q : q.parent_path();
  };
  fs::path rel = plain(folder).lexically_relative(plain(root));
  if (rel.empty() || *rel.begin() == "..")
    throw Error(Verdict::BadRecord, printable(folder) + ": outside " + root);
  fs::path at = root;
  for (const auto& part : rel) {
    if (part == ".") continue;
    at /= part;
    fs::create_directory(at, ec);
    fs::path real = fs::canonical(at, ec);
    if (ec || !fs::is_directory(real) || !under(real, real_root))
      throw Error(Verdict::BadRecord,
                  at.string() + ": " +
                      (ec ? ec.message()
                          : "a link to " + real.string() + ", outside " + root +
                                " (files are written only inside their own folder)"));
  }
}

namespace {

// The temporary file being written, for the signal handler to remove. One
// at a time: arbiter writes its outputs one after another, on one thread.
char g_pending[4096];
std::atomic<bool> g_has_pending{false};

extern "C" void remove_pending(int sig) {
  if (g_has_pending.load()) ::unlink(g_pending);
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

// Removes the temporary file when the scope ends, however it ends, and
// while it lives when the process is interrupted.
class Pending {
 public:
  explicit Pending(const std::string& tmp) {
    std::snprintf(g_pending, sizeof g_pending, "%s", tmp.c_str());
    struct sigaction sa {};
    sa.sa_handler = remove_pending;
    sigemptyset(&sa.sa_mask);
    for (int s : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(s, &sa, &old_[index(s)]);
    g_has_pending.store(true);
  }
  void keep() { kept_ = true; }
  ~Pending() {
    g_has_pending.store(false);
    if (!kept_) ::unlink(g_pending);
    for (int s : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(s, &old_[index(s)], nullptr);
  }
  Pending(const Pending&) = delete;
  Pending& operator=(const Pending&) = delete;

 private:
  static int index(int s) { return s == SIGINT ? 0 : s == SIGTERM ? 1 : 2; }
  struct sigaction old_[3]{};
  bool kept_ = false;
};

// Puts the finished temporary file `tmp` at `path`. Without `force`, link(2)
// fails if anything is at the path, a file made since the check included;
// where the file system has no hard links, the check and a rename.
void place(const char* tmp, const std::string& path, bool force) {
  if (!force) {
    if (::link(tmp, path.c_str()) == 0) {
      ::unlink(tmp);
      return;
    }
    if (errno == EEXIST)
      throw Error(Verdict::BadRecord,
                  printable(path) + ": the file exists; use --force to replace it");
    std::error_code ec;
    if (fs::exists(fs::symlink_status(path, ec)))
      throw Error(Verdict::BadRecord,
                  printable(path) + ": the file exists; use --force to replace it");
  }
  if (::rename(tmp, path.c_str()) != 0)
    throw Error(Verdict::BadRecord,
                printable(path) + ": cannot write (" + std::strerror(errno) + ")");
}

// The temporary file beside `path`, written, then put in its place.
// `shared`: readable by others as the umask allows (else 0600, as mkstemp
// makes it); `sync`: on the disk before the rename.
void write_via_temp(const std::string& path, const std::string& text, bool force, bool shared,
                    bool sync) {
  // One at a time (the signal handler knows one temporary file): a worker
  // thread may write the content cache while another writes.
  static std::mutex one_at_a_time;
  std::lock_guard<std::mutex> hold(one_at_a_time);
  fs::path p(path);
  fs::path dir = p.parent_path().empty() ? fs::path(".") : p.parent_path();
  std::string tmpl = (dir / ("." + p.filename().string() + ".XXXXXX")).string();
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  int fd = ::mkstemp(name.data());  // O_CREAT | O_EXCL, a fresh random name
  if (fd < 0)
    throw Error(Verdict::BadRecord,
                printable(path) + ": cannot write here (" + std::strerror(errno) + ")");
  Pending pending(name.data());
  const char* at = text.data();
  size_t left = text.size();
  while (left > 0) {
    ssize_t n = ::write(fd, at, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      int err = errno;
      ::close(fd);
      throw Error(Verdict::BadRecord,
                  printable(path) + ": write failed (" + std::strerror(err) + ")");
    }
    at += n;
    left -= static_cast<size_t>(n);
  }
  if (shared) {
    // mkstemp makes the file 0600; a record or a report is for others to read too.
    mode_t mask = ::umask(0);
    ::umask(mask);
    ::fchmod(fd, 0666 & ~mask);
  }
  if ((sync && ::fsync(fd) != 0) || ::close(fd) != 0)
    throw Error(Verdict::BadRecord,
                printable(path) + ": write failed (" + std::strerror(errno) + ")");
  place(name.data(), path, force);
  pending.keep();
  if (!sync) return;
  // The rename itself reaches the disk with the folder.
  int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace

void write_file_atomic(const std::string& path, const std::string& text, bool force) {
  std::error_code ec;
  // symlink_status: a link whose target is missing still names a file here.
  if (!force && fs::exists(fs::symlink_status(path, ec)))
    throw Error(Verdict::BadRecord,
                printable(path) + ": the file exists; use --force to replace it");
  write_via_temp(path, text, force, true, true);
}

void write_private_file(const std::string& path, const std::string& text) {
  write_via_temp(path, text, true, false, false);
}

void write_secret_file(const std::string& path, const std::string& text) {
  write_via_temp(path, text, true, false, true);
}

std::optional<std::string> read_private_file(const std::string& path, size_t max) {
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid() ||
      (st.st_mode & 022) != 0) {
    ::close(fd);
    return std::nullopt;
  }
  try {
    return read_opened(fd, path, max, Verdict::BadContent);
  } catch (const Error&) {
    return std::nullopt;
  }
}

bool private_folder(const std::string& folder) {
  std::error_code ec;
  fs::create_directories(fs::path(folder).parent_path(), ec);
  ::mkdir(folder.c_str(), 0700);
  struct stat st {};
  return ::lstat(folder.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid() &&
         (st.st_mode & 022) == 0;
}

int open_append(const std::string& path) {
  int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
  if (fd < 0) return -1;
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return -1;
  }
  return fd;
}

}  // namespace arbiter
