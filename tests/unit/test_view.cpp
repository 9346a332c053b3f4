// The table view (core/records/view.h): each game's layout, what each viewer may
// see, the view hook, the layout made from the state paths, view.yaml's checks.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/base/json.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/replay.h"
#include "core/records/view.h"
#include "fixture.h"
#include "mod_dir.h"

using namespace arbiter;

namespace {

// The views of every seat and the referee after each step of a record.
struct Seen {
  std::vector<std::vector<TableView>> steps;  // [step][viewer]
  ReplayResult result;
};

Seen watch(const std::string& text, std::vector<std::string> roots = {ARBITER_SOURCE_DIR}) {
  Record rec = parse_record(text, "view.yaml");
  ReplayOptions opts;
  opts.roots = roots;
  Seen out;
  std::optional<ViewDecl> decl;
  out.result = replay(rec, opts, [&](const StepReport& s) {
    if (!decl) decl = load_view(s.game->content());
    std::vector<TableView> views;
    for (int v = 0; v <= s.game->state().seats(); ++v)
      views.push_back(table_view(*s.game, *decl, v));
    out.steps.push_back(views);
  });
  return out;
}

const ViewBadge* badge(const ViewSeat& s, const std::string& key) {
  for (const auto& b : s.badges)
    if (b.key == key) return &b;
  return nullptr;
}

const ViewRow* row(const std::vector<ViewRow>& rows, const std::string& key) {
  for (const auto& r : rows)
    if (r.key == key) return &r;
  return nullptr;
}

const char* kMissed = R"(arbiter: 1
game: bang
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
  hands: {Ann: [BANG! (5♦)], Bob: [Missed! (10♣)], Cid: [], Dee: []}
  deck: [Saloon (5♥), Wells Fargo (3♥)]
actions:
  - Ann: play BANG! (5♦) -> Bob
  - Bob: play Missed! (10♣)
)";

}  // namespace

TEST_CASE("view: BANG!'s table as the referee and as each player sees it", "[view]") {
  Seen s = watch(kMissed);
  REQUIRE(s.result.verdict == Verdict::Ok);
  REQUIRE(s.steps.size() == 3);
  const TableView& ref = s.steps[0][0];
  REQUIRE(ref.viewer.empty());
  REQUIRE(ref.turn == "Ann");
  REQUIRE(ref.seats.size() == 4);
  REQUIRE(ref.seats[0].turn);
  // Ann drew Saloon and Wells Fargo: the referee sees her whole hand.
  const ViewRow* hand = row(ref.seats[0].rows, "hand");
  REQUIRE(hand);
  REQUIRE_FALSE(hand->hidden);
  REQUIRE(hand->cards.size() == 3);
  REQUIRE(badge(ref.seats[1], "role")->value.s == "outlaw");
  REQUIRE(badge(ref.seats[0], "life")->value.i == 5);
  REQUIRE(badge(ref.seats[0], "life")->max.i == 5);

  // Bob sees Ann's hand as a count only, his own role, not Cid's; the
  // Sheriff's role is shown to all.
  const TableView& bob = s.steps[0][2];
  REQUIRE(bob.viewer == "Bob");
  const ViewRow* annhand = row(bob.seats[0].rows, "hand");
  REQUIRE(annhand->hidden);
  REQUIRE(annhand->count == 3);
  REQUIRE(annhand->cards.empty());
  REQUIRE(row(bob.seats[1].rows, "hand")->cards.size() == 1);
  REQUIRE(badge(bob.seats[1], "role")->value.s == "outlaw");
  REQUIRE(badge(bob.seats[2], "role")->hidden);
  REQUIRE(badge(bob.seats[0], "role")->value.s == "sheriff");
  std::string json = view_json(bob);
  REQUIRE(json.find("Saloon") == std::string::npos);
  REQUIRE(json.find("\"hidden\":true") != std::string::npos);
  REQUIRE(view_json(ref).find("Saloon (5♥)") != std::string::npos);

  // The hook: distances from the viewer (from the player whose turn it is
  // for the referee), and each player's reach.
  REQUIRE(badge(bob.seats[0], "distance")->value.i == 1);
  REQUIRE(badge(bob.seats[3], "distance")->value.i == 2);
  REQUIRE(badge(bob.seats[1], "distance")->value.is_nil());
  REQUIRE(badge(bob.seats[1], "reach")->value.i == 1);
  REQUIRE(bob.badges[0].key == "from");
  REQUIRE(bob.badges[0].value.s == "Bob");
  REQUIRE(ref.badges[0].value.s == "Ann");
  REQUIRE(badge(ref.seats[2], "distance")->value.i == 2);

  // After the shot: the discard's top is the Missed!, and the deck is a count.
  const TableView& end = s.steps[2][0];
  const ViewRow* discard = row(end.rows, "discard");
  REQUIRE(discard->count == 2);
  REQUIRE(discard->cards.size() == 1);
  REQUIRE(discard->cards[0].label == "Missed! (10♣)");
  REQUIRE(discard->cards[0].rank == "10");
  REQUIRE(discard->cards[0].suit == "♣");
  REQUIRE(row(end.rows, "deck")->cards.empty());
  REQUIRE(end.deciding == std::vector<std::string>{"Ann"});
}

