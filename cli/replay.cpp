// arbiter replay / arbiter legal: judge a record.
#include <iostream>

#include "cli/common.h"
#include "core/replay.h"

namespace arbiter::cli {

namespace {

struct ReplayArgs {
  std::string file;
  bool explain = false, state = false, json = false, strict = false;
  int at = -1;
  std::string view;
  std::vector<std::string> variants;
};

void print_json(const ReplayResult& r) {
  std::cout << "{\"exit\": " << static_cast<int>(r.verdict) << ", \"step\": " << (r.step ? std::to_string(r.step) : "null")
            << ", \"message\": " << json_str(r.message) << ", \"failed_claims\": [";
  for (size_t i = 0; i < r.failures.size(); ++i) {
    const auto& f = r.failures[i];
    std::cout << (i ? ", " : "") << "{\"step\": " << f.step << ", \"path\": " << json_str(f.path)
              << ", \"claimed\": " << json_str(f.claimed) << ", \"actual\": " << json_str(f.actual) << "}";
  }
  std::cout << "], \"legal\": [";
  for (size_t i = 0; i < r.legal.size(); ++i) std::cout << (i ? ", " : "") << json_str(r.legal[i]);
  std::cout << "], \"warnings\": [";
  for (size_t i = 0; i < r.warnings.size(); ++i) std::cout << (i ? ", " : "") << json_str(r.warnings[i]);
  std::cout << "], \"digest\": " << json_str(r.digest) << ", \"content\": " << json_str(r.content_digest) << "}\n";
}

int run_replay(const ReplayArgs& a) {
  Record rec = read_record(a.file);
  ReplayOptions opts;
  opts.roots = global().roots();
  opts.extra_variants = a.variants;
  opts.at_step = a.at;
  opts.view_name = a.view;
  auto narrate = [&](const StepReport& s) {
    if (!a.explain) return;
    std::cout << bold("step " + std::to_string(s.step)) << "  " << s.entry << "\n";
    for (const auto& l : s.lines) std::cout << "    " << l << "\n";
  };
  ReplayResult r = replay(rec, opts, narrate);
  if (a.json) {
    print_json(r);
    return static_cast<int>(r.verdict);
  }
  for (const auto& w : r.warnings) std::cerr << "warning: " << w << "\n";
  if (r.unpinned > 0 && r.verdict == Verdict::Ok) {
    std::string msg = std::to_string(r.unpinned) + " chance outcome(s) came from the seed, not from pins";
    if (a.strict) {
      std::cerr << a.file << ": " << red("refused") << " (--strict): " << msg << "\n";
      return 1;
    }
    std::cerr << "warning: " << msg << ": the verdict rests on the seed as well as the record\n";
  }
  if (a.state || a.at >= 0) std::cout << r.state_yaml << "\n";
  for (const auto& f : r.failures)
    std::cerr << a.file << ": step " << f.step << ": claim " << f.path << ": claimed " << f.claimed << ", actual "
              << f.actual << "\n";
  if (r.verdict == Verdict::Ok) {
    std::cout << a.file << ": " << green("ok") << (r.over ? " (game over)" : "") << "\n";
  } else if (!r.message.empty()) {
    std::cerr << r.message << "\n";
  }
  return static_cast<int>(r.verdict);
}

}  // namespace

void add_replay(CLI::App& app) {
  auto a = std::make_shared<ReplayArgs>();
  auto* cmd = app.add_subcommand("replay", "Judge a record: every step legal, every claim true.\n\n"
                                           "Example:\n  arbiter replay dispute.yaml --explain\n"
                                           "Exit: 0 legal and every claim held; 1 an illegal entry or a failed claim;\n"
                                           "2 the record is malformed; 3 the content is missing or broken.");
  cmd->add_option("record", a->file, "The record (YAML)")->required();
  cmd->add_flag("--explain", a->explain, "Narrate each step with the ruling that decided it");
  cmd->add_flag("--state", a->state, "Print the state tree at the end");
  cmd->add_option("--at", a->at, "Print the state where a claim after entry STEP would be checked")->type_name("STEP");
  cmd->add_option("--view", a->view, "Show only what this player could see")->type_name("PLAYER");
  cmd->add_option("--variant", a->variants, "Judge with this variant added to the record's rules")->type_name("V");
  cmd->add_flag("--json", a->json, "The verdict as JSON");
  cmd->add_flag("--strict", a->strict, "Fail when the verdict rests on chance not pinned in the record");
  cmd->callback([a] { throw Exit{run_replay(*a)}; });
}

void add_legal(CLI::App& app) {
  auto file = std::make_shared<std::string>();
  auto why = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("legal", "Who must decide after the last entry, and every legal option.\n\n"
                                          "Example:\n  arbiter legal dispute.yaml --why \"play Beer\"");
  cmd->add_option("record", *file, "The record (YAML)")->required();
  cmd->add_option("--why", *why, "Say why this label is or is not legal there")->type_name("LABEL");
  cmd->callback([file, why] {
    Record rec = read_record(*file);
    ReplayOptions opts;
    opts.roots = global().roots();
    LegalReport r = legal_after(rec, opts, *why);
    if (r.result.verdict != Verdict::Ok) {
      std::cerr << r.result.message << "\n";
      for (const auto& f : r.result.failures)
        std::cerr << "step " << f.step << ": claim " << f.path << ": claimed " << f.claimed << ", actual " << f.actual << "\n";
      throw Exit{static_cast<int>(r.result.verdict)};
    }
    if (r.options.empty()) std::cout << (r.result.over ? "the game is over\n" : "nobody is asked\n");
    if (!r.prompt.empty()) std::cout << r.prompt << "\n";
    for (const auto& [who, labels] : r.options) {
      std::cout << who << ":\n";
      for (const auto& l : labels) std::cout << "  " << l << "\n";
    }
    if (!why->empty()) std::cout << r.why;
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
