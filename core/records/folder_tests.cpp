// Folders of records judged against their EXPECTED.json (folder_tests.h).
#include "core/records/folder_tests.h"

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "core/base/json.h"
#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/records/record.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

constexpr const char* kExpectedShape =
    " (expected {\"exit\": N, \"step\": N, \"says\": \"text\", \"settled\": B})";

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

// The records under `dir`, in the order of their paths.
std::vector<fs::path> records_under(const std::string& dir) {
  std::vector<fs::path> files;
  for (const auto& f : files_under(dir, "", "", Verdict::BadRecord))
    if (fs::path(f).extension() == ".yaml" || fs::path(f).extension() == ".yml") files.push_back(f);
  std::sort(files.begin(), files.end());
  return files;
}

// The step a refusal, a failed claim or a bad entry (exit 2 at a step) names.
int step_named(const ReplayResult& r) {
  if (!r.failures.empty()) return r.failures.front().step;
  return r.verdict != Verdict::Ok ? r.step : 0;
}

// A record legal so far that stops inside an effect says so first.
std::string verdict_said(const ReplayResult& r) {
  if (r.unsettled_text().empty()) return r.said();
  if (r.said().empty()) return r.unsettled_text();
  return r.unsettled_text() + "\n" + r.said();
}

std::string settled_word(bool s) {
  return s ? ", settled" : ", unsettled";
}

// What the record gave, in the terms of its expectation.
std::string got_text(const ReplayResult& r, const Expected& want, const std::string& broken) {
  int step = step_named(r);
  return "exit " + std::to_string(static_cast<int>(r.verdict)) +
         (step ? " at step " + std::to_string(step) : "") +
         (want.settled < 0 ? "" : settled_word(r.settled)) +
         (broken.empty() ? "" : ", an invariant broken");
}

std::string wanted_text(const Expected& want) {
  return "exit " + std::to_string(want.exit) +
         (want.step >= 0 && want.exit ? " at step " + std::to_string(want.step) : "") +
         (want.settled < 0 ? "" : settled_word(want.settled == 1)) +
         (want.says.empty() ? "" : ", saying '" + want.says + "'");
}

bool meets(const ReplayResult& r, const Expected& want, const std::string& said) {
  return static_cast<int>(r.verdict) == want.exit &&
         (want.step < 0 || want.exit == 0 || step_named(r) == want.step) &&
         said.find(want.says) != std::string::npos &&
         (want.settled < 0 || want.settled == static_cast<int>(r.settled));
}

// The names `expected` lists with no record of that name in `folder`.
void unmatched_in(const std::string& folder, const std::map<std::string, Expected>& expected,
                  std::vector<Unmatched>& out) {
  for (const auto& [name, want] : expected) {
    fs::path base = fs::path(folder) / name;
    if (!fs::exists(base.string() + ".yaml") && !fs::exists(base.string() + ".yml"))
      out.push_back({(fs::path(folder) / "EXPECTED.json").string(), name});
  }
}

}  // namespace

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

FolderTests::FolderTests(std::vector<std::string> roots, bool coverage)
    : roots_(std::move(roots)), coverage_(coverage), loaded_(roots_) {}

// Keeps a narration line, and the ruling id it ends with ("... [R16]").
void FolderTests::hear(Seen& s, const std::string& line) {
  s.text += line + "\n";
  if (line.empty() || line.back() != ']') return;
  size_t open = line.rfind(" [");
  if (open != std::string::npos) s.narrated.insert(line.substr(open + 2, line.size() - open - 3));
}

std::vector<Unmatched> FolderTests::run(const std::string& dir,
                                        const std::function<void(const RecordTested&)>& on_record) {
  if (!fs::is_directory(dir)) throw Error(Verdict::BadRecord, printable(dir) + ": not a folder");
  std::map<std::string, std::map<std::string, Expected>> expected_by_dir;
  for (const auto& f : records_under(dir)) {
    std::string parent = f.parent_path().string();
    if (!expected_by_dir.count(parent)) expected_by_dir[parent] = read_expected(f.parent_path());
    const auto& expected = expected_by_dir[parent];
    auto it = expected.find(f.stem().string());
    on_record(test(f, it == expected.end() ? Expected{} : it->second));
  }
  // A name listed in EXPECTED.json with no record beside it is most likely a typo
  // or a renamed file: its expectation would silently never be checked.
  std::vector<Unmatched> out;
  for (const auto& [folder, expected] : expected_by_dir) unmatched_in(folder, expected, out);
  return out;
}

RecordTested FolderTests::test(const fs::path& file, const Expected& want) {
  RecordTested t;
  t.file = file.string();
  std::string broken;  // the first invariant a step broke, or empty
  ReplayResult r;
  try {
    r = judge(file, broken);
  } catch (const Error& e) {
    r.verdict = e.verdict;
    r.message = e.what();
  }
  t.said = verdict_said(r);
  t.ok = meets(r, want, t.said) && broken.empty();
  if (!broken.empty()) t.said = broken + (t.said.empty() ? "" : "\n" + t.said);
  t.got = got_text(r, want, broken);
  t.wanted = wanted_text(want);
  return t;
}

ReplayResult FolderTests::judge(const fs::path& file, std::string& broken) {
  Record rec = read_record(file.string());
  ReplayOptions opts;
  opts.roots = roots_;
  opts.host = loaded_.host(rec.game, rec.variants, rec.game_version);
  Seen* saw = nullptr;
  if (coverage_) {
    saw = &seen_[rec.game];
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
  ReplayResult r;
  try {
    r = replay(rec, opts, listen);
    // A refusal's list of legal options names cards nobody played.
    if (saw) saw->text += r.said().substr(0, r.said().find("; legal: ")) + "\n";
  } catch (const Error&) {
    loaded_.forget(rec.game, rec.variants, rec.game_version);
    throw;
  }
  // A broken setup or content may leave the scripts anywhere: the next record loads afresh.
  if (r.verdict != Verdict::Ok && r.verdict != Verdict::Illegal)
    loaded_.forget(rec.game, rec.variants, rec.game_version);
  return r;
}

std::vector<Coverage> FolderTests::coverage(const std::map<std::string, std::string>& scope) {
  auto counts = [&](const std::string& origin) {
    return scope.empty() || scope.count(canonical(origin));
  };
  std::vector<Coverage> out;
  for (const auto& [game, s] : seen_) {
    const Content* c = loaded_.content(game, {});
    if (!c) continue;  // its records already failed, saying why
    Coverage g;
    g.game = game;
    g.records = s.records;
    for (const auto& r : c->rulings)
      if (counts(r.origin) && ++g.listed && !cites(s.text, r.id))
        g.uncited.push_back(r.id + (r.title.empty() ? "" : " (" + r.title + ")"));
    // An id the narration cites that the list lacks: a slip in a script, or
    // a ruling never written down.
    if (!c->rulings.empty())
      for (const auto& id : s.narrated)
        if (!c->ruling(id)) g.unlisted.push_back(id);
    g.left_out = static_cast<int>(c->rulings.size()) - g.listed;
    for (const auto& d : c->defs) {
      if (!counts(d.origin)) ++g.left_out;
      if (d.anonymous || !counts(d.origin)) continue;  // RankSuit alone: nothing to name
      ++g.named_of;
      if (s.text.find(d.name) == std::string::npos) g.unnamed.push_back(d.name);
    }
    out.push_back(std::move(g));
  }
  return out;
}

}  // namespace arbiter
