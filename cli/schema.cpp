// arbiter schema [GAME] [--kind K | --out DIR]: JSON Schemas of the files a
// modder or a record writer edits, for editors (the yaml-language-server's
// `# yaml-language-server: $schema=...` line) and for CI.
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/common.h"
#include "core/base/base.h"
#include "core/checks/checks.h"
#include "core/content/content.h"

namespace fs = std::filesystem;

namespace arbiter::cli {

namespace {

struct SchemaArgs {
  std::string game, kind, out;
  bool force = false;
};

// Writes every kind's schema into `dir`: nothing when one of the files is
// there already (without --force), and never through a link.
void write_schemas(const std::string& dir, const std::vector<SchemaKind>& kinds, const Content* c,
                   bool force) {
  fs::create_directories(dir);
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& k : kinds)
    files.push_back({(fs::path(dir) / (k.name + ".schema.json")).string(), schema_json(k.name, c)});
  std::error_code ec;
  if (!force)
    for (const auto& [path, _] : files)
      if (fs::exists(fs::symlink_status(path, ec)))
        throw Error(Verdict::BadRecord,
                    path + ": the file exists; use --force to replace it (nothing was written)");
  for (const auto& [path, text] : files) write_file_atomic(path, text, force);
}

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
  cmd->add_flag("--force", a->force,
                "With --out: replace files that are there (a link itself, never its target)");
  cmd->callback([a] {
    std::unique_ptr<Content> c;
    if (!a->game.empty()) c = std::make_unique<Content>(load_content(global().roots(), a->game));
    auto kinds = schema_kinds(c.get());
    if (!a->kind.empty()) {
      std::cout << schema_json(a->kind, c.get());
    } else if (!a->out.empty()) {
      write_schemas(a->out, kinds, c.get(), a->force);
      std::cout << "wrote " << kinds.size() << " schemas to " << printable(a->out) << "\n";
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
