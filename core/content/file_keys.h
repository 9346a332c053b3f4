// The keys each kind of file arbiter reads may hold, with the JSON Schema
// of each value and what it means: the loaders check keys against these
// tables and `arbiter schema` builds its schemas from the same tables, so
// the two cannot drift (tests/unit/test_schema.cpp).
#pragma once
#include <string>
#include <vector>

namespace arbiter {

struct KeySpec {
  const char* name;
  // The JSON Schema of the value. `#/$defs/NAME` refers to another table
  // (a nested map) or to what a game fixes (its ruling ids, types, zones).
  const char* schema;
  const char* text;
};

struct KeyTable {
  const char* id;  // the name its schema is defined under (`zone`, `definition`)
  const char* text;
  std::vector<KeySpec> keys;
  std::vector<const char*> required;

  std::vector<std::string> names() const;
};

namespace keys {
extern const KeyTable kGame;        // content/<game>/game.yaml
extern const KeyTable kPlayers;     // game.yaml `players`
extern const KeyTable kZone;        // an item of game.yaml `zones`
extern const KeyTable kFileEntry;   // an item of game.yaml `files`
extern const KeyTable kOptionDecl;  // a value of game.yaml `options`
extern const KeyTable kState;       // game.yaml `state`
extern const KeyTable kDefinition;  // an item of a definitions file
extern const KeyTable kVariant;     // content/<game>/variants/<id>.yaml
extern const KeyTable kCardChange;  // an item of a variant's `cards` (beside kDefinition's keys)
extern const KeyTable kTrigger;     // an item of a variant's `triggers`
extern const KeyTable kRuling;      // an item of a rulings file
extern const KeyTable kHooksFile;   // a hooks file
extern const KeyTable kHook;        // an item of a hooks file's `hooks`
extern const KeyTable kHookParam;   // a parameter, a result, an event's field
extern const KeyTable kEvent;       // an item of a hooks file's `events`
extern const KeyTable kRecord;      // a record
extern const KeyTable kView;        // content/<game>/view.yaml
extern const KeyTable kViewSeat;    // view.yaml `seat`
extern const KeyTable kViewGame;    // view.yaml `game`
extern const KeyTable kViewBadge;   // an item of `badges` or of a track's `markers`
extern const KeyTable kViewBound;   // a `min` or `max` read from a rule
extern const KeyTable kViewRow;     // an item of `rows`
extern const KeyTable kViewTrack;   // an item of `game.tracks`
extern const KeyTable kViewCards;   // view.yaml `cards`
extern const KeyTable kViewReveal;  // an item of view.yaml `reveals`
// Every table above, for the schema's $defs and the drift test.
const std::vector<const KeyTable*>& all_tables();
}  // namespace keys

}  // namespace arbiter
