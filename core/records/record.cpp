#include "core/records/record.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <set>
#include <sstream>
#include <string_view>

#include "core/base/cardref.h"
#include "core/base/safe_file.h"
#include "core/base/text.h"
#include "core/content/content.h"
#include "core/content/file_keys.h"

namespace arbiter {

std::string check_player_name(const std::string& name) {
  static const std::set<std::string> reserved = {"deck", "random",  "expect", "note",   "discard",
                                                 "turn", "winners", "over",   "result", "hand",
                                                 "of",   "from",    "all",    "none"};
  if (name.empty() || !std::isalpha(static_cast<unsigned char>(name[0])))
    return "a player name starts with a letter";
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'))
      return "a player name has only letters, digits, '_' and '-'";
  if (reserved.count(fold_case(name)))
    return "'" + name + "' is a reserved word and cannot name a player";
  return "";
}

// The player an entry's key names, in any case, as `players` spells it; "" if none.
static std::string player_named(const std::vector<std::string>& players, const std::string& key) {
  for (const auto& p : players)
    if (fold_case(p) == fold_case(key)) return p;
  return "";
}

static std::vector<std::string> card_list(const YamlFile& f, const YAML::Node& n,
                                          const std::string& what) {
  if (n.IsScalar()) return split_commas(n.Scalar());
  if (n.IsSequence()) {
    std::vector<std::string> out;
    for (size_t i = 0; i < n.size(); ++i) {
      if (!n[i].IsScalar())
        throw f.error(n[i], what + "[" + std::to_string(i) + "]: expected a card");
      out.push_back(n[i].Scalar());
    }
    return out;
  }
  throw f.error(n, what + ": expected a card or a list of cards");
}

// Everything but the actions, from the parsed tree in r.file.
static void read_header(Record& r) {
  const YamlFile& f = r.file;
  const YAML::Node& root = f.root();
  if (!root.IsMap())
    throw f.error(root, "a record is a mapping with the keys arbiter, game, players and actions");
  f.check_keys(root, keys::kRecord.names(), "record");
  for (const char* key : {"arbiter", "game", "players", "actions"})
    if (!root[key]) throw f.error(root, std::string("record: the key '") + key + "' is required");
  r.version = f.integer(root["arbiter"], "arbiter");
  if (r.version != 1)
    throw f.error(root["arbiter"],
                  "arbiter: this arbiter reads record format 1, not " + std::to_string(r.version));
  r.game = f.str(root["game"], "game");
  if (!valid_id(r.game))
    throw f.error(root["game"], "game: '" + r.game +
                                    "' is not a game id (letters, digits, - and _; never a path)");
  if (root["game_version"]) {
    const auto& v = root["game_version"];
    const std::string s = v.IsScalar() ? v.Scalar() : "";
    if (s.empty() || s.size() > 6 || s[0] == '0' ||
        s.find_first_not_of("0123456789") != std::string::npos)
      throw f.error(v,
                    "game_version: expected the version of the game's rules the record was "
                    "played under, a whole number of 1 or more (`arbiter games` lists them)");
    r.game_version = std::stoi(s);
  }
  if (root["content"]) r.content = f.str(root["content"], "content");
  if (root["variants"]) r.variants = f.str_list(root["variants"], "variants");
  for (size_t i = 0; i < r.variants.size(); ++i) {
    const auto& v = r.variants[i];
    bool ok = !v.empty() && v.find("..") == std::string::npos && v.find('/') == std::string::npos;
    for (char c : v)
      ok = ok && (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_');
    if (!ok)
      throw f.error(root["variants"], "variants[" + std::to_string(i) + "]: '" + v +
                                          "' is not a variant id (a name, never a path)");
  }
  if (root["mods"]) {
    const YAML::Node& m = root["mods"];
    if (!m.IsNull()) f.require_map(m, "mods");
    r.mods_named = true;
    for (auto it = m.begin(); m.IsMap() && it != m.end(); ++it) {
      std::string id = f.str(it->first, "mods");
      if (id.empty() || id.find('/') != std::string::npos || id == "." || id == "..")
        throw f.error(it->first,
                      "mods: '" + id + "' is not a mod id (a folder's name, never a path)");
      r.mods.emplace_back(id, it->second.IsNull() ? "" : f.str(it->second, "mods." + id));
    }
  }
  if (root["seed"]) {
    const auto& s = root["seed"];
    if (!s.IsScalar() || s.Scalar().empty() ||
        s.Scalar().find_first_not_of("0123456789") != std::string::npos)
      throw f.error(s, "seed: expected a whole number of 0 or more");
    try {
      r.seed = std::stoull(s.Scalar());
    } catch (...) {
      throw f.error(s, "seed: too large");
    }
  }
  if (root["options"] && !root["options"].IsNull()) {
    f.require_map(root["options"], "options");
    for (auto it = root["options"].begin(); it != root["options"].end(); ++it)
      r.options[f.str(it->first, "options")] = f.str(it->second, "options." + it->first.Scalar());
  }
  f.require_list(root["players"], "players");
  for (size_t i = 0; i < root["players"].size(); ++i) {
    const auto& p = root["players"][i];
    std::string n = f.str(p, "players[" + std::to_string(i) + "]");
    std::string bad = check_player_name(n);
    if (!bad.empty()) throw f.error(p, "players[" + std::to_string(i) + "]: " + bad);
    // Unique without regard to case: labels and entries fold it.
    for (const auto& other : r.players)
      if (fold_case(other) == fold_case(n))
        throw f.error(p, "players[" + std::to_string(i) + "]: '" + n + "' sits twice" +
                             (other == n ? ""
                                         : " (as '" + other +
                                               "': names are told apart without regard to case)"));
    r.players.push_back(n);
  }
  r.setup = root["setup"] ? root["setup"] : YAML::Node(YAML::NodeType::Map);
  if (!r.setup.IsMap() && !r.setup.IsNull()) throw f.error(r.setup, "setup: expected a mapping");
  if (r.setup.IsMap())
    f.check_keys(
        r.setup,
        [&] {
          std::vector<std::string> keys;
          for (auto it = r.setup.begin(); it != r.setup.end(); ++it)
            keys.push_back(it->first.IsScalar() ? it->first.Scalar() : "");
          return keys;
        }(),
        "setup");  // duplicate keys
}

// For an entry YAML read as plain text: the two colons people slip on.
static std::string colon_hint(const YAML::Node& entry) {
  if (!entry.IsScalar()) return "";
  const std::string& text = entry.Scalar();
  if (text.find("\xEF\xBC\x9A") != std::string::npos)  // U+FF1A, the full-width colon
    return " (the colon after the name is a full-width '\xEF\xBC\x9A': YAML needs ': ', as in "
           "'Ann: end turn')";
  // `Ann:end turn`: a word, then a colon with no space after it.
  size_t colon =
      text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-");
  if (colon != std::string::npos && colon > 0 && colon + 1 < text.size() && text[colon] == ':' &&
      text[colon + 1] != ' ')
    return " (YAML needs a space after the colon, as in 'Ann: end turn')";
  return "";
}

// The actions as yaml-cpp read them.
static void read_actions(Record& r) {
  const YamlFile& f = r.file;
  const auto& acts = f.root()["actions"];
  if (!acts.IsNull()) f.require_list(acts, "actions");
  for (size_t i = 0; acts.IsSequence() && i < acts.size(); ++i) {
    const auto& a = acts[i];
    std::string where = "actions[" + std::to_string(i) + "] (step " + std::to_string(i + 1) + ")";
    if (!a.IsMap() || a.size() != 1)
      throw f.error(a, where +
                           ": every entry is a mapping with exactly one key: a player, deck, "
                           "random, expect or note" +
                           colon_hint(a));
    auto it = a.begin();
    if (!it->first.IsScalar()) throw f.error(a, where + ": the key must be a word");
    std::string key = it->first.Scalar();
    Entry e;
    e.step = static_cast<int>(i) + 1;
    e.at = f.at(a);
    const YAML::Node v = it->second;  // a copy: `it->` hands out a temporary
    if (key == "deck" || key == "random") {
      e.kind = key == "deck" ? Entry::Kind::Deck : Entry::Kind::Random;
      e.cards = card_list(f, v, where + "." + key);
      if (e.cards.empty()) throw f.error(v, where + ": a pin names at least one card");
    } else if (key == "expect") {
      e.kind = Entry::Kind::Expect;
      if (!v.IsMap())
        throw f.error(v, where + ": expect: expected a mapping of state paths to values");
      f.check_keys(
          v,
          [&] {
            std::vector<std::string> keys;
            for (auto jt = v.begin(); jt != v.end(); ++jt)
              keys.push_back(jt->first.IsScalar() ? jt->first.Scalar() : "");
            return keys;
          }(),
          where + ".expect");
      e.claims = v;
    } else if (key == "note") {
      e.kind = Entry::Kind::Note;
      e.text = v.IsScalar() ? v.Scalar() : "";
    } else {
      std::string player = player_named(r.players, key);
      if (player.empty()) {
        std::vector<std::string> keys = r.players;
        keys.insert(keys.end(), {"deck", "random", "expect", "note"});
        throw f.error(it->first,
                      where + ": '" + key +
                          "' is not a player of this record, nor deck, random, expect or note" +
                          did_you_mean(key, keys));
      }
      e.kind = Entry::Kind::Decision;
      e.player = player;
      if (!v.IsScalar())
        throw f.error(v, where + ": a decision is the label of one option, as text");
      e.text = v.Scalar();
    }
    r.actions.push_back(std::move(e));
  }
}

static void check_size(const std::string& text, const std::string& name) {
  if (text.size() > kMaxRecordBytes)
    throw Error(Verdict::BadRecord, name + ": the record is over " +
                                        std::to_string(kMaxRecordBytes) + " bytes, the limit (" +
                                        std::to_string(kMaxRecordBytes >> 20) + " MiB)");
}

Record parse_record_yaml(const std::string& text, const std::string& name) {
  check_size(text, name);
  Record r;
  r.file = YamlFile::parse(text, name, Verdict::BadRecord);
  read_header(r);
  read_actions(r);
  return r;
}

namespace {

// An action written the plain way, on one line: `- KEY: VALUE`.
struct PlainEntry {
  std::string_view key, value;
  int line = 0, col = 0;  // 1-based, of the key (where yaml-cpp places the entry)
};

// A plain value: one line of text that YAML reads as itself, with no quotes,
// escapes or comments, and that is not null.
bool plain_value(std::string_view v) {
  if (v.empty() || v.front() == ' ' || v.back() == ' ' || v.back() == ':') return false;
  if (std::string_view("-?:,[]{}#&*!|>'\"%@`").find(v.front()) != std::string_view::npos)
    return false;
  if (v == "~" || v == "null" || v == "Null" || v == "NULL") return false;
  if (v.find(": ") != std::string_view::npos || v.find(" #") != std::string_view::npos)
    return false;
  return true;
}

// Text yaml-cpp alone must judge, wherever it is (in a comment too): bytes
// that are not UTF-8, control characters (\r and tabs among them), YAML
// 1.1's other line breaks (NEL, LS, PS), C1 controls and byte order marks.
bool plain_text(std::string_view t) {
  if (bad_utf8(t) != std::string_view::npos) return false;
  for (unsigned char c : t)
    if ((c < 0x20 && c != '\n') || c == 0x7F) return false;
  for (size_t i = 0; i + 1 < t.size(); ++i)
    if (static_cast<unsigned char>(t[i]) == 0xC2 && static_cast<unsigned char>(t[i + 1]) < 0xA0)
      return false;
  for (std::string_view odd : {"\xE2\x80\xA8", "\xE2\x80\xA9", "\xEF\xBB\xBF"})
    if (t.find(odd) != std::string_view::npos) return false;
  return true;
}

// yaml-cpp refuses a key of more than 1024 characters written without `? `.
bool word(std::string_view k) {
  if (k.empty() || k.size() > 1000 || !std::isalpha(static_cast<unsigned char>(k[0]))) return false;
  for (char c : k)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) return false;
  return true;
}

// Where the actions start: just after a line `actions:` at the left margin
// (0-based line number in `line`), when every line after it is a plain entry,
// a comment or blank. Otherwise npos.
size_t plain_actions(const std::string& text, int& line, std::vector<PlainEntry>& out) {
  size_t at = text.rfind("actions:", 0) == 0 ? 0 : text.find("\nactions:");
  if (at == std::string::npos) return at;
  if (at > 0) ++at;
  size_t eol = text.find('\n', at);
  if (eol == std::string::npos) eol = text.size();
  if (text.find_first_not_of(' ', at + 8) < eol) return std::string::npos;
  line = static_cast<int>(
      std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  size_t body = eol < text.size() ? eol + 1 : eol;
  if (!plain_text(std::string_view(text).substr(body))) return std::string::npos;
  size_t indent = std::string::npos;
  int n = line + 1;
  for (size_t p = body; p < text.size(); ++n) {
    size_t e = text.find('\n', p);
    if (e == std::string::npos) e = text.size();
    std::string_view l(text.data() + p, e - p);
    p = e + 1;
    size_t lead = l.find_first_not_of(' ');
    if (lead == std::string_view::npos || l[lead] == '#') continue;  // blank, or a comment
    if (indent == std::string::npos) indent = lead;
    if (lead != indent || l.substr(lead, 2) != "- ") return std::string::npos;
    std::string_view rest = l.substr(lead + 2);
    size_t colon = rest.find(": ");
    if (colon == std::string_view::npos) return std::string::npos;
    PlainEntry pe{rest.substr(0, colon), rest.substr(colon + 2), n + 1, static_cast<int>(lead) + 3};
    if (!word(pe.key) || !plain_value(pe.value)) return std::string::npos;
    out.push_back(pe);
  }
  return body;
}

// The quick reading: yaml-cpp reads only what comes before the actions, and
// the plain entries after it are read here. Empty when the record is not of
// that shape, or has anything to refuse: the full reading then decides, so
// every message is the one it gives.
std::optional<Record> parse_plain(const std::string& text, const std::string& name) {
  int line = 0;
  std::vector<PlainEntry> entries;
  size_t body = plain_actions(text, line, entries);
  if (body == std::string::npos) return std::nullopt;
  Record r;
  try {
    r.file = YamlFile::parse(text.substr(0, body), name, Verdict::BadRecord);
    const YAML::Node& root = r.file.root();
    if (!root.IsMap()) return std::nullopt;
    bool placed = false;  // `actions:` is the key yaml-cpp read on that line, with nothing after it
    for (auto it = root.begin(); it != root.end(); ++it)
      placed = placed || (it->first.Scalar() == "actions" && it->first.Mark().line == line &&
                          it->second.IsNull());
    if (!placed) return std::nullopt;
    read_header(r);
  } catch (const Error&) {
    return std::nullopt;
  }
  if (r.file.nodes() + 3 * entries.size() > kMaxYamlNodes) return std::nullopt;
  for (const auto& pe : entries) {
    Entry e;
    e.step = static_cast<int>(r.actions.size()) + 1;
    e.at = SourceLoc{name, pe.line, pe.col};
    std::string value(pe.value);
    if (pe.key == "deck" || pe.key == "random") {
      e.kind = pe.key == "deck" ? Entry::Kind::Deck : Entry::Kind::Random;
      e.cards = split_commas(value);
      if (e.cards.empty()) return std::nullopt;
    } else if (pe.key == "note") {
      e.kind = Entry::Kind::Note;
      e.text = std::move(value);
    } else if (std::string player = player_named(r.players, std::string(pe.key)); !player.empty()) {
      e.kind = Entry::Kind::Decision;
      e.player = player;
      e.text = std::move(value);
    } else {
      return std::nullopt;  // expect, or a key to refuse
    }
    r.actions.push_back(std::move(e));
  }
  return r;
}

}  // namespace

Record parse_record(const std::string& text, const std::string& name) {
  check_size(text, name);
  if (std::optional<Record> r = parse_plain(text, name)) return std::move(*r);
  return parse_record_yaml(text, name);
}

Record read_record(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec))
    throw Error(Verdict::BadRecord, path + ": a folder, not a record");
  // A regular file only (a FIFO is refused at once, not waited on), and at
  // most one byte past the limit is read, whatever the file claims.
  std::string text = read_regular_file(path, kMaxRecordBytes, Verdict::BadRecord);
  try {
    return parse_record(text, path);
  } catch (const std::bad_alloc&) {
    throw Error(Verdict::BadRecord, path + ": out of memory while reading the record");
  }
}

