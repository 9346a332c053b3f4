// Matching what a person wrote against the labels a decision offers:
// folded, names in any case or under an alias, cards in any order, a
// (RankSuit) left out; and, when nothing matches, the reason to give.
// Game::match and Game::aside_reason live here; the game's names as people
// write them are core/content/names.h.
#include <algorithm>
#include <cctype>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "core/base/cardref.h"
#include "core/base/text.h"
#include "core/base/yaml_check.h"
#include "core/content/names.h"
#include "core/game/game.h"

namespace arbiter {

static std::string strip_rank_suits(const std::string& canon) {
  std::string out;
  size_t i = 0;
  while (i < canon.size()) {
    if (canon[i] == ' ' && i + 1 < canon.size() && canon[i + 1] == '(') {
      size_t close = canon.find(')', i);
      int r = 0, s = -1;
      if (close != std::string::npos &&
          parse_rank_suit(std::string_view(canon).substr(i + 2, close - i - 2), r, s)) {
        i = close + 1;
        continue;
      }
    }
    out += canon[i++];
  }
  return out;
}

// Labels naming several cards are accepted in any order: the cards after the
// leading lower-case verb words are sorted.
static std::string any_order(const std::string& label) {
  size_t pos = 0;
  while (pos < label.size()) {
    size_t sp = label.find(' ', pos);
    std::string word = label.substr(pos, sp == std::string::npos ? std::string::npos : sp - pos);
    bool verb = !word.empty() &&
                std::all_of(word.begin(), word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    if (!verb || sp == std::string::npos) break;
    pos = sp + 1;
  }
  std::string head = label.substr(0, pos), rest = label.substr(pos);
  std::string target;
  size_t arrow = rest.find(" -> ");
  if (arrow != std::string::npos) {
    target = rest.substr(arrow);
    rest = rest.substr(0, arrow);
  }
  auto parts = split_commas(rest);
  if (parts.size() < 2) return label;
  std::sort(parts.begin(), parts.end());
  std::string out = head;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out + target;
}

// The option that the folded label `w` means when each option's label is
// read as `key` makes it: the same, the same with its cards in another
// order, or the same with a (RankSuit) left out (then, of the cards of that
// name there, the one that entered earliest, said in `explain`). -1 if none.
static int loose_match(const State& state, const Choice& choice, const std::string& w,
                       const std::string& written,
                       const std::function<std::string(const std::string&)>& key,
                       std::string& explain) {
  for (size_t i = 0; i < choice.options.size(); ++i)
    if (key(choice.options[i].label) == w) return static_cast<int>(i);
  std::string wa = any_order(w);
  for (size_t i = 0; i < choice.options.size(); ++i)
    if (any_order(key(choice.options[i].label)) == wa) return static_cast<int>(i);
  // Only for a label written without one: `Beer (7♥)` never means `Beer (6♥)`.
  std::string loose = any_order(strip_rank_suits(w));
  bool omitted = strip_rank_suits(w) == w;
  int best = -1;
  for (size_t i = 0; omitted && i < choice.options.size(); ++i) {
    if (any_order(strip_rank_suits(key(choice.options[i].label))) != loose) continue;
    int card = choice.options[i].card;
    if (best < 0 || (card && choice.options[best].card &&
                     state.card(card).entered < state.card(choice.options[best].card).entered))
      best = static_cast<int>(i);
  }
  if (best >= 0)
    explain = "'" + fold_text(written) + "' is taken to mean '" + choice.options[best].label +
              "' (of the cards of that name there, the one that entered earliest)";
  return best;
}

// " (did you mean 'LABEL'?)" for the option nearest to what was written (a
// letter or two apart, case aside, (RankSuit)s left out on both sides), or "".
// Two edits at most: a slip of the pen, never another target.
static std::string nearest_option(const Choice& choice, const std::string& w,
                                  const std::function<std::string(const std::string&)>& key) {
  std::vector<std::string> plain;
  for (const auto& o : choice.options) plain.push_back(strip_rank_suits(key(o.label)));
  std::string near = closest(strip_rank_suits(w), plain, 2);
  if (near.empty()) return "";
  size_t i = static_cast<size_t>(std::find(plain.begin(), plain.end(), near) - plain.begin());
  return " (did you mean '" + choice.options[i].label + "'?)";
}

// The refused move a written label was most likely meant as, with its reason.
static std::string nearest_refusal(const std::vector<Refusal>& refusals, const std::string& w,
                                   const std::function<std::string(const std::string&)>& key) {
  std::vector<std::string> plain;
  for (const auto& r : refusals) plain.push_back(strip_rank_suits(key(r.label)));
  std::string near = closest(strip_rank_suits(w), plain, 2);
  if (near.empty()) return "";
  const Refusal& r =
      refusals[static_cast<size_t>(std::find(plain.begin(), plain.end(), near) - plain.begin())];
  return " (did you mean '" + r.label + "'? It is refused: " + r.reason + ")";
}

// " (did you mean 'LABEL'?)" for a label whose card is written under a name
// that is no name or alias but near one ("play ミスった" for "play ミス!",
// "スラブ" for "キラースラブ"): the option, or else the refused move, with the
// name put right.
static std::string guessed_name(const Choice& choice, const std::vector<Refusal>& refusals,
                                const std::string& wn, const NameTable& names,
                                const Content& content,
                                const std::function<std::string(const std::string&)>& key) {
  size_t verb = 0;
  while (verb < wn.size() && wn[verb] >= 'a' && wn[verb] <= 'z') {
    size_t sp = wn.find(' ', verb);
    if (sp == std::string::npos) return "";
    verb = sp + 1;
  }
  size_t end = std::min(wn.find(" -> ", verb), wn.find(" (", verb));
  if (end == std::string::npos) end = wn.size();
  std::string object = wn.substr(verb, end - verb);
  if (object.empty()) return "";
  std::vector<std::string> all;
  for (const auto& n : names) all.emplace_back(n.second);
  for (const auto& d : content.defs) all.insert(all.end(), d.aliases.begin(), d.aliases.end());
  std::string near = closest_name(object, all);
  if (near.empty()) return "";
  std::string fixed = fold_case(with_names(wn.substr(0, verb) + near + wn.substr(end), names));
  std::string option = nearest_option(choice, fixed, key);
  return option.empty() ? nearest_refusal(refusals, fixed, key) : option;
}

// A suggestion for `x` (folded, names as the game writes them): the option
// or refusal it is, or is nearest to; else, written with a target the move
// does not take ("play Missed! (Q♣) -> Ann" answering a shot), the move
// without it. Empty when none.
static std::string suggestion(const State& state, const Choice& choice,
                              const std::vector<Refusal>& refusals, const std::string& x,
                              const std::function<std::string(const std::string&)>& key) {
  std::string unused;
  int i = loose_match(state, choice, x, x, key, unused);
  if (i >= 0) return " (did you mean '" + choice.options[static_cast<size_t>(i)].label + "'?)";
  for (const auto& r : refusals)
    if (any_order(key(r.label)) == any_order(x))
      return " (did you mean '" + r.label + "'? It is refused: " + r.reason + ")";
  std::string near = nearest_option(choice, x, key);
  if (near.empty()) near = nearest_refusal(refusals, x, key);
  if (!near.empty()) return near;
  size_t arrow = x.find(" -> ");
  if (arrow == std::string::npos) return "";
  std::string bare = x.substr(0, arrow);
  i = loose_match(state, choice, bare, bare, key, unused);
  if (i >= 0) {
    const Option& o = choice.options[static_cast<size_t>(i)];
    return ": " + (o.card ? state.label(o.card) : "that move") +
           " is played with no target here: write '" + o.label + "'";
  }
  for (const auto& r : refusals)
    if (any_order(key(r.label)) == any_order(bare))
      return " (did you mean '" + r.label + "'? It is refused: " + r.reason + ")";
  return "";
}

// The reason of the seat's refusal whose label reads as the written move
// (`w` folded, `wn` with the game's names), (RankSuit)s and card order
// aside; empty when none does.
static std::string refused_because(const Game& g, int seat, const std::string& w,
                                   const std::string& wn, const NameTable& names,
                                   bool exact = false) {
  auto same = [exact](const std::string& label, const std::string& as_written) {
    if (exact) return any_order(label) == any_order(as_written);
    return label == as_written ||
           any_order(strip_rank_suits(label)) == any_order(strip_rank_suits(as_written));
  };
  for (const auto& r : g.refusals(seat))
    if (same(canonical_label(r.label), w) ||
        same(fold_case(with_names(canonical_label(r.label), names)), fold_case(wn)))
      return r.reason;
  return "";
}

// The cards the first card reference of a label (`w`, names as the game
// writes them) may mean: every copy of that name, or of that name, rank and
// suit when written. Empty when the label names no card.
static std::vector<int> first_card(const State& state, const std::string& w) {
  const Content& ct = *state.content;
  for (size_t i = 0; i < w.size();
       i = w.find(' ', i) == std::string::npos ? w.size() : w.find(' ', i) + 1) {
    int def = -1;
    size_t end = i, best = 0;
    for (size_t d = 0; d < ct.defs.size(); ++d) {
      const std::string& n = ct.defs[d].name;
      size_t j = i + n.size();
      if (n.size() > best && w.compare(i, n.size(), n) == 0 &&
          (j == w.size() || w[j] == ' ' || w[j] == ',')) {
        def = static_cast<int>(d);
        best = n.size();
        end = j;
      }
    }
    int rank = 0, suit = -1;
    if (def >= 0 && w.compare(end, 2, " (") == 0) {
      size_t close = w.find(')', end);
      if (close != std::string::npos)
        parse_rank_suit(std::string_view(w).substr(end + 2, close - end - 2), rank, suit);
    } else if (def < 0) {  // `K♠` of a standard deck
      size_t j = w.find_first_of(" ,", i);
      if (!parse_rank_suit(std::string_view(w).substr(i, j == std::string::npos ? j : j - i), rank,
                           suit))
        continue;
    }
    std::vector<int> out;
    for (const auto& c : state.cards) {
      if (def >= 0 ? c.def != def : !ct.defs[c.def].anonymous) continue;
      if (rank && (c.rank != rank || c.suit != suit)) continue;
      out.push_back(c.id);
    }
    if (!out.empty()) return out;
  }
  return {};
}

// "Bob does not hold Missed! (J♣): it is in Cid's hand (dealt in setup)"
// when the card a written move names is none of the player's, where every
// option that names a card names one of theirs; empty otherwise.
static std::string not_held(const State& state, const Choice& choice, const std::string& w,
                            std::vector<int>& elsewhere) {
  auto theirs = [&](int card) { return state.zone(state.card(card).zone).owner == choice.player; };
  for (const auto& o : choice.options)
    if (o.card && !theirs(o.card)) return "";  // cards offered from elsewhere (a store)
  std::vector<int> cards = first_card(state, w);
  if (cards.empty()) return "";
  for (int c : cards)
    if (theirs(c)) return "";
  elsewhere = cards;
  const std::string& who = state.players[choice.player - 1].name;
  if (cards.size() == 1)
    return who + " does not hold " + state.label(cards[0]) + ": it is " + state.place(cards[0]);
  const CardDef& d = state.def(cards[0]);
  bool one_label = std::all_of(cards.begin(), cards.end(),
                               [&](int c) { return state.label(c) == state.label(cards[0]); });
  if (one_label && cards.size() == 2)
    return who + " does not hold " + state.label(cards[0]) + ": one is " + state.place(cards[0]) +
           ", the other " + state.place(cards[1]);
  return who + " holds no " + (one_label ? state.label(cards[0]) : d.name);
}

std::string Game::aside_reason(int seat, const std::string& written) const {
  if (!open_decision().aside(seat)) return "";
  std::string w = canonical_label(written);
  NameTable names = name_table(content());
  return refused_because(*this, seat, w, with_names(w, names), names);
}

// What is left of a folded label when spacing and punctuation are not
// counted: ASCII letters and digits, suits as letters, and every byte of a
// name in another script (Japanese) as it is.
static std::string squashed(const std::string& folded) {
  static const std::pair<const char*, char> kSuits[] = {
      {"♠", 's'}, {"♥", 'h'}, {"♦", 'd'}, {"♣", 'c'}};
  std::string out;
  for (size_t i = 0; i < folded.size();) {
    bool suit = false;
    for (const auto& [sym, letter] : kSuits)
      if (folded.compare(i, 3, sym) == 0) {
        out += letter;
        i += 3;
        suit = true;
        break;
      }
    if (suit) continue;
    unsigned char c = static_cast<unsigned char>(folded[i++]);
    if (c >= 0x80 || std::isalnum(c)) out += static_cast<char>(std::tolower(c));
  }
  return out;
}

// The one option whose label, squashed, is what was typed squashed; -1
// when none or several are.
static int squashed_match(const Choice& choice, const std::string& typed,
                          const std::function<std::string(const std::string&)>& key) {
  std::string t = squashed(key(typed));
  if (t.empty()) return -1;
  int found = -1;
  for (size_t i = 0; i < choice.options.size(); ++i)
    if (squashed(key(choice.options[i].label)) == t) {
      if (found >= 0) return -1;
      found = static_cast<int>(i);
    }
  return found;
}

// The leading lower-case words of a label ("put back", "draw from"), up
// to a player's name in any case ("draw from cid"), or "".
static std::string verb_of(const State& state, const std::string& label) {
  size_t end = 0;
  for (size_t pos = 0; pos < label.size();) {
    size_t sp = label.find(' ', pos);
    size_t stop = sp == std::string::npos ? label.size() : sp;
    bool word = stop > pos && std::all_of(label.begin() + static_cast<long>(pos),
                                          label.begin() + static_cast<long>(stop),
                                          [](char c) { return c >= 'a' && c <= 'z'; });
    for (const auto& p : state.players)
      word = word && fold_case(p.name) != label.substr(pos, stop - pos);
    if (!word) break;
    end = stop;
    pos = stop + 1;
  }
  return label.substr(0, end);
}

// The verbs of a choice's options, each once, in lower case, in order.
static std::vector<std::string> verbs_of(const State& state, const Choice& choice) {
  std::vector<std::string> verbs;
  for (const auto& o : choice.options) {
    std::string v = fold_case(verb_of(state, o.label));
    if (!v.empty() && std::find(verbs.begin(), verbs.end(), v) == verbs.end()) verbs.push_back(v);
  }
  return verbs;
}

// Why a written move (`wn`: folded, names as the game writes them; `wf`:
// that in lower case) is none of the options when no refusal says: the move is not asked
// for now ("put back" when nobody is asked to put a card back), it names a
// player who is out of the game, or a card that is not among those offered.
// Empty when none of these is the case; `sure` when it names a player out
// of the game (no slip of the pen names one; a card's refusal, suggested,
// says more than that it is not offered).
// `among`: the reason is a card not among those offered (else a move not
// asked for, or a player out of the game).
static std::string not_offered(const State& state, const Choice& choice, const std::string& wf,
                               const std::string& wn, bool& sure, int& among) {
  // The verb as written, read where names are as the game writes them
  // ("Beer (8♥)" is no verb), compared in lower case.
  std::string verb = fold_case(verb_of(state, wn));
  if (verb.empty()) return "";
  const std::string& who = state.players[choice.player - 1].name;
  std::vector<std::string> verbs = verbs_of(state, choice);
  bool asked = std::find(verbs.begin(), verbs.end(), verb) != verbs.end();
  // A player named who is out of the game.
  const Player* named = nullptr;
  for (const auto& p : state.players) {
    std::string name = fold_case(p.name);
    size_t at = wf.find(name);
    bool whole = at != std::string::npos && (at == 0 || wf[at - 1] == ' ') &&
                 (at + name.size() == wf.size() || wf[at + name.size()] == ' ' ||
                  wf[at + name.size()] == ',');
    if (whole && !named) named = &p;
  }
  std::vector<int> cards = first_card(state, wn);
  // "dance" names nothing of the game: no reason of its own (Game::match says what is asked).
  if (!named && cards.empty()) return "";
  if (!asked)
    return who + " is not asked to " + verb + " now" +
           (verbs.empty() ? std::string() : ": the options are to " + join(verbs, ", "));
  if (named && !named->alive) {
    sure = true;
    return named->name + " is out of the game";
  }
  if (cards.empty()) return "";
  for (const auto& o : choice.options)
    for (int c : cards)
      if (o.card == c || fold_case(o.label).find(fold_case(state.label(c))) != std::string::npos)
        return "";
  among = cards[0];
  return state.label(cards[0]) + " is not among the cards " + who + " may " + verb +
         " here: it is " + state.place(cards[0]);
}

// The rulings the decision's prompt cites at its end ("Ann, phase 2: play
// a card or end the turn (R04)"): what is asked now, and so the ruling of
// a move refused for not being asked. Empty when it cites none the game knows.
static std::string prompt_rulings(const std::string& prompt, const Content& ct) {
  size_t open = prompt.rfind(" (");
  if (prompt.empty() || prompt.back() != ')' || open == std::string::npos) return "";
  std::string inner = prompt.substr(open + 2, prompt.size() - open - 3);
  for (const auto& id : split_commas(inner))
    if (std::none_of(ct.rulings.begin(), ct.rulings.end(),
                     [&](const RulingDef& r) { return r.id == id; }))
      return "";
  return " (" + inner + ")";
}

std::string Game::card_written(const std::string& typed) const {
  std::string t = with_names(canonical_label(fold_text(typed)), bare_names(name_table(content())));
  std::string label;
  for (const auto& c : state().cards)
    if (fits_ref(c.id, t)) {
      if (!label.empty() && label != state().label(c.id)) return t;
      label = state().label(c.id);
    }
  return label.empty() ? t : label;
}

namespace {

using Key = std::function<std::string(const std::string&)>;

// A label written, and each reading of it the passes of Game::match compare
// with the options.
struct Written {
  const Game& g;
  int seat;
  const Choice& choice;
  const std::string& text;  // as written
  bool typed;               // at a prompt, not in a record
  std::string w;            // canonical: suits in one spelling, lists in one order
  NameTable names, bare;    // the game's names, and without their punctuation
  // With names as the game writes them (at a prompt, without punctuation too),
  // then folded to lower case.
  std::string wn, wf;
  // The option labels read the same ways: with names, folded, and loose
  // (names without punctuation, folded).
  Key named, folded, loose;

  Written(const Game& game, int s, const Choice& c, const std::string& t, bool at_prompt)
      : g(game), seat(s), choice(c), text(t), typed(at_prompt), w(canonical_label(t)) {
    named = [this](const std::string& l) { return with_names(canonical_label(l), names); };
    folded = [this](const std::string& l) { return fold_case(named(l)); };
    loose = [this](const std::string& l) {
      return fold_case(with_names(canonical_label(l), bare));
    };
  }
  Written(const Written&) = delete;
  Written& operator=(const Written&) = delete;

  // Names in another case or under an alias ("play バン! -> Bob"): both
  // sides read with the names as the game writes them; every other word in
  // any case too ("END TURN", "-> cid"): player names are unique without
  // regard to case, so nothing else is meant.
  void read_names() {
    names = name_table(g.content());
    bare = bare_names(names);
    // At a prompt a name without its punctuation is a name too, in a refusal's reason as well.
    wn = with_names(w, typed ? bare : names);
    wf = fold_case(wn);
  }
  std::string clipped() const { return "'" + clip(fold_text(text)) + "'"; }
  std::string taken_to_mean(int option) const {
    return "'" + fold_text(text) + "' is taken to mean '" + choice.options[option].label + "'";
  }
};

// A label written exactly as offered (every record arbiter writes) needs no folding.
bool exactly_as_offered(const Choice& choice, const std::string& written, Match& m) {
  for (size_t i = 0; i < choice.options.size(); ++i)
    if (choice.options[i].label == written) {
      m.option = static_cast<int>(i);
      return true;
    }
  return false;
}

// Far longer than any option: nothing can match it, and reading it again
// folded, without its (RankSuit)s and so on would only cost time.
bool too_long_for_any(const Choice& choice, const std::string& written, Match& m) {
  size_t longest = 0;
  for (const auto& o : choice.options) longest = std::max(longest, o.label.size());
  if (written.size() <= 4 * longest + 256) return false;
  m.reason = "'" + clip(fold_text(written)) + "' is not a legal option here";
  return true;
}

// Suits in either spelling, lists in any order, a (RankSuit) left out.
bool canonically(const Written& x, Match& m) {
  m.option = loose_match(x.g.state(), x.choice, x.w, x.text, canonical_label, m.explain);
  return m.option >= 0;
}

// Names in another case or under an alias, every word in any case.
bool names_in_any_case(const Written& x, Match& m) {
  m.option = loose_match(x.g.state(), x.choice, x.wf, x.text, x.folded, m.explain);
  if (m.option < 0) return false;
  if (m.explain.empty()) m.explain = x.taken_to_mean(m.option);
  return true;
}

// At a prompt: names without their punctuation ("play bang 2d -> dee",
// "play indians"), then spacing and punctuation not counted at all.
bool loosely_at_a_prompt(const Written& x, Match& m) {
  if (!x.typed) return false;
  m.option = loose_match(x.g.state(), x.choice, x.loose(x.text), x.text, x.loose, m.explain);
  if (m.option < 0) m.option = squashed_match(x.choice, x.text, x.loose);
  if (m.option < 0) return false;
  if (m.explain.empty()) m.explain = x.taken_to_mean(m.option);
  return true;
}

// A refusal of the very move written first; then a card that is not the
// player's (before a refusal of another copy of it, which would say why
// that copy may not be played); then a refusal of a copy. Empty when none.
std::string refused_or_not_held(const Written& x, Match& m) {
  std::string reason = refused_because(x.g, x.seat, x.w, x.wn, x.names, true);
  if (!reason.empty()) return reason;
  reason = not_held(x.g.state(), x.choice, x.wn, m.elsewhere);
  // The ruling the game names for it: a player acts with their own cards.
  if (!reason.empty() && !x.g.content().held_ruling.empty())
    reason += " (" + x.g.content().held_ruling + ")";
  if (!reason.empty()) return reason + nearest_option(x.choice, x.wn, x.named);
  return refused_because(x.g, x.seat, x.w, x.wn, x.names);
}

// The option or refusal the writer most likely meant, as " (did you mean
// ...?)", or empty. A slip in a name ("Panic" for "Panic!") should not hide
// why the move meant is refused.
std::string nearest_meant(const Written& x) {
  std::string near = nearest_option(x.choice, x.wf, x.folded);
  if (near.empty()) near = nearest_refusal(x.g.refusals(x.seat), x.wf, x.folded);
  if (near.empty())
    near = guessed_name(x.choice, x.g.refusals(x.seat), x.wn, x.names, x.g.content(), x.folded);
  // Names without their punctuation, and a target too many: read again.
  if (near.empty())
    near = suggestion(x.g.state(), x.choice, x.g.refusals(x.seat), x.loose(x.text), x.loose);
  return near;
}

// The rulings of what is asked now decide what no other reason cites one
// for: a player out of the game named in an answer, a slip of the pen, a
// move of nothing the engine can speak of.
void cite_what_is_asked(const Written& x, std::string& why, std::string& near) {
  const std::string& prompt = x.g.decision_as_given().prompt;
  std::string asked = prompt_rulings(prompt, x.g.content());
  if (!why.empty()) why += asked;
  if (why.empty() && !near.empty() && near.find("It is refused") == std::string::npos)
    near += asked;
  if (why.empty() && near.empty() && !asked.empty()) {
    std::vector<std::string> verbs = verbs_of(x.g.state(), x.choice);
    why = verbs.empty() ? "what is asked is " + prompt
                        : "the options are to " + join(verbs, ", ") + asked;
  }
}

// Nothing offered or refused matches: why the move is not legal. A player
// out of the game is said even where a near option is (a slip would not
// name one), and so is a card neither offered nor refused (a General Store
// card not turned up): the rest only where none is. What is not offered
// cites what the decision asks for, when its prompt says.
std::string not_legal(const Written& x) {
  std::string near = nearest_meant(x);
  const State& state = x.g.state();
  bool sure = false;
  int among = 0;
  std::string why =
      not_offered(state, x.choice, x.loose(x.text), with_names(x.w, x.bare), sure, among);
  // A card some refusal names is not one "neither offered nor refused".
  if (among)
    for (const auto& r : x.g.refusals(x.seat))
      if (r.label.find(state.label(among)) != std::string::npos) {
        among = 0;
        break;
      }
  if (!sure && !among && !near.empty()) why.clear();
  cite_what_is_asked(x, why, near);
  if (among) why += near;
  return x.clipped() + " is not a legal option here" + (why.empty() ? near : ": " + why);
}

}  // namespace

Match Game::match(int seat, const std::string& written, bool typed) const {
  Match m;
  const Choice* choice = choice_of(seat);
  if (!choice) {
    m.reason = "it is not " + state().players[seat - 1].name + "'s decision";
    return m;
  }
  if (exactly_as_offered(*choice, written, m) || too_long_for_any(*choice, written, m)) return m;
  Written x(*this, seat, *choice, written, typed);
  if (canonically(x, m)) return m;
  x.read_names();
  if (names_in_any_case(x, m) || loosely_at_a_prompt(x, m)) return m;
  m.reason = refused_or_not_held(x, m);
  if (m.reason.empty()) m.reason = not_legal(x);
  return m;
}

}  // namespace arbiter
