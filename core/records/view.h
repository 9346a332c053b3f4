// The table as one viewer sees it at one moment: the seats in play order
// with their badges (life, chips, score) and card rows (hand, in play), the
// shared areas (piles, values, tracks) and who is to act. Plain data that
// every front end draws (the web page of `replay --html`, the terminal table
// of `arbiter play`), so no two of them can disagree about what is shown.
//
// What a viewer may see is decided by the content's own declarations only:
// a zone's `visibility` and game.yaml's `state.secret`. How the table is laid
// out is content/<game>/view.yaml (docs/authoring.md); a game without one
// gets a layout made from its `state` paths.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/value.h"

namespace arbiter {

class Game;
struct Content;

// One value shown beside a seat or on the table.
struct BadgeDecl {
  std::string key;         // the state path (`life`, `cubes.red`), or the hook's key
  std::string label;       // as shown; default: the key
  bool from_hook = false;  // computed by the rules script's view hook
  std::string max_path;    // a path of the same owner holding the maximum (`max_life`)
  std::optional<int> max;  // or the maximum itself (a number, or a rule's: `vaults`)
  std::string colour;      // a colour name the page may paint it with
};

// One zone shown as a row of cards.
struct RowDecl {
  std::string zone;
  std::string label;
  enum class Show { Cards, Top, Count } show = Show::Cards;
};

// Values drawn as markers on one scale (EndGame's value track).
struct TrackDecl {
  std::string key, label;
  std::vector<BadgeDecl> markers;  // their paths
  int min = 0, max = 0;
};

// A moment the game shows what was hidden (The Gang's showdown): the page
// draws the table as it stood at the first narration line with one of `at`'s
// rulings, for the seats those lines name (by their first word), before the
// step goes on and clears it.
struct RevealDecl {
  std::string key, label;
  std::vector<std::string> at;      // rulings of the lines that show it
  std::vector<std::string> seat;    // seat badge paths and row zones it shows
  std::vector<std::string> game;    // game badge paths and row zones it shows
  std::vector<std::string> breaks;  // rulings of lines where a seat breaks the order
};

struct ViewDecl {
  std::vector<BadgeDecl> seat_badges;
  std::vector<RowDecl> seat_rows;
  std::vector<BadgeDecl> badges;  // the game's own
  std::vector<RowDecl> rows;
  std::vector<TrackDecl> tracks;
  std::string hook;         // the rules script's function giving the hook's values, or empty
  bool declared = false;    // from view.yaml; false: made from the state paths
  std::string card_colour;  // a card property naming its colour, or empty
  std::vector<RevealDecl> reveals;
};

// content/<game>/view.yaml when there is one, else the layout made from the
// game's state paths. Throws Error (BadContent) with file:line:column.
ViewDecl load_view(const Content& c);

struct ViewCard {
  int id = 0;
  std::string label, name, rank, suit;  // rank and suit as written (`10`, `♥`), or empty
};

struct ViewBadge {
  std::string key, label, colour;
  Value value;
  Value max;            // nil when none
  bool hidden = false;  // the viewer may not see it (value then nil)
};

struct ViewRow {
  std::string key, label;
  RowDecl::Show show = RowDecl::Show::Cards;
  bool hidden = false;  // only the count may be seen
  int count = 0;
  std::vector<ViewCard> cards;  // empty when hidden; only the top one for Show::Top
};

struct ViewTrack {
  std::string key, label;
  int min = 0, max = 0;
  std::vector<ViewBadge> markers;
};

struct ViewSeat {
  std::string name;
  bool alive = true, turn = false, deciding = false;
  std::vector<ViewBadge> badges;
  std::vector<ViewRow> rows;
};

struct TableView {
  std::string viewer;      // empty: the referee, who sees everything, or a spectator
  bool spectator = false;  // the public view (kSpectator)
  std::string turn;    // whose turn, or empty
  std::vector<std::string> deciding;
  std::string prompt;
  bool over = false;
  std::vector<std::string> winners;
  std::vector<ViewSeat> seats;
  std::vector<ViewBadge> badges;
  std::vector<ViewRow> rows;
  std::vector<ViewTrack> tracks;
};

// The public viewer: a spectator, who sees only what every seat may see
// (zones every seat sees, values no seat keeps secret).
constexpr int kSpectator = -1;

// The table as `viewer` (a seat, 0 for the referee, kSpectator) sees it now. Throws
// Error (BadContent) when the view hook fails or gives a key view.yaml does
// not declare.
TableView table_view(Game& g, const ViewDecl& d, int viewer);

// The view as one JSON object (docs/view.md describes its shape).
std::string view_json(const TableView& v);

// The view as flat items, key -> JSON value (`Ann.life` -> `4`, `deck` ->
// `{"count":40}`): what changes between two steps is the items that differ.
std::vector<std::pair<std::string, std::string>> view_items(const TableView& v);

// JSON text of a value and of a card, as view_json writes them (text
// through core/base/text.h's json_str, safe inside an HTML <script> element).
std::string json_value(const Value& v);
std::string json_card(const ViewCard& c);

// Whether `viewer` may see what a claim's path names (`Ann.hand`, `deck.top`,
// `Bob.role`); `.count` of any list is seen by all.
bool sees_path(const Game& g, const std::string& path, int viewer);

}  // namespace arbiter
