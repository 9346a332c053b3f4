// What a served table sends one viewer (docs/serve.md, "The table's state"):
// the table as that viewer sees it, the moves and narration they may read,
// and what they are asked. Nothing here is for another seat's eyes.
#include <nlohmann/json.hpp>

#include "core/table/menu.h"
#include "core/table/table_impl.h"

namespace arbiter {

namespace {

using nlohmann::json;

// A move another seat made naming a card this viewer never saw is told
// without it, as `arbiter play` and the replay page for one viewer tell it.
std::string entry_for(const Table::Impl& t, const LogStep& s, int viewer) {
  if (s.player.empty()) return "(start)";
  if (!s.hidden[t.index(viewer)]) return s.player + ": " + s.text;
  std::string who =
      viewer == kSpectator ? "the spectators do" : t.rec.players[viewer - 1] + " does";
  return s.player + ": (a move " + who + " not see)";
}

json log_json(const Table::Impl& t, int viewer, int from) {
  json out = json::array();
  for (const auto& s : t.log) {
    if (s.step < from) continue;
    json lines = json::array();
    for (const auto& n : s.lines)
      if (n.viewer == 0 || n.viewer == viewer)
        lines.push_back({{"text", n.text}, {"ruling", n.rule}});
    out.push_back({{"step", s.step}, {"entry", entry_for(t, s, viewer)}, {"lines", lines}});
  }
  return out;
}

json menu_json(const Menu& m) {
  json groups = json::array();
  for (const auto& g : m.groups) {
    json lines = json::array();
    for (const auto& l : g.lines)
      lines.push_back(
          {{"text", l.text}, {"options", l.options}, {"targets", l.targets}, {"cards", l.cards}});
    groups.push_back({{"heading", g.heading}, {"lines", lines}});
  }
  return groups;
}

json asked_json(const Table::Impl& t, int viewer) {
  if (viewer == kSpectator || t.game->over()) return nullptr;
  const Choice* c = t.game->choice_of(viewer);
  if (!c) return nullptr;
  json options = json::array();
  for (const auto& o : c->options) options.push_back(o.label);
  return {{"since", t.since[viewer - 1]},
          {"can_wait", t.game->decision_as_given().choices.size() > 1},
          {"options", options},
          {"menu", menu_json(build_menu(*t.game, *c, t.game->state().turn == viewer))}};
}

// The content's words a page shows when a card, a character or a ruling id
// is tapped: the rules of the box, the same for every viewer.
void add_book(json& out, const Content& c) {
  json texts = json::object(), rulings = json::object();
  for (const auto& def : c.defs)
    if (!def.text.empty()) texts[def.name] = def.text;
  for (const auto& r : c.rulings) rulings[r.id] = r.title + ": " + r.text;
  out["texts"] = std::move(texts);
  out["rulings"] = std::move(rulings);
}

}  // namespace

std::string Table::state_json(int viewer, int log_from) const {
  const Impl& t = *impl_;
  if (viewer != kSpectator && (viewer < 1 || viewer > t.seats_n()))
    throw Error(Verdict::BadRecord, "no viewer " + std::to_string(viewer) + " at this table");
  json out;
  out["type"] = "state";
  out["table"] = t.id;
  out["game"] = t.rec.game;
  out["seat"] = viewer == kSpectator ? json(nullptr) : json(t.rec.players[viewer - 1]);
  out["step"] = t.moves;
  out["over"] = t.game->over();
  out["log"] = log_json(t, viewer, log_from);
  out["asked"] = asked_json(t, viewer);
  if (log_from == 0) add_book(out, t.game->content());  // once a connection: a full state
  // Text from scripts and names is the content's: a byte that is not UTF-8
  // is replaced rather than stopping the answer.
  std::string text = out.dump(-1, ' ', false, json::error_handler_t::replace);
  // The view is JSON already (view_json): put in as it is, not parsed and
  // written again, the larger part of a push's cost.
  text.back() = ',';
  return text + "\"view\":" + view_json(table_view(*t.game, t.view, viewer)) + "}";
}

}  // namespace arbiter
