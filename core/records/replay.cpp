#include "core/records/replay.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

#include "core/base/cardref.h"
#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/content/content.h"
#include "core/content/versions.h"
#include "core/engine/statetree.h"
#include "core/game/game.h"
#include "core/records/claim_why.h"
#include "core/records/record_mods.h"
#include "core/sandbox/script.h"
#include "core/sandbox/watchdog.h"

namespace arbiter {

std::string ClaimFailure::text() const {
  return "step " + std::to_string(step) + ": claim " + path + ": claimed " + claimed + ", actual " +
         actual + (why.empty() ? "" : ": " + why);
}

std::string ReplayResult::said() const {
  std::vector<std::string> lines;
  if (!message.empty()) lines.push_back(message);
  for (const auto& f : failures) lines.push_back(f.text());
  return join(lines, "\n");
}

std::string ReplayResult::stops_text() const {
  if (settled) return "";
  return "the record stops while " + join_and(pending_players) + " must still decide" +
         (pending_prompt.empty() ? "" : " (" + pending_prompt + ")");
}

std::string ReplayResult::unsettled_text() const {
  if (settled || verdict != Verdict::Ok) return "";
  return "every step legal and every claim holds so far, but " + stops_text() +
         ": its outcome is not judged";
}

std::string ReplayResult::seeded_text() const {
  if (unpinned == 0) return "";
  std::string out = std::to_string(unpinned) +
                    (unpinned == 1 ? " chance outcome" : " chance outcomes") +
                    " came from the seed, not from pins (";
  int at = -1;
  for (size_t i = 0; i < seeded.size(); ++i) {
    const auto& [after, pin] = seeded[i];
    out += after == at
               ? ", "
               : (i ? "; " : "") + std::string("after step ") + std::to_string(after) + ": ";
    out += pin;
    at = after;
  }
  if (static_cast<int>(seeded.size()) < unpinned) out += "; ...";
  return out + ")";
}

std::string ReplayResult::strict_text() const {
  std::string setup = setup_seeded.empty() ? "" : "the setup left to the seed: " + setup_seeded;
  std::vector<std::string> parts;
  for (const std::string& part : {setup, seeded_text(), stops_text()})
    if (!part.empty()) parts.push_back(part);
  return join(parts, "; ");
}

std::string entry_text(const Entry& e) {
  switch (e.kind) {
    case Entry::Kind::Decision:
      return e.player + ": " + e.text;
    case Entry::Kind::Deck:
      return "deck: " + join(e.cards);
    case Entry::Kind::Random:
      return "random: " + join(e.cards);
    case Entry::Kind::Expect:
      return "expect";
    case Entry::Kind::Note:
      return "note: " + e.text;
  }
  return "";
}

namespace {

// "the decision is Bob's (Bob is shot by ...: play a Missed! or pass (R09))":
// what a player not asked is told.
std::string whose_decision(const Game& g) {
  std::vector<std::string> names;
  for (const auto& c : g.decision_spelled().choices)
    names.push_back(g.state().players[c.player - 1].name);
  const std::string& prompt = g.decision_spelled().prompt;
  return "the decision is " + join_and(names) + "'s" + (prompt.empty() ? "" : " (" + prompt + ")");
}

std::string options_text(const Choice& c) {
  std::string s;
  for (size_t i = 0; i < c.options.size(); ++i) s += (i ? ", " : "") + c.options[i].label;
  return s;
}

// Whether the game's rules scripts mark settled points at all (ctx:settled):
// a game that never does says nothing of where its records stop. Read once
// per scripts folder.
bool marks_settled(const Content& c) {
  static std::mutex lock;
  static std::map<std::string, bool> known;
  std::lock_guard<std::mutex> hold(lock);
  auto [it, fresh] = known.emplace(c.scripts_dir, false);
  if (!fresh) return it->second;
  std::string root =
      std::filesystem::path(c.scripts_dir).lexically_normal().parent_path().parent_path().string();
  for (const auto& f : files_under(c.scripts_dir, ".lua", root, Verdict::BadContent)) {
    std::string text =
        read_regular_file(f, kMaxContentFileBytes, Verdict::BadContent, c.scripts_dir);
    if (text.find(":settled(") != std::string::npos) return it->second = true;
  }
  return false;
}

// One judgement of one record: loads the content the record names, plays
// every entry through a Game as a person's answers, and keeps what the
// verdict needs. Its game outlives run() so that replay_and_keep and
// legal_after can look at (or take) the game where the record ends.
class Judge {
 public:
  Judge(const Record& rec, const ReplayOptions& opts,
        const std::function<void(const StepReport&)>& on_step, bool fast = false)
      : rec_(rec), opts_(opts), on_step_(on_step), fast_(fast) {}