TEST_CASE("view: flat items change only where the table changed", "[view]") {
  Seen s = watch(kMissed);
  auto before = view_items(s.steps[1][0]);
  auto after = view_items(s.steps[2][0]);
  std::vector<std::string> changed;
  for (size_t i = 0; i < before.size(); ++i) {
    REQUIRE(before[i].first == after[i].first);
    if (before[i].second != after[i].second) changed.push_back(before[i].first);
  }
  // Bob played his Missed!: his hand and the discard changed, little else.
  REQUIRE(std::find(changed.begin(), changed.end(), "1.r.hand") != changed.end());
  REQUIRE(std::find(changed.begin(), changed.end(), "r.discard") != changed.end());
  REQUIRE(std::find(changed.begin(), changed.end(), "0.b.life") == changed.end());
  REQUIRE(changed.size() < 6);
}

TEST_CASE("view: The Gang and EndGame declare their tables", "[view]") {
  Seen g = watch(R"(arbiter: 1
game: thegang
players: [Ann, Bob, Cid]
seed: 4
actions: []
)");
  REQUIRE(g.result.verdict == Verdict::Ok);
  const TableView& ann = g.steps[0][1];
  REQUIRE(row(ann.seats[0].rows, "pocket")->cards.size() == 2);
  REQUIRE(row(ann.seats[1].rows, "pocket")->hidden);
  REQUIRE(ann.badges[0].key == "vaults");
  REQUIRE(ann.badges[0].max.i == 3);

  Seen e = watch(R"(arbiter: 1
game: endgame
players: [Ann, Bob]
seed: 4
actions: []
)");
  REQUIRE(e.result.verdict == Verdict::Ok);
  const TableView& ref = e.steps[0][0];
  REQUIRE(ref.tracks.size() == 1);
  REQUIRE(ref.tracks[0].min == -10);
  REQUIRE(ref.tracks[0].max == 10);
  REQUIRE(ref.tracks[0].markers.size() == 5);
  REQUIRE(ref.tracks[0].markers[3].value.i == 5);  // white starts at 5
  REQUIRE(row(ref.rows, "field")->cards.size() == 2);
  REQUIRE(row(e.steps[0][1].rows, "field")->hidden);

  // The games declare their reveals (the page draws the table as it stood).
  Content gang = load_content({ARBITER_SOURCE_DIR}, "thegang");
  ViewDecl gd = load_view(gang);
  REQUIRE(gd.reveals.size() == 1);
  REQUIRE(gd.reveals[0].key == "showdown");
  REQUIRE(gd.reveals[0].seat == std::vector<std::string>{"chips", "pocket"});
  REQUIRE(gd.reveals[0].breaks == std::vector<std::string>{"G09"});
  REQUIRE(load_view(load_content({ARBITER_SOURCE_DIR}, "endgame")).card_colour == "colours");
}

TEST_CASE("view: a game without view.yaml is shown from its state paths", "[view]") {
  Seen s = watch(R"(arbiter: 1
game: duelists
seed: 5
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (2♠)], Bob: [Shot (3♠)]}
actions: []
)",
                 {ARBITER_SOURCE_DIR, ARBITER_SOURCE_DIR "/tests/fixtures"});
  REQUIRE(s.result.verdict == Verdict::Ok);
  const TableView& bob = s.steps[0][2];
  REQUIRE(bob.seats[0].badges.size() == 1);
  REQUIRE(bob.seats[0].badges[0].key == "life");
  REQUIRE(bob.seats[0].rows.size() == 2);
  REQUIRE(row(bob.seats[0].rows, "hand")->hidden);
  REQUIRE_FALSE(row(bob.seats[1].rows, "hand")->hidden);
  REQUIRE(row(bob.rows, "deck")->show == RowDecl::Show::Count);
  REQUIRE(row(bob.rows, "discard")->show == RowDecl::Show::Cards);
}

