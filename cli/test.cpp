// arbiter test DIR...: replay every record and compare with EXPECTED.json.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/content/content.h"
#include "core/records/records.h"

namespace fs = std::filesystem;

namespace arbiter::cli {

namespace {

constexpr const char* kExpectedShape =
    " (expected {\"exit\": N, \"step\": N, \"says\": \"text\", \"settled\": B})";

struct Expected {
  int exit = 0;
  int step = -1;     // -1: not checked
  std::string says;  // a part of the verdict's message; empty: not checked
  int settled = -1;  // 1/0: the record must stop at a settled point, or not; -1: not checked
};

// One record's entry of EXPECTED.json. Throws what is wrong with it.
Expected read_entry(const Json& want) {
  static const std::vector<std::string> kKeys = {"exit", "step", "says", "settled"};
  if (!want.is_object()) throw std::runtime_error("expected an object");
  for (const auto& [key, value] : want.items())
    if (std::find(kKeys.begin(), kKeys.end(), key) == kKeys.end())
      throw std::runtime_error("unknown key '" + printable(key) + "'" + did_you_mean(key, kKeys));
  Expected e;
  auto given = [&](const char* key) { return want.contains(key) && !want[key].is_null(); };
  if (want.contains("exit")) e.exit = want["exit"].get<int>();
  if (given("step")) e.step = want["step"].get<int>();
  if (given("says")) e.says = want["says"].get<std::string>();
  if (given("settled")) e.settled = want["settled"].get<bool>();
  return e;
}

std::map<std::string, Expected> read_expected(const fs::path& dir) {
  std::map<std::string, Expected> out;
  fs::path file = dir / "EXPECTED.json";
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file, ec))) return out;
  // A FIFO or a device here is refused at once, not waited on or read forever.
  std::string text = read_regular_file(file.string(), kMaxRecordBytes, Verdict::BadRecord);
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) return out;  // an empty file
  Json root = parse_json(text, file.string());
  if (root.is_null()) return out;
  if (!root.is_object())
    throw Error(Verdict::BadRecord, file.string() + ": expected an object of record names");
  for (const auto& [name, want] : root.items()) {
    try {
      out[name] = read_entry(want);
    } catch (const Json::exception& x) {
      throw Error(Verdict::BadRecord,
                  file.string() + ": '" + name + "': " + json_reason(x) + kExpectedShape);
    } catch (const std::runtime_error& x) {
      throw Error(Verdict::BadRecord,
                  file.string() + ": '" + name + "': " + x.what() + kExpectedShape);
    }
  }
  return out;
}

// What the records of one game said, for `--coverage`: every entry, every
// narration line with its ruling id, every verdict message.
struct Seen {
  int records = 0;
  std::string text;
  std::set<std::string> narrated;  // the ruling ids narration lines end with ("... [R16]")
};

// Keeps a narration line, and the ruling id it ends with.
void hear(Seen& s, const std::string& line) {
  s.text += line + "\n";
  if (line.empty() || line.back() != ']') return;
  size_t open = line.rfind(" [");
  if (open != std::string::npos) s.narrated.insert(line.substr(open + 2, line.size() - open - 3));
}

// `id` occurs in `text` as a word of its own ("R16" in "[R16]", not in "R160").
bool cites(const std::string& text, const std::string& id) {
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
    bool before = at == 0 || !word(text[at - 1]);
    bool after = at + id.size() == text.size() || !word(text[at + id.size()]);
    if (before && after) return true;
  }
  return false;
}

std::string canonical(const std::string& dir) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(dir, ec), ec);
  return ec ? dir : p.string();
}

// The content folders being tested: for each folder of records, the
// deepest content root that holds it (a mod's records live in the mod).
// Empty when no root holds any: then everything counts.
// Keyed by the folder's canonical path, with the path as it was given.
std::map<std::string, std::string> tested_roots(const std::vector<std::string>& dirs,
                                                const std::vector<std::string>& roots) {
  std::map<std::string, std::string> out;
  for (const auto& d : dirs) {
    std::string dir = canonical(d), best, given;
    for (const auto& r : roots) {
      std::string root = canonical(r);
      fs::path rel = fs::path(dir).lexically_relative(root);
      if (!rel.empty() && *rel.begin() != ".." && root.size() > best.size()) best = root, given = r;
    }
    if (!best.empty()) out[best] = given;
  }
  return out;
}

