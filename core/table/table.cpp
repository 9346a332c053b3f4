// A served table: made, resumed from its files, and played move by move
// (core/table/table.h). What a viewer is sent is table_state.cpp.
#include <algorithm>
#include <filesystem>

#include "core/base/safe_file.h"
#include "core/base/sha256.h"
#include "core/base/text.h"
#include "core/table/secret.h"
#include "core/table/table_impl.h"

namespace arbiter {

namespace fs = std::filesystem;

std::shared_ptr<const Content> load_table_content(const TableEnv& env, const std::string& game,
                                                  const std::vector<std::string>& variants) {
  if (env.load) return env.load(game, variants);
  return std::make_shared<const Content>(load_content(env.roots, game, variants));
}

namespace {

// The levels a seat's bot may play: every game's, the game's own, the engine's.
void check_level(const Content& c, const TableEnv& env, const std::string& level) {
  std::vector<std::string> levels = kBotLevels;
  if (c.bot_levels) levels.insert(levels.end(), c.bot_levels->begin(), c.bot_levels->end());
  for (const auto& [name, pick] : env.engine) levels.push_back(name);
  if (std::find(levels.begin(), levels.end(), level) == levels.end())
    throw Error(Verdict::BadRecord, "no bot level '" + level + "'" + did_you_mean(level, levels) +
                                        "; the levels of " + c.id + " are " + join(levels));
}

// Refuses what `arbiter play` refuses: a count of players the game is not
// for, a name a record cannot hold, an option the game does not have.
void check_spec(const Content& c, const TableEnv& env, const TableSpec& spec) {
  int n = static_cast<int>(spec.players.size());
  if (n < c.min_players || n > c.max_players)
    throw Error(Verdict::BadRecord, c.name + " is for " + std::to_string(c.min_players) + " to " +
                                        std::to_string(c.max_players) + " players, not " +
                                        std::to_string(n));
  for (int i = 0; i < n; ++i) {
    std::string bad = check_player_name(spec.players[i]);
    if (!bad.empty()) throw Error(Verdict::BadRecord, bad);
    for (int j = 0; j < i; ++j)
      if (spec.players[j] == spec.players[i])
        throw Error(Verdict::BadRecord, "two seats are called " + spec.players[i]);
  }
  for (const auto& [seat, level] : spec.bots) {
    if (seat < 1 || seat > n)
      throw Error(Verdict::BadRecord,
                  "a bot for seat " + std::to_string(seat) + " of " + std::to_string(n));
    check_level(c, env, level);
  }
  for (const auto& [k, v] : spec.options) {
    const OptionDecl* o = c.option(k);
    if (!o) throw Error(Verdict::BadRecord, "game '" + c.id + "' has no option '" + k + "'");
    if (!o->values.empty() && std::find(o->values.begin(), o->values.end(), v) == o->values.end())
      throw Error(Verdict::BadRecord,
                  "option " + k + ": '" + v + "' is not one of: " + join(o->values));
  }
}

// A folder for the table's files, and a name in it no table has.
std::string new_path(const std::string& dir, std::string& id) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!fs::is_directory(dir))
    throw Error(Verdict::BadRecord,
                dir + ": cannot make the tables' folder" + (ec ? " (" + ec.message() + ")" : ""));
  do id = new_table_id();
  while (fs::exists(fs::path(dir) / (id + ".yaml")) || fs::exists(fs::path(dir) / (id + ".seats")));
  return (fs::path(dir) / (id + ".yaml")).string();
}

}  // namespace

std::string seats_path_of(const std::string& record_path) {
  fs::path p(record_path);
  return (p.parent_path() / (p.stem().string() + ".seats")).string();
}

void Table::Impl::start_log() {
  redactors.clear();
  for (size_t i = 0; i <= rec.players.size(); ++i) redactors.emplace_back(viewer_at(i));
  for (auto& r : redactors) r.remember(*game);
  since.assign(rec.players.size(), 0);
  offered.assign(rec.players.size(), {});
  view = load_view(game->content());
}

