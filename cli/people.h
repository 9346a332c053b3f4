// The people at this terminal in `arbiter play`: what each is shown (the
// table, the narration their seat may see, the cards that reach their hand),
// how they are asked, and the commands they may type. With several people on
// one terminal the screen is cleared between them and the next one presses
// enter first, so nobody sees another's hand.
#pragma once
#include <deque>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/game/game.h"
#include "core/records/records.h"
#include "core/table/table.h"

namespace arbiter {
struct MenuLine;  // core/table/menu.h
}

namespace arbiter::cli {

class LineInput;

// The terminal's one line reader: its history runs across decisions (and
// across the games of `arbiter join`).
LineInput& line_input();
// The target of a menu line that folds several options, asked at the
// terminal: its option index, -1 at the end of input, -2 to go back.
int ask_target(const MenuLine& l);

class People {
 public:
  // `seats`: the seats people play; `narrate`: print every step even
  // without a person (the referee's view).
  People(std::set<int> seats, bool narrate);

  // PlayOptions::ask_human: the option index, -1 to stop, or PlayOptions::kWait.
  int ask(Game& g, int seat, bool can_wait);
  // PlayOptions::on_step.
  void on_step(Game& g, const std::string& entry, const std::vector<Narration>& lines);

 private:
  struct Line {
    int viewer;  // 0: everyone
    std::string text;
  };
  std::set<int> seats_;
  bool narrate_;
  int at_terminal_ = 0;  // the seat whose person has the terminal now (0: between decisions)
  int last_ = 0;         // the seat whose person had it last
  std::vector<std::string> public_since_;  // lines everyone saw since that person's decision
  std::deque<Line> log_;                   // the last narrated lines, for `log`
  std::map<int, std::vector<std::string>> waiting_;  // private lines kept for their person
  std::map<int, std::set<int>> held_;                // each person's cards that only they may see
  std::unique_ptr<ViewDecl> view_;          // how the game's table is laid out, loaded once
  std::map<int, EntryRedactor> redactors_;  // per person: which moves they may not be told

  bool shared() const { return seats_.size() > 1; }
  int viewer() const { return seats_.size() == 1 ? *seats_.begin() : 0; }
  void remember(int viewer, const std::string& text);  // for `log`
  void note_public(const std::string& text);           // for the next person at a shared terminal
  void show(int viewer, const std::string& text);
  // The step's entry as the people here may be told it: another seat's
  // move naming a card hidden from one of them is said without it (the
  // mover's person is shown it alone).
  std::string entry_seen(Game& g, const std::string& entry, const std::vector<Narration>& lines);
  // Gives `seat`'s person the terminal: at a shared one, after hiding the
  // last person's cards and waiting for enter; then their own waiting lines.
  void take_terminal(Game& g, int seat);
  void print_table(Game& g, int seat);
  void print_log(int seat) const;
  std::vector<std::string> news_in_hand(Game& g, int seat, const std::vector<Narration>& lines);
};

}  // namespace arbiter::cli
