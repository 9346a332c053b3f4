// arbiter validate: a game's content and scripts checked without playing,
// with file and line for each problem.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <memory>
#include <random>
#include <set>

#include "cli/common.h"
#include "cli/html.h"
#include "cli/levels.h"
#include "cli/people.h"
#include "core/base/base.h"
#include "core/checks/checks.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

// Names a record could not tell apart: an alias that is another card's name
// or alias (an error), or one definition listing the same RankSuit twice (a
// warning, unless its `duplicates` says the deck has them so: identical
// copies, such as BANG!'s two Stagecoach 9♠, need no telling apart).
struct Collisions {
  std::vector<std::string> errors, warnings;
};

bool suited(const CardDef& d) {
  return !d.copies.empty() && std::all_of(d.copies.begin(), d.copies.end(),
                                          [](const auto& rs) { return rs.second >= 0; });
}

// A definition whose copies have no rank and suit where the game's others of
// its type (those of other folders: the game's own, for a mod's card) all
// have them: a card a suited deck's checks (BANG!'s draw!) cannot read.
bool unsuited_in_suited_deck(const Content& c, const CardDef& d) {
  if (d.copies.empty() ||
      std::any_of(d.copies.begin(), d.copies.end(), [](const auto& rs) { return rs.second >= 0; }))
    return false;
  bool any = false;
  for (const auto& o : c.defs) {
    if (o.type != d.type || o.origin == d.origin || o.copies.empty()) continue;
    if (!suited(o)) return false;
    any = true;
  }
  return any;
}

// `warn_of` says whose warnings to give: a mod's validation warns about the
// mod's files, not about the installed games' (their own tests do).
Collisions label_collisions(const Content& c,
                            const std::function<bool(const CardDef&)>& warn_of = nullptr) {
  Collisions out;
  std::map<std::string, std::string> owner;  // folded name or alias -> definition
  for (const auto& d : c.defs) {
    std::vector<std::string> names{d.name};
    names.insert(names.end(), d.aliases.begin(), d.aliases.end());
    for (const auto& n : names) {
      std::string k = name_key(n);
      auto it = owner.find(k);
      if (it != owner.end() && it->second != d.name)
        out.errors.push_back(d.loc.str() + ": '" + n + "' (of " + d.name + ") is also a name of " +
                             it->second + ": records could not tell them apart");
      else
        owner[k] = d.name;
    }
    std::set<std::pair<int, int>> seen;
    if (warn_of && !warn_of(d)) continue;
    auto intended = [&](const std::pair<int, int>& rs) {
      return std::find(d.duplicates.begin(), d.duplicates.end(), rs) != d.duplicates.end();
    };
    for (const auto& rs : d.copies)
      if (rs.first != 0 && !seen.insert(rs).second && !intended(rs))
        out.warnings.push_back(
            d.loc.str() + ": warning: " + d.name + " lists " + rank_suit_text(rs.first, rs.second) +
            " twice: records write both copies alike (if the deck has them so, say it: "
            "duplicates: [" +
            rank_suit_text(rs.first, rs.second) + "])");
    if (unsuited_in_suited_deck(c, d))
      out.warnings.push_back(d.loc.str() + ": warning: " + d.name +
                             " has no rank and suit, as the game's other " + d.type +
                             "s have: give its copies one each, such as copies: [3♣]");
  }
  return out;
}

// What the text of the game's scripts shows without running them: calls of
// a ctx method by its old name (warnings, core/checks/old_names.h) and narration
// formats that cannot work (errors, core/api/narration_format.h). With folders,
// only files under them; a shared library's file once. Returns the errors.
int check_script_text(const Content& c, const std::set<std::string>& only) {
  static std::set<std::string> seen;
  int errors = 0;
  for (const auto& path : script_files(c)) {
    std::error_code ec;
    std::string file = std::filesystem::weakly_canonical(path, ec).string();
    bool mine = only.empty() || std::any_of(only.begin(), only.end(), [&](const std::string& d) {
                  return file.rfind(d + "/", 0) == 0;
                });
    if (!mine || !seen.insert(file).second) continue;
    std::string text = read_text(c, path);
    for (const auto& m : old_name_warnings(path, text)) std::cerr << printable_lines(m) << "\n";
    for (const auto& m : format_errors(path, text)) {
      std::cerr << printable_lines(m) << "\n";
      ++errors;
    }
  }
  return errors;
}

// Ruling ids the game's own scripts (not the shared libraries, which serve
// several games) cite as written that no rulings file declares: errors,
// which `test --coverage` finds only where a record reaches the line. A
// variant's wrappers and triggers are its scripts too. `said`: the messages
// given already (the base game's, before each variant's).
std::vector<std::string> unknown_rulings(const Content& c, const std::set<std::string>& only,
                                         std::set<std::string>& said) {
  std::vector<std::string> out;
  if (c.rulings.empty()) return out;
  std::set<std::string> files;
  for (const auto& f : script_files(c))
    if (std::none_of(c.lib_dirs.begin(), c.lib_dirs.end(),
                     [&](const std::string& d) { return f.rfind(d + "/", 0) == 0; }))
      files.insert(f);
  for (const auto& d : c.defs)
    for (const auto& w : d.wraps) files.insert(w.path);
  for (const auto& t : c.triggers) files.insert(t.script_path);
  for (const auto& path : files) {
    std::error_code ec;
    std::string file = std::filesystem::weakly_canonical(path, ec).string();
    if (path.empty() ||
        (!only.empty() && std::none_of(only.begin(), only.end(),
                                       [&](const auto& d) { return file.rfind(d + "/", 0) == 0; })))
      continue;
    for (const auto& [line, id] : cited_rulings(read_text(c, path))) {
      if (c.ruling(id)) continue;
      std::string m = path + ":" + std::to_string(line) + ": ruling '" + id +
                      "' is cited, and no rulings file of " + c.id + " declares it" +
                      did_you_mean(id, c.ruling_ids());
      if (said.insert(m).second) out.push_back(m);
    }
  }
  return out;
}

