#include "cli/report/view_read.h"

#include <nlohmann/json.hpp>

#include "core/base/base.h"

namespace arbiter::cli {

namespace {

using nlohmann::json;

Value value_of(const json& j) {
  if (j.is_boolean()) return Value::boolean(j.get<bool>());
  if (j.is_number_integer()) return Value::integer(j.get<int64_t>());
  if (j.is_string()) return Value::str(j.get<std::string>());
  Value v;
  if (j.is_array()) {
    v.kind = Value::Kind::List;
    for (const auto& e : j) v.list.push_back(value_of(e));
  }
  return v;
}

std::vector<std::string> texts(const json& j) {
  std::vector<std::string> out;
  for (const auto& e : j) out.push_back(e.get<std::string>());
  return out;
}

ViewBadge badge_of(const json& j) {
  ViewBadge b;
  b.key = j.at("key");
  b.label = j.at("label");
  b.colour = j.value("colour", "");
  b.hidden = j.value("hidden", false);
  if (j.contains("value")) b.value = value_of(j["value"]);
  if (j.contains("max")) b.max = value_of(j["max"]);
  return b;
}

ViewRow row_of(const json& j) {
  ViewRow r;
  r.key = j.at("key");
  r.label = j.at("label");
  std::string show = j.at("show");
  r.show = show == "top"     ? RowDecl::Show::Top
           : show == "count" ? RowDecl::Show::Count
                             : RowDecl::Show::Cards;
  r.count = j.at("count");
  r.hidden = j.value("hidden", false);
  for (const auto& c : j.value("cards", json::array())) {
    ViewCard card;
    card.id = c.at("id");
    card.label = c.at("label");
    card.name = c.at("name");
    card.rank = c.value("rank", "");
    card.suit = c.value("suit", "");
    r.cards.push_back(card);
  }
  return r;
}

template <typename T, typename F>
std::vector<T> list_of(const json& j, F f) {
  std::vector<T> out;
  for (const auto& e : j) out.push_back(f(e));
  return out;
}

}  // namespace

TableView view_from_json(const std::string& text) {
  json j = json::parse(text, nullptr, false);
  if (!j.is_object()) throw Error(Verdict::BadRecord, "the table view is not a JSON object");
  try {
    TableView v;
    v.viewer = j.at("viewer").is_null() ? "" : j["viewer"].get<std::string>();
    v.turn = j.at("turn").is_null() ? "" : j["turn"].get<std::string>();
    v.deciding = texts(j.at("deciding"));
    v.prompt = j.at("prompt");
    v.over = j.at("over");
    v.winners = texts(j.at("winners"));
    for (const auto& s : j.at("seats")) {
      ViewSeat seat;
      seat.name = s.at("name");
      seat.alive = s.at("alive");
      seat.turn = s.at("turn");
      seat.deciding = s.at("deciding");
      seat.badges = list_of<ViewBadge>(s.at("badges"), badge_of);
      seat.rows = list_of<ViewRow>(s.at("rows"), row_of);
      v.seats.push_back(seat);
    }
    const json& g = j.at("game");
    v.badges = list_of<ViewBadge>(g.at("badges"), badge_of);
    v.rows = list_of<ViewRow>(g.at("rows"), row_of);
    for (const auto& t : g.at("tracks")) {
      ViewTrack track;
      track.key = t.at("key");
      track.label = t.at("label");
      track.min = t.at("min");
      track.max = t.at("max");
      track.markers = list_of<ViewBadge>(t.at("markers"), badge_of);
      v.tracks.push_back(track);
    }
    return v;
  } catch (const json::exception& e) {
    throw Error(Verdict::BadRecord, std::string("the table view is not one: ") + e.what());
  }
}

}  // namespace arbiter::cli
