// arbiter poker: checks of the hand evaluator that anyone can run.
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/poker/poker_census.h"

namespace arbiter::cli {

void add_poker(CLI::App& app) {
  auto* cmd = app.add_subcommand("poker",
                                 "The poker hand evaluator.\n\nExample:\n  arbiter poker census 7");
  cmd->require_subcommand(1);
  auto n = std::make_shared<int>(5);
  auto* census = cmd->add_subcommand(
      "census",
      "Evaluate every 5- or 7-card hand of a 52-card deck, count the best five\n"
      "by ranking and compare with the published figures. Exit 0 when all match.\n\n"
      "Example:\n  arbiter poker census 5");
  census->add_option("cards", *n, "Hand size: 5 or 7")->required()->check(CLI::IsMember({5, 7}));
  census->callback([n] {
    poker::Census c = poker::census(*n);
    std::cout << poker::format_census(c);
    throw Exit{poker::census_matches(c) ? 0 : 1};
  });
}

}  // namespace arbiter::cli