TEST_CASE("view: view.yaml is checked, with file, line and a suggestion", "[view]") {
  ModDir m("view");
  m.copy_fixtures();
  std::vector<std::string> roots{(m.root).string()};
  auto fails = [&](const std::string& yaml) {
    m.write("content/duelists/view.yaml", yaml);
    Content c = load_content(roots, "duelists");
    try {
      load_view(c);
    } catch (const Error& e) {
      REQUIRE(e.verdict == Verdict::BadContent);
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  REQUIRE_THAT(fails("seat:\n  badges:\n    - {path: lfe}\n"),
               Catch::Contains("view.yaml:3:") && Catch::Contains("did you mean 'life'"));
  REQUIRE_THAT(fails("seat:\n  rows:\n    - {zone: hnd}\n"),
               Catch::Contains("not a player zone") && Catch::Contains("did you mean 'hand'"));
  REQUIRE_THAT(fails("game:\n  rows:\n    - {zone: deck, show: some}\n"),
               Catch::Contains("cards, top, count"));
  REQUIRE_THAT(fails("seat:\n  badges:\n    - {hook: range}\n"), Catch::Contains("no 'hook'"));
  REQUIRE_THAT(fails("seats: {}\n"), Catch::Contains("seats"));
  // A reveal names the game's rulings and what the layout draws; a card's
  // colour is a property some card has.
  REQUIRE_THAT(fails("reveals:\n  - {name: shown, at: [R01]}\n"),
               Catch::Contains("view.yaml:2:") && Catch::Contains("'R01' is not a ruling"));
  REQUIRE_THAT(fails("reveals:\n  - {name: shown}\n"), Catch::Contains("at"));
  REQUIRE_THAT(fails("cards: {colour: colur}\n"),
               Catch::Contains("no card has a property 'colur'"));

  // A hook the rules script does not have, and one that answers an undeclared key.
  m.write("content/duelists/view.yaml", "seat:\n  badges:\n    - {hook: range}\nhook: view\n");
  Content c = load_content(roots, "duelists");
  ViewDecl d = load_view(c);
  ScriptHost host(c);
  Game g(host, GameConfig{{"Ann", "Bob"}, 1, {}});
  g.start(YAML::Node(), nullptr);
  g.advance();
  REQUIRE_THROWS_WITH(table_view(g, d, 0), Catch::Contains("has no such function"));

  std::string rules = m.read("scripts/duelists/game.lua");
  rules.replace(rules.rfind("return game"), 11,
                "function game.view(ctx, viewer, turn)\n"
                "  return {seats = {{range = 1, rnage = 2}}}\n"
                "end\nreturn game");
  m.write("scripts/duelists/game.lua", rules);
  Content c2 = load_content(roots, "duelists");
  ScriptHost host2(c2);
  Game g2(host2, GameConfig{{"Ann", "Bob"}, 1, {}});
  g2.start(YAML::Node(), nullptr);
  g2.advance();
  REQUIRE_THROWS_WITH(table_view(g2, d, 0),
                      Catch::Contains("'rnage', which view.yaml does not declare") &&
                          Catch::Contains("did you mean 'range'"));
  m.write("scripts/duelists/game.lua",
          rules.replace(rules.find("range = 1, rnage = 2"), 20, "range = {}"));
  Content c3 = load_content(roots, "duelists");
  ScriptHost host3(c3);
  Game g3(host3, GameConfig{{"Ann", "Bob"}, 1, {}});
  g3.start(YAML::Node(), nullptr);
  g3.advance();
  REQUIRE_THROWS_WITH(table_view(g3, d, 0), Catch::Contains("a table for 'range'"));

  // A new long text at every step: the page keeps every step's values, so a
  // hook answering 40 MiB at each of 40 steps made 1.6 GB. Refused at once.
  std::string view_rules = m.read("scripts/duelists/game.lua");
  m.write("scripts/duelists/game.lua",
          view_rules.replace(view_rules.find("range = {}"), 10,
                             "range = string.rep(\"x\", 1 << 19) .. turn"));
  Content c4 = load_content(roots, "duelists");
  ScriptHost host4(c4);
  Game g4(host4, GameConfig{{"Ann", "Bob"}, 1, {}});
  g4.start(YAML::Node(), nullptr);
  g4.advance();
  REQUIRE_THROWS_WITH(table_view(g4, d, 0),
                      Catch::Contains("a text of 524289 bytes for 'range' (at most 4096"));
}

// view_json writes its text directly (a served table writes one a seat a
// move); it must stay byte for byte the text of view_object, which the
// replay page and `--state` use: at every step of a game of each shipped
// game, for every viewer.
TEST_CASE("view_json writes exactly view_object's JSON", "[view]") {
  for (const char* id : {"bang", "thegang", "endgame"}) {
    Content c = load_content({ARBITER_SOURCE_DIR}, id);
    ScriptHost host(c);
    auto g = testing::started(host, 4, 21);
    ViewDecl decl = load_view(c);
    for (int step = 0; step < 120 && !g->over(); ++step) {
      for (int viewer : {0, 1, 2, 3, 4, kSpectator}) {
        TableView v = table_view(*g, decl, viewer);
        INFO(id << " step " << step << " viewer " << viewer);
        REQUIRE(view_json(v) == json_compact(view_object(v)));
      }
      const Decision& d = g->decision_as_given();
      const Choice& ch = d.choices.front();
      g->apply(ch.player, static_cast<int>((step * 7) % ch.options.size()));
      g->advance();
    }
  }
}

TEST_CASE("json_append_string escapes as json_compact does", "[view]") {
  for (std::string s :
       {"plain", "BANG! (5♦)", "a \"quote\" and \\", "<script>", "tab\there", "bad \xff byte",
        "bidi \u202e mark", "line\u2028sep", "\x7f", "", "emoji 😀", "\xe2\x82", "nul\0inside"}) {
    std::string out;
    json_append_string(out, s);
    INFO(s);
    REQUIRE(out == json_compact(Json(s)));
  }
}
