// `arbiter sim merge`: shard files (core/records/shards.h) into the report
// one run over every seed would print.
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "cli/sim.h"
#include "core/base/base.h"
#include "core/content/content.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

// The merged games folded into the report's summaries; true where a game
// stopped on an error.
bool summarize(const Shards& s, bool json, Summary& sa, Summary& sb, PairedLengths& paired) {
  sa.keep_all = sb.keep_all = json;
  sa.seat_levels = sb.seat_levels = mixed_levels(s.cfg.bots, s.cfg.seat_levels, s.seats);
  bool errors = false;
  for (const auto& o : s.base) {
    sa.add(o, s.seats);
    errors = errors || !o.error.empty();
  }
  for (const auto& o : s.with) {
    sb.add(o, s.seats);
    errors = errors || !o.error.empty();
  }
  for (size_t i = 0, k = 0; i < s.base.size() && k < s.with.size();) {
    if (s.base[i].seed == s.with[k].seed)
      paired.add(s.base[i++], s.with[k++]);
    else if (s.base[i].seed < s.with[k].seed)
      ++i;
    else
      ++k;
  }
  return errors;
}

// The game, to order the report's sides as it does; null where it is not
// installed here (the sides keep their order of appearance).
std::unique_ptr<Content> game_if_installed(const SimConfig& cfg) {
  try {
    return std::make_unique<Content>(load_content(global().roots(), cfg.game, cfg.variants));
  } catch (const Error&) {
    return nullptr;
  }
}

}  // namespace

int run_merge(const std::vector<std::string>& files, bool json, bool allow_partial,
              bool by_character) {
  Shards s = merge_shards(files, allow_partial, [](const std::string& file) {
    std::cerr << "arbiter: " << file << ": no such file\n";
  });
  if (!s.missing.empty() && !allow_partial) {
    std::cerr << "arbiter: shards missing: " << s.missing << " (" << s.games_there()
              << " are there): run each again with its --shard I/K, then merge; --partial "
                 "reports the games there are\n";
    return 1;
  }
  SimConfig cfg = s.cfg;
  cfg.command = command_line() + "  (shards of: " + cfg.command + ")";
  cfg.by_character = by_character;
  std::string note = ", merged from " + std::to_string(s.read.size()) + " of " +
                     std::to_string(s.count) + " shards" +
                     (s.missing.empty() ? "" : " (missing " + s.missing + ")");
  std::unique_ptr<Content> content = game_if_installed(cfg);
  Summary sa, sb;
  PairedLengths paired;
  bool errors = summarize(s, json, sa, sb, paired);
  std::string partial = coverage_warning(sa, sb, cfg);
  report(cfg, s.seats, std::move(sa), std::move(sb), paired, s.timing, json, note, content.get());
  if (!partial.empty()) std::cerr << "arbiter: " << partial << "\n";
  if (!s.missing.empty()) {
    std::cerr << "arbiter: shards missing: " << s.missing << ": the report covers "
              << s.games_there() << "; run each again with its --shard I/K, then merge\n";
    return 1;
  }
  return errors || s.absent ? 1 : 0;
}

}  // namespace arbiter::cli
