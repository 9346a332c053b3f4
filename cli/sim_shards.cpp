// Shards of `arbiter sim`: each game's outcome written as JSON, and merged
// later into the report one run over every seed would print.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/sim.h"
#include "core/base/base.h"
#include "core/content/content.h"

namespace arbiter::cli {

namespace {

// A tally is written as a whole number (it counts something in a game),
// none as null.
Json tally_json(double x) {
  if (std::isnan(x)) return nullptr;
  if (std::fabs(x) < 1e15) return static_cast<int64_t>(std::nearbyint(x));
  return decimal(x, 0);
}

Json json_outcomes(const std::vector<Outcome>& games) {
  Json out = Json::array();
  for (const auto& g : games) {
    Json o = {{"seed", g.seed},       {"finished", g.finished}, {"decisions", g.decisions},
              {"winners", g.winners}, {"roles", g.roles},       {"characters", g.characters}};
    if (!g.tallies.empty()) {
      Json& tallies = o["tallies"] = Json::array();
      for (double x : g.tallies) tallies.push_back(tally_json(x));
    }
    if (!g.error.empty()) o["error"] = g.error;
    out.push_back(std::move(o));
  }
  return out;
}

// A shard holds about 150 bytes a game: room for a million games each.
constexpr size_t kMaxShardBytes = 256u << 20;

// A list of text, or none where the shard has no such member.
std::vector<std::string> str_list(const Json& j, const char* key) {
  auto it = j.find(key);
  return it == j.end() ? std::vector<std::string>{} : it->get<std::vector<std::string>>();
}

// An object of text by text (mods, seat levels, options), or none.
std::vector<std::pair<std::string, std::string>> str_pairs(const Json& j, const char* key) {
  std::vector<std::pair<std::string, std::string>> out;
  auto it = j.find(key);
  if (it != j.end())
    for (const auto& [k, v] : it->items()) out.emplace_back(k, v.get<std::string>());
  return out;
}

std::vector<Outcome> read_outcomes(const Json& root, const char* key) {
  std::vector<Outcome> out;
  auto games = root.find(key);
  if (games == root.end()) return out;
  for (const auto& g : games->get_ref<const Json::array_t&>()) {
    Outcome o;
    o.seed = g.at("seed").get<uint64_t>();
    o.finished = g.at("finished").get<bool>();
    o.decisions = g.at("decisions").get<long>();
    o.winners = g.at("winners").get<std::vector<int>>();
    o.roles = str_list(g, "roles");
    o.characters = str_list(g, "characters");
    if (g.contains("error")) o.error = g["error"].get<std::string>();
    if (g.contains("tallies"))
      for (const auto& x : g["tallies"])
        o.tallies.push_back(x.is_null() ? std::nan("") : x.get<double>());
    out.push_back(o);
  }
  return out;
}

}  // namespace

std::string shard_json(const SimConfig& cfg, const std::vector<std::string>& seats, int index,
                       int count, const std::vector<Outcome>& base,
                       const std::vector<Outcome>& with, const Timing& t) {
  Json out = {{"arbiter_sim_shard", 1}};
  out.update(json_config(cfg));
  out["shard"] = {index, count};
  out["seconds"] = decimal(t.seconds, 3);
  out["seats"] = seats;
  out["games"] = json_outcomes(base);
  if (!cfg.compare.empty()) out["games_with"] = json_outcomes(with);
  return json_spaced(out) + "\n";
}

int run_merge(const std::vector<std::string>& files, bool json, bool allow_partial,
              bool by_character) {
  if (files.empty()) throw Error(Verdict::BadRecord, "sim merge needs shard files");
  SimConfig cfg;
  std::vector<std::string> seats;
  std::vector<Outcome> base, with;
  std::vector<bool> seen_shard;
  int count = 0;
  Timing t;
  t.jobs = 0;
  std::string first;              // the first shard file read, that the others must match
  std::vector<std::string> read;  // the files read
  bool absent = false;            // a file named that is not there (--partial)
  for (size_t f = 0; f < files.size(); ++f) {
    std::error_code ec;
    if (allow_partial && !std::filesystem::exists(files[f], ec)) {
      std::cerr << "arbiter: " << files[f] << ": no such file\n";
      absent = true;
      continue;
    }
    // A FIFO or a device is refused at once, not waited on or read forever.
    std::string text = read_regular_file(files[f], kMaxShardBytes, Verdict::BadRecord);
    Json root = parse_json(text, files[f]);
    if (!root.is_object() || !root.contains("arbiter_sim_shard"))
      throw Error(Verdict::BadRecord,
                  files[f] + ": not a shard file (write one with `arbiter sim ... --shard I/K`)");
    SimConfig c;
    try {
      c.game = root.at("game").get<std::string>();
      c.content = root.at("content").get<std::string>();
      c.mods = str_pairs(root, "mods");
      c.players = root.at("players").get<int>();
      c.seed = root.at("seed").get<uint64_t>();
      c.n = root.at("n").get<long>();
      c.bots = root.at("bots").get<std::string>();
      c.cap = root.at("cap").get<long>();
      if (root.contains("search_playouts")) c.search_playouts = root["search_playouts"].get<int>();
      if (root.contains("search_mode")) c.search_mode = root["search_mode"].get<std::string>();
      for (const auto& [seat, level] : str_pairs(root, "seat_levels")) c.seat_levels[seat] = level;
      c.variants = str_list(root, "variants");
      c.tally = str_list(root, "tally");
      for (const auto& [k, v] : str_pairs(root, "options")) c.options[k] = v;
      c.compare = root.at("compare").get<std::string>();
      c.command = root.at("command").get<std::string>();
      int index = root.at("shard").at(0).get<int>(), k = root.at("shard").at(1).get<int>();
      if (k < 1 || k > 1'000'000 || c.n < 0)
        throw Error(Verdict::BadRecord, files[f] + ": not a shard file: shard count " +
                                            std::to_string(k) + " or game count " +
                                            std::to_string(c.n) + " out of range");
      check_seeds(c.seed, c.n);
      if (first.empty()) {
        first = files[f];
        cfg = c;
        count = k;
        seats = str_list(root, "seats");
        seen_shard.assign(k, false);
      }
      auto same = c.game == cfg.game && c.content == cfg.content && c.mods == cfg.mods &&
                  c.players == cfg.players && c.seed == cfg.seed && c.n == cfg.n &&
                  c.bots == cfg.bots && c.seat_levels == cfg.seat_levels && c.cap == cfg.cap &&
                  c.search_playouts == cfg.search_playouts && c.search_mode == cfg.search_mode &&
                  c.variants == cfg.variants && c.options == cfg.options &&
                  c.compare == cfg.compare && c.tally == cfg.tally && k == count;
      if (!same)
        throw Error(Verdict::BadRecord, files[f] + ": this shard is of another run than " + first +
                                            " (" + c.command + " against " + cfg.command + ")");
      if (index < 0 || index >= k || seen_shard[index])
        throw Error(Verdict::BadRecord, files[f] + ": shard " + std::to_string(index) + "/" +
                                            std::to_string(k) + " is given twice or out of range");
      seen_shard[index] = true;
      read.push_back(files[f]);
      t.seconds += root.at("seconds").get<double>();
      auto b = read_outcomes(root, "games");
      auto w = read_outcomes(root, "games_with");
      base.insert(base.end(), b.begin(), b.end());
      with.insert(with.end(), w.begin(), w.end());
    } catch (const Json::exception& e) {
      throw Error(Verdict::BadRecord, files[f] + ": not a shard file: " + json_reason(e));
    }
  }
  auto by_seed = [](const Outcome& x, const Outcome& y) { return x.seed < y.seed; };
  std::sort(base.begin(), base.end(), by_seed);
  std::sort(with.begin(), with.end(), by_seed);
  std::string missing;
  for (int i = 0; i < count; ++i)
    if (!seen_shard[i])
      missing += (missing.empty() ? "" : ", ") + std::to_string(i) + "/" + std::to_string(count);
  if (read.empty()) throw Error(Verdict::BadRecord, "sim merge: none of the shard files is there");
  std::string games_there = std::to_string(base.size()) + " of " + std::to_string(cfg.n) + " games";
  if (!missing.empty() && !allow_partial) {
    std::cerr << "arbiter: shards missing: " << missing << " (" << games_there
              << " are there): run each again with its --shard I/K, then merge; --partial "
                 "reports the games there are\n";
    return 1;
  }
  t.shards = static_cast<int>(read.size());
  cfg.command = command_line() + "  (shards of: " + cfg.command + ")";
  cfg.by_character = by_character;
  std::string note = ", merged from " + std::to_string(read.size()) + " of " +
                     std::to_string(count) + " shards" +
                     (missing.empty() ? "" : " (missing " + missing + ")");
  std::unique_ptr<Content> content;
  try {
    content = std::make_unique<Content>(load_content(global().roots(), cfg.game, cfg.variants));
  } catch (const Error&) {
    // The game is not installed here: sides keep their order of appearance.
  }
  Summary sa, sb;
  sa.keep_all = sb.keep_all = json;
  sa.seat_levels = sb.seat_levels = mixed_levels(cfg.bots, cfg.seat_levels, seats);
  bool errors = false;
  for (const auto& o : base) {
    sa.add(o, seats);
    errors = errors || !o.error.empty();
  }
  for (const auto& o : with) {
    sb.add(o, seats);
    errors = errors || !o.error.empty();
  }
  PairedLengths paired;
  for (size_t i = 0, k = 0; i < base.size() && k < with.size();) {
    if (base[i].seed == with[k].seed)
      paired.add(base[i++], with[k++]);
    else if (base[i].seed < with[k].seed)
      ++i;
    else
      ++k;
  }
  std::string partial = coverage_warning(sa, sb, cfg);
  report(cfg, seats, std::move(sa), std::move(sb), paired, t, json, note, content.get());
  if (!partial.empty()) std::cerr << "arbiter: " << partial << "\n";
  if (!missing.empty()) {
    std::cerr << "arbiter: shards missing: " << missing << ": the report covers " << games_there
              << "; run each again with its --shard I/K, then merge\n";
    return 1;
  }
  return errors || absent ? 1 : 0;
}

}  // namespace arbiter::cli
