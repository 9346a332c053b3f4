// Shards of `arbiter sim`: each game's outcome written as JSON, and merged
// later into the report one run over every seed would print.
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/common.h"
#include "cli/sim.h"
#include "core/base/base.h"
#include "core/content/content.h"

namespace arbiter::cli {

namespace {

void json_outcomes(std::ostream& out, const std::vector<Outcome>& games) {
  out << "[";
  for (size_t i = 0; i < games.size(); ++i) {
    const Outcome& g = games[i];
    out << (i ? ",\n  " : "\n  ") << "{\"seed\": " << g.seed
        << ", \"finished\": " << (g.finished ? "true" : "false")
        << ", \"decisions\": " << g.decisions << ", \"winners\": [";
    for (size_t k = 0; k < g.winners.size(); ++k) out << (k ? ", " : "") << g.winners[k];
    out << "], \"roles\": [";
    for (size_t k = 0; k < g.roles.size(); ++k) out << (k ? ", " : "") << json_str(g.roles[k]);
    out << "], \"characters\": [";
    for (size_t k = 0; k < g.characters.size(); ++k)
      out << (k ? ", " : "") << json_str(g.characters[k]);
    out << "]";
    if (!g.tallies.empty()) {
      out << ", \"tallies\": [";
      for (size_t k = 0; k < g.tallies.size(); ++k)
        out << (k ? ", " : "") << (std::isnan(g.tallies[k]) ? "null" : num(g.tallies[k], 0));
      out << "]";
    }
    if (!g.error.empty()) out << ", \"error\": " << json_str(g.error);
    out << "}";
  }
  out << "]";
}

// A shard holds about 150 bytes a game: room for a million games each.
constexpr size_t kMaxShardBytes = 256u << 20;

std::vector<std::string> str_list(const YAML::Node& n) {
  std::vector<std::string> out;
  if (n && n.IsSequence())
    for (const auto& x : n) out.push_back(x.as<std::string>());
  return out;
}

std::vector<Outcome> read_outcomes(const YAML::Node& n) {
  std::vector<Outcome> out;
  if (!n || !n.IsSequence()) return out;
  for (const auto& g : n) {
    Outcome o;
    o.seed = g["seed"].as<uint64_t>();
    o.finished = g["finished"].as<bool>();
    o.decisions = g["decisions"].as<long>();
    for (const auto& w : g["winners"]) o.winners.push_back(w.as<int>());
    o.roles = str_list(g["roles"]);
    o.characters = str_list(g["characters"]);
    if (g["error"]) o.error = g["error"].as<std::string>();
    if (g["tallies"])
      for (const auto& x : g["tallies"])
        o.tallies.push_back(x.IsNull() ? std::nan("") : x.as<double>());
    out.push_back(o);
  }
  return out;
}

}  // namespace

std::string shard_json(const SimConfig& cfg, const std::vector<std::string>& seats, int index,
                       int count, const std::vector<Outcome>& base,
                       const std::vector<Outcome>& with, const Timing& t) {
  std::ostringstream out;
  out << "{\"arbiter_sim_shard\": 1, ";
  json_config(out, cfg);
  out << ", \"shard\": [" << index << ", " << count << "], \"seconds\": " << num(t.seconds, 3)
      << ", \"seats\": [";
  for (size_t i = 0; i < seats.size(); ++i) out << (i ? ", " : "") << json_str(seats[i]);
  out << "],\n\"games\": ";
  json_outcomes(out, base);
  if (!cfg.compare.empty()) {
    out << ",\n\"games_with\": ";
    json_outcomes(out, with);
  }
  out << "}\n";
  return out.str();
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
    YAML::Node root;
    try {
      root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
      throw Error(Verdict::BadRecord, files[f] + ": not a shard file: " + e.msg);
    }
    if (!root.IsMap() || !root["arbiter_sim_shard"])
      throw Error(Verdict::BadRecord,
                  files[f] + ": not a shard file (write one with `arbiter sim ... --shard I/K`)");
    SimConfig c;
    try {
      c.game = root["game"].as<std::string>();
      c.content = root["content"].as<std::string>();
      if (root["mods"])
        for (auto it = root["mods"].begin(); it != root["mods"].end(); ++it)
          c.mods.emplace_back(it->first.as<std::string>(), it->second.as<std::string>());
      c.players = root["players"].as<int>();
      c.seed = root["seed"].as<uint64_t>();
      c.n = root["n"].as<long>();
      c.bots = root["bots"].as<std::string>();
      c.cap = root["cap"].as<long>();
      if (root["search_playouts"]) c.search_playouts = root["search_playouts"].as<int>();
      if (root["search_mode"]) c.search_mode = root["search_mode"].as<std::string>();
      if (root["seat_levels"])
        for (auto it = root["seat_levels"].begin(); it != root["seat_levels"].end(); ++it)
          c.seat_levels[it->first.as<std::string>()] = it->second.as<std::string>();
      c.variants = str_list(root["variants"]);
      c.tally = str_list(root["tally"]);
      for (auto it = root["options"].begin(); it != root["options"].end(); ++it)
        c.options[it->first.as<std::string>()] = it->second.as<std::string>();
      c.compare = root["compare"].as<std::string>();
      c.command = root["command"].as<std::string>();
      int index = root["shard"][0].as<int>(), k = root["shard"][1].as<int>();
      if (k < 1 || k > 1'000'000 || c.n < 0)
        throw Error(Verdict::BadRecord, files[f] + ": not a shard file: shard count " +
                                            std::to_string(k) + " or game count " +
                                            std::to_string(c.n) + " out of range");
      check_seeds(c.seed, c.n);
      if (first.empty()) {
        first = files[f];
        cfg = c;
        count = k;
        seats = str_list(root["seats"]);
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
      t.seconds += root["seconds"].as<double>();
      auto b = read_outcomes(root["games"]);
      auto w = read_outcomes(root["games_with"]);
      base.insert(base.end(), b.begin(), b.end());
      with.insert(with.end(), w.begin(), w.end());
    } catch (const YAML::Exception& e) {
      throw Error(Verdict::BadRecord, files[f] + ": not a shard file: " + e.msg);
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
