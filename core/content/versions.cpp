#include "core/content/versions.h"

#include <algorithm>
#include <filesystem>
#include <set>

#include "core/base/digest.h"
#include "core/base/text.h"

namespace fs = std::filesystem;

namespace arbiter {

namespace {

int version_number(const YamlFile& f, const YAML::Node& n, const std::string& what) {
  const std::string s = n.IsScalar() ? n.Scalar() : "";
  if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos ||
      s == "0" || s[0] == '0')
    throw f.error(n, what + ": expected a whole number of 1 or more, not '" + s +
                         "' (a game's version goes up by one with each change of its rules)");
  return std::stoi(s);
}

VersionDef* find(Content& c, int number) {
  for (auto& v : c.versions)
    if (v.number == number) return &v;
  return nullptr;
}

void read_entries(const YamlFile& f, const YAML::Node& log, Content& c) {
  f.require_list(log, "changelog");
  for (const auto& n : log) {
    f.check_keys(n, {"version", "rulings", "text", "digests"}, "changelog");
    if (!n["version"]) throw f.error(n, "changelog: each entry names its 'version'");
    VersionDef v;
    v.number = version_number(f, n["version"], "changelog.version");
    v.loc = f.at(n);
    if (v.number > c.version)
      throw f.error(n["version"], "changelog: version " + std::to_string(v.number) +
                                      " is newer than the game's version " +
                                      std::to_string(c.version));
    if (const VersionDef* first = find(c, v.number))
      throw f.error(n["version"], "changelog: version " + std::to_string(v.number) +
                                      " is listed twice (first at " + first->loc.str() + ")");
    if (n["rulings"]) v.rulings = f.str_list(n["rulings"], "changelog.rulings");
    if (n["text"]) v.text = f.str(n["text"], "changelog.text");
    if (n["digests"]) v.digests = f.str_list(n["digests"], "changelog.digests");
    for (const auto& r : v.rulings)
      if (!c.rulings.empty() && !c.ruling(r))
        throw f.error(n["rulings"], "changelog: ruling '" + r + "' is not in the game's rulings" +
                                        did_you_mean(r, c.ruling_ids()));
    c.versions.push_back(v);
  }
  if (!find(c, c.version))
    throw f.error(log, "changelog: no entry for version " + std::to_string(c.version) +
                           ", the game's version: say what it changed");
}

// versions/N.yaml restores version N from version N+1.
void find_overlays(const YamlFile& f, Content& c, bool structured) {
  fs::path dir = fs::path(c.content_dir) / "versions";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return;
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    if (e.path().extension() != ".yaml") continue;
    std::string stem = e.path().stem().string();
    bool number = !stem.empty() && stem.size() < 7 && stem[0] != '0' &&
                  stem.find_first_not_of("0123456789") == std::string::npos;
    int n = number ? std::stoi(stem) : 0;
    if (!number || n >= c.version)
      throw Error(Verdict::BadContent,
                  e.path().string() + ": a version overlay is named by the version it restores, " +
                      "1 to " + std::to_string(c.version - 1) + " (game.yaml's version is " +
                      std::to_string(c.version) + ")");
    VersionDef* v = find(c, n);
    if (!v && structured)
      throw f.error(f.root()["changelog"], "changelog: no entry for version " + stem + ", which " +
                                               e.path().string() + " restores");
    if (!v) {
      c.versions.push_back(VersionDef{n, {}, "", {}, "", f.at(f.root())});
      v = &c.versions.back();
    }
    v->overlay = e.path().string();
  }
}

}  // namespace

void read_versions(const YamlFile& f, const YAML::Node& root, Content& c) {
  c.version = root["version"] ? version_number(f, root["version"], "version") : 1;
  const YAML::Node& log = root["changelog"];
  bool structured = log && !log.IsScalar();
  if (structured) {
    read_entries(f, log, c);
  } else {
    c.changelog = log ? f.str(log, "changelog") : "";
    c.versions.push_back(VersionDef{c.version, {}, c.changelog, {}, "", f.at(root)});
  }
  find_overlays(f, c, structured);
  std::sort(c.versions.begin(), c.versions.end(),
            [](const VersionDef& a, const VersionDef& b) { return a.number > b.number; });
  c.game_version = c.version;
}

