// Every refusal in a shipped game names the ruling that decides it, in the
// players' words. The reasons are read where the game makes them, by
// running it, not by reading the scripts' text: a reason is often put
// together from parts (a name, a colour, a card) in a function other than
// the one that lists the moves, and many a refusal is no script's at all
// but the engine's, for a move no script thought of ("take red" in
// EndGame's final phase), so a scan of the source for "(Rnn)" would pass
// what fails and miss what is never written. Two runs reach the refusals:
//
//   - games between bots (random and basic, several player counts, every mode):
//     the states ordinary play reaches;
//   - every scenario record of the game, the game where the record ends or
//     is refused: the states the rules tests were written to reach (a vote
//     after a marker is gone, the final phase, a scan), which bots meet
//     seldom or never.
//
// At each decision of both, every refusal the scripts list is read (each
// open choice's and each left-out seat's); at the records' ends and every
// 50th decision of the bot games, moves of every kind the game offers
// somewhere (two labels of each verb, or verb and colour, gathered from
// the bot games) are also written for every seat, as a record or a person
// would write them, and the reason each is refused is read: for a seat
// with options Game::match's, for a seat left out its refusal's, and for
// any other seat (or a move a left-out seat has no refusal for) the
// decision's prompt, which `replay` and `legal --why` give with whose
// decision it is.
//
// A reason fails when it cites no ruling of the game's list (a "(G16)" or
// "(E03, E04)" group whose ids are all rulings, or a ruling and then a
// house rule's id: "(R23, seed-beer)") or when it names a zone by
// its internal name (a name with an underscore, "specialist_stack").
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "core/base/base.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/play.h"
#include "core/records/record.h"
#include "core/records/replay.h"
#include "fixture.h"

using namespace arbiter;

namespace {

// What is wrong with a refusal's reason, or empty.
std::string fault(const Content& c, const std::string& reason) {
  if (reason.empty()) return "no reason";
  for (const auto& z : c.zones)
    if (z.name.find('_') != std::string::npos && reason.find(z.name) != std::string::npos)
      return "the zone's internal name '" + z.name + "'";
  static const std::regex group(R"(\(([A-Za-z0-9-]+(?:, [A-Za-z0-9-]+)*)\))");
  for (std::sregex_iterator it(reason.begin(), reason.end(), group), end; it != end; ++it) {
    // Rulings, and after one a house rule's id in lower case ("(R23, seed-beer)").
    bool all = true, first = true;
    for (const auto& id : split_commas((*it)[1].str())) {
      bool ruling = std::any_of(c.rulings.begin(), c.rulings.end(),
                                [&](const RulingDef& r) { return r.id == id; });
      all = all && (ruling || (!first && std::islower(static_cast<unsigned char>(id[0]))));
      first = false;
    }
    if (all) return "";
  }
  return "no ruling of the game";
}

// The moves a game offers somewhere, a few of each kind: up to two
// labels for each verb, or verb and colour ("take white", "move red"; a
// card or a name is no colour: "show 5♠" is a "show").
struct Moves {
  std::map<std::string, std::vector<std::string>> by_kind;
  void add(const std::string& label) {
    size_t sp = label.find(' ');
    std::string kind = label.substr(0, sp);
    if (sp != std::string::npos) {
      std::string second = label.substr(sp + 1, label.find(' ', sp + 1) - sp - 1);
      if (!second.empty() &&
          std::all_of(second.begin(), second.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; }))
        kind += " " + second;
    }
    auto& v = by_kind[kind];
    if (v.size() < 2 && std::find(v.begin(), v.end(), label) == v.end()) v.push_back(label);
  }
  void add_from(const Game& g) {
    for (const auto& c : g.decision_spelled().choices)
      for (const auto& o : c.options) add(o.label);
  }
};

