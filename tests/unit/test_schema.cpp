// The JSON schemas (`arbiter schema`) and the loaders agree on every key:
// each loader is given an unknown key at each place, and the keys its
// message says it accepts are exactly those of the schema's table there.
#include <catch2/catch.hpp>
#include <regex>
#include <set>

#include "core/content/content.h"
#include "core/content/file_keys.h"
#include "core/content/schema.h"
#include "core/records/record.h"
#include "core/records/view.h"
#include "mod_dir.h"

using namespace arbiter;

namespace {

// The keys an "unknown key" message lists after "expected one of: ".
std::set<std::string> accepted(const std::string& message) {
  std::set<std::string> out;
  auto at = message.find("expected one of: ");
  if (at == std::string::npos) return out;
  std::string rest = message.substr(at + 17);
  rest = rest.substr(0, rest.find('\n'));
  size_t start = 0;
  while (start <= rest.size()) {
    size_t comma = rest.find(", ", start);
    out.insert(rest.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return out;
}

std::set<std::string> table(const KeyTable& t, std::vector<std::string> more = {}) {
  std::set<std::string> out(more.begin(), more.end());
  for (const auto& k : t.keys) out.insert(k.name);
  return out;
}

// What loading the fixture game, with `edit` applied to a copy, says.
std::string load_error(const std::function<void(const ModDir&)>& edit,
                       const std::vector<std::string>& variants = {}) {
  ModDir mod("schema");
  mod.copy_fixtures();
  edit(mod);
  try {
    load_content({mod.root.string()}, "duelists", variants);
  } catch (const Error& e) {
    return e.what();
  }
  return "loaded without an error";
}

void append(const ModDir& mod, const std::string& rel, const std::string& text) {
  mod.write(rel, mod.read(rel) + text);
}

const char* kGameYaml = "content/duelists/game.yaml";

}  // namespace

TEST_CASE("schema: every key a loader accepts is in the schema, and no other", "[schema]") {
  using namespace keys;
  auto check = [](const std::string& what, const std::string& message,
                  const std::set<std::string>& want) {
    INFO(what << ": " << message);
    CHECK(accepted(message) == want);
  };
  check("game.yaml", load_error([](const ModDir& m) { append(m, kGameYaml, "zz_unknown: 1\n"); }),
        table(kGame));
  check("players", load_error([](const ModDir& m) {
          m.write(kGameYaml, std::regex_replace(m.read(kGameYaml), std::regex("max: 4\\}"),
                                                "max: 4, zz_unknown: 1}"));
        }),
        table(kPlayers));
  check("zone", load_error([](const ModDir& m) {
          m.write(kGameYaml, std::regex_replace(m.read(kGameYaml), std::regex("zones:\n"),
                                                "zones:\n  - {name: zz, zz_unknown: 1}\n"));
        }),
        table(kZone));
  check("files", load_error([](const ModDir& m) {
          m.write(kGameYaml, std::regex_replace(m.read(kGameYaml), std::regex("type: card\\}"),
                                                "type: card, zz_unknown: 1}"));
        }),
        table(kFileEntry));
  check("options", load_error([](const ModDir& m) {
          append(m, kGameYaml, "options:\n  o: {default: a, zz_unknown: 1}\n");
        }),
        table(kOptionDecl));
  check("state", load_error([](const ModDir& m) {
          m.write(kGameYaml, std::regex_replace(m.read(kGameYaml), std::regex("state:\n"),
                                                "state:\n  zz_unknown: 1\n"));
        }),
        table(kState));
  check("definition", load_error([](const ModDir& m) {
          append(m, "content/duelists/cards.yaml", "- {name: Zz, zz_unknown: 1}\n");
        }),
        table(kDefinition));
  check("rulings", load_error([](const ModDir& m) {
          append(m, kGameYaml, "rulings: zz.yaml\n");
          m.write("content/duelists/zz.yaml", "- {id: Z1, zz_unknown: 1}\n");
        }),
        table(kRuling));
  auto hooks = [](const std::string& text) {
    return load_error([text](const ModDir& m) { m.write("content/duelists/hooks.yaml", text); });
  };
  check("hooks file", hooks("zz_unknown: 1\n"), table(kHooksFile));
  check("hook", hooks("hooks:\n  - {name: a, of: [card], kind: boolean, zz_unknown: 1}\n"),
        table(kHook));
  check("hook param",
        hooks("hooks:\n  - {name: a, of: [card], kind: function, params: [{name: x, type: integer, "
              "zz_unknown: 1}]}\n"),
        table(kHookParam));
  check("event", hooks("events:\n  - {name: e, zz_unknown: 1}\n"), table(kEvent));
  auto variant = [](const std::string& text) {
    return load_error(
        [text](const ModDir& m) { m.write("content/duelists/variants/zz.yaml", text); }, {"zz"});
  };
  check("variant", variant("zz_unknown: 1\n"), table(kVariant));
  check("variant cards", variant("cards:\n  - {name: Shot, zz_unknown: 1}\n"),
        table(kCardChange, kDefinition.names()));
  check("trigger", variant("triggers:\n  - {name: T, script: shot.lua, zz_unknown: 1}\n"),
        table(kTrigger));
  // view.yaml is read apart from the rest of the content (core/records/view_decl.cpp).
  auto view = [](const std::string& text) {
    ModDir mod("schema-view");
    mod.copy_fixtures();
    mod.write("content/duelists/view.yaml", text);
    try {
      load_view(load_content({mod.root.string()}, "duelists"));
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("read without an error");
  };
  check("view", view("zz_unknown: 1\n"), table(kView));
  check("view seat", view("seat: {zz_unknown: 1}\n"), table(kViewSeat));
  check("view game", view("game: {zz_unknown: 1}\n"), table(kViewGame));
  check("view badge", view("seat: {badges: [{path: life, zz_unknown: 1}]}\n"), table(kViewBadge));
  check(
      "view bound",
      view("game: {tracks: [{name: t, markers: [{path: turn}], min: 0, max: {zz_unknown: 1}}]}\n"),
      table(kViewBound));
  check("view row", view("seat: {rows: [{zone: hand, zz_unknown: 1}]}\n"), table(kViewRow));
  check("view track", view("game: {tracks: [{name: t, zz_unknown: 1}]}\n"), table(kViewTrack));
  ModDir rec("schema-record");
  rec.write("r.yaml",
            "arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions: []\nzz_unknown: 1\n");
  std::string message = "read without an error";
  try {
    read_record((rec.root / "r.yaml").string());
  } catch (const Error& e) {
    message = e.what();
  }
  check("record", message, table(kRecord));
}

TEST_CASE("schema: each kind's schema holds its table's keys and the game's enums", "[schema]") {
  Content c = load_content({ARBITER_SOURCE_DIR}, "bang");
  std::string game = schema_json("game", &c);
  for (const auto& k : keys::kGame.keys)
    CHECK(game.find("\"" + std::string(k.name) + "\":") != std::string::npos);
  std::string cards = schema_json("cards", &c);
  CHECK(cards.find("\"color\":") != std::string::npos);  // a def_prop of BANG!
  CHECK(cards.find("\"R16\"") != std::string::npos);     // ruling ids as an enum
  std::string record = schema_json("record", &c);
  CHECK(record.find("\"seed-panic\"") != std::string::npos);  // variant ids
  CHECK(record.find("\"Volcanic\"") != std::string::npos);    // card names as examples
  Content gang = load_content({ARBITER_SOURCE_DIR}, "thegang");
  CHECK(schema_json("variant", &gang).find("\"expert\"") != std::string::npos);  // option values
  CHECK_THROWS_WITH(schema_json("cardz", &c), Catch::Contains("did you mean 'cards'"));
}