  // Any Error ends the judgement where it was met: the entry being played
  // is the step blamed unless the error names its own. What the game holds
  // at that point (digest, unpinned outcomes) is kept for the verdict.
  ReplayResult run() {
    try {
      prepare();
      play();
    } catch (const Error& e) {
      if (res_.verdict == Verdict::Ok || res_.verdict == Verdict::Illegal) {
        res_.verdict = e.verdict;
        res_.message = e.what();
        // A message about another entry (a pin left over) names its own step;
        // any other error met while an entry was played (a script's) names that entry.
        if (e.step > 0)
          res_.step = e.step;
        else if (res_.step > 0 &&
                 res_.message.find("step " + std::to_string(res_.step) + ": ") == std::string::npos)
          res_.message = "step " + std::to_string(res_.step) + ": " + res_.message;
        hint_across_mods();
      }
    }
    if (game_) {
      if (res_.state_yaml.empty() && (opts_.final_state || opts_.at_step >= 0))
        res_.state_yaml = tree_yaml(game_->core(), state_tree(game_->core(), view_seat()));
      res_.digest = game_->digest();
      res_.unpinned = game_->chance().unpinned_draws;
      res_.seeded = game_->chance().unpinned;
      res_.setup_seeded = game_->chance().setup_text;
      res_.over = game_->over();
    }
    if (res_.verdict == Verdict::Ok && !res_.failures.empty()) res_.verdict = Verdict::Illegal;
    return res_;
  }

  Game* game() { return game_.get(); }
  void release(Resumed& out) {
    out.content = std::move(content_);
    out.host = std::move(host_);
    out.game = std::move(game_);
  }
  ReplayResult& result() { return res_; }
  void prepare_only() { prepare(); }
  void play_all() { play(); }

 private:
  const Record& rec_;
  const ReplayOptions& opts_;
  const std::function<void(const StepReport&)>& on_step_;
  bool fast_;
  std::unique_ptr<Content> content_;
  std::unique_ptr<ScriptHost> host_;
  std::unique_ptr<Game> game_;
  ReplayResult res_;
  std::vector<bool> queued_;

  // A card no loaded content defines may be a mod's, taken or not: the
  // hint looks across every mod of the game on the search path.
  void hint_across_mods() {
    const std::string called = "no card is called '";
    size_t at = res_.message.find(called);
    if (at == std::string::npos) return;
    size_t from = at + called.size(), to = res_.message.find('\'', from);
    if (to == std::string::npos || res_.message.compare(to, 16, "' (did you mean ") == 0) return;
    res_.message.insert(
        to + 1, mod_did_you_mean(opts_.roots, rec_.game, res_.message.substr(from, to - from)));
  }

  int view_seat() const {
    return game_ && !opts_.view_name.empty() ? game_->state().seat_of(opts_.view_name) : 0;
  }

  // The search path the record is judged with: the game and the mods it
  // names (or, naming none, needs), whatever else is installed.
  std::vector<std::string> roots_;