static void emit_cards(YAML::Emitter& out, const std::vector<std::string>& cards) {
  bool comma = false;
  for (const auto& c : cards) comma = comma || c.find(',') != std::string::npos;
  if (comma) {
    out << YAML::Flow << YAML::BeginSeq;
    for (const auto& c : cards) out << c;
    out << YAML::EndSeq;
  } else {
    std::string s;
    for (size_t i = 0; i < cards.size(); ++i) s += (i ? ", " : "") + cards[i];
    out << s;
  }
}

std::string write_record(const Record& r) {
  YAML::Emitter out;
  out << YAML::BeginMap;
  out << YAML::Key << "arbiter" << YAML::Value << r.version;
  out << YAML::Key << "game" << YAML::Value << r.game;
  if (r.game_version) out << YAML::Key << "game_version" << YAML::Value << r.game_version;
  if (!r.content.empty()) out << YAML::Key << "content" << YAML::Value << r.content;
  if (!r.variants.empty()) {
    out << YAML::Key << "variants" << YAML::Value << YAML::Flow << YAML::BeginSeq;
    for (const auto& v : r.variants) out << v;
    out << YAML::EndSeq;
  }
  if (!r.mods.empty()) {
    out << YAML::Key << "mods" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (const auto& [id, digest] : r.mods) out << YAML::Key << id << YAML::Value << digest;
    out << YAML::EndMap;
  }
  out << YAML::Key << "seed" << YAML::Value << r.seed;
  if (!r.options.empty()) {
    out << YAML::Key << "options" << YAML::Value << YAML::Flow << YAML::BeginMap;
    for (const auto& [k, v] : r.options) out << YAML::Key << k << YAML::Value << v;
    out << YAML::EndMap;
  }
  out << YAML::Key << "players" << YAML::Value << YAML::Flow << YAML::BeginSeq;
  for (const auto& p : r.players) out << p;
  out << YAML::EndSeq;
  if (r.setup && r.setup.IsMap() && r.setup.size() > 0)
    out << YAML::Key << "setup" << YAML::Value << r.setup;
  out << YAML::Key << "actions" << YAML::Value << YAML::BeginSeq;
  for (const auto& e : r.actions) {
    out << YAML::BeginMap;
    switch (e.kind) {
      case Entry::Kind::Decision:
        out << YAML::Key << e.player << YAML::Value << e.text;
        break;
      case Entry::Kind::Deck:
        out << YAML::Key << "deck" << YAML::Value;
        emit_cards(out, e.cards);
        break;
      case Entry::Kind::Random:
        out << YAML::Key << "random" << YAML::Value;
        emit_cards(out, e.cards);
        break;
      case Entry::Kind::Expect:
        out << YAML::Key << "expect" << YAML::Value << e.claims;
        break;
      case Entry::Kind::Note:
        out << YAML::Key << "note" << YAML::Value << e.text;
        break;
    }
    out << YAML::EndMap;
  }
  out << YAML::EndSeq << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

void save_file(const std::string& path, const std::string& text, bool force) {
  namespace fs = std::filesystem;
  // A missing folder is made (a batch job's results/), as `mkdir -p` would.
  fs::path dir = fs::path(path).parent_path();
  std::error_code dir_ec;
  if (!dir.empty() && !fs::is_directory(dir, dir_ec)) {
    fs::create_directories(dir, dir_ec);
    std::error_code again;
    if (!fs::is_directory(dir, again))
      throw Error(Verdict::BadRecord, path + ": cannot make the folder " + dir.string() +
                                          (dir_ec ? ": " + dir_ec.message() : ""));
  }
  write_file_atomic(path, text, force);
}

}  // namespace arbiter
