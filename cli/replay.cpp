// arbiter replay / arbiter legal: judge a record.
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/common.h"
#include "cli/html.h"
#include "cli/readings.h"
#include "core/base/base.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

struct ReplayArgs {
  std::string file;
  bool explain = false, state = false, json = false, strict = false;
  int at = -1;
  bool at_given = false;
  std::string view, log, html;
  std::vector<std::string> variants;
  std::string rules = "recorded";  // or current: re-judge under today's rules
  bool force = false;
  bool readings = false;  // judge under every reading of the rules (cli/readings.h)
};

// ---- re-judging: the same record with a variant added (core/records/rejudge.h) ----

// One step of --explain: the entry, then its narration (text from the record
// and the scripts, escaped for the terminal).
void print_step(const StepReport& s) {
  std::cout << bold("step " + std::to_string(s.step)) << "  " << printable(s.entry) << "\n";
  for (const auto& l : s.lines) std::cout << "    " << printable(l) << "\n";
}

// The record as played, and with the variants added.
RejudgeSides variant_sides(const ReplayArgs& a, const Record& rec, LoadedGames& loaded) {
  RejudgeSides s;
  s.base.roots = global().roots();
  s.var = s.base;
  s.var.extra_variants = a.variants;
  // Both games are loaded once for every replay below (up to three each).
  std::vector<std::string> with_variants = rec.variants;
  with_variants.insert(with_variants.end(), a.variants.begin(), a.variants.end());
  s.base.host = loaded.host(rec.game, rec.variants, rec.game_version);
  s.var.host = loaded.host(rec.game, with_variants, rec.game_version);
  // A variant not on the search path: load_game says so, with the folder
  // that holds it, as sim and play do.
  if (!s.var.host) load_game(rec.game, with_variants);
  s.as = "without";
  s.with = "with " + join(a.variants);
  s.same = "with and without " + join(a.variants);
  return s;
}

// The record under the version of the rules it was played by, and under today's.
RejudgeSides version_sides(const Record& rec, LoadedGames& loaded) {
  RejudgeSides s;
  s.base.roots = global().roots();
  s.var = s.base;
  s.var.current_rules = true;
  s.base.host = loaded.host(rec.game, rec.variants, rec.game_version);
  s.var.host = loaded.host(rec.game, rec.variants);
  return s;  // named once the replays have said which versions they used
}

// Lines one side has, each signed; past `most` of them, how many more.
void show_lines(const char* sign, const std::vector<std::string>& lines, size_t most = SIZE_MAX) {
  for (size_t i = 0; i < lines.size() && i < most; ++i)
    std::cout << "  " << sign << " " << printable(lines[i]) << "\n";
  if (lines.size() > most)
    std::cout << "  " << sign << " ... and " << lines.size() - most << " more\n";
}

void print_rejudging(const ReplayArgs& a, const Rejudged& r) {
  if (!a.variants.empty())
    std::cout << "re-judging " << printable(a.file) << " with " << bold(join(a.variants))
              << " added\n";
  else if (r.as == r.with)
    std::cout << "re-judging " << printable(a.file) << ": it was played " << r.with
              << ", the newest rules already\n";
  else
    std::cout << "re-judging " << printable(a.file) << " " << bold(r.with)
              << " (today's rules) instead of " << r.as << " (the record's)\n";
}

// Every differing narration line matters; a whole new list of options
// after the state has moved apart is noise past its first lines.
void print_step_difference(const Rejudged& r) {
  std::cout << red("differs") << " at step " << r.step << ": " << printable(r.entry) << "\n";
  if (r.narration_differs) {
    std::cout << "  narration (- " << r.as << ", + " << r.with << "):\n";
    show_lines("-", r.narration_base);
    show_lines("+", r.narration_var);
  }
  if (!r.state_changes.empty()) std::cout << "  state (" << r.as << " -> " << r.with << "):\n";
  for (const auto& c : r.state_changes) std::cout << "    " << printable(c) << "\n";
  if (r.options_differ) {
    std::cout << "  options next (- " << r.as << ", + " << r.with << "):\n";
    show_lines("-", r.options_base, 8);
    show_lines("+", r.options_var, 8);
  }
  if (r.claims_differ) {
    std::cout << "  claims " << r.as << ": "
              << (r.claims_base.empty() ? "all hold" : printable(r.claims_base)) << "\n";
    std::cout << "  claims " << r.with << ": "
              << (r.claims_var.empty() ? "all hold" : printable(r.claims_var)) << "\n";
  }
}

