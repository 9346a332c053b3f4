// A served table from its files after a restart or a crash: the record cut
// back to its last complete move, its moves made again from the seed (or,
// for a record changed by hand, replayed from its pins) to where it stood,
// each move's narration made again for the log (core/table/table.h,
// Table::resume).
#include <filesystem>

#include "core/base/safe_file.h"
#include "core/table/table_impl.h"

namespace arbiter {

namespace {

// The record a crash left: the bytes after the last newline are a line cut
// short; a line that leaves no record is dropped too, from the end.
Record read_torn(const std::string& path) {
  std::string text = complete_lines(read_own_file(path, kMaxRecordBytes, Verdict::BadRecord));
  if (text.empty()) throw Error(Verdict::BadRecord, path + ": no table's record here");
  for (int dropped = 0;; ++dropped) {
    try {
      return parse_record(text, path);
    } catch (const Error&) {
      size_t end = text.size() < 2 ? std::string::npos : text.rfind('\n', text.size() - 2);
      if (dropped >= 64 || end == std::string::npos) throw;
      text.resize(end + 1);
    }
  }
}

// Before a decision a bot made, the bot is asked again, on the same game,
// so that its generator draws what it drew then: the bots after a resume
// play on as they would have had the server never stopped.
void redraw_bot(Table::Impl& t, const Entry& next) {
  if (t.seats.bot_at(t.game->state().seat_of(next.player), t.moves)) t.bot_pick();
}

// Replays `rec` into the table, logging each move as it was made. Returns
// the replay's verdict.
ReplayResult replay_into(Table::Impl& t, const Record& rec) {
  t.log.clear();
  t.applied.clear();
  t.moves = 0;
  t.rec = rec;
  t.bots = bot_rng(rec.seed, 0);
  ReplayOptions ro;
  ro.roots = t.env.roots;
  ro.host = t.host.get();
  size_t reported = 0;
  auto on_step = [&](const StepReport& r) {
    const Entry* e = reported ? &rec.actions[reported - 1] : nullptr;
    ++reported;
    if (!e) {
      t.game = r.game;
      t.start_log();
      t.log_move("", "", r.narration);
      t.refresh_asked();
    } else if (e->kind == Entry::Kind::Decision) {
      ++t.moves;
      t.applied.push_back(
          Table::Impl::Applied{t.game->state().seat_of(e->player), t.moves - 1, -1, e->text});
      t.log_move(e->player, e->text, r.narration);
      t.refresh_asked();
    }
    // `reported` is now the number of the entry the replay takes next.
    if (reported <= rec.actions.size() && rec.actions[reported - 1].kind == Entry::Kind::Decision)
      redraw_bot(t, rec.actions[reported - 1]);
  };
  t.resumed = replay_and_keep(rec, ro, on_step);
  t.game = t.resumed.game.get();
  return t.resumed.result;
}

// The option of `seat` labelled `label`, or -1.
int option_labelled(Game& game, int seat, const std::string& label) {
  const Choice* c = game.over() ? nullptr : game.choice_of(seat);
  if (!c) return -1;
  for (size_t i = 0; i < c->options.size(); ++i)
    if (c->options[i].label == label) return static_cast<int>(i);
  return -1;
}

// Cuts the record before its last decision; false when it has none.
bool cut_last_move(Record& rec) {
  for (size_t i = rec.actions.size(); i-- > 0;)
    if (rec.actions[i].kind == Entry::Kind::Decision) {
      rec.actions.resize(i);
      return true;
    }
  return false;
}

}  // namespace

// Plays the record's decisions again from its seed, as the table made them:
// the game's generator and the bots' then stand where they stood when the
// server stopped, and the game goes on as it would have gone on. False when
// the moves do not give the record back, byte for byte (a record changed by
// hand while the server was down): such a table goes on from its pins.
bool play_again(Table::Impl& t, const Record& rec) {
  t.log.clear();
  t.applied.clear();
  t.moves = 0;
  t.rec = rec;
  t.rec.actions.clear();
  t.rec.setup.reset();  // its own node: assigning to a copy of a YAML node changes the original
  t.resumed = {};
  t.deal_new();
  for (const Entry& e : rec.actions) {
    if (e.kind != Entry::Kind::Decision) continue;
    int seat = t.game->state().seat_of(e.player);
    if (!seat) return false;
    redraw_bot(t, e);
    int index = option_labelled(*t.game, seat, e.text);
    if (index < 0) return false;
    t.told(t.take(seat, index));
  }
  return write_record(t.rec) == write_record(rec);
}

std::unique_ptr<Table> Table::resume(const std::string& record_path, const TableEnv& env) {
  auto t = std::make_unique<Impl>();
  t->env = env;
  t->path = record_path;
  t->id = std::filesystem::path(record_path).stem().string();
  t->seats_path = seats_path_of(record_path);
  Record rec = read_torn(record_path);
  t->seats = load_seats(t->seats_path, rec.players);
  t->content = load_table_content(env, rec.game, rec.variants);
  t->host = std::make_unique<ScriptHost>(*t->content, table_lua_limits());
  while (true) {
    ReplayResult res = replay_into(*t, rec);
    if (!t->game || res.verdict != Verdict::Ok)
      throw Error(res.verdict == Verdict::Ok ? Verdict::Illegal : res.verdict,
                  record_path + ": cannot resume: " + res.said());
    // A move's outcomes are written with it; missing ones mean the write
    // was cut short, before the move was acknowledged: the move goes.
    if (res.unpinned == 0) break;
    if (!cut_last_move(rec))
      throw Error(Verdict::BadRecord,
                  record_path + ": the deal was never completely written: not a table to resume");
  }
  bool again = false;
  try {
    again = play_again(*t, rec);
  } catch (const Error&) {
  }
  if (!again) {
    replay_into(*t, rec);
    go_live(*t->game);
    t->game->set_narrating(true);
    t->entries = static_cast<int>(t->rec.actions.size());
  }
  t->file = TableFile::reopen(record_path, t->rec);
  return std::unique_ptr<Table>(new Table(std::move(t)));
}

}  // namespace arbiter
