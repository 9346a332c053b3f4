#include "core/content/content_cache.h"

#include <sys/stat.h>

#include <algorithm>
#include <filesystem>

#include "core/base/digest.h"
#include "core/base/home.h"
#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/content/content_codec.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

// Bump when the bytes of an entry change meaning (content_codec.cpp).
const std::string kMagic = "arbiter content cache 1\n";
// Entries kept at most; the oldest go first.
constexpr size_t kMaxEntries = 64;
// What the game's folders may hold for the cache to be used at all.
constexpr size_t kMaxFiles = 4000;
constexpr size_t kMaxBytes = 64u << 20;
constexpr int kMaxDepth = 16;

struct Abandon {};  // the walk met what the cache does not cover

// Every file and folder of `dir` (relative names from `rel`), sorted, with
// each file's size and hash: what the loader and the content digest could
// read. Links and special files abandon the walk: they can change what a
// path reads without any file here changing.
struct Walk {
  std::string out;
  size_t files = 0, bytes = 0;
  bool keep_texts = false;  // under scripts/: kept for the Lua side (Content::script_texts)
  std::map<std::string, std::string> texts;

  void tree(const fs::path& dir, const std::string& rel, int depth) {
    struct stat st {};
    if (::lstat(dir.c_str(), &st) != 0) {
      if (errno != ENOENT) throw Abandon{};
      out += rel + " -\n";
      return;
    }
    if (!S_ISDIR(st.st_mode) || depth > kMaxDepth) throw Abandon{};
    out += rel + "/\n";
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) names.push_back(e.path().filename());
    if (ec) throw Abandon{};
    std::sort(names.begin(), names.end());
    for (const auto& n : names) {
      fs::path p = dir / n;
      std::string r = rel + "/" + n;
      if (::lstat(p.c_str(), &st) != 0) throw Abandon{};
      if (S_ISDIR(st.st_mode)) {
        tree(p, r, depth + 1);
        continue;
      }
      if (!S_ISREG(st.st_mode) || ++files > kMaxFiles) throw Abandon{};
      std::string text;
      try {
        text = read_regular_file(p.string(), kMaxContentFileBytes, Verdict::BadContent);
      } catch (const Error&) {
        throw Abandon{};
      }
      if ((bytes += text.size()) > kMaxBytes) throw Abandon{};
      Digest d;
      d.add(text);
      out += r + " " + std::to_string(text.size()) + " " + d.hex() + "\n";
      if (keep_texts) texts.emplace(p.string(), std::move(text));
    }
  }
};

// This program, as built: an entry another build wrote may hold content
// read by other rules, even where the version number is the same.
std::string program_identity() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  struct stat st {};
  if (ec || ::stat(exe.c_str(), &st) != 0) return "";
  return exe.string() + " " + std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) +
         "." + std::to_string(st.st_mtim.tv_nsec) + " " + std::to_string(st.st_ino);
}

void put(std::string& out, const std::string& s) {
  uint64_t n = s.size();
  for (int i = 0; i < 8; ++i) out += static_cast<char>((n >> (8 * i)) & 0xff);
  out += s;
}

// The next length-prefixed piece of `in` from `at`, or false when cut short.
bool take(std::string_view in, size_t& at, std::string_view& piece) {
  if (in.size() - at < 8) return false;
  uint64_t n = 0;
  for (int i = 0; i < 8; ++i)
    n |= static_cast<uint64_t>(static_cast<unsigned char>(in[at + i])) << (8 * i);
  at += 8;
  if (n > in.size() - at) return false;
  piece = in.substr(at, n);
  at += n;
  return true;
}

std::string checksum(std::string_view body) {
  Digest d;
  d.add(body);
  return d.hex();
}

// The oldest entries beyond kMaxEntries, removed.
void prune(const fs::path& folder) {
  std::vector<std::pair<fs::file_time_type, fs::path>> entries;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(folder, ec))
    if (e.path().extension() == ".content") entries.emplace_back(e.last_write_time(ec), e.path());
  if (entries.size() <= kMaxEntries) return;
  std::sort(entries.begin(), entries.end());
  for (size_t i = 0; i + kMaxEntries < entries.size(); ++i) fs::remove(entries[i].second, ec);
}

}  // namespace

ContentCache::ContentCache(const std::vector<std::string>& roots, const std::string& game,
                           const std::vector<std::string>& variants, int version) {
  std::string folder = cache_folder();
  if (folder.empty() || !valid_id(game)) return;
  for (const auto& v : variants)
    if (!valid_id(v)) return;  // the loader says why
  std::string program = program_identity();
  if (program.empty()) return;
  identity_ = "program " + program + "\ngame " + game + "\nversion " + std::to_string(version) +
              "\nvariants " + join(variants) + "\n";
  Walk walk;
  try {
    for (const auto& r : roots) {
      std::error_code ec;
      fs::path canon = fs::weakly_canonical(r, ec);
      identity_ += "root " + r + " (" + (ec ? "?" : canon.string()) + ")\n";
      walk.out += "root " + r + "\n";
      for (const auto& tree : {"content/" + game, "scripts/" + game, std::string("scripts/lib")}) {
        walk.keep_texts = tree.rfind("scripts/", 0) == 0;
        walk.tree(fs::path(r) / tree, tree, 0);
      }
    }
  } catch (const Abandon&) {
    return;
  } catch (const std::exception&) {
    return;
  }
  // Read whole and with no link on the way: the texts are the files' own.
  scripts_ = std::make_shared<const std::map<std::string, std::string>>(std::move(walk.texts));
  if (!private_folder(folder)) return;
  fingerprint_ = std::move(walk.out);
  file_ = (fs::path(folder) / (checksum(identity_) + ".content")).string();
}

std::optional<Content> ContentCache::find() const {
  if (file_.empty()) return std::nullopt;
  std::optional<std::string> bytes = read_private_file(file_, kMaxBytes);
  if (!bytes || bytes->size() < kMagic.size() + 16) return std::nullopt;
  std::string_view all(*bytes);
  std::string_view body = all.substr(0, all.size() - 16);
  if (checksum(body) != all.substr(body.size()) || body.substr(0, kMagic.size()) != kMagic)
    return std::nullopt;
  size_t at = kMagic.size();
  std::string_view identity, fingerprint, payload;
  if (!take(body, at, identity) || identity != identity_ || !take(body, at, fingerprint) ||
      fingerprint != fingerprint_ || !take(body, at, payload) || at != body.size())
    return std::nullopt;
  return decode_content(payload);
}

void ContentCache::keep(const Content& c) const {
  if (file_.empty()) return;
  std::string body = kMagic;
  put(body, identity_);
  put(body, fingerprint_);
  put(body, encode_content(c));
  body += checksum(body);
  try {
    write_private_file(file_, body);
    prune(fs::path(file_).parent_path());
  } catch (const std::exception&) {
    // A cache that cannot be written only costs the next run its time.
  }
}

}  // namespace arbiter
