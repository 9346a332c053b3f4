#include "core/records/record_mods.h"

#include <filesystem>
#include <map>
#include <mutex>
#include <set>

#include "core/base/cardref.h"
#include "core/base/error.h"
#include "core/base/text.h"
#include "core/content/content.h"

namespace arbiter {

namespace {

// The names a content defines: cards and characters (with their aliases), and variants.
std::set<std::string> names_of(const Content& c) {
  std::set<std::string> out;
  for (const auto& d : c.defs) {
    out.insert(d.name);
    for (const auto& a : d.aliases) out.insert(a);
  }
  for (const auto& v : c.variants) out.insert(v.id);
  return out;
}

// What each mod of a game adds to it by name, worked out once per search path.
struct ModNames {
  std::vector<std::set<std::string>> added;  // by mod, in mods_of order
  std::vector<bool> loads;                   // false: it does not load alone with the game
};

ModNames names_added(const std::vector<std::string>& roots, const std::string& game,
                     const std::vector<ModInfo>& mods) {
  static std::mutex lock;
  static std::map<std::string, ModNames> known;
  std::string key = game + "\n" + join(roots, "\n");
  for (const auto& m : mods) key += "\n" + m.digest;
  std::lock_guard<std::mutex> hold(lock);
  if (auto it = known.find(key); it != known.end()) return it->second;
  ModNames out;
  std::set<std::string> base;
  try {
    base = names_of(load_content(roots_with_mods(roots, game, {}), game));
  } catch (const Error&) {
    // The game itself does not load: judging says why.
  }
  for (const auto& m : mods) {
    std::set<std::string> added;
    bool loads = true;
    try {
      for (const auto& n : names_of(load_content(roots_with_mods(roots, game, {m}), game)))
        if (!base.count(n)) added.insert(n);
    } catch (const Error&) {
      loads = false;
    }
    out.added.push_back(added);
    out.loads.push_back(loads);
  }
  if (known.size() > 32) known.clear();
  return known[key] = out;
}

// Every text of the record that may name a card, a character or a variant.
std::string record_text(const Record& rec) {
  std::string out = join(rec.variants, "\n") + "\n";
  if (rec.setup) {
    YAML::Emitter e;
    e << rec.setup;
    out += std::string(e.c_str()) + "\n";
  }
  for (const auto& a : rec.actions) {
    out += a.text + "\n" + join(a.cards, "\n") + "\n";
    if (a.claims) {
      YAML::Emitter e;
      e << a.claims;
      out += std::string(e.c_str()) + "\n";
    }
  }
  return name_key(out);
}

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (c & 0x80);
}

// Whether the (folded) text names `name` as a whole word.
bool names(const std::string& text, const std::string& name) {
  std::string key = name_key(name);
  if (key.empty()) return false;
  for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + 1)) {
    bool before = at == 0 || !word_char(text[at - 1]) || !word_char(key.front());
    size_t end = at + key.size();
    bool after = end >= text.size() || !word_char(text[end]) || !word_char(key.back());
    if (before && after) return true;
  }
  return false;
}

// Whether the mod defines one of the variants (its folder holds the file).
bool holds_variant(const ModInfo& m, const std::string& game, const std::vector<std::string>& vs) {
  for (const auto& v : vs) {
    std::error_code ec;
    if (std::filesystem::exists(
            std::filesystem::path(m.root) / "content" / game / "variants" / (v + ".yaml"), ec))
      return true;
  }
  return false;
}

RecordContent named_mods(const Record& rec, const std::vector<std::string>& roots,
                         const std::vector<ModInfo>& mods, const std::vector<std::string>& extra) {
  RecordContent out;
  for (const auto& m : mods)
    if (holds_variant(m, rec.game, extra)) out.mods.push_back(m);
  for (const auto& [id, digest] : rec.mods) {
    const ModInfo* found = nullptr;
    for (const auto& m : mods)
      if (m.id == id && !found) found = &m;
    if (!found) {
      std::vector<std::string> ids;
      for (const auto& m : mods) ids.push_back(m.id);
      throw Error(Verdict::BadContent,
                  "the record was played with the mod '" + id + "'" +
                      (digest.empty() ? "" : " (digest " + digest + ")") +
                      ", which no folder on the content path holds for " + rec.game +
                      did_you_mean(id, ids) + ": looked in " + join(roots) +
                      " (add its folder with --content, or to ARBITER_CONTENT)");
    }
    if (!holds_variant(*found, rec.game, extra)) out.mods.push_back(*found);
    if (!digest.empty() && digest != found->digest) {
      out.mod_differs = true;
      out.warnings.push_back("the mod '" + id + "' in " + found->root + " is " + found->digest +
                             ", not " + digest +
                             " as the record was played with: the mod may have changed since; "
                             "judging with the mod found");
    }
  }
  out.roots = roots_with_mods(roots, rec.game, out.mods);
  return out;
}

}  // namespace

RecordContent record_content(const Record& rec, const std::vector<std::string>& roots,
                             const std::vector<std::string>& extra_variants) {
  std::vector<ModInfo> mods = mods_of(roots, rec.game);
  if (rec.mods_named) return named_mods(rec, roots, mods, extra_variants);
  RecordContent out;
  if (mods.empty()) {
    out.roots = roots;
    return out;
  }
  ModNames added = names_added(roots, rec.game, mods);
  std::string text = record_text(rec);
  std::vector<std::string> took;
  for (size_t i = 0; i < mods.size(); ++i) {
    std::vector<std::string> named;
    for (const auto& n : added.added[i])
      if (names(text, n)) named.push_back(n);
    // A mod that does not load on its own is taken: judging says what is wrong with it.
    bool asked = holds_variant(mods[i], rec.game, extra_variants);
    if (named.empty() && added.loads[i] && !asked) continue;
    out.mods.push_back(mods[i]);
    if (named.empty() && asked) continue;  // the command line's, no guess about the record
    if (named.size() > 3) named.resize(3);
    took.push_back("'" + mods[i].id + "' (" + mods[i].root + ")" +
                   (named.empty() ? "" : " for " + join_and(named)));
  }
  out.roots = roots_with_mods(roots, rec.game, out.mods);
  if (!took.empty())
    out.note = "the record names no mods: judged with the " +
               std::string(took.size() == 1 ? "mod " : "mods ") + join(took, "; ") + ", which " +
               rec.game + " itself lacks";
  return out;
}

std::vector<std::pair<std::string, std::string>> mods_to_name(const std::vector<std::string>& roots,
                                                              const std::string& game) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& m : mods_of(roots, game)) out.emplace_back(m.id, m.digest);
  return out;
}

std::string mod_did_you_mean(const std::vector<std::string>& roots, const std::string& game,
                             const std::string& word) {
  std::vector<ModInfo> mods = mods_of(roots, game);
  if (mods.empty()) return "";
  ModNames added = names_added(roots, game, mods);
  std::vector<std::string> all;
  for (const auto& set : added.added) all.insert(all.end(), set.begin(), set.end());
  std::string hint = did_you_mean(word, all);
  if (hint.empty()) return "";
  for (size_t i = 0; i < mods.size(); ++i)
    for (const auto& n : added.added[i])
      if (hint.find("'" + n + "'") != std::string::npos)
        return hint.substr(0, hint.rfind('?')) + " of the mod '" + mods[i].id + "' in " +
               mods[i].root + "?)";
  return hint;
}

}  // namespace arbiter
