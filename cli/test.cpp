// arbiter test DIR...: replay every record and compare with EXPECTED.json.
#include <iostream>
#include <map>
#include <sstream>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

// Prints each game's rulings cited and definitions named by no record;
// returns the number of gaps.
int print_coverage(const std::vector<Coverage>& games,
                   const std::map<std::string, std::string>& scope) {
  int gaps = 0;
  for (const auto& g : games) {
    std::cout << "coverage of " << printable(g.game) << " (" << g.records
              << (g.records == 1 ? " record" : " records") << "): ";
    if (g.listed == 0)
      std::cout << "no rulings listed (game.yaml `rulings`, or a mod's rulings.yaml)";
    else
      std::cout << g.listed - static_cast<int>(g.uncited.size()) << " of " << g.listed
                << " rulings cited";
    std::cout << ", " << g.named_of - static_cast<int>(g.unnamed.size()) << " of " << g.named_of
              << " definitions named\n";
    if (g.left_out > 0) {
      std::vector<std::string> folders;
      for (const auto& [_, given] : scope) folders.push_back(given);
      std::cout << "  only what " << printable(join(folders)) << " defines (" << g.left_out
                << " rulings and definitions of other folders left out; --coverage-all counts "
                   "them)\n";
    }
    if (!g.uncited.empty())
      std::cout << "  " << red("not cited") << ": " << printable(join(g.uncited, ", ")) << "\n";
    if (!g.unnamed.empty())
      std::cout << "  " << red("not named") << ": " << printable(join(g.unnamed, ", ")) << "\n";
    if (!g.unlisted.empty())
      std::cout << "  " << red("cited, not in the rulings list") << ": "
                << printable(join(g.unlisted, ", ")) << "\n";
    gaps += g.gaps();
  }
  return gaps;
}

// One record's line, and its verdict's lines where it failed (or --verbose).
void print_tested(const RecordTested& t, bool verbose) {
  if (t.ok)
    std::cout << green("pass") << " " << printable(t.file) << " (" << t.got << ")\n";
  else
    std::cout << red("FAIL") << " " << printable(t.file) << ": got " << t.got << ", expected "
              << printable(t.wanted) << "\n";
  if ((!t.ok || verbose) && !t.said.empty()) {
    std::string line;
    for (std::istringstream in(t.said); std::getline(in, line);)
      std::cout << "     " << printable(line) << "\n";
  }
}

struct TestArgs {
  std::vector<std::string> dirs;
  bool verbose = false, coverage = false, coverage_all = false;
};

int run_test(TestArgs a) {
  if (a.coverage_all) a.coverage = true;
  int passed = 0, failed = 0;
  // Each game and variant set loaded once, not once per record.
  FolderTests tests(global().roots(), a.coverage);
  for (const auto& d : a.dirs) {
    auto unmatched = tests.run(d, [&](const RecordTested& t) {
      ++(t.ok ? passed : failed);
      print_tested(t, a.verbose);
    });
    for (const auto& u : unmatched)
      std::cerr << "warning: " << printable(u.expected_file) << " lists '" << u.name
                << "', but there is no " << u.name << ".yaml there\n";
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  std::map<std::string, std::string> scope;
  if (!a.coverage_all) scope = tested_roots(a.dirs, global().roots());
  int gaps = a.coverage ? print_coverage(tests.coverage(scope), scope) : 0;
  return failed || gaps ? 1 : 0;
}

}  // namespace

void add_test(CLI::App& app) {
  auto a = std::make_shared<TestArgs>();
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
  cmd->add_option("dirs", a->dirs, "Folders of records")->required();
  cmd->add_flag("-v,--verbose", a->verbose, "Print the message of every record, passing or not");
  cmd->add_flag("--coverage", a->coverage,
                "Also list, per game, the rulings no record's narration or verdict cites and the "
                "card definitions no record names, of the content folders holding the records "
                "(a mod's records: the mod's); any is a failure");
  cmd->add_flag("--coverage-all", a->coverage_all,
                "--coverage counting every ruling and definition of the games, not only those of "
                "the content folders holding the records (a mod's)");
  cmd->callback([a] { throw Exit{run_test(*a)}; });
}

}  // namespace arbiter::cli
