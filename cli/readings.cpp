// arbiter replay REC --readings: one line per reading, or JSON.
#include "cli/readings.h"

#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/base/base.h"

namespace arbiter::cli {

namespace {

Json reading_json(const Reading& r, bool steps) {
  const ReplayResult& res = r.result;
  auto parted = [&](const std::string& s) { return r.parts_at >= 0 ? Json(s) : Json(); };
  Json out = {{"name", r.name},
              {"kind", r.kind},
              {"variants", r.variants},
              {"without", r.without},
              {"game_version", res.game_version},
              {"description", r.description},
              {"judged", r.judged},
              {"exit", static_cast<int>(res.verdict)},
              {"verdict", r.verdict_text()},
              {"text", r.text()},
              {"step", res.step ? Json(res.step) : Json()},
              {"message", res.message},
              {"failed_claims", failed_claims_json(res)},
              {"settled", res.settled},
              {"over", res.over},
              {"same_verdict", r.same_verdict},
              {"parts_at", r.parts_at >= 0 ? Json(r.parts_at) : Json()},
              {"entry", parted(r.entry)},
              {"line", parted(r.line)},
              {"default_line", parted(r.default_line)},
              {"ruling", r.ruling.empty() ? Json() : Json(r.ruling)}};
  if (steps) {
    Json& all = out["steps"] = Json::array();
    for (const auto& s : r.steps)
      all.push_back({{"n", s.step}, {"e", s.entry}, {"l", s.lines}, {"r", s.rules}});
  }
  return out;
}

}  // namespace

Json readings_json(const std::string& record_name, const Record& rec,
                   const std::vector<Reading>& readings, bool steps) {
  Json all = Json::array();
  for (const auto& r : readings) all.push_back(reading_json(r, steps));
  return {{"record", record_name},
          {"game", rec.game},
          {"variants", rec.variants},
          {"exit", readings_exit(readings)},
          {"readings", std::move(all)}};
}

int run_readings(const ReadingsArgs& a, const Record& rec) {
  // A variant asked for that is not on the search path: the hint sim and
  // play give (the --content that holds it), exit 3.
  for (const auto& v : a.variants) {
    std::vector<std::string> with = rec.variants;
    with.push_back(v);
    load_game(rec.game, with);
  }
  ReplayOptions opts;
  opts.roots = global().roots();
  std::vector<Reading> readings = judge_readings(rec, opts, a.variants);
  int code = readings_exit(readings);
  std::string name = std::filesystem::path(a.file).filename().string();
  if (!a.html.empty()) {
    save_file(a.html, readings_page(name, rec, readings), a.force);
    std::cerr << "readings page written to " << printable(a.html) << "\n";
  }
  if (a.json) {
    std::cout << json_spaced(readings_json(a.file, rec, readings, false)) << "\n";
    return code;
  }
  const ReplayResult& def = readings.front().result;
  for (const auto& w : def.warnings)
    std::cerr << a.file << ": warning: " << printable_lines(w) << "\n";
  if (code == 2 || code == 3) {
    std::cerr << a.file << ": error: " << printable_lines(def.message) << "\n";
    return code;
  }
  std::cout << "readings of " << printable(a.file) << " (" << printable(rec.game) << ", "
            << readings.size() << (readings.size() == 1 ? " reading" : " readings")
            << "; the default: the rules it names, version " << def.game_version << "):\n";
  std::vector<std::string> differ;
  for (const auto& r : readings) {
    // The readings whose verdict is not the default's stand out.
    std::string mark = r.judged && !r.same_verdict ? red("*") + " " : "  ";
    std::cout << mark << bold(printable(r.name)) << ": " << printable_lines(r.text()) << "\n";
    if (r.judged && !r.same_verdict) differ.push_back(r.name);
  }
  if (differ.empty())
    std::cout << green("every reading gives the default's verdict") << "\n";
  else
    std::cout << red("the verdict depends on the reading") << ": " << printable(join(differ))
              << (differ.size() == 1 ? " gives another" : " give others") << "\n";
  return code;
}

}  // namespace arbiter::cli
