// The served table (core/table): made and resumed from its files, the file
// an ordinary record at every move, moves refereed by the engine, bots that
// play as `arbiter play` does, and nothing sent that a viewer may not see.
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli/report/page.h"
#include "core/content/content.h"
#include "core/engine/statetree.h"
#include "core/records/records.h"
#include "core/table/seats.h"
#include "core/table/secret.h"
#include "core/table/table.h"
#include "tests/unit/fixture.h"

using namespace arbiter;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

struct TempDir {
  fs::path path;
  TempDir() : path(fs::temp_directory_path() / ("arbiter-table-" + new_table_id())) {
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  std::string str() const { return path.string(); }
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TableEnv env() {
  TableEnv e;
  e.roots = {ARBITER_SOURCE_DIR};
  return e;
}

TableSpec spec(const std::string& game, int n, uint64_t seed, int people) {
  TableSpec s;
  s.game = game;
  s.players = testing::seat_names(n);
  s.seed = seed;
  for (int p = people + 1; p <= n; ++p) s.bots[p] = "basic";
  return s;
}

fs::path file_of(const TempDir& d, const Table& t) {
  return d.path / (t.id() + ".yaml");
}

// The record `arbiter play GAME --players N --seed S --bots basic --log F` writes.
Record played(const std::string& game, int n, uint64_t seed) {
  std::vector<std::string> roots{ARBITER_SOURCE_DIR};
  Content c = load_content(roots, game);
  ScriptHost host(c);
  Record rec;
  rec.game = game;
  rec.content = c.digest;
  rec.mods = mods_to_name(roots, game);
  rec.mods_named = !rec.mods.empty();
  rec.seed = seed;
  rec.players = testing::seat_names(n);
  Game g(host, GameConfig{rec.players, rec.seed, rec.options});
  PlayOptions o;
  o.bots = "basic";
  o.on_step = [](Game&, const std::string&, const std::vector<Narration>&) {};
  PlayResult r = play_game(g, rec, o);
  REQUIRE(r.finished);
  return r.record;
}

json state(const Table& t, int viewer, int from = 0) {
  return json::parse(t.state_json(viewer, from));
}

// The first seat asked now, or 0.
int asked_seat(const Table& t) {
  for (int p = 1; p <= static_cast<int>(t.players().size()); ++p)
    if (!state(t, p)["asked"].is_null()) return p;
  return 0;
}

}  // namespace

TEST_CASE("table: a table of bots writes the record arbiter play writes, move by move", "[table]") {
  for (std::string game : {"bang", "thegang", "endgame"}) {
    INFO(game);
    TempDir dir;
    Record want = played(game, 4, 11);
    auto made = Table::create(spec(game, 4, 11, 0), dir.str(), env());
    Table& t = *made.table;
    CHECK(made.secrets.empty());
    CHECK(t.bot_due());
    int moves = 0;
    while (t.bot_due()) {
      t.play_bot();
      ++moves;
      REQUIRE(t.step() == moves);
      // The invariant: the file is the record so far, at every move.
      REQUIRE(slurp(file_of(dir, t)) == write_record(t.record()));
    }
    CHECK(t.over());
    CHECK(slurp(file_of(dir, t)) == write_record(want));
  }
}

TEST_CASE("table: seats' secrets are kept hashed in a file only its user reads", "[table]") {
  TempDir dir;
  auto made = Table::create(spec("thegang", 4, 3, 2), dir.str(), env());
  Table& t = *made.table;
  REQUIRE(made.secrets.size() == 2);
  fs::path seats = dir.path / (t.id() + ".seats");
  struct stat st {};
  REQUIRE(::stat(seats.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  std::string text = slurp(seats);
  for (const auto& [seat, secret] : made.secrets) {
    CHECK(secret_shaped(secret));
    CHECK(t.seat_of(secret) == seat);
    CHECK(text.find(secret) == std::string::npos);
    CHECK(text.find(t.players()[seat - 1] + " " + secret_hash(secret)) != std::string::npos);
    std::string wrong = secret;
    wrong[0] = wrong[0] == 'a' ? 'b' : 'a';
    CHECK(t.seat_of(wrong) == 0);
  }
  CHECK(t.seat_of("") == 0);
  CHECK(text.find("Cid bot basic") != std::string::npos);
  CHECK(t.is_person(1));
  CHECK_FALSE(t.is_person(3));
  CHECK(t.id().size() == 12);
}

TEST_CASE("table: moves applied, retried, stale, refused and not asked", "[table]") {
  TempDir dir;
  auto made = Table::create(spec("bang", 4, 5, 4), dir.str(), env());
  Table& t = *made.table;
  CHECK_FALSE(t.bot_due());  // people only
  int seat = asked_seat(t);
  REQUIRE(seat);
  int idle = seat % 4 + 1;
  REQUIRE(state(t, idle)["asked"].is_null());
  CHECK(t.move(idle, 0, "pass").kind == Table::MoveResult::Kind::NotAsked);

  auto refused = t.move(seat, 0, "play Nothing Such (9♣)");
  CHECK(refused.kind == Table::MoveResult::Kind::Refused);
  CHECK_FALSE(refused.reason.empty());
  CHECK(t.move(seat, 0, "", 999).kind == Table::MoveResult::Kind::Refused);
  CHECK(t.move(seat, 5, "", 0).kind == Table::MoveResult::Kind::Stale);  // ahead of the table
  CHECK(t.step() == 0);

  json asked = state(t, seat)["asked"];
  std::string label = asked["options"][0];
  auto applied = t.move(seat, 0, label);
  REQUIRE(applied.kind == Table::MoveResult::Kind::Applied);
  CHECK(applied.step == 1);
  CHECK(t.step() == 1);
  CHECK(slurp(file_of(dir, t)) == write_record(t.record()));
  // The same move sent again (a retry, a double click) is not applied twice.
  auto again = t.move(seat, 0, label);
  CHECK(again.kind == Table::MoveResult::Kind::Duplicate);
  CHECK(again.step == 1);
  CHECK(t.step() == 1);
  // A move against options that have changed since is refused as stale.
  for (int k = 0; k < 30 && !t.over(); ++k) {
    int s = asked_seat(t);
    json a = state(t, s)["asked"];
    int since = a["since"];
    if (since > 0) {
      int was = t.step();
      auto stale = t.move(s, since - 1, a["options"][0].get<std::string>());
      CHECK(stale.kind == Table::MoveResult::Kind::Stale);
      CHECK_FALSE(stale.reason.empty());
      CHECK(t.step() == was);
      CHECK(t.move(s, since, a["options"][0].get<std::string>()).kind ==
            Table::MoveResult::Kind::Applied);
      break;
    }
    REQUIRE(t.move(s, t.step(), "", 0).kind == Table::MoveResult::Kind::Applied);
  }
}

TEST_CASE("table: resumed from its files, it stands where it stood and plays on", "[table]") {
  TempDir dir;
  auto made = Table::create(spec("bang", 4, 8, 1), dir.str(), env());
  std::string id = made.table->id();
  fs::path file = file_of(dir, *made.table);
  made.table->joined(1);
  for (int k = 0; k < 40 && !made.table->over(); ++k) {
    if (made.table->bot_due())
      made.table->play_bot();
    else
      REQUIRE(made.table->move(1, made.table->step(), "", 0).kind ==
              Table::MoveResult::Kind::Applied);
  }
  std::string before = slurp(file);
  int step = made.table->step();
  std::string seen = made.table->state_json(1);
  made.table.reset();
  auto t = Table::resume(file.string(), env());
  CHECK(t->id() == id);
  CHECK(t->step() == step);
  CHECK(slurp(file) == before);
  CHECK(write_record(t->record()) == before);
  CHECK(t->state_json(1) == seen);  // the log's narration made again, word for word
  CHECK(t->seat_of(made.secrets[1]) == 1);
  CHECK_FALSE(t->bot_due());  // Ann has not come back yet
  t->joined(1);
  for (int k = 0; k < 20 && !t->over(); ++k) {
    if (t->bot_due())
      t->play_bot();
    else
      REQUIRE(t->move(1, t->step(), "", 0).kind == Table::MoveResult::Kind::Applied);
    REQUIRE(slurp(file) == write_record(t->record()));
  }
  CHECK(t->step() > step);
  ReplayOptions ro;
  ro.roots = {ARBITER_SOURCE_DIR};
  CHECK(replay(read_record(file.string()), ro).verdict == Verdict::Ok);
}

TEST_CASE("table: a torn tail is cut back to the last complete move", "[table]") {
  TempDir dir;
  auto made = Table::create(spec("bang", 4, 21, 0), dir.str(), env());
  Table& t = *made.table;
  fs::path file = file_of(dir, t);
  // Moves until one draws chance outcomes: its write is what a crash tears.
  std::string before;
  Record kept;
  int step = 0;
  for (int k = 0; k < 200; ++k) {
    before = slurp(file);
    kept = t.record();
    step = t.step();
    size_t entries = t.record().actions.size();
    t.play_bot();
    if (t.record().actions.size() > entries + 1) break;
  }
  std::string after = slurp(file);
  REQUIRE(after.size() > before.size());
  std::string tail = after.substr(before.size());
  size_t first_line = tail.find('\n') + 1;
  REQUIRE(first_line < tail.size());
  std::vector<std::string> torn = {
      before + tail.substr(0, tail.size() / 2),          // cut inside a line
      before + tail.substr(0, first_line),               // the move without its outcomes
      before + tail.substr(0, first_line) + "  - deck",  // and half of one
      before + "  - Ann: pla",                           // a line begun
  };
  made.table.reset();
  for (const auto& text : torn) {
    INFO(text.substr(before.size()));
    { std::ofstream(file, std::ios::binary | std::ios::trunc) << text; }
    auto r = Table::resume(file.string(), env());
    CHECK(r->step() == step);
    CHECK(slurp(file) == before);
    CHECK(write_record(r->record()) == before);
  }
  // A whole move that reached the disk is kept, acknowledged or not.
  { std::ofstream(file, std::ios::binary | std::ios::trunc) << after; }
  auto r = Table::resume(file.string(), env());
  CHECK(r->step() == step + 1);
  CHECK(slurp(file) == after);
  // Bots play on, and the record still judges.
  for (int k = 0; k < 10 && r->bot_due(); ++k) r->play_bot();
  CHECK(slurp(file) == write_record(r->record()));
}

TEST_CASE("table: a decision open to several seats takes each seat's answer as it comes",
          "[table]") {
  TempDir dir;
  auto made = Table::create(spec("thegang", 4, 2, 4), dir.str(), env());
  Table& t = *made.table;
  // The Gang's chips: every seat is asked at once.
  std::vector<int> open;
  for (int p = 1; p <= 4; ++p)
    if (!state(t, p)["asked"].is_null()) open.push_back(p);
  REQUIRE(open.size() >= 2);
  CHECK(state(t, open[0])["asked"]["can_wait"] == true);
  int at = t.step();
  std::vector<json> asked;
  for (int p : open) asked.push_back(state(t, p)["asked"]);
  REQUIRE(t.move(open[0], at, "", 0).kind == Table::MoveResult::Kind::Applied);
  // The others answer the step they saw: taken where their options are as
  // they saw them, stale where the first answer changed them.
  for (size_t i = 1; i < open.size(); ++i) {
    json now = state(t, open[i])["asked"];
    bool same = !now.is_null() && now["options"] == asked[i]["options"];
    auto r = t.move(open[i], at, asked[i]["options"].back().get<std::string>());
    INFO("seat " << open[i]);
    if (same)
      CHECK(r.kind == Table::MoveResult::Kind::Applied);
    else
      CHECK(r.kind != Table::MoveResult::Kind::Applied);
  }
  CHECK(slurp(file_of(dir, t)) == write_record(t.record()));
}

namespace {

// The cards a viewer's view hides now: the referee's cards of every row
// the viewer's view marks hidden. Labels, and ids.
struct Hidden {
  std::set<std::string> labels, seen_labels;
  std::set<int> ids;
};

Hidden hidden_from(Game& g, const ViewDecl& d, int viewer) {
  TableView mine = table_view(g, d, viewer), all = table_view(g, d, 0);
  Hidden h;
  auto rows = [&](const std::vector<ViewRow>& m, const std::vector<ViewRow>& a) {
    for (size_t i = 0; i < m.size(); ++i)
      for (const auto& c : a[i].cards) {
        if (m[i].hidden) {
          h.labels.insert(c.label);
          h.ids.insert(c.id);
        } else {
          h.seen_labels.insert(c.label);
        }
      }
  };
  for (size_t s = 0; s < mine.seats.size(); ++s) rows(mine.seats[s].rows, all.seats[s].rows);
  rows(mine.rows, all.rows);
  return h;
}

void collect_ids(const json& j, std::set<int>& out) {
  if (j.is_object()) {
    if (j.contains("id") && j.contains("label") && j["id"].is_number())
      out.insert(j["id"].get<int>());
    for (const auto& [k, v] : j.items()) collect_ids(v, out);
  } else if (j.is_array()) {
    for (const auto& v : j) collect_ids(v, out);
  }
}

// Plays a table of bots and, beside it, the same game, to read what each
// viewer's view hides; checks every state sent against it.
void check_nothing_hidden_is_sent(const std::string& game, uint64_t seed) {
  TempDir dir;
  auto made = Table::create(spec(game, 4, seed, 0), dir.str(), env());
  Table& t = *made.table;
  Content c = load_content({ARBITER_SOURCE_DIR}, game);
  ScriptHost host(c);
  Game mirror(host, GameConfig{t.players(), seed, {}});
  Record rec;
  deal(mirror, rec);
  ViewDecl d = load_view(c);
  std::set<std::string> reveals;
  for (const auto& r : d.reveals) reveals.insert(r.at.begin(), r.at.end());
  std::vector<int> viewers{1, 2, 3, 4, kSpectator};
  std::map<int, Hidden> before;
  for (int v : viewers) before[v] = hidden_from(mirror, d, v);
  int entries = static_cast<int>(rec.actions.size());
  int checked = 0;
  while (true) {
    for (int v : viewers) {
      Hidden now = hidden_from(mirror, d, v);
      json j = state(t, v, t.step());
      // The book of texts names every card of the game, dealt or not, the
      // same whatever the deal: it tells nothing of where a card is.
      CHECK(j.contains("texts") == (t.step() == 0));
      j.erase("texts");
      j.erase("rulings");
      std::string text = j.dump();
      std::set<int> ids;
      collect_ids(j["view"], ids);
      for (int id : ids) {
        INFO(game << " step " << t.step() << " viewer " << v << " card id " << id);
        CHECK_FALSE(now.ids.count(id));
      }
      // What the game shows everyone on purpose (The Gang's showdown): the
      // lines of the rulings view.yaml declares as reveals.
      std::string shown;
      for (const auto& step : j["log"])
        for (const auto& line : step["lines"])
          if (reveals.count(line["ruling"].get<std::string>()))
            shown += line["text"].get<std::string>();
      for (const auto& label : now.labels) {
        if (!before[v].labels.count(label) || now.seen_labels.count(label) ||
            before[v].seen_labels.count(label) || shown.find(label) != std::string::npos)
          continue;  // seen before the step or after it (or a twin is), or shown
        INFO(game << " step " << t.step() << " viewer " << v << " is sent " << label << ":\n"
                  << text);
        CHECK(text.find(label) == std::string::npos);
      }
      before[v] = std::move(now);
      ++checked;
    }
    if (!t.bot_due()) break;
    t.play_bot();
    const Entry& e = t.record().actions[entries];
    int seat = mirror.state().seat_of(e.player);
    Match m = mirror.match(seat, e.text);
    REQUIRE(m.option >= 0);
    take_decision(mirror, rec, seat, m.option, entries, true);
    REQUIRE(entries == static_cast<int>(t.record().actions.size()));
  }
  CHECK(t.over());
  CHECK(checked > 100);
}

}  // namespace

TEST_CASE("table: no state sent to a seat or a spectator holds a card its view hides", "[table]") {
  check_nothing_hidden_is_sent("bang", 4);
  check_nothing_hidden_is_sent("thegang", 4);
  check_nothing_hidden_is_sent("endgame", 4);
}

TEST_CASE("table: the spectator sees what every seat may see, and is asked nothing", "[table]") {
  TempDir dir;
  auto made = Table::create(spec("bang", 4, 9, 0), dir.str(), env());
  json j = state(*made.table, kSpectator);
  CHECK(j["seat"].is_null());
  CHECK(j["asked"].is_null());
  CHECK(j["view"]["spectator"] == true);
  CHECK(j["view"]["viewer"].is_null());
  int hands = 0, roles = 0;
  for (const auto& seat : j["view"]["seats"]) {
    for (const auto& row : seat["rows"])
      if (row["key"] == "hand") {
        CHECK(row["hidden"] == true);
        CHECK_FALSE(row.contains("cards"));
        ++hands;
      }
    for (const auto& b : seat["badges"])
      if (b["key"] == "role" && b.value("hidden", false)) ++roles;
  }
  CHECK(hands == 4);
  CHECK(roles == 3);  // all but the sheriff's
  // A seat sees its own hand.
  json ann = state(*made.table, 1);
  for (const auto& seat : ann["view"]["seats"])
    for (const auto& row : seat["rows"])
      if (row["key"] == "hand") CHECK(row.value("hidden", false) == (seat["name"] != "Ann"));
}

namespace {

// The record's first `moves` decisions with the outcomes each drew.
Record first_moves(Record rec, int moves) {
  size_t keep = 0;
  int seen = 0;
  for (; keep < rec.actions.size(); ++keep)
    if (rec.actions[keep].kind == Entry::Kind::Decision && seen++ == moves) break;
  rec.actions.resize(keep);
  return rec;
}

// What seat 1 is sent by a table resumed from `rec`, less the table's id.
json sent_to_ann(const TempDir& dir, const std::string& name, const Record& rec,
                 const std::string& seats) {
  fs::path file = dir.path / (name + ".yaml");
  { std::ofstream(file, std::ios::binary | std::ios::trunc) << write_record(rec); }
  {
    std::ofstream out(dir.path / (name + ".seats"), std::ios::trunc);
    out << seats;
  }
  fs::permissions(dir.path / (name + ".seats"), fs::perms::owner_read | fs::perms::owner_write);
  json j = state(*Table::resume(file.string(), env()), 1);
  j.erase("table");
  return j;
}

}  // namespace

TEST_CASE("table: a seat is sent the same whatever the others' hidden cards, until shown",
          "[table]") {
  TempDir dir;
  auto made = Table::create(spec("thegang", 4, 6, 0), dir.str(), env());
  while (made.table->bot_due()) made.table->play_bot();
  Record real = made.table->record();
  std::string seats = "Ann bot basic\nBob bot basic\nCid bot basic\nDee bot basic\n";
  // Bob's and Cid's hole cards swapped: Ann cannot tell the two deals apart.
  Record other = real;
  other.setup = YAML::Clone(real.setup);
  YAML::Node pockets = other.setup["pockets"];
  REQUIRE(pockets["Bob"]);
  YAML::Node bob = YAML::Clone(pockets["Bob"]);
  pockets["Bob"] = YAML::Clone(pockets["Cid"]);
  pockets["Cid"] = bob;
  std::vector<std::string> hole;
  for (const auto& who : {"Bob", "Cid"})
    for (const auto& c : real.setup["pockets"][who]) hole.push_back(c.as<std::string>());
  int same = 0;
  for (int k = 0; k <= made.table->step(); ++k) {
    json a = sent_to_ann(dir, "real00000000", first_moves(real, k), seats);
    json b = sent_to_ann(dir, "other0000000", first_moves(other, k), seats);
    if (a == b) {
      ++same;
      continue;
    }
    // They differ only once the showdown shows the cards.
    std::string shown = a["log"].back().dump();
    bool named = false;
    for (const auto& label : hole) named = named || shown.find(label) != std::string::npos;
    INFO("step " << k << ": " << shown);
    CHECK(named);
    break;
  }
  CHECK(same >= 5);
}

TEST_CASE("table: seats handed to bots before the first move play arbiter play's game", "[table]") {
  TempDir dir;
  auto made = Table::create(spec("thegang", 4, 13, 4), dir.str(), env());
  Table& t = *made.table;
  CHECK_FALSE(t.bot_due());  // people, none of them here yet
  for (int p = 1; p <= 3; ++p) t.hand_to_bot(p, "basic");
  CHECK_FALSE(t.bot_due());  // Dee is a person who has not joined
  t.joined(4);
  t.hand_to_bot(4, "basic");
  CHECK_FALSE(t.is_person(4));
  CHECK_THROWS_AS(t.hand_to_bot(1, "no-such-level"), Error);
  std::string seats = slurp(dir.path / (t.id() + ".seats"));
  CHECK(seats.find("Ann bot basic") != std::string::npos);
  CHECK(t.seat_of(made.secrets[1]) == 1);  // the link still shows the seat
  while (t.bot_due()) t.play_bot();
  CHECK(slurp(file_of(dir, t)) == write_record(played("thegang", 4, 13)));
}

TEST_CASE("table: the spectators' replay page tells no pin and names them as its viewer",
          "[table]") {
  TempDir dir;
  auto made = Table::create(spec("bang", 4, 17, 0), dir.str(), env());
  for (int k = 0; k < 60 && made.table->bot_due(); ++k) made.table->play_bot();
  const Record& rec = made.table->record();
  const Entry* pin = nullptr;
  for (const auto& e : rec.actions)
    if (!pin && e.kind == Entry::Kind::Deck) pin = &e;
  REQUIRE(pin);
  cli::PageOptions o;
  o.roots = {ARBITER_SOURCE_DIR};
  cli::Page referee = cli::replay_page(rec, o);
  o.spectator = true;
  cli::Page watch = cli::replay_page(rec, o);
  REQUIRE_FALSE(watch.html.empty());
  std::string told = entry_text(*pin);
  CHECK(referee.html.find(told) != std::string::npos);
  CHECK(watch.html.find(told) == std::string::npos);
  CHECK(watch.html.find("\"viewers\":[\"spectators\"]") != std::string::npos);
  CHECK(watch.html.find("(a pin: chance as the record fixed it)") != std::string::npos);
}

namespace {

// Ann moves (her first option) until `handover` of the table's moves, then
// hands her seat to a bot; the bots play on until `stop` moves or the end.
void play_to(Table& t, int handover, int stop) {
  t.joined(1);
  while (!t.over() && t.step() < stop) {
    if (t.is_person(1) && t.step() >= handover) t.hand_to_bot(1, "basic");
    if (t.bot_due())
      t.play_bot();
    else
      REQUIRE(t.move(1, t.step(), "", 0).kind == Table::MoveResult::Kind::Applied);
  }
}

}  // namespace

TEST_CASE("table: resumed part way, the bots and the game's chance go on as without the stop",
          "[table]") {
  TempDir straight, stopped;
  auto a = Table::create(spec("bang", 4, 8, 1), straight.str(), env());
  play_to(*a.table, 12, 1 << 30);
  REQUIRE(a.table->over());

  auto b = Table::create(spec("bang", 4, 8, 1), stopped.str(), env());
  play_to(*b.table, 12, 30);
  fs::path file = file_of(stopped, *b.table);
  std::string seats = slurp(stopped.path / (b.table->id() + ".seats"));
  CHECK(seats.find("Ann bot basic from 12\n") != std::string::npos);
  b.table.reset();
  auto t = Table::resume(file.string(), env());
  CHECK(t->step() == 30);
  t->joined(1);
  while (t->bot_due()) t->play_bot();
  CHECK(t->over());
  CHECK(slurp(file) == slurp(file_of(straight, *a.table)));
}

TEST_CASE("table: a seats file says from which move a bot plays a seat", "[table]") {
  std::vector<std::string> players{"Ann", "Bob"};
  std::string hash(64, 'a');
  SeatBook book =
      parse_seats("Ann " + hash + "\nAnn bot basic from 7\nBob bot random\n", players, "t.seats");
  CHECK(book.bot_from.at(1) == 7);
  CHECK_FALSE(book.bot_at(1, 6));
  CHECK(book.bot_at(1, 7));
  CHECK(book.bot_at(2, 0));
  CHECK(seats_text(book, players) == "Ann " + hash + "\nAnn bot basic from 7\nBob bot random\n");
  CHECK_THROWS_AS(parse_seats("Ann bot basic from x\nBob bot random\n", players, "t.seats"), Error);
  CHECK_THROWS_AS(parse_seats("Ann bot basic from 3 4\nBob bot random\n", players, "t.seats"),
                  Error);
}
