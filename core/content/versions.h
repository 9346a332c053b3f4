// Versions of a game's rules (game.yaml `version` and `changelog`): which
// rulings each version changed, which older versions are installed (an
// overlay in content/<game>/versions/), and which version a record was
// played under. docs/authoring.md, "Changing a game's rules".
#pragma once
#include <string>
#include <vector>

#include "core/base/yaml_check.h"
#include "core/content/content.h"

namespace arbiter {

// Reads game.yaml's `version` and `changelog` (and finds the overlays in
// versions/) into `c`, whose content_dir and rulings are already read.
void read_versions(const YamlFile& f, const YAML::Node& root, Content& c);

// The versions whose rules load, newest first: the newest, then each older
// one down to the first whose overlay is missing.
std::vector<int> installed_versions(const Content& c);

// The overlays that take the newest rules back to `version`, in the order
// they apply (newest first). Throws BadContent naming the installed versions.
std::vector<const VersionDef*> overlays_for(const Content& c, int version);

// The rulings the versions after `version` changed, in changelog order.
std::vector<std::string> rulings_since(const Content& c, int version);

// The digest of content whose own files digest to `base`, with `layers`
// (version overlays, variants) on top: the base itself when there are none.
std::string layered_digest(const std::string& base, const std::vector<std::string>& layers);

// The older version whose known digest, with the variants `c` has applied,
// is `digest`; 0 when none is. `c`: the newest version with a record's variants.
int version_of_digest(const Content& c, const std::string& digest);

// A mod folder's mod.yaml: `game_version: N`, the game's version it was written for.
ModDecl read_mod_decl(const YamlFile& f);

// Validate's warnings for mods written for another version than the installed one.
std::vector<std::string> mod_version_warnings(const Content& c);

// "version 2 (G17, G40): ..." lines for `arbiter games`, newest first.
std::vector<std::string> changelog_lines(const Content& c);

}  // namespace arbiter