  // Loads the record's content (or takes the caller's loaded game when it
  // is the same one), checks the record's players and options against it,
  // and starts the game from the record's setup. A record written under an
  // older version of the rules is loaded under that version.
  void prepare() {
    RecordContent chosen = record_content(rec_, opts_.roots, opts_.extra_variants);
    roots_ = chosen.roots;
    for (const auto& w : chosen.warnings) res_.warnings.push_back(w);
    for (const auto& m : chosen.mods) res_.mods.emplace_back(m.id, m.digest);
    res_.mods_note = chosen.note;
    std::vector<std::string> variants = rec_.variants;
    for (const auto& v : opts_.extra_variants) variants.push_back(v);
    // The version the record names is loaded at once; otherwise the newest,
    // then the older version its content digest may name.
    int named = opts_.current_rules ? 0 : rec_.game_version;
    ScriptHost* host = nullptr;
    auto usable = [&](const Content& c, int version) {
      return c.id == rec_.game && c.applied_variants == variants &&
             c.game_version == (version ? version : c.version);
    };
    // A game loaded beforehand was loaded with the whole search path.
    if (opts_.host && roots_ == opts_.roots && usable(opts_.host->content(), named))
      host = opts_.host;
    else
      content_ = std::make_unique<Content>(load_content(roots_, rec_.game, variants, named));
    const Content* loaded = host ? &host->content() : content_.get();
    std::string by_digest;
    if (!named && !opts_.current_rules && !rec_.content.empty() && rec_.content != loaded->digest) {
      if (int v = version_of_digest(*loaded, rec_.content)) {
        content_ = std::make_unique<Content>(load_content(roots_, rec_.game, variants, v));
        host = nullptr;
        loaded = content_.get();
        by_digest = rec_.content;
      }
    }
    const Content& content = *loaded;
    res_.content_digest = content.digest;
    res_.game_version = content.game_version;
    res_.newest_version = content.version;
    if (content.game_version != content.version)
      res_.version_note =
          "judged under version " + std::to_string(content.game_version) + " of " + content.name +
          "'s rules, " +
          (by_digest.empty() ? "as the record's game_version says"
                             : "the version its content digest " + by_digest + " was") +
          " (the newest is " + std::to_string(content.version) +
          ": --rules current judges it under today's)";
    bool known = by_digest == rec_.content || content.digest == rec_.content;
    for (const auto& v : content.versions)
      for (const auto& d : v.digests)
        known = known || (v.number == content.game_version &&
                          layered_digest(d, content.variant_layers) == rec_.content);
    // A mod that changed is named by its own warning, not as the game's rules.
    if (!rec_.content.empty() && opts_.extra_variants.empty() && !opts_.current_rules && !known &&
        !chosen.mod_differs)
      res_.warnings.push_back(
          "the record was played with content " + rec_.content +
          ", but the installed content of '" + rec_.game + "' is " + content.digest +
          ": the rules may have changed since; judging with the installed rules");
    int n = static_cast<int>(rec_.players.size());
    if (n < content.min_players || n > content.max_players)
      throw Error(Verdict::BadRecord,
                  rec_.file.at(rec_.file.root()["players"]).str() + ": players: " + content.name +
                      " is for " + std::to_string(content.min_players) + " to " +
                      std::to_string(content.max_players) + " players, not " + std::to_string(n));
    check_player_names(content);
    for (const auto& [k, v] : rec_.options) {
      const OptionDecl* o = content.option(k);
      std::vector<std::string> names;
      for (const auto& od : content.options) names.push_back(od.name);
      if (!o)
        throw Error(Verdict::BadRecord, rec_.file.name() + ": options: game '" + rec_.game +
                                            "' has no option '" + k + "'" + did_you_mean(k, names));
      bool ok = o->values.empty();
      for (const auto& allowed : o->values) ok = ok || allowed == v;
      if (!ok) {
        throw Error(Verdict::BadRecord, rec_.file.name() + ": options." + k + ": '" + v +
                                            "' is not one of: " + join(o->values));
      }
    }
    if (!opts_.view_name.empty()) {
      bool found = false;
      for (const auto& p : rec_.players) found = found || p == opts_.view_name;
      if (!found)
        throw Error(Verdict::BadRecord,
                    "--view: '" + opts_.view_name + "' is not a player of this record");
    }
    if (!host) {
      host_ = std::make_unique<ScriptHost>(content);
      host = host_.get();
    }
    GameConfig cfg{rec_.players, rec_.seed, rec_.options};
    game_ = std::make_unique<Game>(*host, cfg);
    game_->set_fast(fast_);
    game_->set_narrating(static_cast<bool>(on_step_));
    game_->keep_outcomes(false);
    game_->set_replaying(true);
    game_->start(rec_.setup, &rec_.file);
  }

