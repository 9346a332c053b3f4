#include "core/content.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "core/cardref.h"
#include "core/content_digest.h"
#include "core/digest.h"
#include "core/file_keys.h"
#include "core/home.h"
#include "core/safe_file.h"
#include "core/versions.h"
#include "core/yaml_check.h"

namespace fs = std::filesystem;

namespace arbiter {

int Content::zone_index(const std::string& n) const {
  for (size_t i = 0; i < zones.size(); ++i)
    if (zones[i].name == n) return static_cast<int>(i);
  return -1;
}

int Content::def_index(const std::string& n) const {
  std::string f = name_key(n);
  for (size_t i = 0; i < defs.size(); ++i) {
    if (name_key(defs[i].name) == f) return static_cast<int>(i);
  }
  for (size_t i = 0; i < defs.size(); ++i)
    for (const auto& a : defs[i].aliases)
      if (name_key(a) == f) return static_cast<int>(i);
  return -1;
}

std::vector<std::string> Content::def_names() const {
  std::vector<std::string> out;
  for (const auto& d : defs) out.push_back(d.name);
  return out;
}

const OptionDecl* Content::option(const std::string& n) const {
  for (const auto& o : options)
    if (o.name == n) return &o;
  return nullptr;
}

const RulingDef* Content::ruling(const std::string& id) const {
  for (const auto& r : rulings)
    if (r.id == id) return &r;
  return nullptr;
}

std::vector<std::string> Content::ruling_ids() const {
  std::vector<std::string> ids;
  for (const auto& r : rulings) ids.push_back(r.id);
  return ids;
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  for (char c : id)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_')) return false;
  return true;
}

// A folder asked for that is missing, or that holds neither content/ nor
// scripts/ (often one level too deep), would leave its games and mods out
// without a word: a run or a verdict without them is refused instead.
static void check_root(const std::string& dir, const std::string& given_by) {
  std::error_code ec;
  if (dir.empty()) throw Error(Verdict::BadRecord, given_by + " names an empty folder");
  if (!fs::is_directory(dir, ec))
    throw Error(Verdict::BadRecord, given_by + " '" + dir + "': " +
                                        (fs::exists(dir, ec) ? "not a folder" : "no such folder"));
  if (!fs::is_directory(fs::path(dir) / "content", ec) &&
      !fs::is_directory(fs::path(dir) / "scripts", ec))
    throw Error(Verdict::BadRecord,
                given_by + " '" + dir +
                    "' holds neither content/ nor scripts/: a content folder holds "
                    "content/<game>/ and scripts/<game>/");
}

std::vector<std::string> content_roots(const std::vector<std::string>& extra) {
  std::vector<std::string> roots;
  std::string shipped = home().root;
  if (!shipped.empty()) roots.push_back(shipped);
  if (const char* env = std::getenv("ARBITER_CONTENT")) {
    std::string s = env;
    size_t start = 0;
    while (start <= s.size()) {
      size_t end = s.find(':', start);
      if (end == std::string::npos) end = s.size();
      if (end > start) {
        roots.push_back(s.substr(start, end - start));
        check_root(roots.back(), "ARBITER_CONTENT");
      }
      start = end + 1;
    }
  }
  for (const auto& e : extra) {
    check_root(e, "--content");
    roots.push_back(e);
  }
  return roots;
}

std::vector<std::string> list_games(const std::vector<std::string>& roots) {
  std::set<std::string> ids;
  for (const auto& r : roots) {
    fs::path dir = fs::path(r) / "content";
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    for (const auto& e : fs::directory_iterator(dir, ec))
      if (e.is_directory() && fs::exists(e.path() / "game.yaml")) ids.insert(e.path().filename());
  }
  return {ids.begin(), ids.end()};
}

namespace {

Value scalar_value(const YamlFile& f, const YAML::Node& n, const std::string& type,
                   const std::string& what) {
  if (type == "int") return Value::integer(f.integer(n, what));
  if (type == "bool") return Value::boolean(f.boolean(n, what));
  if (type == "list") {
    std::vector<Value> items;
    for (const auto& s : f.str_list(n, what)) items.push_back(Value::str(s));
    return Value::of_list(items);
  }
  return Value::str(f.str(n, what));
}

// A rule value as written: booleans and integers keep their type.
Value loose_value(const YamlFile& f, const YAML::Node& n, const std::string& what) {
  if (n.IsSequence()) return scalar_value(f, n, "list", what);
  std::string s = f.str(n, what);
  if (s == "true" || s == "false") return Value::boolean(s == "true");
  char* end = nullptr;
  long v = std::strtol(s.c_str(), &end, 10);
  if (!s.empty() && end && *end == '\0') return Value::integer(v);
  return Value::str(s);
}

// What a rule value is, for a variant's value that does not match the game's.
std::string kind_of(const Value& v) {
  switch (v.kind) {
    case Value::Kind::Bool:
      return "true or false";
    case Value::Kind::Int:
      return "an integer";
    case Value::Kind::List:
      return "a list";
    default:
      return "text";
  }
}

std::string written(const Value& v) {
  return v.kind == Value::Kind::Str ? "'" + v.s + "'" : v.text();
}

// Each folder once: `--content X validate X` names X twice, and reading a
// folder twice would define everything in it twice.
std::vector<std::string> distinct_roots(const std::vector<std::string>& roots) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const auto& r : roots) {
    std::error_code ec;
    fs::path canon = fs::weakly_canonical(r, ec);
    if (seen.insert(ec ? r : canon.string()).second) out.push_back(r);
  }
  return out;
}