// The reasons that fail, each once, with the move and where it was met.
struct Faults {
  std::map<std::string, std::string> found;  // "label: reason" -> where
  std::set<std::string> seen;                // every reason read, once
  void note(const Content& c, const std::string& label, const std::string& reason,
            const std::string& where) {
    if (!seen.insert(reason).second) return;
    if (std::string f = fault(c, reason); !f.empty())
      found.emplace(label + ": " + reason + " [" + f + "]", where);
  }
  // Every refusal the decision's scripts list.
  void listed(const Content& c, const Game& g, const std::string& where) {
    const Decision& d = g.decision_spelled();
    std::vector<int> seats;
    for (const auto& ch : d.choices) seats.push_back(ch.player);
    for (const auto& ch : d.asides) seats.push_back(ch.player);
    for (int seat : seats)
      for (const auto& r : g.refusals(seat)) note(c, r.label, r.reason, where);
  }
  // Each of `moves` written for every seat.
  void written(const Content& c, const Game& g, const Moves& moves, const std::string& where) {
    const Decision& d = g.decision_spelled();
    for (int seat = 1; seat <= g.state().seats(); ++seat) {
      std::string who = g.state().players[seat - 1].name + ": ";
      if (!d.for_player(seat) && !d.aside(seat)) {
        note(c, who + "any move", "the decision is another's (" + d.prompt + ")", where);
        continue;
      }
      for (const auto& [kind, labels] : moves.by_kind)
        for (const auto& label : labels) {
          if (d.for_player(seat)) {
            Match m = g.match(seat, label);
            if (m.option < 0) note(c, who + label, m.reason, where);
          } else {  // as replay says it: the seat's refusal, else whose decision it is
            std::string why = g.aside_reason(seat, label);
            if (why.empty()) why = "the decision is another's (" + d.prompt + ")";
            note(c, who + label, why, where);
          }
        }
    }
  }
  std::string text() const {
    std::string out;
    for (const auto& [what, where] : found) out += what + " (" + where + ")\n";
    return out;
  }
};

struct Setting {
  int players;
  std::map<std::string, std::string> options;
};

void bot_games(const std::string& game, const std::vector<Setting>& settings, int seeds,
               Moves& moves, Faults& faults) {
  Content content = load_content(testing::fixture_roots(), game);
  ScriptHost host(content);
  for (const auto& s : settings)
    for (uint64_t seed = 1; seed <= static_cast<uint64_t>(seeds); ++seed) {
      std::string level = seed % 2 ? "random" : "basic";
      auto g = testing::started(host, s.players, seed, s.options);
      Rng bots(seed ^ 0x5eedULL);
      std::string where =
          game + " " + std::to_string(s.players) + "p seed " + std::to_string(seed) + " " + level;
      for (const auto& [k, v] : s.options) where += " " + k + "=" + v;
      for (int n = 0; n < 400 && !g->over() && g->decision_spelled().open(); ++n) {
        moves.add_from(*g);
        faults.listed(content, *g, where);
        for (int seat = 1; seat <= g->state().seats(); ++seat)
          for (const auto& r : g->refusals(seat)) moves.add(r.label);
        if (n % 50 == 49)
          faults.written(content, *g, moves, where + " decision " + std::to_string(n));
        auto [seat, index] = bot_move(*g, level, bots);
        g->apply(seat, index);
        g->advance();
      }
    }
}

void scenario_records(const std::string& game, const Moves& moves, Faults& faults) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (const auto& f :
       fs::recursive_directory_iterator(ARBITER_SOURCE_DIR "/tests/scenarios/" + game))
    if (f.path().extension() == ".yaml") files.push_back(f.path());
  std::sort(files.begin(), files.end());
  REQUIRE(!files.empty());
  ReplayOptions opts;
  opts.roots = testing::fixture_roots();
  for (const auto& f : files) {
    Record rec;
    try {
      rec = read_record(f.string());
    } catch (const Error&) {
      continue;  // a record refused as it is read: no game to ask
    }
    Resumed r = replay_and_keep(rec, opts);
    if (!r.game || r.game->over() || !r.game->decision_spelled().open()) continue;
    std::string where = fs::relative(f, ARBITER_SOURCE_DIR).string();
    faults.listed(*r.content, *r.game, where);
    faults.written(*r.content, *r.game, moves, where);
  }
}

// Both runs for one game; the faults found, a line each.
std::string faults_of(const std::string& game, const std::vector<Setting>& settings, int seeds) {
  Moves moves;
  Faults faults;
  bot_games(game, settings, seeds, moves, faults);
  scenario_records(game, moves, faults);
  CHECK(faults.seen.size() > 20);
  return faults.text();
}

}  // namespace

TEST_CASE("refusals name their ruling: The Gang", "[refusals]") {
  std::vector<Setting> settings;
  for (const char* mode : {"basic", "intermediate", "advanced", "expert"})
    for (int players : {3, 6}) settings.push_back({players, {{"mode", mode}}});
  settings.push_back({4, {{"mode", "intermediate"}, {"round_end", "ready"}}});
  CHECK(faults_of("thegang", settings, 3) == "");
}

TEST_CASE("refusals name their ruling: EndGame", "[refusals]") {
  CHECK(faults_of("endgame", {{2, {}}, {3, {}}, {4, {}}}, 8) == "");
}

TEST_CASE("refusals name their ruling: BANG!", "[refusals]") {
  CHECK(faults_of("bang", {{4, {}}, {5, {}}, {6, {}}, {7, {}}}, 3) == "");
}
