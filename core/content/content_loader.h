// Loading a game's content (core/content/content.h): what load_content uses inside.
// The loader reads the game's own files (core/content/content_read.cpp), then lays
// an older version's overlays, variants and mods over them
// (core/content/content_overlay.cpp). Nothing outside the loading includes this.
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/base/text.h"
#include "core/base/yaml_check.h"
#include "core/content/content.h"

namespace arbiter {

// A value of a declared type ("int", "bool", "list", text) as written.
Value scalar_value(const YamlFile& f, const YAML::Node& n, const std::string& type,
                   const std::string& what);
// A rule value as written: booleans and integers keep their type.
Value loose_value(const YamlFile& f, const YAML::Node& n, const std::string& what);

class ContentLoader {
 public:
  ContentLoader(const std::vector<std::string>& roots, Content& c);

  const std::vector<std::string>& roots() const { return roots_; }

  // A definition's `ruling` names a ruling of the list, when the game keeps one.
  void check_def_rulings() const;

  void load_game(const std::string& game);

  void apply_variant(const std::string& id);

  // An older version's rules: its overlays, newest first. They claim
  // nothing, so a variant may still change what they restore.
  void apply_version(int version);

 private:
  // A variant's or a version's file laid over the game.
  void apply_overlay(const VariantInfo& info);

  const std::vector<std::string> roots_;
  bool claiming_ = true;  // false while an older version's overlay applies
  Content& c_;
  std::string origin_;                          // the folder whose files are being read
  std::map<std::string, std::string> claimed_;  // what a variant replaced -> which variant
  std::map<std::string, std::string>
      edited_;  // what a variant wrapped or added to -> which variant

  // A second folder defining `what` must declare `overrides: true` at the top of `file`.
  void require_overrides(const std::filesystem::path& file, const std::string& what,
                         const std::string& first);

  // A replacement after another variant's wrap or addition would silently undo it.
  void check_not_edited(const YamlFile& f, const YAML::Node& at, const std::string& what,
                        const std::string& variant);

  void claim(const YamlFile& f, const YAML::Node& at, const std::string& what,
             const std::string& variant);

  std::string join_types() const { return join(c_.types); }

  void read_game_yaml(const std::string& game);
  // game.yaml's `players`, or a variant's: a variant gives only what it
  // changes, and the counts are checked once laid over the game's.
  void read_players(const YamlFile& f, const YAML::Node& n, bool whole);

  // A file game.yaml names under `key`, inside content/<game>/, read.
  YamlFile named_file(const YamlFile& g, const YAML::Node& at, const std::string& key);

  // game.yaml `rulings: FILE`, or a mod's rulings.yaml: a list of {id, title,
  // text}, ids unique across the game and its mods.
  void read_rulings(const YamlFile& f);

  void read_state_values(const YamlFile& f, const YAML::Node& values);

  void read_zones(const YamlFile& f, const YAML::Node& zones);

  void read_options(const YamlFile& f, const YAML::Node& opts);

  // An option with declared values takes only those (as `--option` does).
  void check_option_value(const YamlFile& f, const YAML::Node& at, const OptionDecl& o,
                          const std::string& v) const;

  std::string script_file(const YamlFile& f, const YAML::Node& n, const std::string& dir);

  void read_def_file(const std::string& path, const std::string& type, const std::string& scripts);

  std::vector<std::string> def_keys() const;

  void fill_def(const YamlFile& f, const YAML::Node& n, CardDef& d, const std::string& scripts);

  void read_def(const YamlFile& f, const YAML::Node& n, const std::string& type,
                const std::string& scripts);

  // A variant's `cards:` entry: fields it replaces (each claimed, so two
  // variants replacing the same one conflict), a script it wraps and copies
  // it adds or removes (these compose).
  void change_def(const YamlFile& f, const YAML::Node& n, const std::string& variant,
                  const std::string& scripts);

  // Copies as written: a count of suitless copies, or a list of RankSuits.
  std::vector<std::pair<int, int>> copy_list(const YamlFile& f, const YAML::Node& cp,
                                             const std::string& what);

  void add_trigger(const YamlFile& f, const YAML::Node& n, const std::string& variant,
                   const std::string& scripts);

  void add_mod_folder(const std::filesystem::path& dir, const std::string& scripts);

  void find_variants();
};

}  // namespace arbiter
