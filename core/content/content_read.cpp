// Reading a game's own files: game.yaml and what it names (rulings, zones,
// options, state values), and the definitions of its cards, characters and
// special cards.
#include <algorithm>
#include <filesystem>
#include <set>

#include "core/base/cardref.h"
#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/content/content_loader.h"
#include "core/content/file_keys.h"
#include "core/content/versions.h"

namespace fs = std::filesystem;

namespace arbiter {

// A definition's `ruling` names a ruling of the list, when the game keeps one.
void ContentLoader::check_def_rulings() const {
  if (c_.rulings.empty()) return;
  for (const auto& d : c_.defs)
    if (!d.ruling.empty() && !c_.ruling(d.ruling))
      throw Error(Verdict::BadContent, d.loc,
                  d.name + ": ruling '" + d.ruling + "' is not in the game's rulings" +
                      did_you_mean(d.ruling, c_.ruling_ids()));
}

void ContentLoader::load_game(const std::string& game) {
  if (!valid_id(game))
    throw Error(Verdict::BadContent,
                "'" + game + "' is not a game id (letters, digits, - and _ only)");
  // The game lives in one folder; a later folder may replace it only by saying so.
  for (const auto& r : roots_) {
    fs::path dir = fs::path(r) / "content" / game;
    if (!fs::exists(dir / "game.yaml")) continue;
    if (!c_.content_dir.empty())
      require_overrides(dir / "game.yaml", "game '" + game + "'", c_.content_dir);
    c_.content_dir = dir.string();
    c_.scripts_dir = (fs::path(r) / "scripts" / game).string();
    origin_ = r;
  }
  if (c_.content_dir.empty()) {
    auto games = list_games(roots_);
    throw Error(Verdict::BadContent,
                "no game '" + game + "' is installed" + did_you_mean(game, games));
  }
  for (const auto& r : roots_) {
    fs::path lib = fs::path(r) / "scripts" / "lib";
    if (folder_inside(lib.string(), r, Verdict::BadContent)) c_.lib_dirs.push_back(lib.string());
    // Every other folder's scripts/<game>/: a mod's helpers, and the scripts
    // of a game an overriding game.yaml replaced, which it keeps (its rules
    // script, its card modules, what they import) unless it has its own.
    fs::path own = fs::path(r) / "scripts" / game;
    if (own.string() != c_.scripts_dir && folder_inside(own.string(), r, Verdict::BadContent))
      c_.mod_scripts_dirs.push_back(own.string());
  }
  read_game_yaml(game);
  // Definitions from other roots (mods) that add to this game.
  for (const auto& r : roots_) {
    fs::path extra = fs::path(r) / "content" / game;
    if (extra.string() == c_.content_dir || !fs::is_directory(extra) ||
        fs::exists(extra / "game.yaml"))
      continue;
    origin_ = r;
    add_mod_folder(extra, (fs::path(r) / "scripts" / game).string());
  }
  find_variants();
}

void ContentLoader::read_game_yaml(const std::string& game) {
  std::string path = (fs::path(c_.content_dir) / "game.yaml").string();
  YamlFile f = YamlFile::load(path, Verdict::BadContent, folder_of(path, roots_));
  c_.files.push_back(path);
  const auto& r = f.root();
  f.check_keys(r, keys::kGame.names(), "game.yaml");
  c_.id = r["id"] ? f.str(r["id"], "id") : game;
  if (c_.id != game)
    throw f.error(r["id"], "id '" + c_.id + "' does not match the folder name '" + game + "'");
  c_.name = r["name"] ? f.str(r["name"], "name") : game;
  if (r["players"]) read_players(f, r["players"], true);
  if (r["seat_names"]) c_.seat_names = f.str_list(r["seat_names"], "seat_names");
  if (r["bots"]) {
    c_.bot_levels = f.str_list(r["bots"], "bots");
    // A level of the script's own is any other name; one a slip away from a
    // shipped level is taken for that slip.
    std::string known = join(kBotLevels);
    for (const auto& level : *c_.bot_levels) {
      bool shipped = std::find(kBotLevels.begin(), kBotLevels.end(), level) != kBotLevels.end();
      std::string near = shipped ? "" : did_you_mean(level, kBotLevels);
      if (!near.empty() || level == "human" || !valid_id(level))
        throw f.error(r["bots"], "bots: no bot level '" + level + "'" + near + "; the levels are " +
                                     known +
                                     ", or a name of the script's own (letters, digits, - and _; "
                                     "not human)");
    }
  }
  if (!r["script"])
    throw f.error(r, "game.yaml needs 'script': the rules script under scripts/" + game + "/");
  c_.game_script = script_file(f, r["script"], c_.scripts_dir);
  if (r["def_props"]) {
    f.require_map(r["def_props"], "def_props");
    for (auto it = r["def_props"].begin(); it != r["def_props"].end(); ++it) {
      std::string t = f.str(it->second, "def_props");
      if (t != "int" && t != "bool" && t != "string" && t != "list")
        throw f.error(it->second, "def_props: type must be int, bool, string or list");
      c_.def_prop_types[it->first.Scalar()] = t;
    }
  }
  read_zones(f, r["zones"]);
  if (r["types"]) {
    f.require_map(r["types"], "types");
    for (auto it = r["types"].begin(); it != r["types"].end(); ++it) {
      std::string zone = f.str(it->second, "types");
      if (c_.zone_index(zone) < 0) throw f.error(it->second, "types: no zone '" + zone + "'");
      c_.types.push_back(it->first.Scalar());
      c_.type_home[it->first.Scalar()] = zone;
    }
  }
  c_.draw_pile = r["draw_pile"] ? f.str(r["draw_pile"], "draw_pile") : "";
  c_.refill_from = r["refill_from"] ? f.str(r["refill_from"], "refill_from") : "";
  c_.refill_ruling = r["refill_ruling"] ? f.str(r["refill_ruling"], "refill_ruling") : "";
  c_.held_ruling = r["held_ruling"] ? f.str(r["held_ruling"], "held_ruling") : "";
  for (const auto& z : {c_.draw_pile, c_.refill_from})
    if (!z.empty() && c_.zone_index(z) < 0)
      throw f.error(z == c_.draw_pile ? r["draw_pile"] : r["refill_from"], "no zone '" + z + "'");
  if (r["rules"]) {
    f.require_map(r["rules"], "rules");
    for (auto it = r["rules"].begin(); it != r["rules"].end(); ++it)
      c_.rules[it->first.Scalar()] = loose_value(f, it->second, "rules");
  }
  if (r["options"]) read_options(f, r["options"]);
  if (r["state"]) {
    f.check_keys(r["state"], keys::kState.names(), "state");
    if (r["state"]["player"]) c_.state.player = f.str_list(r["state"]["player"], "state.player");
    if (r["state"]["game"]) c_.state.game = f.str_list(r["state"]["game"], "state.game");
    if (r["state"]["secret"]) c_.state.secret = f.str_list(r["state"]["secret"], "state.secret");
    read_state_values(f, r["state"]["values"]);
  }
  if (r["rulings"]) read_rulings(named_file(f, r["rulings"], "rulings"));
  if (r["hooks"]) read_hooks(named_file(f, r["hooks"], "hooks"), c_.hooks, c_.types);
  for (const char* key : {"refill_ruling", "held_ruling"}) {
    const std::string& id = std::string(key) == "held_ruling" ? c_.held_ruling : c_.refill_ruling;
    if (!id.empty() && !c_.ruling(id))
      throw f.error(r[key], std::string(key) + ": '" + id + "' is not in the game's rulings" +
                                (c_.rulings.empty() ? " (game.yaml lists none: `rulings`)"
                                                    : did_you_mean(id, c_.ruling_ids())));
  }
  if (r["files"]) {
    f.require_list(r["files"], "files");
    for (const auto& n : r["files"]) {
      f.check_keys(n, keys::kFileEntry.names(), "files");
      std::string file = f.str(n["file"], "files.file");
      std::string type = f.str(n["type"], "files.type");
      if (!c_.type_home.count(type))
        throw f.error(n["type"], "files: unknown type '" + type + "'; declare it under 'types'");
      if (file.find("..") != std::string::npos || (!file.empty() && file[0] == '/'))
        throw f.error(n["file"],
                      "files: '" + file + "' must be a path inside content/" + c_.id + "/");
      c_.def_files.push_back({file, type});
      read_def_file((fs::path(c_.content_dir) / file).string(), type, c_.scripts_dir);
    }
  }
  read_versions(f, r, c_);
}

// A file game.yaml names under `key`, inside content/<game>/, read.
YamlFile ContentLoader::named_file(const YamlFile& g, const YAML::Node& at,
                                   const std::string& key) {
  std::string file = g.str(at, key);
  if (file.find("..") != std::string::npos || (!file.empty() && file[0] == '/'))
    throw g.error(at, key + ": '" + file + "' must be a path inside content/" + c_.id + "/");
  std::string path = (fs::path(c_.content_dir) / file).string();
  if (!fs::is_regular_file(path)) throw g.error(at, key + ": no file " + path);
  c_.files.push_back(path);
  return YamlFile::load(path, Verdict::BadContent, folder_of(path, roots_));
}

// game.yaml `rulings: FILE`, or a mod's rulings.yaml: a list of {id, title,
// text}, ids unique across the game and its mods.
void ContentLoader::read_rulings(const YamlFile& f) {
  if (f.root().IsNull()) return;
  f.require_list(f.root(), "rulings");
  for (const auto& n : f.root()) {
    f.check_keys(n, keys::kRuling.names(), "ruling");
    RulingDef d{f.str(n["id"], "id"), n["title"] ? f.str(n["title"], "title") : "",
                n["text"] ? f.str(n["text"], "text") : "", origin_, f.at(n)};
    if (d.id.empty() || d.id.find_first_of(" ,()[]") != std::string::npos)
      throw f.error(
          n["id"],
          "id: '" + d.id + "' is not a ruling id (a word such as R16, no spaces or brackets)");
    if (const RulingDef* first = c_.ruling(d.id))
      throw f.error(n["id"],
                    "ruling " + d.id + " is listed twice (first at " + first->loc.str() + ")");
    c_.rulings.push_back(d);
  }
}

void ContentLoader::read_state_values(const YamlFile& f, const YAML::Node& values) {
  if (!values) return;
  f.require_map(values, "state.values");
  for (auto it = values.begin(); it != values.end(); ++it) {
    std::string path = f.str(it->first, "state.values");
    auto declares = [&](const std::vector<std::string>& paths) {
      return std::find(paths.begin(), paths.end(), path) != paths.end();
    };
    if (!declares(c_.state.game) && !declares(c_.state.player))
      throw f.error(it->first,
                    "state.values: '" + path + "' is not a path of state.game or state.player");
    c_.state.values[path] = f.str_list(it->second, "state.values." + path);
  }
}

void ContentLoader::read_zones(const YamlFile& f, const YAML::Node& zones) {
  if (!zones) return;
  f.require_list(zones, "zones");
  for (const auto& z : zones) {
    f.check_keys(z, keys::kZone.names(), "zone");
    ZoneDef d;
    d.name = f.str(z["name"], "zone.name");
    std::string owner = z["owner"] ? f.str(z["owner"], "zone.owner") : "game";
    if (owner != "game" && owner != "player")
      throw f.error(z["owner"], "zone.owner: expected game or player");
    d.per_player = owner == "player";
    std::string vis = z["visibility"] ? f.str(z["visibility"], "zone.visibility") : "public";
    if (vis == "public")
      d.visibility = Visibility::Public;
    else if (vis == "owner")
      d.visibility = Visibility::Owner;
    else if (vis == "hidden")
      d.visibility = Visibility::Hidden;
    else
      throw f.error(z["visibility"], "zone.visibility: expected public, owner or hidden");
    std::string order = z["order"] ? f.str(z["order"], "zone.order") : "ordered";
    if (order == "top_first")
      d.top_first = true;
    else if (order == "unordered")
      d.ordered = false;
    else if (order != "ordered")
      throw f.error(z["order"], "zone.order: expected ordered, unordered or top_first");
    d.active = z["active"] ? f.boolean(z["active"], "zone.active") : false;
    if (c_.zone_index(d.name) >= 0) throw f.error(z, "zone '" + d.name + "' is declared twice");
    c_.zones.push_back(d);
  }
}

void ContentLoader::read_options(const YamlFile& f, const YAML::Node& opts) {
  f.require_map(opts, "options");
  for (auto it = opts.begin(); it != opts.end(); ++it) {
    f.check_keys(it->second, keys::kOptionDecl.names(), "options." + it->first.Scalar());
    OptionDecl o;
    o.name = it->first.Scalar();
    o.values = f.str_list(it->second["values"], "values");
    o.value = f.str(it->second["default"], "default");
    o.text = it->second["text"] ? f.str(it->second["text"], "text") : "";
    check_option_value(f, it->second["default"], o, o.value);
    c_.options.push_back(o);
  }
}

// An option with declared values takes only those (as `--option` does).
void ContentLoader::check_option_value(const YamlFile& f, const YAML::Node& at, const OptionDecl& o,
                                       const std::string& v) const {
  if (o.values.empty() || std::find(o.values.begin(), o.values.end(), v) != o.values.end()) return;
  throw f.error(at, "option " + o.name + ": expected one of " + join(o.values) + ", not '" + v +
                        "'" + did_you_mean(v, o.values));
}

// `whole`: game.yaml's, whose default is min when it gives none; a
// variant's (min and max given too) keeps the game's default when it may.
void ContentLoader::read_players(const YamlFile& f, const YAML::Node& n, bool whole) {
  const std::string where = "players";
  if (!whole) f.require_map(n, where);
  f.check_keys(n, keys::kPlayers.names(), where);
  c_.min_players = f.integer(n["min"], where + ".min");
  c_.max_players = f.integer(n["max"], where + ".max");
  if (n["default"])
    c_.default_players = f.integer(n["default"], where + ".default");
  else if (whole)
    c_.default_players = c_.min_players;
  else
    c_.default_players = std::clamp(c_.default_players, c_.min_players, c_.max_players);
  if (c_.min_players < 1)
    throw f.error(n["min"],
                  where + ".min: expected 1 or more, not " + std::to_string(c_.min_players));
  if (c_.max_players < c_.min_players)
    throw f.error(n["max"], where + ".max: expected at least min (" +
                                std::to_string(c_.min_players) + "), not " +
                                std::to_string(c_.max_players));
  if (c_.default_players < c_.min_players || c_.default_players > c_.max_players)
    throw f.error(n["default"] ? n["default"] : n,
                  where + ".default: expected " + std::to_string(c_.min_players) + " to " +
                      std::to_string(c_.max_players) + " (min to max), not " +
                      std::to_string(c_.default_players));
}

std::string ContentLoader::script_file(const YamlFile& f, const YAML::Node& n,
                                       const std::string& dir) {
  std::string rel = f.str(n, "script");
  if (rel.find("..") != std::string::npos || (!rel.empty() && rel[0] == '/'))
    throw f.error(n, "script '" + rel + "' must be a path inside scripts/" + c_.id + "/");
  fs::path p = fs::path(dir) / rel;
  std::error_code ec;  // a name the file system refuses (too long) is not found either
  if (fs::is_regular_file(p, ec)) return p.string();
  // A game that replaced another (`overrides: true`) finds what it does not
  // have of its own in the scripts of the game it replaced.
  if (dir == c_.scripts_dir)
    for (auto r = roots_.rbegin(); r != roots_.rend(); ++r) {  // the nearest replaced first
      fs::path older = fs::path(*r) / "scripts" / c_.id;
      if (older.string() == dir || !fs::exists(fs::path(*r) / "content" / c_.id / "game.yaml"))
        continue;
      fs::path q = older / rel;
      if (fs::is_regular_file(q, ec)) return q.string();
    }
  throw f.error(n, "script '" + rel + "' not found (looked for " + p.string() + ")");
}

void ContentLoader::read_def_file(const std::string& path, const std::string& type,
                                  const std::string& scripts) {
  YamlFile f = YamlFile::load(path, Verdict::BadContent, folder_of(path, roots_));
  c_.files.push_back(path);
  if (f.root().IsNull()) return;
  f.require_list(f.root(), "definitions");
  for (const auto& n : f.root()) read_def(f, n, type, scripts);
}

std::vector<std::string> ContentLoader::def_keys() const {
  std::vector<std::string> allowed = keys::kDefinition.names();
  for (const auto& [k, _] : c_.def_prop_types) allowed.push_back(k);
  return allowed;
}

void ContentLoader::fill_def(const YamlFile& f, const YAML::Node& n, CardDef& d,
                             const std::string& scripts) {
  if (n["copies"]) {
    d.copies.clear();
    const auto& cp = n["copies"];
    if (cp.IsScalar() && cp.Scalar().find_first_not_of("0123456789") == std::string::npos) {
      int count = f.integer(cp, "copies");
      for (int i = 0; i < count; ++i) d.copies.push_back({0, -1});
    } else {
      for (const auto& s : f.str_list(cp, "copies")) {
        int rank = 0, suit = -1;
        if (!parse_rank_suit(fold_text(s), rank, suit))
          throw f.error(cp, "copies: '" + s + "' is not a rank and suit such as A♠, 10♦ or QH");
        d.copies.push_back({rank, suit});
      }
    }
  }
  if (n["duplicates"]) {
    d.duplicates.clear();
    for (const auto& s : f.str_list(n["duplicates"], "duplicates")) {
      int rank = 0, suit = -1;
      if (!parse_rank_suit(fold_text(s), rank, suit))
        throw f.error(n["duplicates"],
                      "duplicates: '" + s + "' is not a rank and suit such as A♠, 10♦ or QH");
      d.duplicates.push_back({rank, suit});
    }
  }
  if (n["rank"]) {
    // A rank its suitless copies have (The Gang's J*): read as a rank and
    // suit with a suit added, so both are written one way.
    std::string text = fold_text(f.str(n["rank"], "rank"));
    int rank = 0, suit = -1;
    if (!parse_rank_suit(text + "S", rank, suit))
      throw f.error(n["rank"], "rank: '" + text + "' is not a rank such as 2, 10, J or A");
    for (auto& copy : d.copies) {
      if (copy.second >= 0)
        throw f.error(n["rank"], "rank: its copies have a rank and suit already (" +
                                     rank_suit_text(copy.first, copy.second) + ")");
      copy.first = rank;
    }
  }
  if (n["aliases"]) d.aliases = f.str_list(n["aliases"], "aliases");
  if (n["text"]) d.text = f.str(n["text"], "text");
  if (n["ruling"]) d.ruling = f.str(n["ruling"], "ruling");
  if (n["anonymous"]) d.anonymous = f.boolean(n["anonymous"], "anonymous");
  if (n["priority"]) d.priority = f.integer(n["priority"], "priority");
  if (n["script"]) {
    d.script = f.str(n["script"], "script");
    d.script_path = script_file(f, n["script"], scripts);
  }
  if (n["modifiers"]) {
    f.require_map(n["modifiers"], "modifiers");
    for (auto it = n["modifiers"].begin(); it != n["modifiers"].end(); ++it)
      d.modifiers[it->first.Scalar()] = f.integer(it->second, "modifiers." + it->first.Scalar());
  }
  for (const auto& [k, t] : c_.def_prop_types)
    if (n[k]) d.props[k] = scalar_value(f, n[k], t, k);
}

void ContentLoader::read_def(const YamlFile& f, const YAML::Node& n, const std::string& type,
                             const std::string& scripts) {
  f.check_keys(n, def_keys(), "definition");
  CardDef d;
  d.name = fold_text(f.str(n["name"], "name"));
  d.type = n["type"] ? f.str(n["type"], "type") : type;
  if (!c_.type_home.count(d.type))
    throw f.error(n["type"], "unknown type '" + d.type + "'" + did_you_mean(d.type, c_.types));
  d.loc = f.at(n);
  d.origin = origin_;
  d.copies = {{0, -1}};
  fill_def(f, n, d, scripts);
  bool overrides = n["overrides"] && f.boolean(n["overrides"], "overrides");
  int existing = c_.def_index(d.name);
  if (existing >= 0 && overrides) {
    c_.defs[existing] = d;  // a later content folder replaces it, as it declares
    return;
  }
  if (existing >= 0) {
    const auto& other = c_.defs[existing];
    throw f.error(n, "'" + d.name + "' is defined twice (first at " + other.loc.str() +
                         "); a mod that means to replace it says `overrides: true`");
  }
  if (overrides)
    throw f.error(n["overrides"],
                  "'" + d.name + "' overrides nothing: no earlier definition has that name");
  c_.defs.push_back(d);
}

}  // namespace arbiter