  // A player may not be named as a top-level state path of the game
  // (`vaults`, `markers`), in any case: claims could not tell the two apart.
  void check_player_names(const Content& content) const {
    std::vector<std::string> paths = top_level_paths(content);
    const YAML::Node& players = rec_.file.root()["players"];
    for (size_t i = 0; i < rec_.players.size(); ++i)
      for (const auto& p : paths)
        if (fold_case(rec_.players[i]) == fold_case(p)) {
          SourceLoc at = players.IsSequence() && i < players.size() ? rec_.file.at(players[i])
                                                                    : SourceLoc{rec_.file.name()};
          throw Error(Verdict::BadRecord, at.str() + ": players[" + std::to_string(i) + "]: '" +
                                              rec_.players[i] + "' is a state path of " +
                                              content.name + " and cannot name a player");
        }
  }

  // The pins right after a decision (or at the start) are handed to the
  // engine before the decision is applied: the chance it draws while the
  // effect runs must come from them. Marked queued so that play() can tell
  // a pin standing anywhere else.
  void queue_pins(size_t from) {
    for (size_t j = from; j < rec_.actions.size(); ++j) {
      const Entry& e = rec_.actions[j];
      if (e.kind == Entry::Kind::Note) continue;
      if (e.kind != Entry::Kind::Deck && e.kind != Entry::Kind::Random) break;
      Pin p;
      p.kind = e.kind == Entry::Kind::Deck ? Pin::Kind::Deck : Pin::Kind::Random;
      p.step = e.step;
      p.items = e.cards;
      game_->queue_pin(p);
      queued_[j] = true;
    }
  }

  // Runs the scripts up to the next decision. A pin still unused then was
  // written for chance the game never drew: refused, as a claim would be.
  void run_engine(int step) {
    game_->set_step(step);
    game_->advance();
    if (const Pin* left = game_->leftover_pin()) {
      std::string what = game_->over() ? "the game ended" : "the engine stopped for a decision";
      throw Error(
          Verdict::Illegal, left->step,
          "pin '" + left->items[left->used] + "' was not used: " + what + " before it was needed");
    }
    game_->clear_pins();
  }

  // Tells the listener (--explain, the page, the readings) what the entry
  // did; lines only one seat may see are marked with whose they are.
  void report(int step, const std::string& entry) {
    if (!on_step_) return;  // nobody listens: the game keeps no narration either
    StepReport r;
    r.step = step;
    r.entry = entry;
    int view = view_seat();
    r.narration = game_->take_narration();
    for (const auto& n : r.narration) {
      std::string line = n.text + (n.rule.empty() ? "" : " [" + n.rule + "]");
      if (n.viewer == 0)
        r.lines.push_back(line);
      else if (view == 0 || n.viewer == view)
        r.lines.push_back("(" + game_->state().players[n.viewer - 1].name + " only) " + line);
    }
    r.digest = game_->digest();
    r.game = game_.get();
    on_step_(r);
  }

