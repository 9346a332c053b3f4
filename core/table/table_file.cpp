#include "core/table/table_file.h"

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "core/base/safe_file.h"

namespace arbiter {

namespace {

constexpr const char* kActions = "\nactions:\n";

Error write_error(const std::string& path, const char* what) {
  return Error(Verdict::BadRecord,
               path + ": " + what + " (" + std::strerror(errno) + "): the move was not recorded");
}

}  // namespace

TableFile::TableFile(TableFile&& o) noexcept
    : path_(std::move(o.path_)), text_(std::move(o.text_)), fd_(std::exchange(o.fd_, -1)) {}

TableFile& TableFile::operator=(TableFile&& o) noexcept {
  if (this != &o) {
    if (fd_ >= 0) ::close(fd_);
    path_ = std::move(o.path_);
    text_ = std::move(o.text_);
    fd_ = std::exchange(o.fd_, -1);
  }
  return *this;
}

TableFile::~TableFile() {
  if (fd_ >= 0) ::close(fd_);
}

TableFile TableFile::create(const std::string& path, const Record& rec) {
  TableFile f;
  f.path_ = path;
  f.text_ = write_record(rec);
  write_file_atomic(path, f.text_, false);  // fsyncs the file and its folder
  f.open_for_append();
  return f;
}

TableFile TableFile::reopen(const std::string& path, const Record& rec) {
  TableFile f;
  f.path_ = path;
  std::string want = write_record(rec);
  if (read_own_file(path, kMaxRecordBytes, Verdict::BadRecord) != want)
    f.replace(want);
  else
    f.text_ = want;
  f.open_for_append();
  return f;
}

void TableFile::open_for_append() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = open_append(path_);
  if (fd_ < 0) throw write_error(path_, "cannot open the record file");
}

void TableFile::grow(const Record& rec, size_t first) {
  if (first == rec.actions.size()) return;
  // Entries follow entries: their lines go at the end. The first entries
  // turn `actions: []` into a block, so the file is written again.
  if (first == 0 || text_.find(kActions) == std::string::npos) {
    replace(write_record(rec));
    return;
  }
  std::vector<Entry> added(rec.actions.begin() + static_cast<long>(first), rec.actions.end());
  append(entries_text(added));
}

void TableFile::append(const std::string& tail) {
  // A write the disk refused part of is taken back: the file stays the
  // record of the moves acknowledged, and the next move appends to it.
  auto fail = [&](const char* what) {
    Error e = write_error(path_, what);
    if (::ftruncate(fd_, static_cast<off_t>(text_.size())) == 0) ::fdatasync(fd_);
    return e;
  };
  const char* at = tail.data();
  size_t left = tail.size();
  while (left > 0) {
    ssize_t n = ::write(fd_, at, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw fail("cannot write the record file");
    at += n;
    left -= static_cast<size_t>(n);
  }
  if (::fdatasync(fd_) != 0) throw fail("cannot flush the record file");
  text_ += tail;
}

void TableFile::check_room() const {
  struct statvfs fs {};
  if (fd_ < 0 || ::fstatvfs(fd_, &fs) != 0) return;  // the write itself will say
  // Twice the room: the first move writes the whole file again beside it.
  unsigned long long need = kMoveRoom + (text_.find(kActions) == std::string::npos ? 2 : 1) *
                                            static_cast<unsigned long long>(text_.size());
  if (static_cast<unsigned long long>(fs.f_bavail) * fs.f_frsize < need)
    throw Error(Verdict::BadRecord, path_ + ": the disk is full: the move was not taken");
}

void TableFile::replace(const std::string& text) {
  write_file_atomic(path_, text, true);
  text_ = text;
  open_for_append();
}

std::string entries_text(const std::vector<Entry>& entries) {
  Record r;
  r.actions = entries;
  std::string text = write_record(r);
  size_t at = text.find(kActions);
  return at == std::string::npos ? "" : text.substr(at + std::strlen(kActions));
}

std::string complete_lines(const std::string& text) {
  size_t end = text.rfind('\n');
  return end == std::string::npos ? "" : text.substr(0, end + 1);
}

}  // namespace arbiter
