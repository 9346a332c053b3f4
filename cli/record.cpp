// arbiter record: one person at a real table records the game as it
// happens. The table's setup is typed in; every decision is offered as the
// legal options of whoever must act and refused on the spot with its reason;
// every chance outcome the engine would decide is asked for instead. The
// record so far is judged again after every entry, so what is written is
// exactly what replays.
#include "cli/record.h"

#include <algorithm>
#include <climits>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/game/game.h"
#include "core/records/records.h"
#include "core/table/table.h"

namespace arbiter::cli {

namespace {

// The card each option names (0: none), option 1 first: what `?3` asks about.
std::vector<int> option_cards(const Choice& c) {
  std::vector<int> out;
  for (const auto& o : c.options) out.push_back(o.card);
  return out;
}

// `quit`, `undo`, `legal` as typed, in any case.
bool is_word(const std::string& line, const char* word, const char* shorter = nullptr) {
  std::string w = fold_case(line);
  return w == word || (shorter && w == shorter);
}

}  // namespace

int Recorder::run() {
  start();
  if (!setup()) return finish("stopped during the setup");
  while (true) {
    judge();
    if (ask_chance()) continue;
    if (quit_) return finish("stopped by the recorder");
    if (game().over()) {
      last_words();
      return finish("the game is over");
    }
    if (!game().decision_spelled().open()) return finish("nobody is asked: the rules stop here");
    decide();
    if (quit_) return finish("stopped by the recorder");
  }
}

// The next line typed, folded (full-width forms, white suits, spaces);
// false at the end of input.
bool Recorder::read_line(const std::string& prompt, std::string& line) {
  auto got = input_.read(input_.editing() ? prompt : bold(prompt));
  if (!got) return false;
  line = fold_text(*got);
  return true;
}

void Recorder::start() {
  if (!a_.force && std::filesystem::exists(a_.log))
    throw Error(Verdict::BadRecord, a_.log + ": the file exists; use --force to replace it");
  const Content* c = loaded_.content(a_.game, a_.variants);
  if (!c) load_content(global().roots(), a_.game, a_.variants);  // throws why
  rec_.game = a_.game;
  rec_.content = c->digest;
  rec_.variants = a_.variants;
  rec_.mods = mods_to_name(global().roots(), a_.game);  // what loaded_ applied
  rec_.mods_named = !rec_.mods.empty();
  rec_.seed = a_.seed;
  rec_.options = parse_options(*c, a_.options);
  rec_.players = split_commas(a_.players);
  rec_.setup = YAML::Node(YAML::NodeType::Map);
  // The record reader checks the names and their number, as it will on replay.
  rec_.players = parse_record(write_record(rec_), "--players").players;
  player_count(*c, static_cast<int>(rec_.players.size()));
}

// The record so far, judged again: the game where it ends. Narrates the
// steps not yet shown unless `quiet` (a trial).
ReplayResult Recorder::judge(bool quiet) {
  now_ = Resumed{};
  for (size_t i = 0; i < rec_.actions.size(); ++i) rec_.actions[i].step = static_cast<int>(i) + 1;
  ReplayOptions ro;
  ro.roots = global().roots();
  ro.host = loaded_.host(rec_.game, rec_.variants);
  std::vector<StepReport> steps;
  now_ = replay_and_keep(rec_, ro, [&](const StepReport& s) { steps.push_back(s); });
  // A step whose chance is still to be asked is narrated once it is
  // answered: until then its lines would tell the seed's cards.
  int hold = now_.game && chance_pending() ? anchor() : INT_MAX;
  for (const auto& s : steps)
    if (!quiet && s.step > shown_ && s.step < hold) {
      if (s.step > 0)
        std::cout << bold("step " + std::to_string(s.step) + "  " + printable(s.entry)) << "\n";
      for (const auto& l : s.lines) std::cout << "    " << printable(l) << "\n";
      shown_ = s.step;
    }
  if (!now_.game) throw Error(now_.result.verdict, now_.result.said());
  return now_.result;
}

// Tries the record with one more entry; keeps it when it is judged ok.
bool Recorder::try_entry(Entry e) {
  rec_.actions.push_back(std::move(e));
  int shown = shown_;
  ReplayResult r = judge();
  if (r.verdict == Verdict::Ok) {
    save();
    return true;
  }
  std::cout << red("refused") << ": " << printable_lines(r.said()) << "\n";
  rec_.actions.pop_back();
  shown_ = shown;
  judge();
  return false;
}

void Recorder::undo() {
  if (rec_.actions.empty()) {
    std::cout << "nothing to undo\n";
    return;
  }
  std::cout << "undone: " << printable(entry_text(rec_.actions.back())) << "\n";
  rec_.actions.pop_back();
  for (auto it = seed_left_.begin(); it != seed_left_.end();)
    it = it->first >= anchor() ? seed_left_.erase(it) : std::next(it);
  shown_ = static_cast<int>(rec_.actions.size());
  save();
}

// The step of the last decision: chance met after it is pinned right after it.
int Recorder::anchor() const {
  for (size_t i = rec_.actions.size(); i > 0; --i)
    if (rec_.actions[i - 1].kind == Entry::Kind::Decision) return static_cast<int>(i);
  return 0;
}

// ", e.g. `pockets: {Ann: [A♠, K♠]}`": the game's own key for a hand,
// with two of its cards, shown only when the game takes it; empty if none.
std::string Recorder::setup_example() {
  judge(true);
  const Content& c = game().content();
  const State& s = game().state();
  for (const auto& z : c.zones) {
    if (!z.per_player || z.visibility != Visibility::Owner) continue;
    // Of the cards in the draw pile or a hand: the first, and the first of
    // another name (else of another label).
    auto dealt = [&](const Card& card) {
      const Zone& in = s.zone(card.zone);
      return c.zones[in.def].name == c.draw_pile ||
             (in.owner && c.zones[in.def].visibility == Visibility::Owner);
    };
    std::vector<const Card*> cards;
    for (int pass = 0; pass < 3 && cards.size() < 2; ++pass)
      for (const auto& card : s.cards)
        if (cards.size() < 2 && dealt(card) &&
            (cards.empty() || (pass == 1 && card.def != cards[0]->def) ||
             (pass == 2 && s.label(card.id) != s.label(cards[0]->id))))
          cards.push_back(&card);
    if (cards.size() < 2) continue;
    std::string line = z.name + "s: {" + rec_.players[0] + ": [" + s.label(cards[0]->id) + ", " +
                       s.label(cards[1]->id) + "]}";
    YAML::Node before = YAML::Clone(rec_.setup);
    bool takes = false;
    try {
      YamlFile f = YamlFile::parse(line, "setup", Verdict::BadRecord);
      rec_.setup = f.root();
      takes = judge(true).verdict == Verdict::Ok;
    } catch (const Error&) {
    }
    rec_.setup = before;
    judge(true);
    if (takes) return ", e.g. `" + line + "`";
  }
  return "";
}

bool Recorder::setup() {
  std::cout << "Setup of " << printable(rec_.game) << " for " << printable(join(rec_.players))
            << ": type what the table knows, as lines of the record's setup (docs/games/"
            << printable(rec_.game) << ".md, Setup keys)" << printable(setup_example())
            << ".\nAn empty line starts the game; the rest is dealt from the seed.\n";
  input_.complete_with({});
  std::string line;
  while (read_line("setup> ", line)) {
    if (line.empty()) return true;
    if (is_word(line, "quit", "q")) return false;
    YAML::Node before = YAML::Clone(rec_.setup);
    try {
      YamlFile f = YamlFile::parse(line, "setup", Verdict::BadRecord);
      if (!f.root().IsMap()) throw Error(Verdict::BadRecord, "a setup line is `key: value`");
      for (const auto& kv : f.root()) {
        YAML::Node& mine = rec_.setup;
        std::string key = kv.first.Scalar();
        if (kv.second.IsMap() && mine[key] && mine[key].IsMap())
          for (const auto& sub : kv.second) mine[key][sub.first.Scalar()] = sub.second;
        else
          mine[key] = kv.second;
      }
    } catch (const Error& e) {
      std::cout << red("refused") << ": " << printable_lines(e.what()) << "\n";
      continue;
    }
    ReplayResult r = judge(true);  // the game is narrated once it starts
    if (r.verdict != Verdict::Ok) {
      std::cout << red("refused") << ": " << printable_lines(r.said()) << "\n";
      rec_.setup = before;
    } else {
      save();
    }
  }
  return false;
}

// The seed gave a chance outcome after the last decision that nobody has
// been asked about yet.
bool Recorder::chance_pending() {
  const Chance& ch = game().chance();
  int at = anchor();
  return !ch.seeded_last.empty() && ch.seeded_last_step == at && !seed_left_[at];
}

// What the chance asked for is for, as the game took it (Chance::step_for):
// the rules' own words, else the card whose script took it, else where the
// card went after which decision; and which of the outcomes for the same
// purpose it is, where there are several: `Ann's "draw!" for Barrel (Q♠)`,
// "Bob's phase 1, card 2 of 2", "General Store, card 3 of 5", "after step 4
// (Ann: end turn), into Bob's hand".
std::string Recorder::chance_purpose(bool deck) {
  const Chance& ch = game().chance();
  const std::vector<ChanceFor>& all = ch.step_for;
  bool known = ch.step_for_at == ch.seeded_last_step && all.size() >= ch.seeded_last.size();
  size_t now = known ? all.size() - ch.seeded_last.size() : 0;  // the one asked for
  ChanceFor f = known ? all[now] : ChanceFor{};
  const State& s = game().state();
  std::string where = f.seat ? "into " + s.players[f.seat - 1].name + "'s " + f.zone
                      : deck && !f.zone.empty() ? "to the " + f.zone
                                                : "";
  std::string out = f.purpose;
  if (out.empty() && !f.card.empty()) out = f.card + (f.seat ? ", " + where : "");
  if (out.empty()) {
    int at = anchor();
    out = at ? "after step " + std::to_string(at) + " (" +
                   entry_text(rec_.actions[static_cast<size_t>(at) - 1]) + ")"
             : "as play begins";
    if (!where.empty()) out += ", " + where;
  }
  if (!known) return out;
  size_t first = now, end = now + 1;  // the outcomes for the same purpose
  while (first > 0 && all[first - 1] == f) --first;
  while (end < all.size() && all[end] == f) ++end;
  if (end - first > 1)
    out += std::string(deck ? ", card " : ", pick ") + std::to_string(now - first + 1) + " of " +
           std::to_string(end - first);
  return out;
}

// A chance outcome the engine took from the seed after the last decision:
// asks which it really was. True when the record changed.
bool Recorder::ask_chance() {
  const Chance& ch = game().chance();
  int at = anchor();
  if (!chance_pending()) return false;
  const std::string seed = ch.seeded_last.front();  // "deck: Beer (6♥)"
  bool deck = seed.rfind("deck: ", 0) == 0;
  std::string key = deck ? "deck" : "random";
  std::cout << "chance: " << printable(chance_purpose(deck))
            << (deck ? ": which card came out of the draw pile?"
                     : ": what was picked at random (a card from a hand, a number)?")
            << " (the seed would give " << printable(seed.substr(key.size() + 2))
            << "; Enter: not seen, left to the seed)\n";
  std::vector<std::string> words{"undo", "quit"};
  for (size_t id = 1; id <= game().state().cards.size(); ++id)
    words.push_back(game().state().label(static_cast<int>(id)));
  input_.complete_with([words](const std::string& typed) { return completions(words, typed); });
  std::string line;
  while (true) {
    if (!read_line(key + "> ", line) || is_word(line, "quit", "q")) {
      quit_ = true;
      return false;
    }
    if (is_word(line, "undo")) {
      undo();
      return true;
    }
    if (line.empty()) {
      seed_left_[at] = true;
      std::cout << "left to the seed, with the rest of this step's chance: --strict will say so\n";
      return true;
    }
    if (line[0] == '?') {
      std::cout << printable_lines(card_text(game(), line.substr(1), {})) << "\n";
      continue;
    }
    if (fold_case(line).rfind("held ", 0) == 0) {
      if (held(line)) return true;
      continue;
    }
    Entry e;
    e.kind = deck ? Entry::Kind::Deck : Entry::Kind::Random;
    // Written as the game writes it, as a decision is: `Barrel (K♠)`, not `barrel ks`.
    std::string card = game().card_written(line);
    e.cards = {card};
    if (deck && from_pile(card, e)) return true;
    if (try_entry(std::move(e))) return true;
  }
}

void Recorder::show_options() {
  const Game& g = game();
  if (!g.decision_spelled().prompt.empty())
    std::cout << printable(g.decision_spelled().prompt) << "\n";
  for (const auto& c : g.decision_spelled().choices) {
    std::cout << bold(printable(g.state().players[c.player - 1].name)) << ":\n";
    for (size_t i = 0; i < c.options.size(); ++i)
      std::cout << "  " << i + 1 << ") " << printable(c.options[i].label) << "\n";
  }
}

void Recorder::decide() {
  show_options();
  bool several = game().decision_spelled().choices.size() > 1;
  std::vector<std::string> words{"legal", "undo", "quit", "held "};
  for (const auto& c : game().decision_spelled().choices)
    for (const auto& o : c.options)
      words.push_back(several ? game().state().players[c.player - 1].name + ": " + o.label
                              : o.label);
  input_.complete_with([words](const std::string& typed) { return completions(words, typed); });
  std::string line;
  while (true) {
    const Game& g = game();
    const auto& choices = g.decision_spelled().choices;
    std::string who = several ? "who" : g.state().players[choices[0].player - 1].name;
    if (!read_line(printable(who) + "> ", line) || is_word(line, "quit", "q")) {
      quit_ = true;
      return;
    }
    if (line.empty()) continue;
    if (is_word(line, "undo")) return undo();
    if (is_word(line, "legal")) {
      show_options();
      continue;
    }
    if (fold_case(line).rfind("held ", 0) == 0) {
      if (held(line)) return;
      continue;
    }
    if (line[0] == '?') {
      std::cout << printable_lines(card_text(
                       g, line.substr(1), several ? std::vector<int>{} : option_cards(choices[0])))
                << "\n";
      continue;
    }
    int seat = several ? 0 : choices[0].player;
    std::string label = line;
    if (size_t colon = line.find(": "); colon != std::string::npos)
      if (int s = g.state().seat_of(line.substr(0, colon))) {
        seat = s;
        label = line.substr(colon + 2);
      }
    if (!seat) {
      std::cout << "several players may act: write NAME: LABEL\n";
      continue;
    }
    const Choice* c = g.decision_spelled().for_player(seat);
    Entry e;
    e.kind = Entry::Kind::Decision;
    e.player = g.state().players[seat - 1].name;
    char* end = nullptr;
    long n = std::strtol(label.c_str(), &end, 10);
    if (c && *end == '\0' && n >= 1 && n <= static_cast<long>(c->options.size())) {
      e.text = c->options[n - 1].label;
    } else {
      Match m = g.match(seat, label, true);
      if (m.option < 0) {  // the argument settled at the table
        e.text = label;
        if (refuse_or_offer_held(m, e)) return;
        continue;
      }
      e.text = c->options[m.option].label;
    }
    if (try_entry(std::move(e))) return;
  }
}

// The game is over, or stopped: the hands the seed dealt may still be
// said (The Gang's pockets are shown only at the end).
void Recorder::last_words() {
  while (!now_.result.setup_seeded.empty()) {
    std::cout << "The setup left to the seed: " << printable(now_.result.setup_seeded)
              << ". What was seen at the end may be said now: held NAME: CARD, ... (Enter: "
                 "finish)\n";
    input_.complete_with({});
    std::string line;
    if (!read_line("end> ", line) || line.empty() || is_word(line, "quit", "q")) return;
    if (fold_case(line).rfind("held ", 0) != 0) {
      std::cout << "held NAME: CARD, ... or Enter\n";
      continue;
    }
    held(line);
  }
}

void Recorder::save() {
  save_file(a_.log, write_record(rec_), a_.force || saved_);
  saved_ = true;
}

int Recorder::finish(const std::string& why) {
  save();
  std::cout << printable(why) << "; record written to " << printable(a_.log) << " ("
            << rec_.actions.size() << " steps), digest " << now_.result.digest << "\n";
  if (!now_.result.strict_text().empty())
    std::cout << "arbiter replay --strict refuses it: "
              << printable_lines(now_.result.strict_text()) << "\n";
  return 0;
}

void add_record(CLI::App& app) {
  auto a = std::make_shared<RecordArgs>();
  auto* cmd = app.add_subcommand(
      "record",
      "Record a game played at a real table, as it happens.\n\n"
      "Type the setup the table knows, then each decision (a number or a label; a move\n"
      "the rules refuse is refused at once, with the reason) and each card chance\n"
      "brings (a draw, a \"draw!\", a random pick). undo takes back the last entry;\n"
      "quit stops, keeping what was entered. The record replays to the same digest.\n\n"
      "Examples:\n  arbiter record bang --players Ann,Bob,Cid,Dee --log dispute.yaml\n"
      "Exit: 0 once the record is written; 2 a bad argument; 3 the game is missing.");
  cmd->add_option("game", a->game, "The game (see `arbiter games`)")->required();
  cmd->add_option("--players", a->players, "The seats, clockwise from the first: Ann,Bob,...")
      ->required();
  cmd->add_option("--log", a->log, "Where to write the record")->required()->type_name("FILE");
  cmd->add_flag("--force", a->force, "Let --log replace an existing file");
  cmd->add_option("--seed", a->seed, "The seed for what the table does not know");
  cmd->add_option("--variant", a->variants, "A house rule, applied in order")->type_name("V");
  cmd->add_option("--option", a->options, "A game option, K=V")->type_name("K=V");
  cmd->callback([a] { throw Exit{Recorder(*a).run()}; });
}

}  // namespace arbiter::cli
