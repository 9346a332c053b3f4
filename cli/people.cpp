#include "cli/people.h"

#include <unistd.h>

#include <iostream>

#include "cli/common.h"
#include "cli/input.h"
#include "core/table/menu.h"
#include "cli/table.h"
#include "core/base/base.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

constexpr size_t kLogKept = 60;   // narrated lines kept for `log`
constexpr size_t kLogShown = 12;  // and shown by it, to fit on a screen with the prompt

const char* kHelp =
    "  NUMBER or LABEL  decide (case, \"!\" and spacing aside: `play bang 9d -> cid` will do)\n"
    "  ?CARD            a card's text (?3: the card option 3 names)\n"
    "  table            the table again\n"
    "  log              the last steps narrated\n"
    "  wait, w          let the others move first (where they may)\n"
    "  quit, q          stop; the game is kept and the command to go on printed\n"
    "  help             this list";

// The cards of `seat` that only its player may see (a hand), by id.
std::set<int> private_cards(const Game& g, int seat) {
  std::set<int> out;
  const State& s = g.state();
  for (const auto& z : s.zones)
    if (z.owner == seat && g.content().zones[z.def].visibility == Visibility::Owner)
      out.insert(z.cards.begin(), z.cards.end());
  return out;
}

bool is_number(const std::string& s, long& n) {
  char* end = nullptr;
  n = std::strtol(s.c_str(), &end, 10);
  return !s.empty() && *end == '\0';
}

}  // namespace

// One reader for the whole game: its history runs across decisions.
LineInput& line_input() {
  static LineInput input;
  return input;
}

int ask_target(const MenuLine& l) {
  // Players fit on one line; sets of cards go one to a line.
  std::cout << (l.cards ? "  which cards?   (enter: back)\n" : "  to whom?");
  for (size_t i = 0; i < l.targets.size(); ++i)
    std::cout << (l.cards ? "    " : "  ") << i + 1 << ") " << printable(l.targets[i])
              << (l.cards ? "\n" : "");
  if (!l.cards) std::cout << "   (enter: back)\n";
  LineInput& input = line_input();
  input.complete_with(
      [targets = l.targets](const std::string& typed) { return completions(targets, typed); });
  while (true) {
    auto got = input.read(l.cards ? "  cards> " : "  target> ");
    if (!got) return -1;
    std::string t = fold_text(*got);
    if (t.empty()) return -2;
    long n = 0;
    if (is_number(t, n)) {
      if (n >= 1 && n <= static_cast<long>(l.targets.size())) return l.options[n - 1];
      std::cout << "  pick 1 to " << l.targets.size() << "\n";
      continue;
    }
    for (size_t i = 0; i < l.targets.size(); ++i)
      if (name_key(l.targets[i]) == name_key(t)) return l.options[i];
    if (fold_case(t) == "quit" || fold_case(t) == "q") return -1;  // no target of that name
    std::cout << "  no target '" << printable(t) << "' here" << did_you_mean(t, l.targets) << "\n";
  }
}

People::People(std::set<int> seats, bool narrate) : seats_(std::move(seats)), narrate_(narrate) {}

void People::remember(int viewer, const std::string& text) {
  log_.push_back(Line{viewer, text});
  while (log_.size() > kLogKept) log_.pop_front();
}

void People::note_public(const std::string& text) {
  public_since_.push_back(text);
  if (public_since_.size() > kLogKept) public_since_.erase(public_since_.begin());
}

void People::show(int viewer, const std::string& text) {
  remember(viewer, text);
  if (viewer == 0 && shared()) note_public(text);
  if (viewer == 0 || !shared()) {
    std::cout << text << "\n";
    return;
  }
  // Several people at one terminal: a line for one of them waits until that
  // person has the terminal to themselves.
  if (viewer == at_terminal_)
    std::cout << text << "\n";
  else
    waiting_[viewer].push_back(text);
}