// Prints each game's rulings cited and definitions named by no record,
// counting only those of the folders in `scope` (all when it is empty);
// returns the number of gaps.
int report_coverage(const std::map<std::string, Seen>& seen, LoadedGames& loaded,
                    const std::map<std::string, std::string>& scope) {
  int gaps = 0;
  auto counts = [&](const std::string& origin) {
    return scope.empty() || scope.count(canonical(origin));
  };
  for (const auto& [game, s] : seen) {
    const Content* c = loaded.content(game, {});
    if (!c) continue;  // its records already failed, saying why
    std::vector<std::string> uncited, unnamed, unlisted;
    int listed = 0;
    for (const auto& r : c->rulings)
      if (counts(r.origin) && ++listed && !cites(s.text, r.id))
        uncited.push_back(r.id + (r.title.empty() ? "" : " (" + r.title + ")"));
    // An id the narration cites that the list lacks: a slip in a script, or a ruling never written
    // down.
    if (!c->rulings.empty())
      for (const auto& id : s.narrated)
        if (!c->ruling(id)) unlisted.push_back(id);
    int named_of = 0;
    int left_out = static_cast<int>(c->rulings.size()) - listed;
    for (const auto& d : c->defs) {
      if (!counts(d.origin)) ++left_out;
      if (d.anonymous || !counts(d.origin)) continue;  // RankSuit alone: nothing to name
      ++named_of;
      if (s.text.find(d.name) == std::string::npos) unnamed.push_back(d.name);
    }
    std::cout << "coverage of " << printable(game) << " (" << s.records
              << (s.records == 1 ? " record" : " records") << "): ";
    if (listed == 0)
      std::cout << "no rulings listed (game.yaml `rulings`, or a mod's rulings.yaml)";
    else
      std::cout << listed - static_cast<int>(uncited.size()) << " of " << listed
                << " rulings cited";
    std::cout << ", " << named_of - static_cast<int>(unnamed.size()) << " of " << named_of
              << " definitions named\n";
    if (left_out > 0) {
      std::vector<std::string> folders;
      for (const auto& [_, given] : scope) folders.push_back(given);
      std::cout << "  only what " << printable(join(folders)) << " defines (" << left_out
                << " rulings and definitions of other folders left out; --coverage-all counts "
                   "them)\n";
    }
    if (!uncited.empty())
      std::cout << "  " << red("not cited") << ": " << printable(join(uncited, ", ")) << "\n";
    if (!unnamed.empty())
      std::cout << "  " << red("not named") << ": " << printable(join(unnamed, ", ")) << "\n";
    if (!unlisted.empty())
      std::cout << "  " << red("cited, not in the rulings list") << ": "
                << printable(join(unlisted, ", ")) << "\n";
    gaps += static_cast<int>(uncited.size() + unnamed.size() + unlisted.size());
  }
  return gaps;
}

}  // namespace