  // Every entry in order: pins were queued by the decision before them,
  // claims are read, decisions matched and applied. Steps are reported
  // after each entry, and the state captured where --at asks.
  void play() {
    queued_.assign(rec_.actions.size(), false);
    queue_pins(0);
    run_engine(0);
    report(0, "(start)");
    capture_if(0);
    for (size_t i = 0; i < rec_.actions.size(); ++i) {
      const Entry& e = rec_.actions[i];
      res_.step = e.step;
      switch (e.kind) {
        case Entry::Kind::Note:
          break;
        case Entry::Kind::Deck:
        case Entry::Kind::Random:
          if (!queued_[i])
            throw Error(Verdict::Illegal, e.step,
                        "this pin is not right after a decision (or at the start): pins "
                        "follow the decision that causes them, with no claim between");
          break;
        case Entry::Kind::Expect:
          check(e);
          break;
        case Entry::Kind::Decision:
          decide(e);
          break;
      }
      report(e.step, entry_text(e));
      capture_if(e.step);
    }
    res_.step = 0;
    note_where_it_stops();
  }

  // Every entry was played: is the decision left open one the rules script
  // marked settled, or one inside an effect under way?
  void note_where_it_stops() {
    const Decision& d = game_->decision_as_given();
    if (game_->over() || !d.open() || game_->marked(Game::Mark::Settled)) return;
    if (!marks_settled(game_->content())) return;
    res_.settled = false;
    for (const auto& c : d.choices) {
      res_.pending_seats.push_back(c.player);
      res_.pending_players.push_back(game_->state().players[c.player - 1].name);
    }
    res_.pending_prompt = d.prompt;
  }

  void capture_if(int step) {
    if (opts_.at_step == step)
      res_.state_yaml = tree_yaml(game_->core(), state_tree(game_->core(), view_seat()));
  }

  // A failed claim does not stop the game: the record goes on, and every
  // failure is listed (explain_claims says why afterwards). A claim that
  // cannot be read (an unknown path) is the record's fault: exit 2.
  void check(const Entry& e) {
    std::optional<TreeNode>
        root;  // one tree for all the entry's claims: nothing moves between them
    for (auto it = e.claims.begin(); it != e.claims.end(); ++it) {
      std::string path = it->first.Scalar();
      if (!root) root = state_tree(game_->core(), 0);
      ClaimResult c = check_claim(game_->core(), *root, path, it->second);
      if (!c.well_formed) {
        SourceLoc at = rec_.file.at(it->first);
        throw Error(Verdict::BadRecord, at, "step " + std::to_string(e.step) + ": " + c.why);
      }
      std::string claimed =
          claimed_text(it->second) + (c.values.empty() ? "" : " (" + c.values + ")");
      if (c.holds) continue;
      ClaimFailure f;
      f.step = e.step;
      f.path = path;
      f.claimed = claimed;
      f.actual = c.actual;
      res_.failures.push_back(f);
    }
  }

