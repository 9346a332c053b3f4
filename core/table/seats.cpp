#include "core/table/seats.h"

#include <sstream>

#include "core/base/error.h"
#include "core/base/safe_file.h"

namespace arbiter {

namespace {

bool hex_hash(const std::string& w) {
  if (w.size() != 64) return false;
  for (char c : w)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

int seat_named(const std::vector<std::string>& players, const std::string& name) {
  for (size_t i = 0; i < players.size(); ++i)
    if (players[i] == name) return static_cast<int>(i) + 1;
  return 0;
}

// A count of decisions as the seats file writes it, or 0 for anything else.
int decision_count(const std::string& text) {
  if (text.empty() || text.size() > 9) return 0;
  for (char c : text)
    if (c < '0' || c > '9') return 0;
  return std::stoi(text);
}

}  // namespace

bool SeatBook::bot_at(int seat, int decision) const {
  if (!bots.count(seat)) return false;
  auto f = bot_from.find(seat);
  return f == bot_from.end() || decision >= f->second;
}

std::string seats_text(const SeatBook& book, const std::vector<std::string>& players) {
  std::string out;
  for (size_t i = 0; i < players.size(); ++i) {
    int seat = static_cast<int>(i) + 1;
    if (i < book.hashes.size() && !book.hashes[i].empty())
      out += players[i] + " " + book.hashes[i] + "\n";
    if (auto b = book.bots.find(seat); b != book.bots.end()) {
      out += players[i] + " bot " + b->second;
      if (auto f = book.bot_from.find(seat); f != book.bot_from.end() && f->second > 0)
        out += " from " + std::to_string(f->second);
      out += "\n";
    }
  }
  return out;
}

SeatBook parse_seats(const std::string& text, const std::vector<std::string>& players,
                     const std::string& name) {
  SeatBook book;
  book.hashes.resize(players.size());
  std::istringstream lines(text);
  int n = 0;
  for (std::string line; std::getline(lines, line);) {
    ++n;
    std::istringstream words(line);
    std::string who, what, level, from, at, more;
    words >> who >> what >> level >> from >> at >> more;
    int seat = seat_named(players, who);
    auto bad = [&](const std::string& why) {
      return Error(Verdict::BadRecord, name + ":" + std::to_string(n) + ": " + why);
    };
    if (!seat) throw bad("'" + who + "' is no player of the table");
    if (what == "bot" && !level.empty() && from.empty())
      book.bots[seat] = level;
    else if (what == "bot" && !level.empty() && from == "from" && decision_count(at) > 0 &&
             more.empty())
      book.bots[seat] = level, book.bot_from[seat] = decision_count(at);
    else if (hex_hash(what) && level.empty())
      book.hashes[seat - 1] = what;
    else
      throw bad("expected 'NAME sha256-hex', 'NAME bot LEVEL' or 'NAME bot LEVEL from N'");
  }
  for (size_t i = 0; i < players.size(); ++i)
    if (book.hashes[i].empty() && !book.bots.count(static_cast<int>(i) + 1))
      throw Error(Verdict::BadRecord, name + ": says nothing of seat " + players[i]);
  return book;
}

void save_seats(const std::string& path, const SeatBook& book,
                const std::vector<std::string>& players) {
  write_secret_file(path, seats_text(book, players));
}

SeatBook load_seats(const std::string& path, const std::vector<std::string>& players) {
  auto text = read_private_file(path, 1 << 16);
  if (!text)
    throw Error(Verdict::BadRecord, path +
                                        ": missing, or not a regular file of this user's that "
                                        "only this user may write");
  return parse_seats(*text, players, path);
}

}  // namespace arbiter