void Table::Impl::log_move(const std::string& player, const std::string& text,
                           std::vector<Narration> lines) {
  LogStep s;
  s.step = moves;
  s.player = player;
  s.text = text;
  s.lines = std::move(lines);
  std::vector<std::string> told;  // what everyone is told of the step anyway
  for (const auto& n : s.lines)
    if (n.viewer == 0) told.push_back(n.text);
  for (auto& r : redactors) {
    s.hidden.push_back(!player.empty() && r.hides_move(*game, player, text, told));
    r.remember(*game);
  }
  log.push_back(std::move(s));
}

void Table::Impl::refresh_asked() {
  for (int p = 1; p <= seats_n(); ++p) {
    std::vector<std::string> labels;
    if (const Choice* c = game->over() ? nullptr : game->choice_of(p))
      for (const auto& o : c->options) labels.push_back(o.label);
    if (labels != offered[p - 1] || labels.empty()) since[p - 1] = moves;
    offered[p - 1] = std::move(labels);
  }
}

Table::Table(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Table::~Table() = default;

Table::Created Table::create(const TableSpec& spec, const std::string& dir, const TableEnv& env) {
  auto t = std::make_unique<Impl>();
  t->env = env;
  t->content = load_table_content(env, spec.game, spec.variants);
  check_spec(*t->content, env, spec);
  Record& rec = t->rec;
  rec.game = spec.game;
  rec.content = t->content->digest;
  rec.variants = spec.variants;
  rec.mods = env.roots.empty() ? decltype(rec.mods){} : mods_to_name(env.roots, spec.game);
  rec.mods_named = !rec.mods.empty();
  rec.seed = spec.seed;
  rec.players = spec.players;
  rec.options = spec.options;
  t->host = std::make_unique<ScriptHost>(*t->content, table_lua_limits());
  t->deal_new();

  Created out;
  t->seats.hashes.resize(rec.players.size());
  t->seats.bots = spec.bots;
  for (int p = 1; p <= t->seats_n(); ++p) {
    if (spec.bots.count(p)) continue;
    out.secrets[p] = new_secret();
    t->seats.hashes[p - 1] = secret_hash(out.secrets[p]);
  }
  t->path = new_path(dir, t->id);
  t->seats_path = seats_path_of(t->path);
  // The seats first: a record file is a table, and a table has its seats.
  save_seats(t->seats_path, t->seats, rec.players);
  t->file = TableFile::create(t->path, rec);
  out.table.reset(new Table(std::move(t)));
  return out;
}

const std::string& Table::id() const {
  return impl_->id;
}
const std::vector<std::string>& Table::players() const {
  return impl_->rec.players;
}
int Table::step() const {
  return impl_->moves;
}
bool Table::over() const {
  return impl_->game->over();
}
const Record& Table::record() const {
  return impl_->rec;
}

int Table::seat_of(const std::string& secret) const {
  // Every seat's hash is compared, whichever matches: the time says nothing.
  int found = 0;
  std::string hash = secret_hash(secret);
  for (size_t i = 0; i < impl_->seats.hashes.size(); ++i)
    if (!impl_->seats.hashes[i].empty() && same_in_constant_time(hash, impl_->seats.hashes[i]))
      found = static_cast<int>(i) + 1;
  return found;
}

bool Table::is_person(int seat) const {
  return seat >= 1 && seat <= impl_->seats_n() && impl_->person(seat);
}

void Table::Impl::deal_new() {
  own_game = std::make_unique<Game>(*host, GameConfig{rec.players, rec.seed, rec.options});
  game = own_game.get();
  game->set_narrating(true);
  start_log();
  deal(*game, rec);
  entries = static_cast<int>(rec.actions.size());
  bots = bot_rng(rec.seed, 0);
  log_move("", "", game->take_narration());
  refresh_asked();
}

Entry Table::Impl::take(int seat, int index) {
  Entry e = take_decision(*game, rec, seat, index, entries, true);
  ++moves;
  applied.push_back(Applied{seat, moves - 1, index, e.text});
  return e;
}

void Table::Impl::told(const Entry& e) {
  log_move(e.player, e.text, game->take_narration());
  refresh_asked();
}

std::pair<int, int> Table::Impl::bot_pick() {
  std::set<int> people;
  for (int p = 1; p <= seats_n(); ++p)
    if (!seats.bot_at(p, moves)) people.insert(p);
  return bot_move(*game, kBotLevels.front(), bots, people, seats.bots, &env.engine);
}

void Table::Impl::apply(int seat, int index) {
  if (!broken.empty()) throw Error(Verdict::BadRecord, broken);
  try {
    file.check_room();
  } catch (const Error& err) {
    throw NotStored(Verdict::BadRecord, err.what());
  }
  size_t first = rec.actions.size();
  Entry e = take(seat, index);
  try {
    file.grow(rec, first);
  } catch (const Error& err) {
    // The game has moved on and its file has not: the table is made again
    // from the record without the move (the seed gives the same game and
    // the same bots), so the move can be made again once the disk takes it.
    Record before = rec;
    before.actions.resize(first);
    bool back = false;
    try {
      back = play_again(*this, before);
    } catch (const Error&) {
    }
    if (!back) broken = err.what();
    if (!back) throw;
    throw NotStored(Verdict::BadRecord, err.what());
  }
  told(e);
}

Table::MoveResult Table::move(int seat, int step, const std::string& move, int option) {
  Impl& t = *impl_;
  auto answer = [&](MoveResult::Kind kind, std::string reason = "") {
    return MoveResult{kind, t.moves, std::move(reason)};
  };
  if (seat < 1 || seat > t.seats_n()) return answer(MoveResult::Kind::NotAsked, "no such seat");
  const Choice* c = t.game->over() ? nullptr : t.game->choice_of(seat);
  // A retry of a move already taken: the same label from the same seat,
  // applied at the step it names or later.
  for (auto it = t.applied.rbegin(); it != t.applied.rend() && it->at >= step; ++it)
    if (it->seat == seat && (option >= 0 ? it->index == option : it->label == move))
      return answer(MoveResult::Kind::Duplicate);
  if (!c) return answer(MoveResult::Kind::NotAsked, t.game->over() ? "the game is over" : "");
  if (step > t.moves)
    return answer(MoveResult::Kind::Stale, "step " + std::to_string(step) +
                                               " is ahead of the table (" +
                                               std::to_string(t.moves) + ")");
  if (step < t.since[seat - 1])
    return answer(MoveResult::Kind::Stale,
                  "the options changed at step " + std::to_string(t.since[seat - 1]));
  int index = option;
  if (option >= static_cast<int>(c->options.size()))
    return answer(MoveResult::Kind::Refused, "no option " + std::to_string(option) +
                                                 " (there are " +
                                                 std::to_string(c->options.size()) + ")");
  if (option < 0) {
    Match m = t.game->match(seat, move);
    if (m.option < 0) return answer(MoveResult::Kind::Refused, m.reason);
    index = m.option;
  }
  t.apply(seat, index);
  return answer(MoveResult::Kind::Applied);
}

void Table::hand_to_bot(int seat, const std::string& level) {
  Impl& t = *impl_;
  if (seat < 1 || seat > t.seats_n())
    throw Error(Verdict::BadRecord, "no seat " + std::to_string(seat));
  check_level(t.game->content(), t.env, level);
  SeatBook book = t.seats;
  if (!book.bots.count(seat)) book.bot_from[seat] = t.moves;
  book.bots[seat] = level;
  save_seats(t.seats_path, book, t.rec.players);
  t.seats = std::move(book);
}

void Table::joined(int seat) {
  impl_->joined.insert(seat);
}

bool Table::bot_due() const {
  const Impl& t = *impl_;
  if (t.game->over() || !t.broken.empty()) return false;
  for (int p = 1; p <= t.seats_n(); ++p)
    if (t.person(p) && !t.joined.count(p)) return false;
  for (const auto& c : t.game->decision_as_given().choices)
    if (!t.person(c.player)) return true;
  return false;
}

void Table::play_bot() {
  Impl& t = *impl_;
  if (!bot_due()) return;
  auto [seat, index] = t.bot_pick();
  t.apply(seat, index);
}

}  // namespace arbiter