// Loads a game (and each variant) and compiles its scripts; prints problems.
int validate_game(const std::vector<std::string>& roots, const std::string& id,
                  const std::set<std::string>& only) {
  int bad = 0;
  auto mine = [&only](const CardDef& d) {
    std::error_code ec;
    return only.empty() || only.count(std::filesystem::weakly_canonical(d.origin, ec).string());
  };
  try {
    Content c = load_content(roots, id);
    ScriptHost host(c);
    Collisions col = label_collisions(c, mine);
    for (const auto& m : check_hooks(host)) col.errors.push_back(m);
    std::set<std::string> cited;
    for (const auto& m : unknown_rulings(c, only, cited)) col.errors.push_back(m);
    try {
      load_view(c);  // content/<game>/view.yaml, the table's layout
    } catch (const Error& e) {
      col.errors.push_back(e.what());
    }
    for (const auto& m : mod_version_warnings(c)) std::cerr << printable_lines(m) << "\n";
    int text_errors = check_script_text(c, only);
    for (const auto& m : col.warnings) std::cerr << printable_lines(m) << "\n";
    for (const auto& m : col.errors) std::cerr << printable_lines(m) << "\n";
    bad += static_cast<int>(col.errors.size()) + text_errors;
    std::cout << (col.errors.empty() && !text_errors ? green("ok") : red("FAIL")) << " "
              << printable(id) << " (" << c.defs.size() << " definitions, content " << c.digest
              << ")\n";
    for (int version : installed_versions(c)) {
      if (version == c.version) continue;
      try {
        Content cv = load_content(roots, id, {}, version);
        ScriptHost hv(cv);
        std::cout << green("ok") << " " << printable(id) << " version " << version << "\n";
      } catch (const Error& e) {
        ++bad;
        std::cout << red("FAIL") << " " << printable(id) << " version " << version << "\n";
        std::cerr << printable_lines(e.what()) << "\n";
      }
    }
    for (const auto& v : c.variants) {
      try {
        Content cv = load_content(roots, id, {v.id});
        ScriptHost hv(cv);
        // Only what the variant brings: the base game's problems are reported above.
        std::vector<std::string> fresh, errors = label_collisions(cv).errors;
        for (const auto& m : check_hooks(hv)) errors.push_back(m);
        for (const auto& m : unknown_rulings(cv, only, cited)) errors.push_back(m);
        for (const auto& m : errors)
          if (std::find(col.errors.begin(), col.errors.end(), m) == col.errors.end())
            fresh.push_back(m);
        for (const auto& m : fresh) std::cerr << printable_lines(m) << "\n";
        bad += static_cast<int>(fresh.size());
        std::cout << (fresh.empty() ? green("ok") : red("FAIL")) << " " << printable(id)
                  << " variant " << printable(v.id) << "\n";
      } catch (const Error& e) {
        ++bad;
        std::cout << red("FAIL") << " " << printable(id) << " variant " << printable(v.id) << "\n";
        std::cerr << printable_lines(e.what()) << "\n";
      }
    }
  } catch (const Error& e) {
    ++bad;
    std::cout << red("FAIL") << " " << printable(id) << "\n";
    std::cerr << printable_lines(e.what()) << "\n";
  }
  return bad;
}

}  // namespace

void add_validate(CLI::App& app) {
  auto dirs = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand(
      "validate",
      "Check content: schema, scripts, variants, colliding names.\n\n"
      "Reports unknown keys and wrong types, scripts that are missing or do not\n"
      "compile, variants that name what does not exist, card names or aliases\n"
      "that collide; warns where a script calls an engine method by an old name\n"
      "(docs/lua-api.md lists the new ones). With DIRs, only the games found there.\n\n"
      "Example:\n  arbiter validate my-mod/\n"
      "Exit: 0 all good; 2 a DIR that is not a folder; 3 a problem (printed on stderr with "
      "file:line:column).");
  cmd->add_option("dirs", *dirs,
                  "Content folders to check, each holding content/<game>/ and scripts/<game>/ "
                  "(default: every installed game)")
      ->type_name("DIR");
  cmd->callback([dirs] {
    auto roots = global().roots();
    for (const auto& d : *dirs) {
      if (!std::filesystem::is_directory(d)) throw Error(Verdict::BadRecord, d + ": not a folder");
      roots.push_back(d);
    }
    // With folders, their games: whole games, and mods that add to an installed one.
    std::vector<std::string> games = dirs->empty() ? list_games(roots) : std::vector<std::string>{};
    for (const auto& d : *dirs) {
      std::error_code ec;
      for (const auto& e :
           std::filesystem::directory_iterator(std::filesystem::path(d) / "content", ec))
        if (e.is_directory() &&
            std::find(games.begin(), games.end(), e.path().filename().string()) == games.end())
          games.push_back(e.path().filename().string());
    }
    std::sort(games.begin(), games.end());
    if (games.empty())
      throw Error(Verdict::BadContent,
                  "no game to check (a game is content/<game>/game.yaml under a folder)");
    int bad = 0;
    std::set<std::string> only;  // with folders, warnings about their files only
    for (const auto& d : *dirs) {
      std::error_code ec;
      only.insert(std::filesystem::weakly_canonical(d, ec).string());
    }
    for (const auto& id : games) bad += validate_game(roots, id, only);
    throw Exit{bad ? 3 : 0};
  });
}

}  // namespace arbiter::cli
