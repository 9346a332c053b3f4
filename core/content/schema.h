// JSON Schemas (draft 2020-12) of the files a modder or a record writer
// edits, built from the loaders' own key tables (core/content/file_keys.h) and, for
// a game, what it fixes: its ruling ids, variant ids, option values, types,
// zones, rule types and definition properties as enums and properties, its
// card names as examples only (records fold case and accept aliases).
#pragma once
#include <string>
#include <vector>

namespace arbiter {

struct Content;

struct SchemaKind {
  std::string name;  // `game`, `cards`, `variant`, `record`, ...
  std::string what;  // the files it is for
};

// The kinds of file a game has (each definitions file of game.yaml `files`
// by its file's name); without a game, the kinds every game has.
std::vector<SchemaKind> schema_kinds(const Content* game);

// The schema of one kind; throws Error (BadRecord) for an unknown kind.
std::string schema_json(const std::string& kind, const Content* game);

}  // namespace arbiter
