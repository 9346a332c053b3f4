#include "core/content/file_keys.h"

namespace arbiter {

std::vector<std::string> KeyTable::names() const {
  std::vector<std::string> out;
  for (const auto& k : keys) out.push_back(k.name);
  return out;
}

namespace keys {

// Values YAML reads as numbers or booleans are text too where the loader
// wants text (`version: 1`).
#define TEXT R"({"$ref": "#/$defs/text"})"
#define WORDS R"({"$ref": "#/$defs/words"})"
#define INT R"({"type": "integer"})"
#define BOOL R"({"type": "boolean"})"

const KeyTable kGame{
    "game",
    "A game: content/<game>/game.yaml (docs/authoring.md, \"A whole game\").",
    {
        {"id", R"({"$ref": "#/$defs/game_id"})", "the game's id, the folder's name"},
        {"name", TEXT, "the name `arbiter games` shows"},
        {"version", R"({"type": "integer", "minimum": 1})",
         "the rules' version, a whole number; raise it by one when a rule changes"},
        {"changelog",
         R"({"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "object",
            "required": ["version"], "additionalProperties": false, "properties": {
            "version": {"type": "integer", "minimum": 1},
            "rulings": {"type": "array", "items": {"type": "string"}},
            "text": {"type": "string"},
            "digests": {"type": "array", "items": {"type": "string"}}}}}]})",
         "for each version, the rulings it changed, what it changed, and the digests it had"},
        {"players", R"({"$ref": "#/$defs/players"})", "how many may play"},
        {"seat_names", WORDS, "the names new games give the seats, in order"},
        {"script", R"({"$ref": "#/$defs/script"})", "the rules script, under scripts/<game>/"},
        {"files", R"({"type": "array", "items": {"$ref": "#/$defs/file_entry"}})",
         "definition files under content/<game>/, each read with a type"},
        {"types", R"({"type": "object", "additionalProperties": {"$ref": "#/$defs/zone_name"}})",
         "the definition types, and the zone each type's cards start in"},
        {"zones", R"({"type": "array", "items": {"$ref": "#/$defs/zone"}})", "the zones"},
        {"draw_pile", R"({"$ref": "#/$defs/zone_name"})", "the game zone `ctx:draw` takes from"},
        {"refill_from", R"({"$ref": "#/$defs/zone_name"})",
         "the game zone shuffled into the draw pile when it runs out"},
        {"refill_ruling", R"({"$ref": "#/$defs/ruling_id"})",
         "the ruling the narration of that reshuffle cites"},
        {"held_ruling", R"({"$ref": "#/$defs/ruling_id"})",
         "the ruling a move naming a card the player does not hold is refused by"},
        {"def_props",
         R"({"type": "object", "additionalProperties": {"enum": ["int", "bool", "string", "list"]}})",
         "extra fields a definition may carry, with their type"},
        {"rules", R"({"type": "object"})", "the game's rule switches, read by `ctx:rule`"},
        {"options",
         R"({"type": "object", "additionalProperties": {"$ref": "#/$defs/option_decl"}})",
         "choices made per game (`--option K=V`)"},
        {"state", R"({"$ref": "#/$defs/state"})", "what the state tree shows, and claims name"},
        {"overrides", BOOL, "this folder's game replaces one of the same id in an earlier folder"},
        {"bots",
         R"({"anyOf": [{"type": "array", "items": {"enum": ["random", "basic"]}}, {"type": "string"}]})",
         "the bot levels at which the script's `bot` is asked"},
        {"rulings", R"({"$ref": "#/$defs/file"})", "the game's rulings file"},
        {"hooks", R"({"$ref": "#/$defs/file"})",
         "the file declaring what card modules may define (docs/authoring.md)"},
    },
    {"script"}};

const KeyTable kPlayers{"players",
                        "How many may play.",
                        {{"min", INT, "at least 1"},
                         {"max", INT, "at least min"},
                         {"default", INT, "the count when none is asked (default: min)"}},
                        {"min", "max"}};

const KeyTable kZone{
    "zone",
    "A zone of cards.",
    {{"name", TEXT, "the zone's name"},
     {"owner", R"({"enum": ["game", "player"]})", "one zone for the game, or one per seat"},
     {"visibility", R"({"enum": ["public", "owner", "hidden"]})", "who sees the cards"},
     {"order", R"({"enum": ["ordered", "unordered", "top_first"]})",
      "how claims compare and the state lists its cards"},
     {"active", BOOL, "cards here give their owner their modifiers and triggers"}},
    {"name"}};

const KeyTable kFileEntry{"file_entry",
                          "A definitions file and the type its definitions have.",
                          {{"file", R"({"$ref": "#/$defs/file"})", "a path under content/<game>/"},
                           {"type", R"({"$ref": "#/$defs/type_name"})", "a type of `types`"}},
                          {"file", "type"}};

const KeyTable kOptionDecl{"option_decl",
                           "A choice made per game.",
                           {{"default", TEXT, "the value when none is given"},
                            {"values", WORDS, "the values allowed"},
                            {"text", TEXT, "shown by `arbiter games`"}},
                           {"default"}};

const KeyTable kState{
    "state",
    "What the state tree shows, in order.",
    {{"player", WORDS, "paths under each player"},
     {"game", WORDS, "paths at the top"},
     {"secret", WORDS, "player paths only their owner sees"},
     {"values", R"({"type": "object", "additionalProperties": {"$ref": "#/$defs/words"}})",
      "the words a path may hold"}},
    {}};

const KeyTable kDefinition{
    "definition",
    "A definition: a card, a character, a role... (and each of the game's def_props).",
    {{"name", R"({"$ref": "#/$defs/card_name"})", "the name records write"},
     {"type", R"({"$ref": "#/$defs/type_name"})", "the definition's type"},
     {"copies", R"({"$ref": "#/$defs/copies"})",
      "a count of suitless copies, or RankSuits such as [A♠, 10♦]"},
     {"duplicates", WORDS,
      "RankSuits its copies list more than once on purpose, such as [9♠] (validate warns of "
      "others)"},
     {"rank", R"({"type": ["string", "integer"]})",
      "the rank (2..10, J, Q, K, A) its copies without a suit count as"},
     {"aliases", WORDS, "other names records may write"},
     {"text", TEXT, "the rules text"},
     {"ruling", R"({"$ref": "#/$defs/ruling_id"})", "the ruling that governs it"},
     {"script", R"({"$ref": "#/$defs/script"})", "its script, under scripts/<game>/"},
     {"modifiers", R"({"type": "object", "additionalProperties": {"type": "integer"}})",
      "integers by name, counted while in an active zone"},
     {"priority", INT, "higher hears events first"},
     {"anonymous", BOOL, "records write a copy by its RankSuit alone"},
     {"overrides", BOOL, "replaces a definition of the same name in an earlier folder"}},
    {"name"}};

const KeyTable kVariant{
    "variant",
    "A house rule: content/<game>/variants/<id>.yaml overlays the game.",
    {{"id", TEXT, "the variant's id (its file's name)"},
     {"name", TEXT, "a short name"},
     {"description", TEXT, "one line shown by `arbiter games`"},
     {"rules", R"({"$ref": "#/$defs/rule_values"})", "changes the game's rules"},
     {"options", R"({"$ref": "#/$defs/option_values"})", "changes options' defaults"},
     {"players", R"({"$ref": "#/$defs/players"})",
      "changes how many may play: min and max, and default (the game's when left out)"},
     {"cards", R"({"type": "array", "items": {"$ref": "#/$defs/card_change"}})",
      "changes definitions field by field, wraps scripts, adds or removes copies"},
     {"add", R"({"type": "array", "items": {"$ref": "#/$defs/definition"}})",
      "new definitions, each with a type"},
     {"remove", R"({"type": "array", "items": {"$ref": "#/$defs/card_name"}})",
      "definitions taken out"},
     {"requires", WORDS, "variants this one needs"},
     {"triggers", R"({"type": "array", "items": {"$ref": "#/$defs/trigger"}})",
      "handlers of the game itself"},
     {"overrides", BOOL, "replaces a variant of the same name in an earlier folder"}},
    {}};

const KeyTable kCardChange{
    "card_change",
    "A variant's change to a definition: any definition field, and these.",
    {{"wrap", R"({"$ref": "#/$defs/script"})", "a script wrapping the card's module"},
     {"add_copies", R"({"$ref": "#/$defs/copies"})", "copies added"},
     {"remove_copies", R"({"$ref": "#/$defs/copies"})", "copies removed"}},
    {"name"}};

const KeyTable kTrigger{"trigger",
                        "A handler of the game itself, added by a variant.",
                        {{"name", TEXT, "its name"},
                         {"script", R"({"$ref": "#/$defs/script"})", "a module with `on = {...}`"},
                         {"priority", INT, "higher hears events first"}},
                        {"name", "script"}};

const KeyTable kRuling{
    "ruling",
    "A ruling narration and refusals cite by id.",
    {{"id", R"({"type": "string", "pattern": "^[^ ,()\\[\\]]+$"})", "one word: R16, G04"},
     {"title", TEXT, "a short title"},
     {"text", TEXT, "the ruling in full"}},
    {"id"}};

const KeyTable kHooksFile{
    "hooks_file",
    "What a game's rules read from the modules of its cards' scripts.",
    {{"hooks", R"({"type": "array", "items": {"$ref": "#/$defs/hook"}})", "the hooks"},
     {"events", R"({"type": "array", "items": {"$ref": "#/$defs/event"}})",
      "the events the rules emit to `on` tables"}},
    {}};

const KeyTable kHook{
    "hook",
    "A field a card's module may have.",
    {{"name", TEXT, "the field's name"},
     {"of",
      R"({"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/type_name"}}, {"type": "string"}]})",
      "the definition types whose modules may have it"},
     {"kind", R"({"enum": ["function", "boolean", "integer", "string", "table", "events"]})",
      "what its value is"},
     {"required", BOOL, "every module of those types has it"},
     {"retired", BOOL,
      "no longer read: a module written before may keep it; `arbiter new` leaves it out"},
     {"params", R"({"type": "array", "items": {"$ref": "#/$defs/hook_param"}})",
      "a function's parameters"},
     {"returns", R"({"$ref": "#/$defs/hook_param"})", "what a function returns"},
     {"when", TEXT, "when the rules call it"},
     {"text", TEXT, "what it means"}},
    {"name", "of", "kind"}};

const KeyTable kHookParam{
    "hook_param",
    "A parameter, a result or an event's field.",
    {{"name", TEXT, "its name"},
     {"type", TEXT, "a Lua type: integer, string, boolean, table, Ctx; ? nil, [] a list"},
     {"text", TEXT, "what it is"}},
    {"type"}};

const KeyTable kEvent{"event",
                      "An event the rules emit.",
                      {{"name", TEXT, "the event's name, a key of `on`"},
                       {"fields", R"({"type": "array", "items": {"$ref": "#/$defs/hook_param"}})",
                        "the fields of the event table"},
                       {"when", TEXT, "when it is emitted"}},
                      {"name"}};

const KeyTable kRecord{
    "record",
    "A game record (docs/record-format.md).",
    {{"arbiter", R"({"const": 1})", "the record format: 1"},
     {"game", R"({"$ref": "#/$defs/game_id"})", "the game's id"},
     {"game_version", R"({"type": "integer", "minimum": 1})",
      "the version of the game's rules it was played under (absent: the newest)"},
     {"content", TEXT, "the content digest it was played with"},
     {"variants",
      R"({"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/variant_id"}}, {"type": "string"}]})",
      "the variants in force, in order"},
     {"mods",
      R"({"type": ["object", "null"], "additionalProperties": {"type": ["string", "null"]}})",
      "the mods it was played with: each mod folder's name and its digest"},
     {"seed", R"({"type": "integer", "minimum": 0})", "the seed of the generator"},
     {"options", R"({"$ref": "#/$defs/option_values"})", "the options of the game"},
     {"players", R"({"type": "array", "items": {"$ref": "#/$defs/text"}})",
      "the players' names, in seat order"},
     {"setup", R"({"type": ["object", "null"]})", "the hidden setup, as the game reads it"},
     {"actions", R"({"type": ["array", "null"], "items": {"$ref": "#/$defs/action"}})",
      "the decisions, pins, claims and notes, in order"}},
    {"arbiter", "game", "players", "actions"}};

// content/<game>/view.yaml (core/records/view_decl.cpp, docs/view.md).
const KeyTable kView{"view",
                     "How a game's table is laid out: content/<game>/view.yaml (docs/view.md).",
                     {{"seat", R"({"$ref": "#/$defs/view_seat"})", "what each seat shows"},
                      {"game", R"({"$ref": "#/$defs/view_game"})", "what the table shows"},
                      {"hook", TEXT, "the rules script's function that gives badges by hook"},
                      {"cards", R"({"$ref": "#/$defs/view_cards"})", "how cards are drawn"},
                      {"reveals", R"({"type": "array", "items": {"$ref": "#/$defs/view_reveal"}})",
                       "moments the game shows what was hidden (a showdown)"}},
                     {}};

const KeyTable kViewSeat{
    "view_seat",
    "What each seat shows.",
    {{"badges", R"({"type": "array", "items": {"$ref": "#/$defs/view_badge"}})",
      "values of the seat, in order"},
     {"rows", R"({"type": "array", "items": {"$ref": "#/$defs/view_row"}})",
      "the seat's zones, in order"}},
    {}};

const KeyTable kViewGame{
    "view_game",
    "What the table shows.",
    {{"badges", R"({"type": "array", "items": {"$ref": "#/$defs/view_badge"}})",
      "values of the game, in order"},
     {"rows", R"({"type": "array", "items": {"$ref": "#/$defs/view_row"}})",
      "the game's zones, in order"},
     {"tracks", R"({"type": "array", "items": {"$ref": "#/$defs/view_track"}})",
      "number lines with markers on them"}},
    {}};

#define VIEW_BOUND R"({"anyOf": [{"type": "integer"}, {"$ref": "#/$defs/view_bound"}]})"

const KeyTable kViewBadge{
    "view_badge",
    "A value shown: a state value (path) or one the view hook gives (hook).",
    {{"path", TEXT, "a value of game.yaml's state"},
     {"hook", TEXT, "a key of what the view hook returns"},
     {"label", TEXT, "the name shown (default: the path or hook)"},
     {"max",
      R"({"anyOf": [{"type": "integer"}, {"$ref": "#/$defs/view_bound"}, {"type": "string"}]})",
      "the most it can be: a number, {rule: NAME}, or another state value"},
     {"colour", TEXT, "a colour name for its marks"}},
    {}};

const KeyTable kViewBound{"view_bound",
                          "A bound read from one of the game's whole-number rules.",
                          {{"rule", TEXT, "a rule of game.yaml's `rules`"}},
                          {"rule"}};

const KeyTable kViewRow{"view_row",
                        "A zone shown as a row of cards.",
                        {{"zone", R"({"$ref": "#/$defs/zone_name"})", "the zone"},
                         {"label", TEXT, "the name shown (default: the zone's)"},
                         {"show", R"({"enum": ["cards", "top", "count"]})",
                          "every card, the top card, or only how many (default: cards)"}},
                        {"zone"}};

const KeyTable kViewTrack{
    "view_track",
    "A number line from min to max with markers on it.",
    {{"name", TEXT, "its key"},
     {"label", TEXT, "the name shown (default: its key)"},
     {"markers", R"({"type": "array", "items": {"$ref": "#/$defs/view_badge"}})",
      "the values it shows"},
     {"min", VIEW_BOUND, "its lowest value: a number or {rule: NAME}"},
     {"max", VIEW_BOUND, "its highest value: a number or {rule: NAME}"}},
    {"name", "markers", "min", "max"}};

const KeyTable kViewCards{
    "view_cards",
    "How cards are drawn.",
    {{"colour", TEXT, "a card property whose value (or first value) names the card's colour"}},
    {}};

const KeyTable kViewReveal{
    "view_reveal",
    "A moment the game shows what was hidden, drawn on the table as it stood then.",
    {{"name", TEXT, "its key"},
     {"label", TEXT, "the name shown (default: its key)"},
     {"at", R"({"type": "array", "items": {"$ref": "#/$defs/text"}})",
      "rulings of the narration lines that show it; the table is taken at the first"},
     {"seat", R"({"type": "array", "items": {"$ref": "#/$defs/text"}})",
      "what it shows of each seat those lines name: seat badges (paths) and rows (zones)"},
     {"game", R"({"type": "array", "items": {"$ref": "#/$defs/text"}})",
      "what it shows of the table: game badges (paths) and rows (zones)"},
     {"breaks", R"({"type": "array", "items": {"$ref": "#/$defs/text"}})",
      "rulings of the lines that say a seat breaks the expected order"}},
    {"name", "at"}};

const std::vector<const KeyTable*>& all_tables() {
  static const std::vector<const KeyTable*> all{
      &kGame,    &kPlayers,    &kZone,      &kFileEntry, &kOptionDecl, &kState,     &kDefinition,
      &kVariant, &kCardChange, &kTrigger,   &kRuling,    &kHooksFile,  &kHook,      &kHookParam,
      &kEvent,   &kRecord,     &kView,      &kViewSeat,  &kViewGame,   &kViewBadge, &kViewBound,
      &kViewRow, &kViewTrack,  &kViewCards, &kViewReveal};
  return all;
}

}  // namespace keys

}  // namespace arbiter