class Loader {
 public:
  Loader(const std::vector<std::string>& roots, Content& c)
      : roots_(distinct_roots(roots)), c_(c) {}

  const std::vector<std::string>& roots() const { return roots_; }

  // A definition's `ruling` names a ruling of the list, when the game keeps one.
  void check_def_rulings() const {
    if (c_.rulings.empty()) return;
    for (const auto& d : c_.defs)
      if (!d.ruling.empty() && !c_.ruling(d.ruling))
        throw Error(Verdict::BadContent, d.loc.str() + ": " + d.name + ": ruling '" + d.ruling +
                                             "' is not in the game's rulings" +
                                             did_you_mean(d.ruling, c_.ruling_ids()));
  }

  void load_game(const std::string& game) {
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
      if (fs::is_directory(lib)) c_.lib_dirs.push_back(lib.string());
      fs::path own = fs::path(r) / "scripts" / game;
      bool replaced = fs::exists(fs::path(r) / "content" / game /
                                 "game.yaml");  // the game's own folder, or one it replaced
      if (!replaced && fs::is_directory(own)) c_.mod_scripts_dirs.push_back(own.string());
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

  void apply_variant(const std::string& id) {
    if (!valid_id(id))
      throw Error(Verdict::BadContent, "'" + id + "' is not a variant id (a name, never a path)");
    const VariantInfo* v = nullptr;
    for (const auto& info : c_.variants)
      if (info.id == id) v = &info;
    if (!v) {
      std::vector<std::string> ids;
      for (const auto& info : c_.variants) ids.push_back(info.id);
      throw Error(Verdict::BadContent,
                  "game '" + c_.id + "' has no variant '" + id + "'" + did_you_mean(id, ids));
    }
    for (const auto& done : c_.applied_variants)
      if (done == id) throw Error(Verdict::BadContent, "variant '" + id + "' is named twice");
    apply_overlay(*v);
    c_.applied_variants.push_back(id);
  }

  // An older version's rules: its overlays, newest first. They claim
  // nothing, so a variant may still change what they restore.
  void apply_version(int version) {
    if (version == 0 || version == c_.version) return;
    claiming_ = false;
    for (const VersionDef* v : overlays_for(c_, version))
      apply_overlay(VariantInfo{"version-" + std::to_string(v->number), "", v->overlay,
                                c_.scripts_dir,
                                fs::path(c_.content_dir).parent_path().parent_path().string()});
    claiming_ = true;
    c_.game_version = version;
  }

 private:
  // A variant's or a version's file laid over the game.
  void apply_overlay(const VariantInfo& info) {
    const VariantInfo* v = &info;
    const std::string& id = info.id;
    YamlFile f = YamlFile::load(v->file, Verdict::BadContent, folder_of(v->file, roots_));
    c_.files.push_back(v->file);
    origin_ = v->root;
    const auto& root = f.root();
    f.check_keys(root, keys::kVariant.names(), "variant");
    for (auto it = root["rules"].begin(); root["rules"] && it != root["rules"].end(); ++it) {
      std::string key = it->first.Scalar();
      if (!c_.rules.count(key)) {
        std::vector<std::string> known;
        for (const auto& [k, _] : c_.rules) known.push_back(k);
        throw f.error(it->first, "variant changes rule '" + key + "', which game '" + c_.id +
                                     "' does not have" + did_you_mean(key, known));
      }
      claim(f, it->first, "rules." + key, id);
      const Value& base = c_.rules[key];
      // A list rule also takes one comma-separated string, as game.yaml's lists do.
      Value v = base.kind == Value::Kind::List ? scalar_value(f, it->second, "list", "rules." + key)
                                               : loose_value(f, it->second, "rules." + key);
      if (kind_of(v) != kind_of(base))
        throw f.error(it->second, "rules." + key + ": expected " + kind_of(base) + " (game '" +
                                      c_.id + "' has " + key + ": " + written(base) + "), not " +
                                      kind_of(v) + " " + written(v));
      c_.rules[key] = v;
    }
    for (auto it = root["options"].begin(); root["options"] && it != root["options"].end(); ++it) {
      std::string key = it->first.Scalar();
      OptionDecl* o = nullptr;
      for (auto& od : c_.options)
        if (od.name == key) o = &od;
      if (!o)
        throw f.error(it->first, "variant sets option '" + key + "', which game '" + c_.id +
                                     "' does not have");
      claim(f, it->first, "options." + key, id);
      o->value = f.str(it->second, "options." + key);
      check_option_value(f, it->second, *o, o->value);
    }
    if (root["remove"]) {
      for (const auto& n : root["remove"]) {
        std::string name = f.str(n, "remove");
        int d = c_.def_index(name);
        if (d < 0)
          throw f.error(n, "variant removes '" + name + "', which is not in game '" + c_.id + "'" +
                               did_you_mean(name, c_.def_names()));
        claim(f, n, "def." + c_.defs[d].name, id);
        c_.defs.erase(c_.defs.begin() + d);
      }
    }
    if (root["cards"]) {
      f.require_list(root["cards"], "cards");
      for (const auto& n : root["cards"]) change_def(f, n, id, v->scripts_dir);
    }
    if (root["add"]) {
      f.require_list(root["add"], "add");
      for (const auto& n : root["add"]) {
        f.require_map(n, "add");
        std::string type = n["type"] ? f.str(n["type"], "type") : "";
        if (type.empty())
          throw f.error(n, "an added definition needs a 'type' (" + join_types() + ")");
        read_def(f, n, type, v->scripts_dir);
      }
    }
    if (root["triggers"]) {
      f.require_list(root["triggers"], "triggers");
      for (const auto& n : root["triggers"]) add_trigger(f, n, id, v->scripts_dir);
    }
  }

  const std::vector<std::string> roots_;
  bool claiming_ = true;  // false while an older version's overlay applies
  Content& c_;
  std::string origin_;                          // the folder whose files are being read
  std::map<std::string, std::string> claimed_;  // what a variant replaced -> which variant
  std::map<std::string, std::string>
      edited_;  // what a variant wrapped or added to -> which variant

  // A second folder defining `what` must declare `overrides: true` at the top of `file`.
  void require_overrides(const fs::path& file, const std::string& what, const std::string& first) {
    YamlFile f =
        YamlFile::load(file.string(), Verdict::BadContent, folder_of(file.string(), roots_));
    const auto& o = f.root().IsMap() ? f.root()["overrides"] : YAML::Node();
    if (o && f.boolean(o, "overrides")) return;
    throw f.error(f.root(), what + " is defined twice (first in " + first +
                                "); a folder that means to replace it says `overrides: true`");
  }

  // A replacement after another variant's wrap or addition would silently undo it.
  void check_not_edited(const YamlFile& f, const YAML::Node& at, const std::string& what,
                        const std::string& variant) {
    auto it = edited_.find(what);
    if (it != edited_.end() && it->second != variant)
      throw f.error(at, "variant '" + variant + "' replaces " + what + ", which variant '" +
                            it->second + "' changes: its change would be lost; list '" + variant +
                            "' first");
  }

  void claim(const YamlFile& f, const YAML::Node& at, const std::string& what,
             const std::string& variant) {
    if (!claiming_) return;
    auto [it, fresh] = claimed_.emplace(what, variant);
    if (!fresh && it->second != variant)
      throw f.error(at, "variants '" + it->second + "' and '" + variant + "' both replace " + what +
                            "; apply only one of them");
  }

  std::string join_types() const { return join(c_.types); }

  void read_game_yaml(const std::string& game) {
    std::string path = (fs::path(c_.content_dir) / "game.yaml").string();
    YamlFile f = YamlFile::load(path, Verdict::BadContent, folder_of(path, roots_));
    c_.files.push_back(path);
    const auto& r = f.root();
    f.check_keys(r, keys::kGame.names(), "game.yaml");
    c_.id = r["id"] ? f.str(r["id"], "id") : game;
    if (c_.id != game)
      throw f.error(r["id"], "id '" + c_.id + "' does not match the folder name '" + game + "'");
    c_.name = r["name"] ? f.str(r["name"], "name") : game;
    if (r["players"]) {
      f.check_keys(r["players"], keys::kPlayers.names(), "players");
      c_.min_players = f.integer(r["players"]["min"], "players.min");
      c_.max_players = f.integer(r["players"]["max"], "players.max");
      c_.default_players = r["players"]["default"]
                               ? f.integer(r["players"]["default"], "players.default")
                               : c_.min_players;
      if (c_.min_players < 1)
        throw f.error(r["players"]["min"],
                      "players.min: expected 1 or more, not " + std::to_string(c_.min_players));
      if (c_.max_players < c_.min_players)
        throw f.error(r["players"]["max"], "players.max: expected at least min (" +
                                               std::to_string(c_.min_players) + "), not " +
                                               std::to_string(c_.max_players));
      if (c_.default_players < c_.min_players || c_.default_players > c_.max_players)
        throw f.error(r["players"]["default"],
                      "players.default: expected " + std::to_string(c_.min_players) + " to " +
                          std::to_string(c_.max_players) + " (min to max), not " +
                          std::to_string(c_.default_players));
    }
    if (r["seat_names"]) c_.seat_names = f.str_list(r["seat_names"], "seat_names");
    if (r["bots"]) {
      c_.bot_levels = f.str_list(r["bots"], "bots");
      std::string known = join(kBotLevels);
      for (const auto& level : *c_.bot_levels)
        if (std::find(kBotLevels.begin(), kBotLevels.end(), level) == kBotLevels.end())
          throw f.error(r["bots"], "bots: no bot level '" + level + "'" +
                                       did_you_mean(level, kBotLevels) + "; the levels are " +
                                       known);
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
    if (!c_.refill_ruling.empty() && !c_.ruling(c_.refill_ruling))
      throw f.error(r["refill_ruling"],
                    "refill_ruling: '" + c_.refill_ruling + "' is not in the game's rulings" +
                        (c_.rulings.empty() ? " (game.yaml lists none: `rulings`)"
                                            : did_you_mean(c_.refill_ruling, c_.ruling_ids())));
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
  YamlFile named_file(const YamlFile& g, const YAML::Node& at, const std::string& key) {
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
  void read_rulings(const YamlFile& f) {
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

  void read_state_values(const YamlFile& f, const YAML::Node& values) {
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

  void read_zones(const YamlFile& f, const YAML::Node& zones) {
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

  void read_options(const YamlFile& f, const YAML::Node& opts) {
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
  void check_option_value(const YamlFile& f, const YAML::Node& at, const OptionDecl& o,
                          const std::string& v) const {
    if (o.values.empty() || std::find(o.values.begin(), o.values.end(), v) != o.values.end())
      return;
    throw f.error(at, "option " + o.name + ": expected one of " + join(o.values) + ", not '" + v +
                          "'" + did_you_mean(v, o.values));
  }

  std::string script_file(const YamlFile& f, const YAML::Node& n, const std::string& dir) {
    std::string rel = f.str(n, "script");
    if (rel.find("..") != std::string::npos || (!rel.empty() && rel[0] == '/'))
      throw f.error(n, "script '" + rel + "' must be a path inside scripts/" + c_.id + "/");
    fs::path p = fs::path(dir) / rel;
    std::error_code ec;  // a name the file system refuses (too long) is not found either
    if (!fs::is_regular_file(p, ec))
      throw f.error(n, "script '" + rel + "' not found (looked for " + p.string() + ")");
    return p.string();
  }

  void read_def_file(const std::string& path, const std::string& type, const std::string& scripts) {
    YamlFile f = YamlFile::load(path, Verdict::BadContent, folder_of(path, roots_));
    c_.files.push_back(path);
    if (f.root().IsNull()) return;
    f.require_list(f.root(), "definitions");
    for (const auto& n : f.root()) read_def(f, n, type, scripts);
  }

  std::vector<std::string> def_keys() const {
    std::vector<std::string> allowed = keys::kDefinition.names();
    for (const auto& [k, _] : c_.def_prop_types) allowed.push_back(k);
    return allowed;
  }

  void fill_def(const YamlFile& f, const YAML::Node& n, CardDef& d, const std::string& scripts) {
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

  void read_def(const YamlFile& f, const YAML::Node& n, const std::string& type,
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

  // A variant's `cards:` entry: fields it replaces (each claimed, so two
  // variants replacing the same one conflict), a script it wraps and copies
  // it adds or removes (these compose).
  void change_def(const YamlFile& f, const YAML::Node& n, const std::string& variant,
                  const std::string& scripts) {
    std::vector<std::string> allowed = def_keys();
    for (const auto& k : keys::kCardChange.keys) allowed.push_back(k.name);
    f.check_keys(n, allowed, "cards");
    std::string name = f.str(n["name"], "name");
    int d = c_.def_index(name);
    if (d < 0)
      throw f.error(n["name"], "variant changes '" + name + "', which is not in game '" + c_.id +
                                   "'" + did_you_mean(name, c_.def_names()));
    CardDef& def = c_.defs[d];
    for (auto it = n.begin(); it != n.end(); ++it) {
      std::string key = it->first.Scalar();
      if (key == "name" || key == "wrap" || key == "add_copies" || key == "remove_copies") continue;
      claim(f, it->first, def.name + "." + key, variant);
      check_not_edited(f, it->first, def.name + "." + key, variant);
    }
    fill_def(f, n, def, scripts);
    if (n["script"]) def.wraps.clear();  // claimed above: no earlier variant wrapped it
    if (n["wrap"]) {
      def.wraps.push_back({f.str(n["wrap"], "wrap"), script_file(f, n["wrap"], scripts), variant});
      edited_.emplace(def.name + ".script", variant);
    }
    if (n["remove_copies"]) {
      for (const auto& rs : copy_list(f, n["remove_copies"], "remove_copies")) {
        auto it = std::find(def.copies.rbegin(), def.copies.rend(), rs);
        if (it == def.copies.rend())
          throw f.error(n["remove_copies"],
                        "variant removes " +
                            (rs.first ? rank_suit_text(rs.first, rs.second) : "a suitless copy") +
                            ", which " + def.name + " does not have");
        def.copies.erase(std::next(it).base());
      }
      edited_.emplace(def.name + ".copies", variant);
    }
    if (n["add_copies"]) {
      for (const auto& rs : copy_list(f, n["add_copies"], "add_copies")) def.copies.push_back(rs);
      edited_.emplace(def.name + ".copies", variant);
    }
  }

  // Copies as written: a count of suitless copies, or a list of RankSuits.
  std::vector<std::pair<int, int>> copy_list(const YamlFile& f, const YAML::Node& cp,
                                             const std::string& what) {
    std::vector<std::pair<int, int>> out;
    if (cp.IsScalar() && cp.Scalar().find_first_not_of("0123456789") == std::string::npos) {
      int count = f.integer(cp, what);
      for (int i = 0; i < count; ++i) out.push_back({0, -1});
      return out;
    }
    for (const auto& s : f.str_list(cp, what)) {
      int rank = 0, suit = -1;
      if (!parse_rank_suit(fold_text(s), rank, suit))
        throw f.error(cp, what + ": '" + s + "' is not a rank and suit such as A♠, 10♦ or QH");
      out.push_back({rank, suit});
    }
    return out;
  }

  void add_trigger(const YamlFile& f, const YAML::Node& n, const std::string& variant,
                   const std::string& scripts) {
    f.check_keys(n, keys::kTrigger.names(), "trigger");
    TriggerDef t;
    t.name = f.str(n["name"], "name");
    if (!n["script"])
      throw f.error(n, "trigger '" + t.name + "' needs a 'script' whose module has `on = {...}`");
    t.script = f.str(n["script"], "script");
    t.script_path = script_file(f, n["script"], scripts);
    t.priority = n["priority"] ? f.integer(n["priority"], "priority") : 0;
    t.variant = variant;
    t.loc = f.at(n);
    for (const auto& other : c_.triggers)
      if (name_key(other.name) == name_key(t.name))
        throw f.error(n["name"], "trigger '" + t.name + "' is added twice (first by variant '" +
                                     other.variant + "')");
    c_.triggers.push_back(t);
  }

  void add_mod_folder(const fs::path& dir, const std::string& scripts) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".yaml") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (const auto& p : files) {
      YamlFile f = YamlFile::load(p.string(), Verdict::BadContent, folder_of(p.string(), roots_));
      c_.files.push_back(p.string());
      // Beside its definitions a mod may declare rulings and hooks of its own,
      // and the version of the game it was written for.
      if (p.filename() == "rulings.yaml") {
        read_rulings(f);
        continue;
      }
      if (p.filename() == "hooks.yaml") {
        read_hooks(f, c_.hooks, c_.types);
        continue;
      }
      if (p.filename() == "mod.yaml") {
        c_.mods.push_back(read_mod_decl(f));
        continue;
      }
      if (f.root().IsNull()) continue;
      f.require_list(f.root(), "definitions");
      for (const auto& n : f.root()) {
        std::string type = n["type"] ? f.str(n["type"], "type") : "";
        if (type.empty())
          throw f.error(n, "a definition in a mod folder needs a 'type' (" + join_types() + ")");
        read_def(f, n, type, scripts);
      }
    }
  }

  void find_variants() {
    std::map<std::string, VariantInfo> found;
    for (const auto& r : roots_) {
      std::string scripts = (fs::path(r) / "scripts" / c_.id).string();
      fs::path home = fs::path(r) / "content" / c_.id;
      if (fs::exists(home / "game.yaml") && home.string() != c_.content_dir)
        continue;  // a game replaced whole
      fs::path dir = home / "variants";
      std::error_code ec;
      if (!fs::is_directory(dir, ec)) continue;
      for (const auto& e : fs::directory_iterator(dir)) {
        if (e.path().extension() != ".yaml") continue;
        VariantInfo v;
        v.id = e.path().stem().string();
        v.file = e.path().string();
        v.scripts_dir = scripts;
        v.root = r;
        if (found.count(v.id))
          require_overrides(e.path(), "variant '" + v.id + "'", found[v.id].file);
        try {
          YamlFile f = YamlFile::load(v.file, Verdict::BadContent, folder_of(v.file, roots_));
          if (f.root()["description"]) v.description = f.root()["description"].Scalar();
        } catch (const Error&) {
          // reported when the variant is applied
        }
        found[v.id] = v;
      }
    }
    for (auto& [_, v] : found) c_.variants.push_back(v);
  }
};

}  // namespace

Content load_content_unguarded(const std::vector<std::string>& roots, const std::string& game,
                               const std::vector<std::string>& variants, int version);

Content load_content(const std::vector<std::string>& roots, const std::string& game,
                     const std::vector<std::string>& variants, int version) {
  try {
    return load_content_unguarded(roots, game, variants, version);
  } catch (const std::bad_alloc&) {
    throw Error(Verdict::BadContent, "out of memory while loading game '" + game + "'" +
                                         (variants.empty() ? "" : " with " + join(variants)));
  }
}

Content load_content_unguarded(const std::vector<std::string>& roots, const std::string& game,
                               const std::vector<std::string>& variants, int version) {
  Content c;
  Loader loader(roots, c);
  loader.load_game(game);
  // The digest covers every file read and every script: the game's own
  // first, then what an older version's overlays and the variants add.
  DigestInputs inputs(loader.roots(), c);
  Digest base;
  for (const auto& s : inputs.take()) base.add(s);
  c.base_digest = base.hex().substr(0, 8);
  loader.apply_version(version);
  c.version_layers = inputs.take();
  if (c.game_version != c.version)
    c.version_layers.push_back("version:" + std::to_string(c.game_version));
  for (const auto& v : variants) loader.apply_variant(v);
  loader.check_def_rulings();
  c.variant_layers = inputs.take();
  for (const auto& v : c.applied_variants) c.variant_layers.push_back("variant:" + v);
  std::vector<std::string> layers = c.version_layers;
  layers.insert(layers.end(), c.variant_layers.begin(), c.variant_layers.end());
  c.digest = layered_digest(c.base_digest, layers);
  return c;
}

}  // namespace arbiter
