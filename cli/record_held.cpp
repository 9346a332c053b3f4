// arbiter record: where the table knows better than the seed's deal. A
// card the seed dealt to a hand nobody entered may turn out to have been
// still in the draw pile (a draw brings it), or in another player's hand
// (they play it): the setup says so from then on (setup.held), the seed
// deals other cards in their place, and the record is judged again from
// the deal. Kept apart from the session (cli/record.cpp): every correction
// here must leave the setup as it was when it is refused.
#include <algorithm>
#include <iostream>

#include "cli/common.h"
#include "cli/record.h"
#include "core/base/base.h"
#include "core/game/game.h"

namespace arbiter::cli {

namespace {

// setup.held's key for the draw pile (core/engine/setup_seed.h).
constexpr const char* kDrawPile = "draw pile";

}  // namespace

// A card drawn that the seed had dealt to a hand nobody entered: the
// seed's deal was wrong, the card was still in the draw pile. The setup
// says so (setup.held's `draw pile`), the seed deals that hand another
// card, and the draw is taken. True when it was.
bool Recorder::from_pile(const std::string& text, const Entry& e) {
  const Game& g = game();
  const State& s = g.state();
  int pile = s.zone_id(0, g.content().draw_pile);
  if (pile < 0) return false;
  int card = 0;
  for (const auto& c : s.cards)
    if (g.fits_ref(c.id, text)) {
      if (c.zone == pile) return false;  // a copy is there: the draw takes it
      if (!card && c.entered_step == 0 &&
          std::binary_search(s.seed_dealt.begin(), s.seed_dealt.end(), c.id))
        card = c.id;
    }
  if (!card) return false;
  std::string label = s.label(card), was = s.place(card);
  YAML::Node before = YAML::Clone(rec_.setup);
  try {
    hold_in_setup(kDrawPile, label);
  } catch (const Error&) {
    rec_.setup = before;
    return false;
  }
  rec_.actions.push_back(e);
  int shown = shown_;
  if (judge(true).verdict == Verdict::Ok) {
    was = was.substr(0, was.find(" ("));  // "in Bob's pocket"
    if (was.rfind("in ", 0) == 0) was = "from " + was.substr(3);
    std::cout << printable(label) << " came from the draw pile, not " << printable(was)
              << ", where the seed had dealt it: "
              << "the setup now says it was still in the draw pile (setup.held), and the seed "
                 "deals another card in its place\n";
    shown_ = shown;
    judge();
    save();
    return true;
  }
  rec_.actions.pop_back();
  rec_.setup = before;
  shown_ = shown;
  judge(true);
  return false;
}

// Adds `card` to `who`'s list in setup.held. A list typed at the setup
// prompt as one string (`held: {Bob: "Missed! (10♣)"}`, which the record
// reads as comma-separated cards) becomes a list first; any other shape
// is an Error with the reason, and the setup is left as it was.
void Recorder::hold_in_setup(const std::string& who, const std::string& card) {
  YAML::Node held = rec_.setup["held"];
  if (held.IsDefined() && !held.IsNull() && !held.IsMap())
    throw Error(Verdict::BadRecord,
                "setup.held is not `{NAME: [CARD, ...]}`: nothing was added to it");
  YAML::Node mine = held[who];
  if (mine.IsDefined() && mine.IsScalar()) {
    YAML::Node list(YAML::NodeType::Sequence);
    for (const auto& c : split_commas(mine.Scalar())) list.push_back(c);
    held[who] = list;
  } else if (mine.IsDefined() && !mine.IsNull() && !mine.IsSequence()) {
    throw Error(Verdict::BadRecord,
                "setup.held's " + who + " is not a list of cards: nothing was added to it");
  }
  rec_.setup["held"][who].push_back(card);
}

// `held Bob: Missed! (J♣), Beer`: cards a player turned out to hold in a
// hand the seed dealt. The setup says so from now on (setup.held), and the
// record is judged again from the deal. True when it was taken.
bool Recorder::held(const std::string& line) {
  std::string rest = line.substr(line.find(' ') + 1);
  size_t colon = rest.find(':');
  std::string who = colon == std::string::npos ? "" : fold_text(rest.substr(0, colon));
  int seat = 0;  // a name in any case
  for (size_t i = 0; i < game().state().players.size() && !who.empty(); ++i)
    if (fold_case(game().state().players[i].name) == fold_case(who)) seat = static_cast<int>(i) + 1;
  const std::string& pile = game().content().draw_pile;
  bool in_pile =
      !seat && !pile.empty() && (fold_case(who) == kDrawPile || fold_case(who) == fold_case(pile));
  if (!seat && !in_pile) {
    std::cout << "held NAME: CARD, CARD... says what a player held from the start, in a hand "
                 "the seed dealt; held draw pile: CARD, ... that a card the seed dealt was "
                 "still in the draw pile\n";
    return false;
  }
  std::vector<std::string> cards;
  for (const auto& c : split_commas(rest.substr(colon + 1)))
    cards.push_back(game().card_written(c));
  return add_held(in_pile ? kDrawPile : game().state().players[seat - 1].name, cards, nullptr);
}

// Puts `cards` in `who`'s hand in the setup and judges the record again,
// with `then` after it when given. Kept when that is judged ok. `who` is a
// copy: judging again makes a new game, and a name read from the old one
// would be gone.
bool Recorder::add_held(std::string who, const std::vector<std::string>& cards, const Entry* then) {
  YAML::Node before = YAML::Clone(rec_.setup);
  try {
    for (const auto& c : cards) hold_in_setup(who, c);
  } catch (const Error& e) {
    rec_.setup = before;
    std::cout << red("refused") << ": " << printable_lines(e.what()) << "\n";
    return false;
  }
  if (then) rec_.actions.push_back(*then);
  int shown = shown_;
  ReplayResult r = judge(true);
  if (r.verdict == Verdict::Ok) {
    if (who == kDrawPile)
      std::cout << "the setup now says " << printable(join(cards))
                << (cards.size() == 1 ? " was" : " were")
                << " still in the draw pile (setup.held), and the seed deals "
                << (cards.size() == 1 ? "another card in its place\n"
                                      : "other cards in their place\n");
    else
      std::cout << "the setup now says " << printable(who) << " held " << printable(join(cards))
                << " from the start (setup.held)\n";
    shown_ = shown;
    judge();
    save();
    return true;
  }
  if (!then) std::cout << red("refused") << ": " << printable_lines(r.said()) << "\n";
  if (then) rec_.actions.pop_back();
  rec_.setup = before;
  shown_ = shown;
  judge(true);
  return false;
}

// The move `e` were `card` in its player's hand from the start: the label
// the rules would write for it when that makes it legal (empty otherwise),
// and in `rule` the reason the rules would still refuse it (empty when
// legal, or when the setup cannot say the card was held). The setup and
// the game are left as they were.
std::string Recorder::if_held(const Entry& e, int card, std::string& rule) {
  rule.clear();
  int seat = game().state().seat_of(e.player);
  std::string label = game().state().label(card);
  YAML::Node before = YAML::Clone(rec_.setup);
  int shown = shown_;
  try {
    hold_in_setup(e.player, label);
  } catch (const Error&) {
    rec_.setup = before;
    return "";
  }
  std::string written;
  if (judge(true).verdict == Verdict::Ok && game().decision_spelled().for_player(seat)) {
    Match again = game().match(seat, e.text, true);
    if (again.option >= 0)
      written = game().decision_spelled().for_player(seat)->options[again.option].label;
    else
      rule = again.reason;
  }
  rec_.setup = before;
  shown_ = shown;
  judge(true);
  return written;
}

// A move refused (`m`, the entry `e` it was written as). Where it names a
// card the player does not hold, by the seed's deal, the table may know
// better: when holding that card would make the move legal, the refusal
// says where the seed put it and offers to say in the setup that the
// player held it (true when the move is then taken); when the rules would
// refuse the move even so (a second BANG! in a turn), that rule is the
// reason, said first, and nothing is asked.
bool Recorder::refuse_or_offer_held(const Match& m, Entry e) {
  std::string rule;
  for (int card : m.elsewhere) {
    std::string why;
    std::string written = if_held(e, card, why);
    if (rule.empty()) rule = why;
    if (written.empty()) continue;
    std::string label = game().state().label(card);
    std::cout << red("refused") << ": " << printable_lines(m.reason) << "\n";
    std::cout << "The seed dealt " << printable(e.player) << "'s hand: did " << printable(e.player)
              << " hold " << printable(label)
              << " from the start? (y: the setup says so; n: refuse the move)\n";
    std::string line;
    if (!read_line("held> ", line)) return false;
    if (fold_case(line) != "y" && fold_case(line) != "yes") return false;
    e.text = written;
    return add_held(e.player, {label}, &e);
  }
  if (rule.empty()) {
    std::cout << red("refused") << ": " << printable_lines(m.reason) << "\n";
    return false;
  }
  std::cout << red("refused") << ": " << printable_lines(rule) << "\n"
            << "  (that rule refuses it even had " << printable(e.player)
            << " held the card; as the seed dealt, " << printable_lines(m.reason) << ")\n";
  return false;
}

}  // namespace arbiter::cli
