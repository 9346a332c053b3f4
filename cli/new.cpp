// arbiter new card|variant|game: the files a modder starts from, written
// into a mod folder so that `validate` and `test` pass at once: a YAML
// entry, a script with the hooks the game declares for that kind (required
// ones defined, the others as comments), scenario records and their
// EXPECTED.json. Never overwrites a file it starts; the editor's files
// generated from the game (schemas/, types/) are written again each time.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/checks/checks.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/records.h"

namespace fs = std::filesystem;

namespace arbiter::cli {

namespace {

struct NewArgs {
  std::string what, game, name, type, dir = ".";
};

// `Throwing Knife` -> `throwing-knife`: the name of its files.
std::string slug(const std::string& name) {
  std::string out;
  for (unsigned char c : name) {
    if (std::isalnum(c))
      out += static_cast<char>(std::tolower(c));
    else if (!out.empty() && out.back() != '-')
      out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

// A YAML double-quoted string.
std::string yq(const std::string& s) {
  std::string out = "\"";
  for (char c : s) out += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
  return out + "\"";
}

// The modeline that names a YAML file's schema for the editor (the
// yaml-language-server), from a file `depth` folders below the mod folder.
std::string modeline(const std::string& game, const std::string& kind, int depth) {
  std::string up;
  for (int i = 0; i < depth; ++i) up += "../";
  return "# yaml-language-server: $schema=" + up + "schemas/" + game + "/" + kind +
         ".schema.json\n";
}

// The new files of one command, written into the mod folder only: never
// over a file or a link that is there, never through a folder that is a
// link leading out of the mod folder.
class Writer {
 public:
  explicit Writer(std::string dir) : dir_(std::move(dir)) {}
  void add(const std::string& rel, const std::string& text) { files_.push_back({rel, text}); }
  // Refuses, before anything is written, when one of the files is there
  // (a dangling link included) or its folder leads out of the mod folder;
  // makes the folders.
  void prepare() const {
    std::error_code ec;
    for (const auto& [rel, _] : files_)
      if (fs::exists(fs::symlink_status(fs::path(dir_) / rel, ec)))
        throw Error(Verdict::BadRecord,
                    (fs::path(dir_) / rel).string() + " exists already: nothing was written");
    fs::create_directories(dir_);
    for (const auto& [rel, _] : files_)
      make_folder_inside((fs::path(dir_) / rel).parent_path().string(), dir_);
  }
  void write() const {
    prepare();
    for (const auto& [rel, text] : files_) {
      fs::path p = fs::path(dir_) / rel;
      write_file_atomic(p.string(), text, false);
      std::cout << "wrote " << printable(p.string()) << "\n";
    }
  }

 private:
  std::string dir_;
  std::vector<std::pair<std::string, std::string>> files_;
};

// A neutral value of a Lua type, for a function that must return one.
std::string neutral(const std::string& type) {
  if (type.empty() || type.back() == '?') return "";
  if (type == "boolean") return "false";
  if (type == "integer" || type == "number") return "0";
  if (type == "string") return "\"\"";
  return "{}";
}

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> out;
  std::string w;
  for (char c : text + " ") {
    if (c == ' ' || c == '\n') {
      if (!w.empty()) out.push_back(w);
      w.clear();
    } else {
      w += c;
    }
  }
  return out;
}

// Text as `-- ` comment lines of at most about 75 characters.
std::string comment(const std::string& text, const std::string& indent,
                    const std::string& mark = "-- ") {
  std::string out, line;
  for (const auto& word : words_of(text)) {
    if (!line.empty() && line.size() + word.size() > 72) {
      out += indent + mark + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out += indent + mark + line + "\n";
  return out;
}

std::string hook_text(const HookDecl& h) {
  std::string s = h.when.empty() ? h.text : "Called " + h.when + ".";
  for (const auto& p : h.params)
    if (p.type != "Ctx" && !p.text.empty()) s += " " + p.name + ": " + p.text + ".";
  if (!h.returns.type.empty())
    s += " Returns " + h.returns.type + (h.returns.text.empty() ? "" : ": " + h.returns.text) + ".";
  return s;
}

std::string params(const HookDecl& h) {
  std::string s;
  for (const auto& p : h.params) s += (s.empty() ? "" : ", ") + p.name;
  return s;
}

// The module of a definition of `type`: the hooks it must have, defined;
// the others, commented out, to take up.
std::string card_script(const Content& c, const std::string& name, const std::string& type) {
  std::string s = "-- " + name + " (" + c.name + " " + type + "). `arbiter hooks " + c.id +
                  "` lists what a " + type + "'s module may define.\n---@type " + c.id + "." +
                  type + "\nreturn {\n";
  for (const auto& h : c.hooks.hooks) {
    if (c.hooks.find(h.name, type) != &h || h.retired) continue;
    s += comment(hook_text(h), "  ");
    std::string value;
    if (h.kind == "function") {
      std::string ret = neutral(h.returns.type);
      value = "function(" + params(h) + ")" + (ret.empty() ? " end" : " return " + ret + " end");
    } else if (h.kind == "events") {
      value = "{}";
    } else {
      value = h.kind == "boolean"   ? "false"
              : h.kind == "integer" ? "0"
              : h.kind == "string"  ? "\"\""
                                    : "{}";
    }
    s += std::string(h.required ? "  " : "  -- ") + h.name + " = " + value + ",\n";
  }
  return s + "}\n";
}

std::vector<std::string> players(const Content& c) {
  return seat_names(c, c.default_players ? c.default_players : c.min_players);
}

std::string record(const Content& c, const std::string& comment_text, const std::string& variants,
                   const std::string& last) {
  std::string s = modeline(c.id, "record", 1) + comment(comment_text, "", "# ") +
                  "arbiter: 1\ngame: " + c.id + "\n" + variants + "seed: 1\nplayers: [" +
                  join(players(c)) + "]\nactions:\n" + last;
  return s;
}

// The folder's EXPECTED.json with the record `name` expected to end as
// `entry`, or a new one; a name already there keeps its place. The file is
// read only if it is a regular file, not a link (a FIFO or a link to
// /dev/zero is refused at once), and of a record's size at most.
std::string expected_with(const fs::path& file, const std::string& name, const Json& entry) {
  std::string text = read_own_file(file.string(), kMaxRecordBytes, Verdict::BadRecord);
  Json all = Json::object();
  if (text.find_first_not_of(" \n\t\r") != std::string::npos)
    all = parse_json(text, printable(file.string()));
  if (!all.is_object())
    throw Error(Verdict::BadRecord, printable(file.string()) + ": not a JSON object");
  if (!name.empty()) all[name] = entry;
  return json_indented(all) + "\n";
}

// The editor's files, generated from the game and written again each time
// (`arbiter schema GAME --out DIR/schemas/GAME --force` renews the schemas
// after the mod changes): the schemas the YAML files' first lines name, and
// the Lua language server's annotations of the API and the game's hooks.
// The settings that name them, .luarc.json and luacheck's .luacheckrc, are
// written once and then the modder's. Each is checked before anything is
// written: inside the mod folder, absent or a regular file, never a link.
std::vector<std::pair<std::string, std::string>> editor_files(
    const std::string& dir, const Content& c, const std::vector<std::string>& roots) {
  std::vector<std::pair<std::string, std::string>> files;
  auto add = [&](const fs::path& p, std::string text) {
    make_folder_inside(p.parent_path().string(), dir);
    check_replaceable(p.string(), Verdict::BadRecord);
    files.push_back({p.string(), std::move(text)});
  };
  fs::path out = fs::path(dir) / "schemas" / c.id;
  for (const auto& k : schema_kinds(&c))
    add(out / (k.name + ".schema.json"), schema_json(k.name, &c));
  add(fs::path(dir) / "types" / (c.id + ".lua"), lua_types(c.hooks.declared ? &c : nullptr));
  fs::path luarc = fs::path(dir) / ".luarc.json";
  if (!fs::exists(fs::symlink_status(luarc)))
    add(luarc, json_indented({{"runtime.version", "Lua 5.4"},
                              {"runtime.builtin",
                               {{"io", "disable"},
                                {"os", "disable"},
                                {"package", "disable"},
                                {"debug", "disable"},
                                {"coroutine", "disable"}}},
                              {"workspace.library", {"types"}},
                              {"workspace.checkThirdParty", false},
                              {"diagnostics.globals", {"import", "freeze"}}}) +
                   "\n");
  fs::path rc = fs::path(dir) / ".luacheckrc";
  if (!fs::exists(fs::symlink_status(rc))) add(rc, luacheckrc(roots));
  return files;
}

void write_editor_files(const std::vector<std::pair<std::string, std::string>>& files) {
  for (const auto& [path, text] : files) {
    replace_own_file(path, text);
    std::cout << "wrote " << printable(path) << "\n";
  }
}

// The copies of a new definition of `type`: as the game's others of that
// type have them, a RankSuit where they carry rank and suit (a card of
// BANG!'s deck), else a count.
std::string copies_of(const Content& c, const std::string& type) {
  for (const auto& d : c.defs)
    if (d.type == type && !d.copies.empty())
      return d.copies.front().second >= 0
                 ? "[" + rank_suit_text(d.copies.front().first, d.copies.front().second) + "]"
                 : "1";
  return "1";
}

void new_card(const NewArgs& a, const std::vector<std::string>& roots) {
  Content c = load_content(roots, a.game);
  std::string type = a.type;
  if (type.empty()) {
    for (const auto& t : c.types)
      if (!c.hooks.names_for(t).empty() && type.empty()) type = t;
    if (type.empty() && !c.types.empty()) type = c.types.front();
  }
  if (std::find(c.types.begin(), c.types.end(), type) == c.types.end())
    throw Error(Verdict::BadRecord, "game '" + c.id + "' has no definition type '" +
                                        printable(type) + "'" + did_you_mean(type, c.types) +
                                        "; its types are " + printable(join(c.types)));
  // The type names a folder of scripts: a game that declares a path there
  // (`../../x`) would have new files written outside the mod folder.
  if (!valid_id(type))
    throw Error(Verdict::BadContent, "game '" + c.id + "' declares the definition type '" +
                                         printable(type) +
                                         "', which is not an id (letters, digits, - and _): "
                                         "nothing was written");
  if (c.def_index(a.name) >= 0)
    throw Error(Verdict::BadRecord,
                "game '" + c.id + "' has a definition named '" + a.name + "' already");
  std::string s = slug(a.name);
  if (s.empty())
    throw Error(Verdict::BadRecord, "'" + a.name + "' has no letter or digit to name its files by");
  std::string script = type + "s/" + s + ".lua";
  std::string yaml = modeline(c.id, "definitions", 2) + "# " + a.name + ", added to " + c.name +
                     " by this mod folder. `arbiter schema " + c.id +
                     "` lists every key.\n- name: " + yq(a.name) + "\n  type: " + type +
                     "\n  copies: " + copies_of(c, type) + "\n  script: " + script +
                     "\n  text: " + yq("What " + a.name + " does.") + "\n";
  for (const auto& [prop, t] : c.def_prop_types) yaml += "  # " + prop + ": (" + t + ")\n";
  Writer w(a.dir);
  w.add("content/" + c.id + "/" + s + ".yaml", yaml);
  w.add("scripts/" + c.id + "/" + script, card_script(c, a.name, type));
  w.add(
      "records/" + s + ".yaml",
      record(
          c,
          "A scenario record for " + a.name +
              ": give the position it needs under `setup:` (docs/games/" + c.id +
              ".md), the decisions that use it, and claims (`expect`) that fail without its rule.",
          "", "  - note: " + yq(a.name + " is in the game") + "\n  - expect: {over: false}\n"));
  std::string first = players(c).front();
  w.add(
      "records/" + s + "-refused.yaml",
      record(c,
             "A record arbiter must refuse, listed in EXPECTED.json with the step and a part of "
             "the reason: here " +
                 first + " plays " + a.name + " before holding it or at a time that is not theirs.",
             "", "  - " + first + ": " + yq("play " + a.name) + "\n"));
  w.prepare();
  fs::path exp = fs::path(a.dir) / "records" / "EXPECTED.json";
  std::string merged = expected_with(exp, s + "-refused", {{"exit", 1}, {"step", 1}});
  auto editor = editor_files(a.dir, c, roots);
  w.write();
  replace_own_file(exp.string(), merged);
  std::cout << "wrote " << printable(exp.string()) << "\n";
  write_editor_files(editor);
  std::cout << "next: arbiter --content " << printable(a.dir) << " validate " << printable(a.dir)
            << " && arbiter --content " << printable(a.dir) << " test "
            << printable((fs::path(a.dir) / "records").string()) << "\n";
}

void new_variant(const NewArgs& a, const std::vector<std::string>& roots) {
  Content c = load_content(roots, a.game);
  std::string id = valid_id(a.name) ? a.name : slug(a.name);
  if (!valid_id(id))
    throw Error(Verdict::BadRecord,
                "'" + a.name + "' cannot name a variant (letters, digits, - and _)");
  for (const auto& v : c.variants)
    if (v.id == id)
      throw Error(Verdict::BadRecord,
                  "game '" + c.id + "' has a variant '" + id + "' already (" + v.file + ")");
  std::string yaml =
      "# yaml-language-server: $schema=../../../schemas/" + c.id + "/variant.schema.json\n" +
      comment("A house rule for " + c.name + ". It overlays the game: change a rule below, or " +
                  "definitions (cards:), or add triggers (docs/authoring.md, \"Part 3: a house "
                  "rule\").",
              "", "# ") +
      "description: " + yq(id + ": what the house rule changes.") + "\n";
  if (!c.rules.empty()) {
    yaml += "# rules:\n";
    for (const auto& [k, v] : c.rules) yaml += "#   " + k + ": " + v.text() + "\n";
  }
  Writer w(a.dir);
  w.add("content/" + c.id + "/variants/" + id + ".yaml", yaml);
  w.add("records/" + id + ".yaml",
        record(c,
               "A scenario record played with the variant " + id +
                   ": give a position under `setup:`, the decisions, and " +
                   "claims (`expect`) that hold with the variant and fail without it.",
               "variants: [" + id + "]\n", "  - expect: {over: false}\n"));
  w.prepare();
  auto editor = editor_files(a.dir, c, roots);
  w.write();
  write_editor_files(editor);
  std::cout << "next: arbiter --content " << printable(a.dir) << " validate " << printable(a.dir)
            << " && arbiter --content " << printable(a.dir) << " test "
            << printable((fs::path(a.dir) / "records").string()) << "\n";
}

// A small whole game: each player is dealt one card and plays it; the
// highest rank wins. Its card hook, rulings and records are the examples.
// The new game's content files: game.yaml, its one card, rulings and hooks.
void add_content_files(Writer& w, const std::string& id, const std::string& title) {
  std::string g = "content/" + id + "/";
  w.add(g + "game.yaml",
        "# yaml-language-server: $schema=../../schemas/" + id + "/game.schema.json\n" +
            comment(title +
                        ": each player is dealt one card and plays it; the highest rank wins. "
                        "`arbiter schema " +
                        id + "` lists every key; docs/authoring.md explains them.",
                    "", "# ") +
            "id: " + id + "\nname: " + yq(title) +
            "\nversion: 1\nchangelog: \"1: the first version.\"\n"
            "players: {min: 2, max: 4, default: 2}\nscript: game.lua\nrulings: "
            "rulings.yaml\nhooks: hooks.yaml\n"
            "files:\n  - {file: cards.yaml, type: card}\ntypes:\n  card: deck\nzones:\n"
            "  - {name: deck, owner: game, visibility: hidden, order: top_first}\n"
            "  - {name: hand, owner: player, visibility: owner, order: unordered}\n"
            "  - {name: played, owner: game, visibility: public}\n"
            "draw_pile: deck\nstate:\n  player: [hand]\n  game: [played, turn]\n");
  w.add(g + "cards.yaml", "# yaml-language-server: $schema=../../schemas/" + id +
                              "/cards.schema.json\n"
                              "- name: Card\n  anonymous: true\n  copies: [2♠, 3♠, 4♠, 5♠, 6♠, 7♠, "
                              "8♠, 9♠]\n  script: cards/card.lua\n"
                              "  text: A card worth its rank.\n");
  w.add(g + "rulings.yaml", "# yaml-language-server: $schema=../../schemas/" + id +
                                "/rulings.schema.json\n"
                                "- id: " +
                                id +
                                "-1\n  title: The deal\n  text: Each player is dealt one card.\n"
                                "- id: " +
                                id +
                                "-2\n  title: The highest rank wins\n  text: >-\n"
                                "    In seat order each player plays their card; the highest rank "
                                "wins, ties share the win.\n");
  w.add(g + "hooks.yaml", "# yaml-language-server: $schema=../../schemas/" + id +
                              "/hooks.schema.json\n" +
                              comment("What the rules read from a card's module: `arbiter "
                                      "validate` refuses any other field.",
                                      "", "# ") +
                              "hooks:\n  - name: play\n    of: [card]\n    kind: function\n    "
                              "required: true\n    params:\n"
                              "      - {name: ctx, type: Ctx}\n      - {name: me, type: integer, "
                              "text: the seat playing the card}\n"
                              "      - {name: card, type: integer, text: the card played}\n"
                              "    returns: {type: integer, text: the card's worth}\n    when: "
                              "when its player plays it\n");
}

// The new game's Lua: the rules script and the card's module.
void add_script_files(Writer& w, const std::string& id, const std::string& title) {
  std::string sc = "scripts/" + id + "/";
  w.add(sc + "game.lua",
        "-- " + title +
            ": the rules. Each player is dealt one card and plays it; the highest\n"
            "-- worth (the card module's `play`) wins. docs/lua-api.md lists every ctx "
            "method.\nlocal game = {}\n\n"
            "function game.setup(ctx, s)\n"
            "  for _, key in ipairs(s._keys or {}) do ctx:setup_error(\"setup.\" .. key, \"this "
            "game's setup takes nothing\") end\n"
            "  ctx:shuffle(0, \"deck\")\n  for _, p in ipairs(ctx:living()) do ctx:draw(p, "
            "\"hand\") end\n"
            "  ctx:logf(\"" +
            id +
            "-1\", \"Each player is dealt one card\")\n  ctx:set_turn(1)\nend\n\n"
            "function game.run(ctx)\n  local best, winners = -1, {}\n  for _, p in "
            "ipairs(ctx:living(1)) do\n"
            "    ctx:set_turn(p)\n    local opts = {}\n"
            "    for _, c in ipairs(ctx:zone(p, \"hand\")) do opts[#opts + 1] = {label = \"play \" "
            ".. ctx:label(c), card = c} end\n"
            "    local _, i = ctx:choose(p, opts, {}, ctx:name(p) .. \": play your card\")\n"
            "    local card = opts[i].card\n    ctx:move(card, 0, \"played\")\n"
            "    local worth = ctx:script(card).play(ctx, p, card)\n"
            "    if worth > best then\n      best, winners = worth, {p}\n    elseif worth == best "
            "then\n"
            "      winners[#winners + 1] = p\n    end\n  end\n"
            "  ctx:logf(\"" +
            id + "-2\", \"The highest card wins\")\n  ctx:finish(winners)\nend\n\nreturn game\n");
  w.add(sc + "cards/card.lua", "-- A card worth its rank.\n---@type " + id +
                                   ".card\nreturn {\n"
                                   "  play = function(ctx, me, card)\n    ctx:logf(\"" +
                                   id +
                                   "-2\", \"%p plays %c\", me, card)\n"
                                   "    return ctx:rank(card)\n  end,\n}\n");
}

// The game's first records, one played by bots and one refused, listed in
// EXPECTED.json, and the editor's files; says what to run next.
void write_first_records(const NewArgs& a, const std::vector<std::string>& roots_in) {
  const std::string& id = a.game;
  // A game between bots, written as a record: it passes at once.
  auto roots = roots_in;
  roots.push_back(a.dir);
  Content c = load_content(roots, id);
  ScriptHost host(c);
  std::vector<std::string> seats = seat_names(c, 2);
  Game game(host, GameConfig{seats, 1, {}});
  Record rec;
  rec.game = id;
  rec.content = c.digest;
  rec.seed = 1;
  rec.players = seats;
  PlayResult res = play_game(game, std::move(rec), PlayOptions{});
  Writer r(a.dir);
  r.add("records/" + id + "-bots.yaml",
        modeline(id, "record", 1) +
            "# A game between bots (seed 1), written by `arbiter new game`.\n" +
            write_record(res.record));
  r.add("records/" + id + "-refused.yaml",
        modeline(id, "record", 1) +
            "# Bob plays before Ann: refused at step 1 (EXPECTED.json).\narbiter: 1\ngame: " + id +
            "\nseed: 1\nplayers: [Ann, Bob]\nactions:\n  - Bob: play 2♠\n");
  r.prepare();
  fs::path exp = fs::path(a.dir) / "records" / "EXPECTED.json";
  std::string merged = expected_with(exp, id + "-refused",
                                     {{"exit", 1}, {"step", 1}, {"says", "Bob cannot act now"}});
  auto editor = editor_files(a.dir, c, roots);
  r.write();
  replace_own_file(exp.string(), merged);
  std::cout << "wrote " << printable(exp.string()) << "\n";
  write_editor_files(editor);
  std::cout << "next: arbiter --content " << printable(a.dir) << " validate " << printable(a.dir)
            << " && arbiter --content " << printable(a.dir) << " test "
            << printable((fs::path(a.dir) / "records").string()) << "\n";
}

void new_game(const NewArgs& a, const std::vector<std::string>& roots_in) {
  const std::string& id = a.game;
  if (!valid_id(id))
    throw Error(Verdict::BadRecord, "'" + id + "' is not a game id (letters, digits, - and _)");
  auto installed = list_games(roots_in);
  if (std::find(installed.begin(), installed.end(), id) != installed.end())
    throw Error(Verdict::BadRecord, "a game '" + id + "' is installed already");
  std::string title = a.name.empty() ? id : a.name;
  Writer w(a.dir);
  add_content_files(w, id, title);
  add_script_files(w, id, title);
  // EXPECTED.json is refused now, before anything is written, if it is not
  // a file that can be kept up to date.
  expected_with(fs::path(a.dir) / "records" / "EXPECTED.json", "", nullptr);
  w.write();
  write_first_records(a, roots_in);
}

}  // namespace

void add_new(CLI::App& app) {
  auto a = std::make_shared<NewArgs>();
  auto* cmd =
      app.add_subcommand("new",
                         "Write the files a mod starts from: a card, a variant or a game.\n\n"
                         "new card GAME NAME: the definition, its script with the hooks GAME\n"
                         "declares for its type, and two scenario records (one refused, in\n"
                         "EXPECTED.json). new variant GAME NAME: a variant file and a record\n"
                         "played with it. new game NAME: a small whole game. Files go into the\n"
                         "mod folder --dir (default: here), never over an existing file; then\n"
                         "`validate` and `test` pass at once.\n\n"
                         "Example:\n  arbiter new card bang 'Throwing Axe' --dir my-mod\n"
                         "  arbiter --content my-mod test my-mod/records");
  cmd->add_option("what", a->what, "card, variant or game")
      ->required()
      ->check(CLI::IsMember({"card", "variant", "game"}));
  cmd->add_option("game", a->game, "The game (for a new game: its id)")->required();
  cmd->add_option("name", a->name, "The card's or the variant's name");
  cmd->add_option("--type", a->type,
                  "The definition type of a new card (default: the first with hooks)");
  cmd->add_option("--dir", a->dir, "The mod folder to write into (default: .)")->type_name("DIR");
  cmd->callback([a] {
    if (a->what == "card") {
      if (a->name.empty())
        throw Error(Verdict::BadRecord, "new card GAME NAME: give the card's name");
      auto roots = global().roots();
      if (fs::is_directory(fs::path(a->dir) / "content")) roots.push_back(a->dir);
      new_card(*a, roots);
    } else if (a->what == "variant") {
      if (a->name.empty())
        throw Error(Verdict::BadRecord, "new variant GAME NAME: give the variant's name");
      auto roots = global().roots();
      if (fs::is_directory(fs::path(a->dir) / "content")) roots.push_back(a->dir);
      new_variant(*a, roots);
    } else {
      new_game(*a, global().roots());
    }
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
