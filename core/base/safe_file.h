// Reading files that strangers supply (a mod's content and scripts, a
// record) and writing files safely (--log, --out).
//
// A mod is a folder someone downloaded: a file in it may be a link to a file
// elsewhere on the machine, a FIFO that never answers, or a link to
// /dev/zero that never ends. Only regular files whose real path lies inside
// the mod's own folder are read, and never more than a limit.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/error.h"

namespace arbiter {

// The largest content file (YAML) and script arbiter reads.
constexpr size_t kMaxContentFileBytes = 4u << 20;

// The text of `path`: refused (an Error with `verdict`) unless it is a
// regular file (FIFOs, devices and folders are refused without waiting on
// them), of at most `max` bytes, and, when `inside` is given, its real path
// (links resolved) lies inside that folder's.
std::string read_regular_file(const std::string& path, size_t max, Verdict verdict,
                              const std::string& inside = "");

// The text of `path`, a file a command keeps up to date (a mod's
// records/EXPECTED.json): refused unless it is a regular file itself, not a
// link (O_NOFOLLOW), of at most `max` bytes. "" when there is no such file.
std::string read_own_file(const std::string& path, size_t max, Verdict verdict);

// Refuses (an Error with `verdict`) unless `path` is absent or a regular
// file itself, not a link: what replace_own_file may replace.
void check_replaceable(const std::string& path, Verdict verdict);

// Writes `text` to `path`, a file a command keeps up to date, as
// write_file_atomic does with force; only where the path is absent or a
// regular file (check_replaceable), so a link planted there is refused
// rather than replaced.
void replace_own_file(const std::string& path, const std::string& text);

// Makes `folder` and its parents under `root` (which must exist), and
// refuses when `folder` then resolves (links followed) outside `root`'s real
// path: a mod's `records` that is a link to elsewhere is not written into.
void make_folder_inside(const std::string& folder, const std::string& root);

// The folder among `folders` that `path` is written under (lexically), or ""
// when none is: the folder whose rules the file follows.
std::string folder_of(const std::string& path, const std::vector<std::string>& folders);

// Whether `path` resolves (links followed) to a regular file inside `folder`.
bool regular_inside(const std::string& path, const std::string& folder);

// Writes `text` to `path` so that a reader sees the old file or the new one,
// never a part: a temporary file made exclusively in the same folder
// (mkstemp: no name to plant a link at), written, flushed to disk, then
// renamed over `path`; removed if anything fails, or if the process is
// interrupted (SIGINT, SIGTERM, SIGHUP) while it exists. Without `force` an
// existing `path`, a dangling link there included, is refused, and the
// temporary file takes its place by link(2), which fails if anything appeared
// at the path meanwhile; with `force` a link at `path` is itself replaced,
// never its target written.
void write_file_atomic(const std::string& path, const std::string& text, bool force);

// Files only this user reads and writes (the content cache): written as
// write_file_atomic does with force, but 0600 and not flushed to disk (a
// file cut short by a crash is a file the reader refuses); read only when
// a regular file itself (not a link), of at most `max` bytes, owned by this
// user and writable by no one else, and nothing otherwise.
void write_private_file(const std::string& path, const std::string& text);
std::optional<std::string> read_private_file(const std::string& path, size_t max);

// A file only this user may read, kept on the disk (a served table's seat
// hashes): written as write_file_atomic does with force, but 0600.
void write_secret_file(const std::string& path, const std::string& text);

// Every entry under `dir` that is not a folder and whose name ends in `ext`
// (any, when empty), sorted: a mod's folders walked the one guarded way.
// Links to folders are not followed (a loop cannot be walked around); a
// link to anything else, a FIFO or a device is listed, for reading it
// (read_regular_file) to refuse what is not a regular file inside its folder; `dir` itself may be a
// link only to a folder inside `inside` (when given). A link loop, a dangling link at `dir`, a link
// outside, a folder that cannot be read, more than 100,000 entries or folders nested more than 32
// deep are an Error of `verdict` naming the path, never a std::filesystem::filesystem_error. A
// `dir` that does not exist, or is not a folder, has no files.
std::vector<std::string> files_under(const std::string& dir, const std::string& ext,
                                     const std::string& inside, Verdict verdict);
// Whether `dir` is a folder, with files_under's checks of `dir` itself: a
// link loop or a link outside `inside` is an Error of `verdict`.
bool folder_inside(const std::string& dir, const std::string& inside, Verdict verdict);

// Makes `folder` (0700, its parents as usual) when missing; whether it is
// then a folder itself (not a link), owned by this user and writable by no
// one else: a folder fit for private files.
bool private_folder(const std::string& folder);

// A descriptor to append to `path` (a served table's record, fsynced as each
// move lands), or -1: only a regular file itself, never a link, a FIFO or a
// device. The caller closes it.
int open_append(const std::string& path);

}  // namespace arbiter