std::vector<std::string> People::news_in_hand(Game& g, int seat,
                                              const std::vector<Narration>& lines) {
  std::set<int> now = private_cards(g, seat);
  auto it = held_.find(seat);
  std::vector<std::string> out;
  if (it != held_.end()) {
    for (int card : now) {
      if (it->second.count(card)) continue;
      const std::string& label = g.state().label(card);
      bool told = false;
      for (const auto& l : lines)
        told = told ||
               ((l.viewer == 0 || l.viewer == seat) && l.text.find(label) != std::string::npos);
      if (!told) out.push_back(label);
    }
  }
  held_[seat] = std::move(now);
  return out;
}

std::string People::entry_seen(Game& g, const std::string& entry,
                               const std::vector<Narration>& lines) {
  size_t colon = entry.find(": ");
  if (colon == std::string::npos) return entry;
  std::string player = entry.substr(0, colon), text = entry.substr(colon + 2);
  int mover = g.state().seat_of(player);
  std::vector<std::string> told;  // what everyone is told of the step anyway
  for (const auto& l : lines)
    if (l.viewer == 0) told.push_back(l.text);
  std::vector<std::string> blind;  // the people at this terminal who may not see it
  for (int seat : seats_)
    if (redactors_.at(seat).hides_move(g, player, text, told))
      blind.push_back(g.state().players[seat - 1].name);
  if (blind.empty()) return entry;
  if (seats_.count(mover)) show(mover, "    (" + printable(player) + " only) " + printable(entry));
  return player + ": (a move " + join_and(blind) + (blind.size() == 1 ? " does" : " do") +
         " not see)";
}

void People::on_step(Game& g, const std::string& entry, const std::vector<Narration>& lines) {
  if (seats_.empty() && !narrate_) return;
  for (int seat : seats_) redactors_.try_emplace(seat, seat);
  // What the people here may see of the move: the top of the draw pile
  // Kit Carlson put back is his alone, as on the replay page for one viewer.
  std::string seen = printable(entry_seen(g, entry, lines));
  for (auto& [seat, r] : redactors_) r.remember(g);
  remember(0, seen);
  if (shared()) note_public(seen);
  std::cout << bold(seen) << "\n";
  for (const auto& l : lines) {
    std::string text = "    " + printable(l.text) + (l.rule.empty() ? "" : " [" + l.rule + "]");
    // Nobody plays here (a demo, --narrate): a line for one seat says whose it is.
    if (seats_.empty() && l.viewer)
      text = "    (" + printable(g.state().players[l.viewer - 1].name) + " only) " + text.substr(4);
    if (seats_.empty() || l.viewer == 0 || seats_.count(l.viewer))
      show(seats_.empty() ? 0 : l.viewer, text);
  }
  // What reaches a person's hand is theirs to see even where the rules'
  // narration does not name it (a card drawn by a card's effect).
  for (int seat : seats_) {
    auto news = news_in_hand(g, seat, lines);
    if (!news.empty())
      show(seat, "    (" + printable(g.state().players[seat - 1].name) +
                     " only) into your hand: " + printable(join(news)));
  }
}

void People::take_terminal(Game& g, int seat) {
  const std::string& name = g.state().players[seat - 1].name;
  // Typed input from a pipe has nobody to hide from.
  if (shared() && seat != last_ && isatty(0)) {
    if (last_ && isatty(1)) {
      // The last person's cards leave the screen; what everyone saw since
      // their decision is shown again for the next one.
      std::cout << "\033[2J\033[3J\033[H";
      for (const auto& l : public_since_) std::cout << l << "\n";
    }
    std::cout << "\n"
              << bold(printable(name) + "'s turn to decide") << ": pass the terminal to "
              << printable(name) << ", then press enter\n";
    line_input().read("");
  }
  at_terminal_ = last_ = seat;
  auto it = waiting_.find(seat);
  if (it != waiting_.end() && !it->second.empty()) {
    std::cout << "for " << printable(name) << " only, since your last decision:\n";
    for (const auto& l : it->second) std::cout << l << "\n";
    it->second.clear();
  }
}

