// What is laid over a game's own files: an older version's overlays,
// variants (each change claimed, so two variants replacing the same thing
// conflict) and mod folders.
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

namespace {

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

}  // namespace

void ContentLoader::apply_variant(const std::string& id) {
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
void ContentLoader::apply_version(int version) {
  if (version == 0 || version == c_.version) return;
  claiming_ = false;
  for (const VersionDef* v : overlays_for(c_, version))
    apply_overlay(VariantInfo{"version-" + std::to_string(v->number), "", v->overlay,
                              c_.scripts_dir,
                              fs::path(c_.content_dir).parent_path().parent_path().string()});
  claiming_ = true;
  c_.game_version = version;
}

// A variant's or a version's file laid over the game.
void ContentLoader::apply_overlay(const VariantInfo& info) {
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
    Value value = base.kind == Value::Kind::List
                      ? scalar_value(f, it->second, "list", "rules." + key)
                      : loose_value(f, it->second, "rules." + key);
    if (kind_of(value) != kind_of(base))
      throw f.error(it->second, "rules." + key + ": expected " + kind_of(base) + " (game '" +
                                    c_.id + "' has " + key + ": " + written(base) + "), not " +
                                    kind_of(value) + " " + written(value));
    c_.rules[key] = value;
  }
  for (auto it = root["options"].begin(); root["options"] && it != root["options"].end(); ++it) {
    std::string key = it->first.Scalar();
    OptionDecl* o = nullptr;
    for (auto& od : c_.options)
      if (od.name == key) o = &od;
    if (!o)
      throw f.error(it->first,
                    "variant sets option '" + key + "', which game '" + c_.id + "' does not have");
    claim(f, it->first, "options." + key, id);
    o->value = f.str(it->second, "options." + key);
    check_option_value(f, it->second, *o, o->value);
  }
  if (root["players"]) {
    claim(f, root["players"], "players", id);
    read_players(f, root["players"], false);
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

// A second folder defining `what` must declare `overrides: true` at the top of `file`.
void ContentLoader::require_overrides(const fs::path& file, const std::string& what,
                                      const std::string& first) {
  YamlFile f = YamlFile::load(file.string(), Verdict::BadContent, folder_of(file.string(), roots_));
  const auto& o = f.root().IsMap() ? f.root()["overrides"] : YAML::Node();
  if (o && f.boolean(o, "overrides")) return;
  throw f.error(f.root(), what + " is defined twice (first in " + first +
                              "); a folder that means to replace it says `overrides: true`");
}

// A replacement after another variant's wrap or addition would silently undo it.
void ContentLoader::check_not_edited(const YamlFile& f, const YAML::Node& at,
                                     const std::string& what, const std::string& variant) {
  auto it = edited_.find(what);
  if (it != edited_.end() && it->second != variant)
    throw f.error(at, "variant '" + variant + "' replaces " + what + ", which variant '" +
                          it->second + "' changes: its change would be lost; list '" + variant +
                          "' first");
}

void ContentLoader::claim(const YamlFile& f, const YAML::Node& at, const std::string& what,
                          const std::string& variant) {
  if (!claiming_) return;
  auto [it, fresh] = claimed_.emplace(what, variant);
  if (!fresh && it->second != variant)
    throw f.error(at, "variants '" + it->second + "' and '" + variant + "' both replace " + what +
                          "; apply only one of them");
}

// A variant's `cards:` entry: fields it replaces (each claimed, so two
// variants replacing the same one conflict), a script it wraps and copies
// it adds or removes (these compose).
void ContentLoader::change_def(const YamlFile& f, const YAML::Node& n, const std::string& variant,
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
std::vector<std::pair<int, int>> ContentLoader::copy_list(const YamlFile& f, const YAML::Node& cp,
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

void ContentLoader::add_trigger(const YamlFile& f, const YAML::Node& n, const std::string& variant,
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

void ContentLoader::add_mod_folder(const fs::path& dir, const std::string& scripts) {
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

void ContentLoader::find_variants() {
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

}  // namespace arbiter
