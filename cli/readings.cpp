// arbiter replay REC --readings: one line per reading, or JSON.
#include "cli/readings.h"

#include <filesystem>
#include <iostream>

#include "cli/common.h"
#include "core/base/base.h"

namespace arbiter::cli {

namespace {

std::string list_json(const std::vector<std::string>& items) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(json_str(i));
  return "[" + join(out) + "]";
}

std::string step_or_null(int step) {
  return step >= 0 ? std::to_string(step) : "null";
}

std::string reading_json(const Reading& r, bool steps) {
  const ReplayResult& res = r.result;
  std::string out =
      "{\"name\": " + json_str(r.name) + ", \"kind\": " + json_str(r.kind) +
      ", \"variants\": " + list_json(r.variants) + ", \"without\": " + list_json(r.without) +
      ", \"game_version\": " + std::to_string(res.game_version) +
      ", \"description\": " + json_str(r.description) +
      ", \"judged\": " + (r.judged ? "true" : "false") +
      ", \"exit\": " + std::to_string(static_cast<int>(res.verdict)) +
      ", \"verdict\": " + json_str(r.verdict_text()) + ", \"text\": " + json_str(r.text()) +
      ", \"step\": " + (res.step ? std::to_string(res.step) : "null") +
      ", \"message\": " + json_str(res.message) +
      ", \"failed_claims\": " + failed_claims_json(res) +
      ", \"settled\": " + (res.settled ? "true" : "false") +
      ", \"over\": " + (res.over ? "true" : "false") +
      ", \"same_verdict\": " + (r.same_verdict ? "true" : "false") +
      ", \"parts_at\": " + step_or_null(r.parts_at) +
      ", \"entry\": " + (r.parts_at >= 0 ? json_str(r.entry) : "null") +
      ", \"line\": " + (r.parts_at >= 0 ? json_str(r.line) : "null") +
      ", \"default_line\": " + (r.parts_at >= 0 ? json_str(r.default_line) : "null") +
      ", \"ruling\": " + (r.ruling.empty() ? "null" : json_str(r.ruling));
  if (steps) {
    std::vector<std::string> all;
    for (const auto& s : r.steps)
      all.push_back("{\"n\": " + std::to_string(s.step) + ", \"e\": " + json_str(s.entry) +
                    ", \"l\": " + list_json(s.lines) + ", \"r\": " + list_json(s.rules) + "}");
    out += ", \"steps\": [" + join(all, ",\n") + "]";
  }
  return out + "}";
}

}  // namespace

std::string readings_json(const std::string& record_name, const Record& rec,
                          const std::vector<Reading>& readings, bool steps) {
  std::vector<std::string> all;
  for (const auto& r : readings) all.push_back(reading_json(r, steps));
  return "{\"record\": " + json_str(record_name) + ", \"game\": " + json_str(rec.game) +
         ", \"variants\": " + list_json(rec.variants) +
         ", \"exit\": " + std::to_string(readings_exit(readings)) + ", \"readings\": [" +
         join(all, ",\n") + "]}";
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
    std::cout << readings_json(a.file, rec, readings, false) << "\n";
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