void print_legality_difference(const Rejudged& r) {
  std::cout << red("differs") << " at step " << r.step << ": ";
  if (r.base_refused)
    std::cout << "refused as played, but legal " << r.with
              << "\n  as played: " << printable_lines(r.base_message) << "\n";
  else
    std::cout << "legal as played, but refused " << r.with << "\n  " << r.with << ": "
              << printable_lines(r.var_message) << "\n";
}

void print_no_difference(const Rejudged& r) {
  std::cout << green("no difference") << ": every step is judged the same " << r.same;
  if (r.both_refuse) std::cout << " (both refuse step " << r.both_refuse << ")";
  std::cout << "\n";
  if (r.base_message != r.var_message)
    std::cout << "  the reasons differ:\n  - " << printable_lines(r.base_message) << "\n  + "
              << printable_lines(r.var_message) << "\n";
}

// Replays the record both ways and reports the first step where legality,
// narration, the state or a claim differs.
int run_rejudge(const ReplayArgs& a, const Record& rec, const RejudgeSides& sides,
                VariantDifference& diff) {
  Rejudged r =
      rejudge(rec, sides, a.explain ? print_step : std::function<void(const StepReport&)>{});
  if (r.kind == Rejudged::Kind::Unjudged) {
    std::cerr << printable_lines(r.message) << "\n";
    return static_cast<int>(r.verdict);
  }
  diff.with = a.variants.empty() ? r.with : join(a.variants);
  diff.text = r.summary;
  print_rejudging(a, r);
  if (r.kind == Rejudged::Kind::Same) {
    print_no_difference(r);
    return 0;
  }
  diff.step = r.step;
  if (r.kind == Rejudged::Kind::Step)
    print_step_difference(r);
  else
    print_legality_difference(r);
  return 1;
}

}  // namespace

// The claims that did not hold, as a JSON list of {step, path, claimed, actual,
// why, changed_at (the step that made the difference), held_at}.
Json failed_claims_json(const ReplayResult& r) {
  Json out = Json::array();
  for (const auto& f : r.failures)
    out.push_back({{"step", f.step},
                   {"path", f.path},
                   {"claimed", json_typed(f.claimed)},
                   {"actual", json_typed(f.actual)},
                   {"why", f.why},
                   {"changed_at", f.changed_at ? Json(f.changed_at) : Json()},
                   {"held_at", f.held_at >= 0 ? Json(f.held_at) : Json()}});
  return out;
}

