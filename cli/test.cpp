// arbiter test DIR...: replay every record and compare with EXPECTED.json.
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <iostream>

#include "cli/common.h"
#include "cli/loaded.h"
#include "core/replay.h"

namespace fs = std::filesystem;

namespace arbiter::cli {

namespace {

struct Expected {
  int exit = 0;
  int step = -1;  // -1: not checked
};

// EXPECTED.json is JSON, which YAML reads too.
std::map<std::string, Expected> read_expected(const fs::path& dir) {
  std::map<std::string, Expected> out;
  fs::path file = dir / "EXPECTED.json";
  if (!fs::exists(file)) return out;
  YAML::Node root;
  try {
    root = YAML::LoadFile(file.string());
  } catch (const YAML::Exception& e) {
    throw Error(Verdict::BadRecord, file.string() + ": not valid JSON: " + e.msg);
  }
  for (auto it = root.begin(); it != root.end(); ++it) {
    Expected e;
    e.exit = it->second["exit"] ? it->second["exit"].as<int>() : 0;
    if (it->second["step"] && !it->second["step"].IsNull()) e.step = it->second["step"].as<int>();
    out[it->first.Scalar()] = e;
  }
  return out;
}

}  // namespace

void add_test(CLI::App& app) {
  auto dirs = std::make_shared<std::vector<std::string>>();
  auto verbose = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand("test", "Replay every record in folders; check verdicts against EXPECTED.json.\n\n"
                                         "Each verdict is checked against its folder's EXPECTED.json (exit code, and the step of a refusal); records\n"
                                         "not listed there must replay cleanly (exit 0).\n\n"
                                         "Example:\n  arbiter test tests/scenarios/bang");
  cmd->add_option("dirs", *dirs, "Folders of records")->required();
  cmd->add_flag("-v,--verbose", *verbose, "Print the message of every record, passing or not");
  cmd->callback([dirs, verbose] {
    int passed = 0, failed = 0;
    LoadedGames loaded;  // each game and variant set loaded once, not once per record
    for (const auto& d : *dirs) {
      if (!fs::is_directory(d)) throw Error(Verdict::BadRecord, d + ": not a folder");
      std::map<std::string, std::map<std::string, Expected>> expected_by_dir;
      std::vector<fs::path> files;
      for (const auto& e : fs::recursive_directory_iterator(d))
        if (e.path().extension() == ".yaml" || e.path().extension() == ".yml") files.push_back(e.path());
      std::sort(files.begin(), files.end());
      for (const auto& f : files) {
        std::string name = f.stem().string();
        std::string parent = f.parent_path().string();
        if (!expected_by_dir.count(parent)) expected_by_dir[parent] = read_expected(f.parent_path());
        auto& expected = expected_by_dir[parent];
        Expected want = expected.count(name) ? expected[name] : Expected{};
        ReplayResult r;
        try {
          Record rec = read_record(f.string());
          ReplayOptions opts;
          opts.roots = global().roots();
          opts.host = loaded.host(rec.game, rec.variants);
          try {
            r = replay(rec, opts);
          } catch (const Error&) {
            loaded.forget(rec.game, rec.variants);
            throw;
          }
          // A broken setup or content may leave the scripts anywhere: the next record loads afresh.
          if (r.verdict != Verdict::Ok && r.verdict != Verdict::Illegal) loaded.forget(rec.game, rec.variants);
        } catch (const Error& e) {
          r.verdict = e.verdict;
          r.message = e.what();
        }
        int got = static_cast<int>(r.verdict);
        int step = r.verdict == Verdict::Illegal && r.failures.empty() ? r.step
                   : !r.failures.empty()                                ? r.failures.front().step
                                                                        : 0;
        bool ok = got == want.exit && (want.step < 0 || want.exit == 0 || step == want.step);
        std::string what = "exit " + std::to_string(got) + (step ? " at step " + std::to_string(step) : "");
        std::string wanted = "exit " + std::to_string(want.exit) + (want.step >= 0 && want.exit ? " at step " + std::to_string(want.step) : "");
        if (ok) {
          ++passed;
          std::cout << green("pass") << " " << f.string() << " (" << what << ")\n";
        } else {
          ++failed;
          std::cout << red("FAIL") << " " << f.string() << ": got " << what << ", expected " << wanted << "\n";
        }
        if (!ok || *verbose) {
          if (!r.message.empty()) std::cout << "     " << r.message << "\n";
          for (const auto& fl : r.failures)
            std::cout << "     step " << fl.step << ": claim " << fl.path << ": claimed " << fl.claimed << ", actual "
                      << fl.actual << "\n";
        }
      }
      // A name listed in EXPECTED.json with no record beside it is most likely a typo
      // or a renamed file: its expectation would silently never be checked.
      for (const auto& [folder, expected] : expected_by_dir)
        for (const auto& [name, want] : expected) {
          fs::path base = fs::path(folder) / name;
          if (!fs::exists(base.string() + ".yaml") && !fs::exists(base.string() + ".yml"))
            std::cerr << "warning: " << (fs::path(folder) / "EXPECTED.json").string() << " lists '" << name
                      << "', but there is no " << name << ".yaml there\n";
        }
    }
    std::cout << passed << " passed, " << failed << " failed\n";
    throw Exit{failed ? 1 : 0};
  });
}

}  // namespace arbiter::cli
