// Who plays each seat of a served table, as DIR/<id>.seats keeps it beside
// the record (mode 0600): a person's seat by its secret's hash only, a bot's
// by its level. One line a seat: `NAME sha256-hex`, or `NAME bot LEVEL` for
// a seat a bot plays (a person's seat handed to a bot keeps its hash line
// too, so its link still shows the seat, and its bot line ends `from N`:
// the bot makes the table's decisions from the N-th on, which a resume needs
// to draw the bots' generator as the uninterrupted game did).
#pragma once
#include <map>
#include <string>
#include <vector>

namespace arbiter {

struct SeatBook {
  std::vector<std::string> hashes;  // by seat - 1; empty for a seat no person ever had
  std::map<int, std::string> bots;  // seat -> level
  std::map<int, int> bot_from;      // seat -> the decision count it was handed over at; absent: 0

  // Whether a bot plays `seat` at the table's `decision`-th decision (from 0).
  bool bot_at(int seat, int decision) const;
};

std::string seats_text(const SeatBook& book, const std::vector<std::string>& players);
// Throws Error (BadRecord) naming `name` and the line for anything else.
SeatBook parse_seats(const std::string& text, const std::vector<std::string>& players,
                     const std::string& name);

// Written 0600 and flushed to the disk; read only when this user's own and
// writable by nobody else. Throw Error (BadRecord).
void save_seats(const std::string& path, const SeatBook& book,
                const std::vector<std::string>& players);
SeatBook load_seats(const std::string& path, const std::vector<std::string>& players);

}  // namespace arbiter
