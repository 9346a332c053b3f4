// arbiter schema [GAME] [--kind K | --out DIR]: JSON Schemas of the files a
// modder or a record writer edits, for editors (the yaml-language-server's
// `# yaml-language-server: $schema=...` line) and for CI.
#include "core/content/schema.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/content/content.h"

namespace fs = std::filesystem;

namespace arbiter::cli {

namespace {

struct SchemaArgs {
  std::string game, kind, out;
  bool force = false;
};

}  // namespace

void add_schema(CLI::App& app) {
  auto a = std::make_shared<SchemaArgs>();
  auto* cmd = app.add_subcommand(
      "schema",
      "JSON Schemas of game files and records, for editors and checks.\n\n"
      "Built from the keys the loaders accept and, with GAME, what the game\n"
      "fixes: its variant ids, ruling ids, option values, types and zones as\n"
      "enums, its card names as examples. Without --kind or --out, lists the\n"
      "kinds of file. docs/authoring.md shows the editor setup.\n\n"
      "Examples:\n  arbiter schema bang --kind record > record.schema.json\n"
      "  arbiter --content my-mod schema bang --out my-mod/schemas/bang --force");
  cmd->add_option("game", a->game,
                  "Game id (see `arbiter games`); none: the shapes every game shares");
  cmd->add_option("--kind", a->kind, "Print the schema of this kind of file")->type_name("K");
  cmd->add_option("--out", a->out, "Write every kind's schema into DIR as KIND.schema.json")
      ->type_name("DIR");
  cmd->add_flag("--force", a->force, "Let --out replace the schema files there");
  cmd->callback([a] {
    std::unique_ptr<Content> c;
    if (!a->game.empty()) c = std::make_unique<Content>(load_content(global().roots(), a->game));
    auto kinds = schema_kinds(c.get());
    if (!a->kind.empty()) {
      std::cout << schema_json(a->kind, c.get());
    } else if (!a->out.empty()) {
      if (!a->force)
        for (const auto& k : kinds)
          if (fs::exists(fs::path(a->out) / (k.name + ".schema.json")))
            throw Error(Verdict::BadRecord,
                        (fs::path(a->out) / (k.name + ".schema.json")).string() +
                            " exists already: --force replaces the schemas");
      fs::create_directories(a->out);
      for (const auto& k : kinds) {
        fs::path p = fs::path(a->out) / (k.name + ".schema.json");
        std::ofstream f(p);
        f << schema_json(k.name, c.get());
        if (!f) throw Error(Verdict::BadRecord, p.string() + ": cannot write");
      }
      std::cout << "wrote " << kinds.size() << " schemas to " << a->out << "\n";
    } else {
      size_t w = 0;
      for (const auto& k : kinds) w = std::max(w, k.name.size());
      for (const auto& k : kinds)
        std::cout << k.name << std::string(w + 2 - k.name.size(), ' ') << k.what << "\n";
    }
    throw Exit{0};
  });
}

}  // namespace arbiter::cli
