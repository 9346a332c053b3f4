// A run of games between bots, its shards written and merged (shards.h).
#include "core/records/shards.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/base/error.h"
#include "core/base/safe_file.h"

namespace arbiter {

namespace {

// A shard holds about 150 bytes a game: room for a million games each.
constexpr size_t kMaxShardBytes = 256u << 20;

// A tally is written as a whole number (it counts something in a game),
// none as null.
Json tally_json(double x) {
  if (std::isnan(x)) return nullptr;
  if (std::fabs(x) < 1e15) return static_cast<int64_t>(std::nearbyint(x));
  return decimal(x, 0);
}

Json json_outcomes(const std::vector<GameOutcome>& games) {
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

std::vector<GameOutcome> read_outcomes(const Json& root, const char* key) {
  std::vector<GameOutcome> out;
  auto games = root.find(key);
  if (games == root.end()) return out;
  for (const auto& g : games->get_ref<const Json::array_t&>()) {
    GameOutcome o;
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

// A shard's configuration, as json_config wrote it.
SimConfig read_config(const Json& root) {
  SimConfig c;
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
  return c;
}

// The shard file `file`, parsed and checked to be one.
Json read_shard_file(const std::string& file) {
  // A FIFO or a device is refused at once, not waited on or read forever.
  std::string text = read_regular_file(file, kMaxShardBytes, Verdict::BadRecord);
  Json root = parse_json(text, file);
  if (!root.is_object() || !root.contains("arbiter_sim_shard"))
    throw Error(Verdict::BadRecord,
                file + ": not a shard file (write one with `arbiter sim ... --shard I/K`)");
  return root;
}

// Adds one shard's games to `out`, the first shard read setting what the
// others must match. Throws Json's exceptions where the shard is malformed.
void add_shard(const std::string& file, const Json& root, Shards& out,
               std::vector<bool>& seen_shard) {
  SimConfig c = read_config(root);
  int index = root.at("shard").at(0).get<int>(), k = root.at("shard").at(1).get<int>();
  if (k < 1 || k > 1'000'000 || c.n < 0)
    throw Error(Verdict::BadRecord, file + ": not a shard file: shard count " + std::to_string(k) +
                                        " or game count " + std::to_string(c.n) + " out of range");
  check_seeds(c.seed, c.n);
  if (out.read.empty()) {
    out.cfg = c;
    out.count = k;
    out.seats = str_list(root, "seats");
    seen_shard.assign(k, false);
  }
  if (!c.same_run(out.cfg) || k != out.count)
    throw Error(Verdict::BadRecord, file + ": this shard is of another run than " + out.read[0] +
                                        " (" + c.command + " against " + out.cfg.command + ")");
  if (index < 0 || index >= k || seen_shard[index])
    throw Error(Verdict::BadRecord, file + ": shard " + std::to_string(index) + "/" +
                                        std::to_string(k) + " is given twice or out of range");
  seen_shard[index] = true;
  out.timing.seconds += root.at("seconds").get<double>();
  auto b = read_outcomes(root, "games");
  auto w = read_outcomes(root, "games_with");
  out.base.insert(out.base.end(), b.begin(), b.end());
  out.with.insert(out.with.end(), w.begin(), w.end());
}

}  // namespace

bool SimConfig::same_run(const SimConfig& c) const {
  return c.game == game && c.content == content && c.mods == mods && c.players == players &&
         c.seed == seed && c.n == n && c.bots == bots && c.seat_levels == seat_levels &&
         c.cap == cap && c.search_playouts == search_playouts && c.search_mode == search_mode &&
         c.variants == variants && c.options == options && c.compare == compare && c.tally == tally;
}

void check_seeds(uint64_t seed, long n) {
  if (n > 1 && seed > UINT64_MAX - static_cast<uint64_t>(n - 1))
    throw Error(Verdict::BadRecord, "--seed " + std::to_string(seed) + " with " +
                                        std::to_string(n) +
                                        " games runs past the largest seed (18446744073709551615)");
}

Json json_config(const SimConfig& cfg) {
  Json out = {{"command", cfg.command}, {"game", cfg.game}, {"content", cfg.content}};
  if (!cfg.mods.empty()) {  // only when there are: a run with none reads as before
    Json& mods = out["mods"] = Json::object();
    for (const auto& [id, digest] : cfg.mods) mods[id] = digest;
  }
  out["players"] = cfg.players;
  out["seed"] = cfg.seed;
  out["n"] = cfg.n;
  out["bots"] = cfg.bots;
  if (!cfg.seat_levels.empty()) {
    Json& levels = out["seat_levels"] = Json::object();
    for (const auto& [seat, level] : cfg.seat_levels) levels[seat] = level;
  }
  // Only when given: a run without it reads as before.
  if (cfg.search_playouts > 0) out["search_playouts"] = cfg.search_playouts;
  if (!cfg.search_mode.empty()) out["search_mode"] = cfg.search_mode;
  if (!cfg.tally.empty()) out["tally"] = cfg.tally;
  out["cap"] = cfg.cap;
  out["variants"] = cfg.variants;
  Json& options = out["options"] = Json::object();
  for (const auto& [k, v] : cfg.options) options[k] = v;
  out["compare"] = cfg.compare;
  return out;
}

std::string shard_json(const SimConfig& cfg, const std::vector<std::string>& seats, int index,
                       int count, const std::vector<GameOutcome>& base,
                       const std::vector<GameOutcome>& with, const Timing& t) {
  Json out = {{"arbiter_sim_shard", 1}};
  out.update(json_config(cfg));
  out["shard"] = {index, count};
  out["seconds"] = decimal(t.seconds, 3);
  out["seats"] = seats;
  out["games"] = json_outcomes(base);
  if (!cfg.compare.empty()) out["games_with"] = json_outcomes(with);
  return json_spaced(out) + "\n";
}

std::string Shards::games_there() const {
  return std::to_string(base.size()) + " of " + std::to_string(cfg.n) + " games";
}

Shards merge_shards(const std::vector<std::string>& files, bool allow_partial,
                    const std::function<void(const std::string&)>& on_absent) {
  if (files.empty()) throw Error(Verdict::BadRecord, "sim merge needs shard files");
  Shards out;
  out.timing.jobs = 0;
  std::vector<bool> seen_shard;
  for (const auto& file : files) {
    std::error_code ec;
    if (allow_partial && !std::filesystem::exists(file, ec)) {
      on_absent(file);
      out.absent = true;
      continue;
    }
    Json root = read_shard_file(file);
    try {
      add_shard(file, root, out, seen_shard);
    } catch (const Json::exception& e) {
      throw Error(Verdict::BadRecord, file + ": not a shard file: " + json_reason(e));
    }
    out.read.push_back(file);
  }
  auto by_seed = [](const GameOutcome& x, const GameOutcome& y) { return x.seed < y.seed; };
  std::sort(out.base.begin(), out.base.end(), by_seed);
  std::sort(out.with.begin(), out.with.end(), by_seed);
  for (int i = 0; i < out.count; ++i)
    if (!seen_shard[i])
      out.missing +=
          (out.missing.empty() ? "" : ", ") + std::to_string(i) + "/" + std::to_string(out.count);
  if (out.read.empty())
    throw Error(Verdict::BadRecord, "sim merge: none of the shard files is there");
  out.timing.shards = static_cast<int>(out.read.size());
  return out;
}

}  // namespace arbiter