namespace {

// Where the record stops: `"settled": B, "pending": null` or the decision
// still open inside an effect, {"players": [...], "seats": [...], "prompt": ...}.
void add_settled(Json& out, const ReplayResult& r) {
  out["settled"] = r.settled;
  out["pending"] = nullptr;
  if (!r.settled)
    out["pending"] = {
        {"players", r.pending_players}, {"seats", r.pending_seats}, {"prompt", r.pending_prompt}};
}

void print_json(const ReplayResult& r) {
  Json out = {{"exit", static_cast<int>(r.verdict)},
              {"step", r.step ? Json(r.step) : Json()},
              {"message", r.message}};
  add_settled(out, r);
  out["unsettled"] = r.unsettled_text();
  out["failed_claims"] = failed_claims_json(r);
  out["legal"] = r.legal;
  out["warnings"] = r.warnings;
  out["game_version"] = r.game_version;
  out["newest_version"] = r.newest_version;
  out["digest"] = r.digest;
  out["content"] = r.content_digest;
  Json& mods = out["mods"] = Json::object();
  for (const auto& [id, digest] : r.mods) mods[id] = digest;
  out["mods_note"] = r.mods_note;
  std::cout << json_spaced(out) << "\n";
}

// The record, read and checked against --at; a record that cannot be read
// is still answered in JSON under --json. Returns false when it was answered.
bool read_for_replay(const ReplayArgs& a, Record& rec, int& code) {
  try {
    rec = read_record(a.file);
    int last = rec.actions.empty() ? 0 : rec.actions.back().step;
    if (a.at_given && (a.at < 0 || a.at > last))
      throw Error(Verdict::BadRecord, "--at " + std::to_string(a.at) + ": " + printable(a.file) +
                                          " has steps 0 to " + std::to_string(last) +
                                          " (0: after the deal)");
    return true;
  } catch (const Error& e) {
    if (!a.json) throw;
    ReplayResult r;
    r.verdict = e.verdict;
    r.message = e.what();
    print_json(r);
    code = static_cast<int>(e.verdict);
    return false;
  }
}

// The warnings and notes that come before a verdict.
void print_notes(const ReplayArgs& a, const ReplayResult& r) {
  for (const auto& w : r.warnings)
    std::cerr << printable(a.file) << ": warning: " << printable_lines(w) << "\n";
  if (!r.version_note.empty())
    std::cout << printable(a.file) << ": " << printable(r.version_note) << "\n";
  if (!r.mods_note.empty())
    std::cout << printable(a.file) << ": " << printable(r.mods_note) << "\n";
}

// The verdict as text: the state asked for, each failed claim, then ok or why not.
int print_verdict(const ReplayArgs& a, const ReplayResult& r) {
  if (a.state || a.at >= 0) std::cout << printable_lines(r.state_yaml) << "\n";
  for (const auto& f : r.failures)
    std::cerr << printable(a.file) << ": " << printable_lines(f.text()) << "\n";
  if (r.verdict == Verdict::Ok) {
    // Said first: an "ok" alone would read as judging an outcome still open.
    if (!r.settled)
      std::cout << printable(a.file) << ": " << printable_lines(r.unsettled_text()) << "\n";
    std::cout << printable(a.file) << ": " << green("ok") << (r.over ? " (game over)" : "") << "\n";
  } else if (!r.message.empty()) {
    std::cerr << printable(a.file) << ": "
              << red(r.verdict == Verdict::Illegal ? "refused" : "error") << ": "
              << printable_lines(r.message) << "\n";
  } else {
    std::cerr << printable(a.file) << ": " << red("refused") << ": " << r.failures.size()
              << (r.failures.size() == 1 ? " claim does" : " claims do") << " not hold\n";
  }
  return static_cast<int>(r.verdict);
}

// The record judged once, as played: its verdict in text or JSON.
int judge_once(const ReplayArgs& a, const Record& rec, LoadedGames& loaded) {
  ReplayOptions opts;
  opts.roots = global().roots();
  if (!a.log.empty()) opts.host = loaded.host(rec.game, rec.variants, rec.game_version);
  opts.at_step = a.at;
  opts.view_name = a.view;
  opts.final_state = a.state;
  // Only --explain listens to each step: without a listener replay skips the
  // per-step digests and narration.
  std::function<void(const StepReport&)> narrate;
  if (a.explain) narrate = print_step;
  ReplayResult r = replay(rec, opts, narrate);
  // A verdict resting on the seed: refused under --strict, else a warning (JSON too).
  // What the setup left to the seed is refused under --strict only: a
  // record may well start from a position whose unsaid hands do not matter.
  bool strict_refusal = false;
  if (a.strict && !r.strict_text().empty() && r.verdict == Verdict::Ok) {
    strict_refusal = true;
    r.verdict = Verdict::Illegal;
    r.message = "--strict: " + r.strict_text();
  } else if (r.unpinned > 0 && r.verdict == Verdict::Ok) {
    r.warnings.push_back(r.seeded_text() + ": the verdict rests on the seed as well as the record");
  }
  if (a.json) {
    print_json(r);
    return static_cast<int>(r.verdict);
  }
  print_notes(a, r);
  if (!strict_refusal) return print_verdict(a, r);
  std::cerr << printable(a.file) << ": " << red("refused") << " (" << printable_lines(r.message)
            << ")\n";
  return 1;
}

// --log: the record as arbiter writes it, with canonical keys, order and card lists.
void write_log(const ReplayArgs& a, const Record& rec, LoadedGames& loaded) {
  Record out = rec;
  if (out.content.empty())
    if (const Content* c = loaded.content(rec.game, rec.variants, rec.game_version))
      out.content = c->digest;
  save_file(a.log, write_record(out), a.force);
}

int run_replay(const ReplayArgs& a) {
  Record rec;
  if (int code = 0; !read_for_replay(a, rec, code)) return code;
  LoadedGames loaded(global().roots());  // what --log loads, the replays below use
  if (!a.log.empty()) write_log(a, rec, loaded);
  if (a.readings) {
    if (a.rules == "current" || a.at_given || a.state || a.explain || a.strict || !a.view.empty())
      throw Error(Verdict::BadRecord,
                  "--readings judges the record under every reading at once: it takes --variant "
                  "(more readings), --json, --html and --force only");
    return run_readings({a.file, a.variants, a.json, a.force, a.html}, rec);
  }
  if (!a.variants.empty() && a.rules == "current")
    throw Error(Verdict::BadRecord,
                "--variant and --rules current each re-judge the record: give one of them");
  if (a.rules == "current") {
    VariantDifference diff;
    return run_rejudge(a, rec, version_sides(rec, loaded), diff);
  }
  if (!a.variants.empty()) {
    VariantDifference diff;
    int code = run_rejudge(a, rec, variant_sides(a, rec, loaded), diff);
    if (!a.html.empty()) write_html(a.html, rec, a.file, a.view, a.force, &diff);
    return code;
  }
  if (!a.html.empty()) write_html(a.html, rec, a.file, a.view, a.force);
  return judge_once(a, rec, loaded);
}

}  // namespace