  // Matches the written entry to the options of its player, or refuses it
  // with the reason and what was legal (kept in res_.legal for --json).
  void decide(const Entry& e) {
    if (game_->over())
      throw Error(Verdict::Illegal, e.step, "the game is already over; nothing more can be played");
    int seat = game_->state().seat_of(e.player);
    const Choice* choice = game_->choice_of(seat);
    if (!choice) {
      for (const auto& c : game_->decision_spelled().choices)
        for (const auto& o : c.options)
          res_.legal.push_back(game_->state().players[c.player - 1].name + ": " + o.label);
      std::string whose = whose_decision(*game_);
      if (std::string why = game_->aside_reason(seat, e.text); !why.empty())
        throw Error(Verdict::Illegal, e.step,
                    e.player + " cannot " + clip(fold_text(e.text)) + ": " + why + "; " + whose);
      throw Error(Verdict::Illegal, e.step, e.player + " cannot act now: " + whose);
    }
    Match m = game_->match(seat, e.text);
    if (m.option < 0) {
      for (const auto& o : choice->options) res_.legal.push_back(o.label);
      throw Error(Verdict::Illegal, e.step,
                  e.player + " cannot " + clip(fold_text(e.text)) + ": " + m.reason +
                      "; legal: " + options_text(*choice));
    }
    if (!m.explain.empty()) game_->note({m.explain, "", 0});
    game_->apply(seat, m.option);
    queue_pins(static_cast<size_t>(e.step));
    run_engine(e.step);
  }
};

}  // namespace

ReplayResult judge_record(const Record& rec, const ReplayOptions& opts,
                          const std::function<void(const StepReport&)>& on_step) {
  Judge j(rec, opts, on_step);
  return j.run();
}

ReplayResult replay(const Record& rec, const ReplayOptions& opts,
                    const std::function<void(const StepReport&)>& on_step) {
  // Fast only where nothing has been told before a rerun could start over.
  ReplayResult res = watchdog::fast_or_counted([&](bool fast) {
    Judge j(rec, opts, on_step, fast && !on_step);
    return j.run();
  });
  // After a script error the scripts may be anywhere: no second run then.
  if (!res.failures.empty() && res.verdict == Verdict::Illegal) explain_claims(rec, opts, res);
  return res;
}

Resumed::Resumed() = default;
Resumed::Resumed(Resumed&&) noexcept = default;
// The game lives in the host's Lua state, which uses the content: release in that order.
Resumed::~Resumed() {
  game.reset();
  host.reset();
  content.reset();
}
Resumed& Resumed::operator=(Resumed&& o) noexcept {
  game.reset();
  host.reset();
  content = std::move(o.content);
  host = std::move(o.host);
  game = std::move(o.game);
  result = std::move(o.result);
  return *this;
}

Resumed replay_and_keep(const Record& rec, const ReplayOptions& opts,
                        const std::function<void(const StepReport&)>& on_step) {
  Resumed out;
  Judge j(rec, opts, on_step);
  out.result = j.run();
  j.release(out);
  return out;
}

LegalReport legal_after(const Record& rec, const ReplayOptions& opts,
                        const std::string& why_label) {
  LegalReport out;
  std::function<void(const StepReport&)> none;
  Judge j(rec, opts, none);
  out.result = j.run();
  Game* g = j.game();
  // A claim that does not hold stops nothing: the game goes on to the end.
  bool claims_only = out.result.verdict == Verdict::Illegal && out.result.message.empty() &&
                     !out.result.failures.empty();
  // Why the claims fail: the record played again beside this game, which
  // must then not share a host with it.
  if (claims_only && !opts.host) explain_claims(rec, opts, out.result);
  if (!g || (out.result.verdict != Verdict::Ok && !claims_only)) return out;
  out.prompt = g->decision_spelled().prompt;
  for (const auto& c : g->decision_spelled().choices) {
    std::vector<std::string> labels;
    for (const auto& o : c.options) labels.push_back(o.label);
    out.options.emplace_back(g->state().players[c.player - 1].name, labels);
  }
  if (!why_label.empty()) {
    // Written as a record's entry ("Ann: take white 3"): that player's answer only.
    std::string label = why_label;
    int only = 0;
    if (size_t colon = why_label.find(": "); colon != std::string::npos) {
      only = g->state().seat_of(why_label.substr(0, colon));
      if (only) label = why_label.substr(colon + 2);
    }
    std::string reasons;
    for (const auto& c : g->decision_spelled().choices) {
      if (only && c.player != only) continue;
      Match m = g->match(c.player, label);
      std::string who = g->state().players[c.player - 1].name;
      if (m.option >= 0)
        reasons += who + ": '" + c.options[m.option].label + "' is legal\n";
      else
        reasons += who + ": " + m.reason + "\n";
    }
    if (reasons.empty() && only && g->decision_spelled().open()) {
      std::string why = g->aside_reason(only, label);
      const std::string& who = g->state().players[only - 1].name;
      reasons =
          who + (why.empty() ? " cannot act now: " : ": " + why + "; ") + whose_decision(*g) + "\n";
    }
    if (reasons.empty())
      reasons = g->over() ? "the game is over: nothing is legal\n" : "nobody is asked\n";
    out.why = reasons;
  }
  return out;
}

}  // namespace arbiter
