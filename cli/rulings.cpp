// arbiter rulings GAME [ID...]: the rulings a game's narration and refusals
// cite, so "(R16)" in a verdict can be read in full.
#include <algorithm>
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/content/content.h"

namespace arbiter::cli {

namespace {

struct RulingsArgs {
  std::string game;
  std::vector<std::string> ids;
  std::vector<std::string> variants;
};

void print_ruling(const RulingDef& r) {
  std::cout << bold(printable(r.id)) << (r.title.empty() ? "" : "  " + printable(r.title)) << "\n";
  if (!r.text.empty()) std::cout << "    " << printable_lines(r.text) << "\n";
}

}  // namespace

void add_rulings(CLI::App& app) {
  auto a = std::make_shared<RulingsArgs>();
  auto* cmd = app.add_subcommand(
      "rulings",
      "The rulings a game cites, by id, with their text.\n\n"
      "Narration (`replay --explain`) and refusals cite rulings by id: \"(R16)\".\n"
      "A game lists them in the file its game.yaml names under `rulings`.\n\n"
      "Example:\n  arbiter rulings bang R16 R35");
  cmd->add_option("game", a->game, "Game id (see `arbiter games`)")->required();
  cmd->add_option("ids", a->ids, "Only these rulings (all when none)");
  cmd->add_option("--variant", a->variants,
                  "Load with a house-rule variant first (repeatable, in order)")
      ->type_name("V");
  cmd->callback([a] {
    Content c = load_game(a->game, a->variants);
    if (c.rulings.empty()) {
      std::cout << "game '" << c.id << "' lists no rulings (game.yaml `rulings`)\n";
      throw Exit{0};
    }
    for (const auto& id : a->ids)
      if (!c.ruling(id))
        throw Error(Verdict::BadRecord, "game '" + c.id + "' has no ruling '" + id + "'" +
                                            did_you_mean(id, c.ruling_ids()));
    for (const auto& r : c.rulings)
      if (a->ids.empty() || std::find(a->ids.begin(), a->ids.end(), r.id) != a->ids.end())
        print_ruling(r);
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
