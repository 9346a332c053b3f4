#include "core/content/content.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>

#include "core/base/cardref.h"
#include "core/base/digest.h"
#include "core/base/home.h"
#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/base/yaml_check.h"
#include "core/content/content_cache.h"
#include "core/content/content_digest.h"
#include "core/content/content_loader.h"
#include "core/content/file_keys.h"
#include "core/content/versions.h"

namespace fs = std::filesystem;

namespace arbiter {

int Content::zone_index(const std::string& n) const {
  for (size_t i = 0; i < zones.size(); ++i)
    if (zones[i].name == n) return static_cast<int>(i);
  return -1;
}

void Content::index_defs() {
  def_keys.clear();
  // Names first, then aliases, each keeping the first def that claims a key:
  // the order the scan below looks them up in.
  for (size_t i = 0; i < defs.size(); ++i)
    def_keys.emplace(name_key(defs[i].name), static_cast<int>(i));
  for (size_t i = 0; i < defs.size(); ++i)
    for (const auto& a : defs[i].aliases) def_keys.emplace(name_key(a), static_cast<int>(i));
}

int Content::def_index(const std::string& n) const {
  std::string f = name_key(n);
  if (!def_keys.empty()) {
    auto it = def_keys.find(f);
    return it == def_keys.end() ? -1 : it->second;
  }
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

const RulingDef* Content::ruling(const std::string& ruling_id) const {
  for (const auto& r : rulings)
    if (r.id == ruling_id) return &r;
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

namespace {

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

}  // namespace

ContentLoader::ContentLoader(const std::vector<std::string>& roots, Content& c)
    : roots_(distinct_roots(roots)), c_(c) {}

Content load_content_unguarded(const std::vector<std::string>& roots, const std::string& game,
                               const std::vector<std::string>& variants, int version);

Content load_content(const std::vector<std::string>& roots, const std::string& game,
                     const std::vector<std::string>& variants, int version) {
  try {
    // The cache is read and written around the load, never inside it: only
    // content that loads is kept, and every message about content comes
    // from the files themselves.
    ContentCache cache(roots, game, variants, version);
    if (std::optional<Content> kept = cache.find()) {
      kept->script_texts = cache.scripts();
      return std::move(*kept);
    }
    Content c = load_content_unguarded(roots, game, variants, version);
    cache.keep(c);
    c.script_texts = cache.scripts();
    return c;
  } catch (const std::bad_alloc&) {
    throw Error(Verdict::BadContent, "out of memory while loading game '" + game + "'" +
                                         (variants.empty() ? "" : " with " + join(variants)));
  }
}

Content load_content_unguarded(const std::vector<std::string>& roots, const std::string& game,
                               const std::vector<std::string>& variants, int version) {
  Content c;
  ContentLoader loader(roots, c);
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
  c.index_defs();
  return c;
}

}  // namespace arbiter