void add_replay(CLI::App& app) {
  auto a = std::make_shared<ReplayArgs>();
  auto* cmd = app.add_subcommand(
      "replay",
      "Judge a record: every step legal, every claim true.\n\n"
      "Examples:\n  arbiter replay dispute.yaml --explain\n"
      "  arbiter replay dispute.yaml --state --at 12 --view Bob\n"
      "  arbiter replay dispute.yaml --variant seed-duel\n"
      "  arbiter replay dispute.yaml --readings\n"
      "Exit: 0 legal and every claim held (a record that stops inside an effect says\n"
      "so first: its outcome is not judged); 1 an illegal entry or a failed claim;\n"
      "2 the record is malformed; 3 the content is missing or broken.");
  cmd->add_option("record", a->file, "The record (YAML)")->required();
  cmd->add_flag("--explain", a->explain, "Narrate each step with the ruling that decided it");
  cmd->add_flag("--state", a->state, "Print the state tree at the end");
  auto* at = cmd->add_option("--at", a->at,
                             "Print the state where a claim after entry STEP would be checked "
                             "(0: after the deal)")
                 ->type_name("STEP");
  cmd->add_option("--view", a->view, "Show only what this player could see")->type_name("PLAYER");
  cmd->add_option("--variant", a->variants,
                  "Re-judge with this variant added: report the first step where legality or the\n"
                  "outcome differs from the record as played (exit 0: no difference, 1: differs)")
      ->type_name("V");
  cmd->add_option("--rules", a->rules,
                  "recorded (the default): judge under the version of the game's rules the\n"
                  "record names (game_version); current: re-judge under today's rules and report\n"
                  "the first step where the verdict differs (exit 0: no difference, 1: differs)")
      ->check(CLI::IsMember({"recorded", "current"}))
      ->type_name("WHICH");
  cmd->add_option("--log", a->log, "Write the record back out, normalised, to FILE")
      ->type_name("FILE");
  cmd->add_flag("--force", a->force, "Let --log or --html replace an existing file");
  cmd->add_option("--html", a->html,
                  "Write the replay as one web page to FILE: the table at every step, the\n"
                  "narration and the verdict (with --view, only what that player saw)")
      ->type_name("FILE");
  cmd->add_flag("--readings", a->readings,
                "Judge under the default rules and under each of the game's variants and\n"
                "versions of its rules, one at a time (and each --variant V): one line per\n"
                "reading, with the first step and ruling where it parts from the default\n"
                "(exit 0: every reading gives the default's verdict, 1: one differs)");
  cmd->add_flag("--json", a->json, "The verdict as JSON");
  cmd->add_flag("--strict", a->strict,
                "Fail when the verdict rests on chance not pinned in the record, or when\n"
                "the record stops inside an effect (a decision still owed)");
  cmd->callback([a, at] {
    a->at_given = at->count() > 0;
    throw Exit{run_replay(*a)};
  });
}

