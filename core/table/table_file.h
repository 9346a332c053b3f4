// A served table's record file, DIR/<id>.yaml (docs/serve.md): an ordinary
// record whose bytes are, at every acknowledged point, write_record() of the
// table's record so far. A move's entries are appended in one write and
// flushed to the disk (fdatasync) before the move is acknowledged; a file
// that cannot be appended to is written again whole, atomically.
#pragma once
#include <string>
#include <vector>

#include "core/records/record.h"

namespace arbiter {

// The room on the disk a move's entries (its decision and the chance
// outcomes it draws) are given: far more than any shipped game's move writes.
inline constexpr size_t kMoveRoom = 256 * 1024;

class TableFile {
 public:
  TableFile() = default;
  TableFile(const TableFile&) = delete;
  TableFile& operator=(const TableFile&) = delete;
  TableFile(TableFile&& o) noexcept;
  TableFile& operator=(TableFile&& o) noexcept;
  ~TableFile();

  // A new file at `path` holding write_record(rec), on the disk with its
  // folder's entry. Throws Error (BadRecord) when the file exists or cannot
  // be written.
  static TableFile create(const std::string& path, const Record& rec);
  // The file at `path`, made to hold write_record(rec): written again
  // (atomically) unless it already does.
  static TableFile reopen(const std::string& path, const Record& rec);

  // `rec` has the entries from `first` on added since the last call: the
  // file is brought to write_record(rec), and is on the disk when this
  // returns. Throws Error (BadRecord) when the disk refuses; the file is
  // then as it was before the call.
  void grow(const Record& rec, size_t first);
  // Throws Error (BadRecord) when the disk has not the room one move's
  // entries may take (kMoveRoom): a move is refused before it is taken
  // rather than taken and then not stored.
  void check_room() const;

  const std::string& text() const { return text_; }

 private:
  std::string path_, text_;
  int fd_ = -1;
  void open_for_append();
  void append(const std::string& tail);
  void replace(const std::string& text);
};

// The lines write_record writes for `entries` in a record's `actions`
// block: what appending them to a record with actions adds to its text.
std::string entries_text(const std::vector<Entry>& entries);

// The text of a record file cut back to what a complete write left: the
// bytes after the last newline are a line a crash cut short.
std::string complete_lines(const std::string& text);

}  // namespace arbiter
