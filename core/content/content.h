// A game as content: its definitions (cards, characters, roles, special cards)
// loaded from content/<game>/*.yaml, with variants overlaid, checked on load.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/base/error.h"
#include "core/base/value.h"
#include "core/content/hooks.h"

namespace arbiter {

enum class Visibility { Public, Owner, Hidden };

struct ZoneDef {
  std::string name;
  bool per_player = false;
  Visibility visibility = Visibility::Public;
  bool top_first = false;  // listed top first in the state tree (a draw pile)
  bool ordered = true;     // claims compare in order; false: as a multiset
  bool active = false;     // cards here give their modifiers and triggers to the owner
};

// A variant's wrapper around a card's script: the file returns a function
// that takes the module it wraps and returns the card's new module.
struct ScriptWrap {
  std::string script;   // path under scripts/<game>/ of the variant's folder
  std::string path;     // resolved file path
  std::string variant;  // which variant wraps
};

struct CardDef {
  std::string name;
  std::string type;
  bool anonymous = false;                   // written `RankSuit` alone (a standard deck)
  std::vector<std::pair<int, int>> copies;  // (rank, suit); (0, -1) for a suitless copy
  // RankSuits `copies` lists more than once on purpose (BANG!'s two Stagecoach
  // 9♠): `validate` warns of any other.
  std::vector<std::pair<int, int>> duplicates;
  std::vector<std::string> aliases;
  std::string text;
  std::string ruling;       // the ruling id that governs it, cited where the engine explains it
  std::string script;       // path under scripts/<game>/, or empty
  std::string script_path;  // resolved file path
  std::vector<ScriptWrap> wraps;  // applied in order around the script, innermost first
  std::map<std::string, Value> props;
  std::map<std::string, int> modifiers;
  int priority = 0;
  std::string origin;  // the content folder (root) that defines it
  SourceLoc loc;
};

// A ruling the game's narration and refusals cite by id (game.yaml `rulings`).
struct RulingDef {
  std::string id, title, text;
  std::string origin;  // the content folder (root) that lists it
  SourceLoc loc;
};

struct OptionDecl {
  std::string name;
  std::string value;                // the default
  std::vector<std::string> values;  // allowed values
  std::string text;
};

struct VariantInfo {
  std::string id;
  std::string description;
  std::string file;
  std::string scripts_dir;  // scripts/<game>/ of the folder the variant lives in
  std::string root;         // that folder
};

// A handler a variant adds to the game itself (`triggers:`): its module's
// `on` table answers events like a card in play, with no card and no owner.
struct TriggerDef {
  std::string name;
  std::string script, script_path;
  int priority = 0;
  std::string variant;
  SourceLoc loc;
};

// One version of a game, from game.yaml's changelog: what it changed, and
// whether its rules are installed (docs/authoring.md, "Versions").
struct VersionDef {
  int number = 1;
  std::vector<std::string> rulings;  // the rulings it changed
  std::string text;
  // Content digests that version had when it was the newest (no variant):
  // an older record without `game_version` is known by its `content`.
  std::vector<std::string> digests;
  std::string overlay;  // versions/N.yaml: restores it from version N+1; empty for the newest
  SourceLoc loc;
};

// A mod folder's `content/<game>/mod.yaml`: the version of the game it was
// written for (validate warns when the game has changed since).
struct ModDecl {
  std::string file;
  int game_version = 0;
};

struct StateDecl {
  std::vector<std::string> player;  // paths under each player, in order
  std::vector<std::string> game;    // top-level paths, in order
  std::vector<std::string> secret;  // player paths only their owner sees
  // The words a path may hold (The Gang's `result: [playing, won, lost]`),
  // named when a claim gives another; a player path is written without the player.
  std::map<std::string, std::vector<std::string>> values;
};

struct Content {
  std::string id, name, changelog;   // changelog: the old one-text form, when given so
  int version = 1;                   // the newest version (game.yaml `version`)
  int game_version = 1;              // the version in force (older ones: an overlay applied)
  std::vector<VersionDef> versions;  // the changelog, newest first
  // What the content digest adds to the game's own files: the version
  // overlays, then the variants (so an older version's digest with the same
  // variants can be worked out: core/content/versions.h).
  std::vector<std::string> version_layers, variant_layers;
  std::string base_digest;    // the digest of the newest version with no variant
  std::vector<ModDecl> mods;  // the mod folders that say which version they were written for
  int min_players = 2, max_players = 2, default_players = 0;
  std::vector<std::string> seat_names;
  std::string content_dir, scripts_dir;
  std::vector<std::string> lib_dirs;  // shared scripts (scripts/lib of each root)
  std::vector<std::string>
      mod_scripts_dirs;     // scripts/<game>/ of the other roots: mods' own helpers
  std::string game_script;  // resolved path of the game's rules script
  std::vector<ZoneDef> zones;
  std::map<std::string, std::string> type_home;  // type -> zone where its cards start
  std::vector<std::string> types;
  std::vector<CardDef> defs;
  std::vector<TriggerDef> triggers;  // from variants, in the order they were added
  std::map<std::string, std::string> def_prop_types;
  std::string draw_pile, refill_from;
  std::string refill_ruling;  // the ruling the narration of a refill cites, or empty
  std::string held_ruling;    // the ruling a refusal of a card not held cites, or empty
  // The bot levels the rules script's bot() plays (game.yaml `bots`: those
  // of kBotLevels and names of its own); at any other level a bot picks at
  // random without asking it. Not declared: every level asks.
  std::optional<std::vector<std::string>> bot_levels;
  std::map<std::string, Value> rules;
  std::vector<OptionDecl> options;
  std::vector<RulingDef> rulings;  // empty when the game declares none
  HookTable hooks;  // what card modules may define (game.yaml `hooks`, mods' hooks.yaml)
  StateDecl state;
  std::vector<VariantInfo> variants;                           // available
  std::vector<std::string> applied_variants;                   // in force, in order
  std::vector<std::pair<std::string, std::string>> def_files;  // game.yaml `files`: (file, type)
  std::vector<std::string> files;                              // every file read, for the digest
  std::string digest;  // hex, over content files and variants
  // Each name's and alias's folded key, built once loading is over (the
  // judging of a record looks names up at every step); empty while loading.
  std::unordered_map<std::string, int> def_keys;
  // The game's scripts (path -> text) as the content cache's check read and
  // hashed them (core/content/content_cache.h), so the Lua side compiles
  // those very bytes without opening each file again; null when the check
  // did not run (cache off, a link in the folders). Never encoded or digested.
  std::shared_ptr<const std::map<std::string, std::string>> script_texts;

  void index_defs();

  int zone_index(const std::string& name) const;
  int def_index(const std::string& name) const;  // by name or alias, folded; -1 if none
  std::vector<std::string> def_names() const;
  const OptionDecl* option(const std::string& name) const;
  const RulingDef* ruling(const std::string& ruling_id) const;
  std::vector<std::string> ruling_ids() const;
  // Rules texts etc. for a def by name.
};

// The bot levels every game offers (`--bots`, `--seat NAME=LEVEL`); a game's
// `bots` may add levels of its own.
inline const std::vector<std::string> kBotLevels{"random", "basic"};

// Where games are found: each root holds content/<game>/ and scripts/<game>/.
std::vector<std::string> content_roots(const std::vector<std::string>& extra);
std::vector<std::string> list_games(const std::vector<std::string>& roots);

// Loads one game with variants applied in order, under `version` of its
// rules (0: the newest). Throws Error (BadContent) on any problem, with
// file:line:column, and for a version that is not installed.
Content load_content(const std::vector<std::string>& roots, const std::string& game,
                     const std::vector<std::string>& variants = {}, int version = 0);

// A game or variant id must be a plain name, never a path.
bool valid_id(const std::string& id);

}  // namespace arbiter
