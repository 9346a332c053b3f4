#include "core/content/content_cache.h"

#include <sys/random.h>
#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <filesystem>
#include <iostream>

#include "core/base/digest.h"
#include "core/base/home.h"
#include "core/base/safe_file.h"
#include "core/base/sha256.h"
#include "core/base/text.h"
#include "core/content/content_codec.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

// Bump when the bytes of an entry change meaning (content_codec.cpp).
const std::string kMagic = "arbiter content cache 2\n";
// The entries' key: a secret of this cache folder, which every entry's
// checksum covers, so that an entry fits only if this user's arbiter wrote it.
const char* const kKeyFile = "key";
constexpr size_t kKeyHex = 64;
constexpr size_t kChecksumHex = 64;
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

// HMAC-SHA-256 of `body` under `key`, as hex.
std::string keyed_checksum(const std::string& key, std::string_view body) {
  std::string k = key.size() > 64 ? sha256_hex(key) : key;
  k.resize(64, '\0');
  std::string inner(64, '\0'), outer(64, '\0');
  for (size_t i = 0; i < 64; ++i) {
    inner[i] = static_cast<char>(k[i] ^ 0x36);
    outer[i] = static_cast<char>(k[i] ^ 0x5c);
  }
  Sha256 in;
  in.add(inner);
  in.add(body);
  std::array<uint8_t, 32> h = in.finish();
  Sha256 out;
  out.add(outer);
  out.add(std::string_view(reinterpret_cast<const char*>(h.data()), h.size()));
  std::array<uint8_t, 32> mac = out.finish();
  static const char* const kHex = "0123456789abcdef";
  std::string hex;
  for (uint8_t b : mac) hex += {kHex[b >> 4], kHex[b & 15]};
  return hex;
}

bool is_key(const std::string& k) {
  return k.size() == kKeyHex &&
         std::all_of(k.begin(), k.end(), [](char c) { return std::isxdigit(c) != 0; });
}

// The cache folder's key, made on first use (256 bits from getrandom(2));
// empty when it can be neither read nor made: then nothing is cached.
std::string folder_key(const fs::path& folder) {
  std::string path = (folder / kKeyFile).string();
  if (std::optional<std::string> k = read_private_file(path, kKeyHex); k && is_key(*k)) return *k;
  std::array<unsigned char, 32> raw{};
  for (size_t got = 0; got < raw.size();) {
    ssize_t n = ::getrandom(raw.data() + got, raw.size() - got, 0);
    if (n < 0 && errno != EINTR) return "";
    if (n > 0) got += static_cast<size_t>(n);
  }
  static const char* const kHex = "0123456789abcdef";
  std::string key;
  for (unsigned char b : raw) key += {kHex[b >> 4], kHex[b & 15]};
  try {
    write_secret_file(path, key);
  } catch (const std::exception&) {
    return "";
  }
  // Two runs making the key at once: the one left on the disk is the key.
  std::optional<std::string> k = read_private_file(path, kKeyHex);
  return k && is_key(*k) ? *k : "";
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
  key_ = folder_key(folder);
  if (key_.empty()) return;
  fingerprint_ = std::move(walk.out);
  game_ = game;
  file_ = (fs::path(folder) / (checksum(identity_) + ".content")).string();
}

void ContentCache::pass_over(const std::string& why) const {
  std::cerr << "arbiter: note: the content cache's entry for " << printable(game_) << " ("
            << printable(file_) << ") " << why << "; the game is read from its files\n";
}

// An entry is the magic, then the identity, the fingerprint and the payload,
// each with its length, then the keyed checksum of all that. Used only when
// every part fits: the key (this user's arbiter wrote it), the identity (the
// same program, roots, game, version and variants), the fingerprint (every
// file as it was) and a payload that decodes whole. A stale fingerprint is
// what an edit makes, passed over in silence; anything else is noted.
std::optional<Content> ContentCache::find() const {
  if (file_.empty()) return std::nullopt;
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file_, ec))) return std::nullopt;
  std::optional<std::string> bytes = read_private_file(file_, kMaxBytes);
  if (!bytes) {
    pass_over("is not a private file of at most 64 MiB");
    return std::nullopt;
  }
  if (bytes->size() < kMagic.size() + kChecksumHex) {
    pass_over("is cut short");
    return std::nullopt;
  }
  std::string_view all(*bytes);
  std::string_view body = all.substr(0, all.size() - kChecksumHex);
  if (!same_in_constant_time(keyed_checksum(key_, body), all.substr(body.size()))) {
    pass_over("does not fit its checksum (damaged, or not written by this user's arbiter)");
    return std::nullopt;
  }
  if (body.substr(0, kMagic.size()) != kMagic) {
    pass_over("was written in another format");
    return std::nullopt;
  }
  size_t at = kMagic.size();
  std::string_view identity, fingerprint, payload;
  if (!take(body, at, identity) || identity != identity_) {
    pass_over("stands for another program, game, mod, version or variant");
    return std::nullopt;
  }
  if (!take(body, at, fingerprint)) {
    pass_over("is cut short");
    return std::nullopt;
  }
  if (fingerprint != fingerprint_) return std::nullopt;  // the files changed since
  std::optional<Content> c;
  if (take(body, at, payload) && at == body.size()) c = decode_content(payload);
  if (!c) pass_over("holds no whole game");
  return c;
}

void ContentCache::keep(const Content& c) const {
  if (file_.empty()) return;
  std::string body = kMagic;
  put(body, identity_);
  put(body, fingerprint_);
  put(body, encode_content(c));
  body += keyed_checksum(key_, body);
  try {
    write_private_file(file_, body);
    prune(fs::path(file_).parent_path());
  } catch (const std::exception&) {
    // A cache that cannot be written only costs the next run its time.
  }
}

}  // namespace arbiter