namespace {

// "1 claim does not hold (the game went on past it)": what legal says of a
// record whose only fault is a claim; the game was judged to its end.
std::string claims_refused(const ReplayResult& r) {
  return std::to_string(r.failures.size()) +
         (r.failures.size() == 1 ? " claim does" : " claims do") +
         " not hold (the game went on past it)";
}

void print_legal_json(const Record& rec, const LegalReport& r, const std::string& why) {
  // Only claims failed: the message names them, as the text says them.
  std::string message = r.result.message;
  if (message.empty() && !r.result.failures.empty()) {
    message = claims_refused(r.result);
    for (const auto& f : r.result.failures) message += "\n" + f.text();
  }
  Json out = {{"exit", static_cast<int>(r.result.verdict)},
              {"message", message},
              {"failed_claims", failed_claims_json(r.result)},
              {"after", rec.actions.empty() ? Json() : Json(rec.actions.back().step)},
              {"over", r.result.over},
              {"prompt", r.prompt}};
  add_settled(out, r.result);
  out["unsettled"] = r.result.unsettled_text();
  Json& options = out["options"] = Json::array();
  for (const auto& [player, labels] : r.options)
    options.push_back({{"player", player}, {"labels", labels}});
  out["why"] = why.empty() ? Json() : Json(r.why);
  out["warnings"] = r.result.warnings;
  std::cout << json_spaced(out) << "\n";
}

// `arbiter legal`: who decides after the record's last entry, and every
// legal option; the exit code.
int run_legal(const std::string& file, const std::string& why, bool json) {
  Record rec = read_record(file);
  ReplayOptions opts;
  opts.roots = global().roots();
  LegalReport r = legal_after(rec, opts, why);
  if (json) {
    print_legal_json(rec, r, why);
    return static_cast<int>(r.result.verdict);
  }
  for (const auto& w : r.result.warnings) std::cerr << "warning: " << printable_lines(w) << "\n";
  if (!r.result.mods_note.empty())
    std::cerr << printable(file) << ": " << printable(r.result.mods_note) << "\n";
  // Only claims failed: the options are still listed, the claims named after them.
  bool claims_only = r.result.verdict == Verdict::Illegal && r.result.message.empty();
  if (r.result.verdict != Verdict::Ok && !claims_only) {
    std::cerr << printable(file) << ": " << red("refused") << ": "
              << printable_lines(r.result.message) << "\n";
    for (const auto& f : r.result.failures) std::cerr << printable_lines(f.text()) << "\n";
    return static_cast<int>(r.result.verdict);
  }
  std::string after = rec.actions.empty()
                          ? "at the start"
                          : "after step " + std::to_string(rec.actions.back().step) + " (" +
                                printable(entry_text(rec.actions.back())) + ")";
  // As replay says it, first: the options below decide an effect under way.
  if (!r.result.settled)
    std::cout << printable(file) << ": "
              << printable_lines(claims_only ? r.result.stops_text() + ": its outcome is not judged"
                                             : r.result.unsettled_text())
              << "\n";
  if (r.options.empty())
    std::cout << after << ": " << (r.result.over ? "the game is over" : "nobody is asked") << "\n";
  else {
    std::string who;
    for (const auto& [name, labels] : r.options) who += (who.empty() ? "" : ", ") + printable(name);
    std::cout << after << ", " << who << (r.options.size() > 1 ? " may act" : " decides")
              << (r.prompt.empty() ? "" : " (" + printable(r.prompt) + ")") << ":\n";
  }
  for (const auto& [name, labels] : r.options) {
    std::cout << bold(printable(name)) << ":\n";
    for (const auto& l : labels) std::cout << "  " << printable(l) << "\n";
  }
  if (!why.empty()) {
    std::cout << "why '" << printable(why) << "':\n";
    std::string line;
    for (std::istringstream in(r.why); std::getline(in, line);)
      std::cout << "  " << printable(line) << "\n";
  }
  if (claims_only) {
    for (const auto& f : r.result.failures)
      std::cerr << printable(file) << ": " << printable_lines(f.text()) << "\n";
    std::cerr << printable(file) << ": " << red("refused") << ": " << claims_refused(r.result)
              << "\n";
    return 1;
  }
  return 0;
}

}  // namespace

void add_legal(CLI::App& app) {
  auto file = std::make_shared<std::string>();
  auto why = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  auto* cmd =
      app.add_subcommand("legal",
                         "Who must decide after a record's last entry, and every legal option.\n\n"
                         "The labels listed are those a next entry may use.\n\n"
                         "Examples:\n  arbiter legal dispute.yaml\n"
                         "  arbiter legal dispute.yaml --why \"play Beer\"\n"
                         "Exit: as replay (1 when the record itself is refused, with the reason;\n"
                         "a claim that does not hold stops nothing: the options are listed too).");
  cmd->add_option("record", *file, "The record (YAML)")->required();
  cmd->add_option("--why", *why, "Say why this label is or is not legal there (citing the ruling)")
      ->type_name("LABEL");
  cmd->add_flag("--json", *json, "The options as JSON (shape in docs/cli.md)");
  cmd->callback([file, why, json] { throw Exit{run_legal(*file, *why, *json)}; });
}

}  // namespace arbiter::cli