std::vector<int> installed_versions(const Content& c) {
  std::vector<int> out{c.version};
  for (int n = c.version - 1; n >= 1; --n) {
    const VersionDef* v = nullptr;
    for (const auto& d : c.versions)
      if (d.number == n) v = &d;
    if (!v || v->overlay.empty()) break;
    out.push_back(n);
  }
  return out;
}

std::vector<const VersionDef*> overlays_for(const Content& c, int version) {
  std::vector<int> installed = installed_versions(c);
  if (std::find(installed.begin(), installed.end(), version) == installed.end()) {
    std::vector<std::string> names;
    for (int n : installed) names.push_back(std::to_string(n));
    throw Error(Verdict::BadContent, c.name + " has no version " + std::to_string(version) +
                                         " installed; the installed " +
                                         (names.size() == 1 ? "version is " : "versions are ") +
                                         join_and(names));
  }
  std::vector<const VersionDef*> out;
  for (const auto& v : c.versions)  // newest first
    if (v.number < c.version && v.number >= version) out.push_back(&v);
  return out;
}

std::vector<std::string> rulings_since(const Content& c, int version) {
  std::vector<std::string> out;
  for (const auto& v : c.versions)
    if (v.number > version)
      for (const auto& r : v.rulings)
        if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
  return out;
}

std::string layered_digest(const std::string& base, const std::vector<std::string>& layers) {
  if (layers.empty()) return base;
  Digest d;
  d.add(base);
  for (const auto& l : layers) d.add(l);
  return d.hex().substr(0, 8);
}

int version_of_digest(const Content& c, const std::string& digest) {
  for (const auto& v : c.versions)
    if (v.number < c.version)
      for (const auto& known : v.digests)
        if (known == digest || layered_digest(known, c.variant_layers) == digest) return v.number;
  return 0;
}

ModDecl read_mod_decl(const YamlFile& f) {
  ModDecl m;
  m.file = f.name();
  f.require_map(f.root(), "mod.yaml");
  f.check_keys(f.root(), {"game_version"}, "mod.yaml");
  if (!f.root()["game_version"])
    throw f.error(f.root(),
                  "mod.yaml: 'game_version' is required: the version of the game the "
                  "mod was written for (`arbiter games` shows it)");
  m.game_version = version_number(f, f.root()["game_version"], "game_version");
  return m;
}

std::vector<std::string> mod_version_warnings(const Content& c) {
  std::vector<std::string> out;
  for (const auto& m : c.mods) {
    std::string head = m.file + ": warning: the mod was written for version " +
                       std::to_string(m.game_version) + " of " + c.name + ", ";
    if (m.game_version > c.version) {
      out.push_back(head + "but the installed " + c.name + " is version " +
                    std::to_string(c.version) + ", an older one");
    } else if (m.game_version < c.version) {
      std::vector<std::string> changed = rulings_since(c, m.game_version);
      out.push_back(head + "and the installed one is version " + std::to_string(c.version) +
                    (changed.empty() ? "" : ", which changed " + join_and(changed) + " since") +
                    ": check the mod against them and raise its game_version");
    }
  }
  return out;
}

std::vector<std::string> changelog_lines(const Content& c) {
  if (!c.changelog.empty()) return {c.changelog};
  std::vector<int> installed = installed_versions(c);
  std::vector<std::string> out;
  for (const auto& v : c.versions) {
    std::string line = "version " + std::to_string(v.number);
    if (!v.rulings.empty()) line += " (" + join(v.rulings) + ")";
    line += ": " + v.text;
    if (std::find(installed.begin(), installed.end(), v.number) == installed.end())
      line += " [not installed]";
    out.push_back(line);
  }
  return out;
}

}  // namespace arbiter