void People::print_table(Game& g, int seat) {
  if (!view_) view_ = std::make_unique<ViewDecl>(load_view(g.content()));
  std::cout << "\n";
  for (const auto& l : table_lines(table_view(g, *view_, seat), terminal_width()))
    std::cout << l << "\n";
}

void People::print_log(int seat) const {
  std::vector<std::string> mine;
  for (const auto& l : log_)
    if (l.viewer == 0 || l.viewer == seat) mine.push_back(l.text);
  size_t from = mine.size() > kLogShown ? mine.size() - kLogShown : 0;
  if (mine.empty()) std::cout << "nothing narrated yet\n";
  for (size_t i = from; i < mine.size(); ++i) std::cout << mine[i] << "\n";
}

int People::ask(Game& g, int seat, bool can_wait) {
  // Typed input from a pipe has nobody to hide from.
  take_terminal(g, seat);
  const Choice* c = g.decision_spelled().for_player(seat);
  const std::string& me = g.state().players[seat - 1].name;
  Menu menu = build_menu(g, *c, g.state().turn == seat);
  auto print_menu = [&] {
    if (!g.decision_spelled().prompt.empty())
      std::cout << printable(g.decision_spelled().prompt) << "\n";
    for (const auto& l : menu_lines(menu))
      std::cout << (l.back() == ':' ? l : green(printable(l))) << "\n";
    if (can_wait) std::cout << "  w) wait: let the others move first\n";
  };
  print_table(g, seat);
  print_menu();

  LineInput& input = line_input();
  std::vector<std::string> labels{"table", "help", "log", "quit"};
  for (const auto& o : c->options) labels.push_back(o.label);
  input.complete_with([labels](const std::string& typed) { return completions(labels, typed); });
  // At a shared terminal, what is for this person alone waits from now on
  // until they are asked again: they may have left it.
  auto done = [&](int picked) {
    if (shared()) {
      at_terminal_ = 0;
      if (picked != PlayOptions::kWait) public_since_.clear();
    }
    return picked;
  };
  while (true) {
    auto got = input.read(input.editing() ? printable(me) + "> " : bold(printable(me) + "> "));
    if (!got) return -1;
    std::string line = fold_text(*got);
    std::string word = fold_case(line);
    long n = 0;
    if (line.empty()) continue;
    if (word == "quit" || word == "q") return -1;
    if (word == "help" || word == "h") {
      std::cout << kHelp << "\n";
    } else if (word == "table" || word == "t") {
      print_table(g, seat);
      print_menu();
    } else if (word == "log") {
      print_log(seat);
    } else if (word == "w" || word == "wait") {
      if (can_wait) return done(PlayOptions::kWait);
      std::cout << "nobody else can act on this decision: pick an option\n";
    } else if (line[0] == '?') {
      std::cout << printable_lines(card_text(g, line.substr(1), menu_cards(g, *c, menu))) << "\n";
    } else if (is_number(line, n)) {
      const MenuLine* l = n >= 1 && n <= menu.size() ? menu.line(static_cast<int>(n)) : nullptr;
      if (!l) {
        std::cout << "pick 1 to " << menu.size() << "\n";
        continue;
      }
      if (l->options.size() == 1) return done(l->options[0]);
      int picked = ask_target(*l);
      if (picked >= 0) return done(picked);
      if (picked == -1) return -1;
      input.complete_with(
          [labels](const std::string& typed) { return completions(labels, typed); });
      print_menu();
    } else {
      Match m = g.match(seat, line, true);
      if (m.option >= 0) return done(m.option);
      std::cout << printable_lines(m.reason) << "\n";
    }
  }
}

}  // namespace arbiter::cli