void add_test(CLI::App& app) {
  auto dirs = std::make_shared<std::vector<std::string>>();
  auto verbose = std::make_shared<bool>(false);
  auto coverage = std::make_shared<bool>(false);
  auto coverage_all = std::make_shared<bool>(false);
  auto* cmd =
      app.add_subcommand("test",
                         "Replay every record in folders; check verdicts against EXPECTED.json.\n\n"
                         "Each verdict is checked against its folder's EXPECTED.json ({\"name\": "
                         "{\"exit\": 1, \"step\": 3,\n"
                         "\"says\": \"(R16)\"}}: the exit code, the step of a refusal, a part of "
                         "its message,\n\"settled\": false for a record that stops inside an "
                         "effect); records\n"
                         "not listed there must replay cleanly (exit 0). --coverage also lists the "
                         "rulings no record cites\n"
                         "and the cards no record names.\n\n"
                         "Example:\n  arbiter test tests/scenarios/bang");
  cmd->add_option("dirs", *dirs, "Folders of records")->required();
  cmd->add_flag("-v,--verbose", *verbose, "Print the message of every record, passing or not");
  cmd->add_flag("--coverage", *coverage,
                "Also list, per game, the rulings no record's narration or verdict cites and the "
                "card definitions no record names, of the content folders holding the records "
                "(a mod's records: the mod's); any is a failure");
  cmd->add_flag("--coverage-all", *coverage_all,
                "--coverage counting every ruling and definition of the games, not only those of "
                "the content folders holding the records (a mod's)");
  cmd->callback([dirs, verbose, coverage, coverage_all] {
    if (*coverage_all) *coverage = true;
    int passed = 0, failed = 0;
    std::map<std::string, Seen> seen;  // by game, with --coverage
    LoadedGames loaded(
        global().roots());  // each game and variant set loaded once, not once per record
    for (const auto& d : *dirs) {
      if (!fs::is_directory(d)) throw Error(Verdict::BadRecord, printable(d) + ": not a folder");
      std::map<std::string, std::map<std::string, Expected>> expected_by_dir;
      std::vector<fs::path> files;
      for (const auto& f : files_under(d, "", "", Verdict::BadRecord))
        if (fs::path(f).extension() == ".yaml" || fs::path(f).extension() == ".yml")
          files.push_back(f);
      std::sort(files.begin(), files.end());
      for (const auto& f : files) {
        std::string name = f.stem().string();
        std::string parent = f.parent_path().string();
        if (!expected_by_dir.count(parent))
          expected_by_dir[parent] = read_expected(f.parent_path());
        auto& expected = expected_by_dir[parent];
        Expected want = expected.count(name) ? expected[name] : Expected{};
        ReplayResult r;
        std::string broken;  // the first invariant a step broke, or empty
        try {
          Record rec = read_record(f.string());
          ReplayOptions opts;
          opts.roots = global().roots();
          opts.host = loaded.host(rec.game, rec.variants, rec.game_version);
          Seen* saw = nullptr;
          if (*coverage) {
            saw = &seen[rec.game];
            ++saw->records;
          }
          // The game's invariant after every step, as soak checks it: a record
          // whose card breaks one fails here too, whatever its verdict.
          auto listen = [saw, &broken](const StepReport& step) {
            if (broken.empty() && step.game) {
              std::string bad = step.game->check_invariant();
              if (!bad.empty())
                broken = "invariant broken after step " + std::to_string(step.step) + ": " + bad;
            }
            if (!saw) return;
            saw->text += step.entry + "\n";
            for (const auto& l : step.lines) hear(*saw, l);
            for (const auto& l : step.private_lines) hear(*saw, l);
          };
          try {
            r = replay(rec, opts, listen);
            // A refusal's list of legal options names cards nobody played.
            if (saw) saw->text += r.said().substr(0, r.said().find("; legal: ")) + "\n";
          } catch (const Error&) {
            loaded.forget(rec.game, rec.variants, rec.game_version);
            throw;
          }
          // A broken setup or content may leave the scripts anywhere: the next record loads afresh.
          if (r.verdict != Verdict::Ok && r.verdict != Verdict::Illegal)
            loaded.forget(rec.game, rec.variants, rec.game_version);
        } catch (const Error& e) {
          r.verdict = e.verdict;
          r.message = e.what();
        }
        int got = static_cast<int>(r.verdict);
        // The step a refusal, a failed claim or a bad entry (exit 2 at a step) names.
        int step = !r.failures.empty()        ? r.failures.front().step
                   : r.verdict != Verdict::Ok ? r.step
                                              : 0;
        // A record legal so far that stops inside an effect says so first.
        std::string said = r.unsettled_text().empty() ? r.said()
                           : r.said().empty()         ? r.unsettled_text()
                                                      : r.unsettled_text() + "\n" + r.said();
        bool ok = got == want.exit && (want.step < 0 || want.exit == 0 || step == want.step) &&
                  said.find(want.says) != std::string::npos &&
                  (want.settled < 0 || want.settled == static_cast<int>(r.settled)) &&
                  broken.empty();
        if (!broken.empty()) said = broken + (said.empty() ? "" : "\n" + said);
        auto settled_word = [](bool s) { return std::string(s ? ", settled" : ", unsettled"); };
        std::string what = "exit " + std::to_string(got) +
                           (step ? " at step " + std::to_string(step) : "") +
                           (want.settled < 0 ? "" : settled_word(r.settled)) +
                           (broken.empty() ? "" : ", an invariant broken");
        std::string wanted =
            "exit " + std::to_string(want.exit) +
            (want.step >= 0 && want.exit ? " at step " + std::to_string(want.step) : "") +
            (want.settled < 0 ? "" : settled_word(want.settled == 1)) +
            (want.says.empty() ? "" : ", saying '" + want.says + "'");
        if (ok) {
          ++passed;
          std::cout << green("pass") << " " << printable(f.string()) << " (" << what << ")\n";
        } else {
          ++failed;
          std::cout << red("FAIL") << " " << printable(f.string()) << ": got " << what
                    << ", expected " << printable(wanted) << "\n";
        }
        if ((!ok || *verbose) && !said.empty()) {
          std::string line;
          for (std::istringstream in(said); std::getline(in, line);)
            std::cout << "     " << printable(line) << "\n";
        }
      }
      // A name listed in EXPECTED.json with no record beside it is most likely a typo
      // or a renamed file: its expectation would silently never be checked.
      for (const auto& [folder, expected] : expected_by_dir)
        for (const auto& [name, want] : expected) {
          fs::path base = fs::path(folder) / name;
          if (!fs::exists(base.string() + ".yaml") && !fs::exists(base.string() + ".yml"))
            std::cerr << "warning: " << printable((fs::path(folder) / "EXPECTED.json").string())
                      << " lists '" << name << "', but there is no " << name << ".yaml there\n";
        }
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    std::map<std::string, std::string> scope;
    if (!*coverage_all) scope = tested_roots(*dirs, global().roots());
    int gaps = *coverage ? report_coverage(seen, loaded, scope) : 0;
    throw Exit{failed || gaps ? 1 : 0};
  });
}

}  // namespace arbiter::cli
