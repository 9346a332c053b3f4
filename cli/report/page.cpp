// The replay page drawn from a record: each step's table for each viewer,
// the narration, the verdict (cli/report/page.h).
#include "cli/report/page.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "cli/web_assets.h"
#include "core/base/base.h"
#include "core/base/json.h"
#include "core/content/content.h"
#include "core/game/game.h"
#include "core/records/records.h"

namespace arbiter::cli {

namespace {

// What a page draws at most, whatever a mod's view declares: a track wider
// than this is drawn compactly (its ends and the cells holding a marker),
// and a row shows this many cards and the count of the rest. A track from
// -2,000,000,000 to 2,000,000,000 would otherwise be four billion cells.
constexpr int64_t kPageTrackCells = 101;
constexpr size_t kPageRowCards = 60;

std::string replace_once(std::string text, const std::string& mark, const std::string& with) {
  size_t at = text.find(mark);
  if (at != std::string::npos) text.replace(at, mark.size(), with);
  return text;
}

// A page for one viewer must not say what a pinned card was, nor which
// hidden card a move named (core/records/redact.h).
using Redactor = EntryRedactor;

// The replay as the page needs it, gathered step by step.
class PageBuilder {
 public:
  PageBuilder(const Record& rec, const PageOptions& o) : rec_(rec), o_(o) {}

  void step(const StepReport& r) {
    Game& g = *r.game;
    if (!decl_) start(g);
    Json shown = reveal_json(g);
    const Entry* e = report_ < 1 ? nullptr : &rec_.actions[report_ - 1];
    ++report_;
    std::vector<std::string> hidden_from;
    for (size_t v = 0; v < viewers_.size(); ++v)
      if (redactors_[v].hides(g, e))
        hidden_from.push_back(viewers_[v] == kSpectator ? "spectators"
                                                        : g.state().players[viewers_[v] - 1].name);
    bool one = viewers_.size() == 1 && viewers_[0] != 0;
    std::string entry = r.entry;
    if (one && !hidden_from.empty())
      entry = e->kind == Entry::Kind::Decision ? e->player + ": (a move " + one_viewer() +
                                                     (o_.spectator ? " do" : " does") + " not see)"
                                               : "(a pin: chance as the record fixed it)";
    Json s = {{"n", r.step}, {"e", entry}, {"who", e ? e->player : ""}};
    if (!one && !hidden_from.empty()) s["h"] = hidden_from;
    Json& lines = s["l"] = Json::array();
    for (const auto& n : r.narration) {
      if (one && n.viewer != 0 && n.viewer != viewers_[0]) continue;
      lines.push_back(
          {n.text, n.rule, n.viewer ? Json(g.state().players[n.viewer - 1].name) : Json(nullptr)});
    }
    if (!shown.is_null()) s["r"] = std::move(shown);
    steps_.push_back(std::move(s));
    if (e && e->kind == Entry::Kind::Expect) note_claims(g, *e);
    for (size_t v = 0; v < viewers_.size(); ++v) {
      frame(g, v);
      redactors_[v].remember(g);
    }
  }

  std::string html(const ReplayResult& res) const {
    Json data = {
        {"arbiter", o_.version},     {"record", o_.record_name}, {"game", game_},
        {"variants", rec_.variants}, {"mods", mods()},           {"verdict", verdict(res)},
        {"variant", variant()},      {"layout", layout_},        {"cards", cards()},
        {"texts", texts()},          {"rulings", rulings_},      {"viewers", viewer_names()},
        {"steps", steps_},           {"frames", frames_}};
    std::string title = "arbiter: " + name_ + (o_.record_name.empty() ? "" : ", " + o_.record_name);
    std::string page =
        replace_once(web::replay_html(), "<!-- arbiter:title -->", html_escape(title));
    // The table's drawing (web/table.*) is shared with the seat's page and
    // comes first; the page stays one file.
    page = replace_once(page, "<!-- arbiter:css -->", web::table_css() + web::replay_css());
    page = replace_once(page, "<!-- arbiter:js -->", web::table_js() + web::replay_js());
    return replace_once(page, "<!-- arbiter:data -->", json_compact(data));
  }

  bool started() const { return decl_.has_value(); }

  // The entry replay refused is drawn too, on the table as it stood: an
  // illegal entry changes nothing.
  void refused(const ReplayResult& res) {
    if (res.verdict == Verdict::Ok || res.step <= 0 || report_ == 0) return;
    const Entry* at = nullptr;
    for (size_t i = report_ - 1; i < rec_.actions.size() && !at; ++i)
      if (rec_.actions[i].step == res.step) at = &rec_.actions[i];
    if (!at) return;
    bool pin = at->kind == Entry::Kind::Deck || at->kind == Entry::Kind::Random;
    bool one = viewers_.size() == 1 && viewers_[0] != 0;
    std::string text = one && pin ? "(a pin: chance as the record fixed it)" : entry_text(*at);
    steps_.push_back({{"n", res.step}, {"e", text}, {"who", at->player}, {"l", Json::array()}});
    for (auto& f : frames_) f.push_back(Json::object());
  }

 private:
  const Record& rec_;
  const PageOptions& o_;
  std::optional<ViewDecl> decl_;
  std::vector<int> viewers_;  // 0: the referee
  std::vector<Redactor> redactors_;
  std::vector<std::vector<std::pair<std::string, Json>>> last_;
  std::vector<Json> frames_;  // of each viewer, a list of each step's changed items
  Json steps_ = Json::array();
  std::map<int, ViewCard> cards_;  // every card some viewer of the page saw
  std::map<std::string, std::string> texts_;
  std::set<std::pair<int, std::string>> unseen_claims_;  // (step, path) the viewer may not see
  Json game_, layout_, rulings_;
  std::string name_;
  std::vector<std::string> labels_;     // by card id - 1
  std::map<int, std::string> colours_;  // by card id, from view.yaml's cards.colour
  size_t report_ = 0;
  // The reveals view.yaml declares, each as a layout of what it shows, and
  // the one under way in this step: the table at its latest line, and each
  // line with the seat it names.
  std::vector<ViewDecl> reveal_decls_;
  int revealing_ = -1;
  std::optional<TableView> revealed_;
  struct Shown {
    std::string seat, text, rule;
    bool breaks = false;
  };
  std::vector<Shown> shown_;

  void keep_card(const Game& g, const ViewCard& c) {
    cards_.emplace(c.id, c);
    const CardDef& def = g.content().defs[g.state().card(c.id).def];
    texts_.emplace(c.name, def.text);
    if (decl_->card_colour.empty() || colours_.count(c.id)) return;
    auto it = def.props.find(decl_->card_colour);
    if (it == def.props.end()) return;
    const Value& v = it->second;
    if (v.kind == Value::Kind::Str) colours_[c.id] = v.s;
    if (v.kind == Value::Kind::List && !v.list.empty() && v.list[0].kind == Value::Kind::Str)
      colours_[c.id] = v.list[0].s;
  }

  // A badge that names something of the content (BANG!'s character) carries
  // its text, as a card does.
  void keep_text(const Game& g, const Value& v) {
    if (v.kind != Value::Kind::Str || texts_.count(v.s)) return;
    int d = g.content().def_index(v.s);
    if (d >= 0) texts_.emplace(v.s, g.content().defs[d].text);
  }

  std::string colour_of(int id) const {
    auto it = colours_.find(id);
    return it == colours_.end() ? "" : it->second;
  }

  // A reveal's layout: the badges and rows it names, without the hook (the
  // table is taken in the middle of a step, while the rules script runs).
  ViewDecl reveal_decl(const RevealDecl& r) const {
    ViewDecl d;
    auto named = [](const std::vector<std::string>& names, const std::string& key) {
      return std::find(names.begin(), names.end(), key) != names.end();
    };
    for (const auto& b : decl_->seat_badges)
      if (!b.from_hook && named(r.seat, b.key)) d.seat_badges.push_back(b);
    for (const auto& w : decl_->seat_rows)
      if (named(r.seat, w.zone)) d.seat_rows.push_back(w);
    for (const auto& b : decl_->badges)
      if (!b.from_hook && named(r.game, b.key)) d.badges.push_back(b);
    for (const auto& w : decl_->rows)
      if (named(r.game, w.zone)) d.rows.push_back(w);
    return d;
  }

  // A line as it is narrated: a line every player hears with a ruling a
  // reveal names takes the table as it stands now (what it shows is shown
  // to all, so the referee's view of it is every viewer's).
  void witness(Game& g, const Narration& n) {
    if (n.viewer != 0 || n.rule.empty()) return;
    const auto& reveals = decl_->reveals;
    for (size_t k = 0; k < reveals.size(); ++k) {
      const RevealDecl& r = reveals[k];
      if (std::find(r.at.begin(), r.at.end(), n.rule) == r.at.end()) continue;
      if (revealing_ != static_cast<int>(k)) shown_.clear();
      revealing_ = static_cast<int>(k);
      revealed_ = table_view(g, reveal_decls_[k], 0);
      Shown line{"", n.text, n.rule,
                 std::find(r.breaks.begin(), r.breaks.end(), n.rule) != r.breaks.end()};
      for (const auto& p : g.state().players)
        if (n.text.compare(0, p.name.size(), p.name) == 0 &&
            (n.text.size() == p.name.size() ||
             !std::isalnum(static_cast<unsigned char>(n.text[p.name.size()]))))
          line.seat = p.name;
      shown_.push_back(line);
      return;
    }
  }

  // The reveal of the step just played, as the step's "r" field, or null.
  Json reveal_json(const Game& g) {
    if (revealing_ < 0 || !revealed_) return nullptr;
    const RevealDecl& r = decl_->reveals[revealing_];
    const TableView& t = *revealed_;
    auto rows = [&](const std::vector<ViewRow>& rs) {
      Json out = Json::object();
      for (const auto& w : rs) {
        Json& ids = out[w.key] = Json::array();
        for (const auto& c : w.cards) {
          keep_card(g, c);
          ids.push_back(c.id);
        }
      }
      return out;
    };
    auto badges = [&](const std::vector<ViewBadge>& bs) {
      Json out = Json::object();
      for (const auto& b : bs) out[b.key] = json_value(b.value);
      return out;
    };
    Json seats = Json::array();
    for (const auto& l : shown_) {
      Json seat = {{"line", l.text}, {"rule", l.rule}};
      if (l.breaks) seat["breaks"] = true;
      for (const auto& s : t.seats)
        if (!l.seat.empty() && s.name == l.seat) {
          seat["name"] = s.name;
          seat["b"] = badges(s.badges);
          seat["r"] = rows(s.rows);
        }
      seats.push_back(std::move(seat));
    }
    Json out = {{"key", r.key},
                {"label", r.label},
                {"seats", std::move(seats)},
                {"b", badges(t.badges)},
                {"r", rows(t.rows)}};
    revealing_ = -1;
    revealed_.reset();
    shown_.clear();
    return out;
  }

  void start(Game& g) {
    const Content& c = g.content();
    decl_ = load_view(c);
    for (const auto& r : decl_->reveals) reveal_decls_.push_back(reveal_decl(r));
    if (!reveal_decls_.empty())
      g.watch_narration([this, &g](const Narration& n) { witness(g, n); });
    for (const auto& card : g.state().cards) labels_.push_back(g.state().label(card.id));
    name_ = c.name;
    if (o_.spectator) {
      viewers_.push_back(kSpectator);
    } else if (o_.viewer.empty()) {
      for (int v = 0; v <= g.state().seats(); ++v) viewers_.push_back(v);
    } else {
      viewers_.push_back(g.state().seat_of(o_.viewer));
    }
    for (int v : viewers_) redactors_.emplace_back(v);
    for (auto& r : redactors_) r.remember(g);
    last_.resize(viewers_.size());
    frames_.assign(viewers_.size(), Json::array());
    game_ = {{"id", c.id}, {"name", c.name}, {"version", c.version}, {"content", c.digest}};
    layout_ = layout(g);
    rulings_ = Json::object();
    for (const auto& ruling : c.rulings) rulings_[ruling.id] = ruling.title + ": " + ruling.text;
  }

  Json layout(const Game& g) const {
    const ViewDecl& d = *decl_;
    auto badges = [](const std::vector<BadgeDecl>& bs) {
      Json out = Json::array();
      for (const auto& b : bs) out.push_back({b.key, b.label, b.colour});
      return out;
    };
    auto rows = [](const std::vector<RowDecl>& rs) {
      Json out = Json::array();
      for (const auto& r : rs) {
        const char* show = r.show == RowDecl::Show::Top     ? "top"
                           : r.show == RowDecl::Show::Count ? "count"
                                                            : "cards";
        out.push_back({r.zone, r.label, show});
      }
      return out;
    };
    Json tracks = Json::array();
    for (const auto& t : d.tracks) {
      Json track = {t.key, t.label, t.min, t.max, badges(t.markers)};
      if (int64_t{t.max} - t.min >= kPageTrackCells) track.push_back(true);
      tracks.push_back(std::move(track));
    }
    std::vector<std::string> seats;
    for (const auto& p : g.state().players) seats.push_back(p.name);
    return {{"seats", seats},
            {"seat_badges", badges(d.seat_badges)},
            {"seat_rows", rows(d.seat_rows)},
            {"badges", badges(d.badges)},
            {"rows", rows(d.rows)},
            {"tracks", std::move(tracks)}};
  }

  // The items of viewer v's table that changed since the last step.
  void frame(Game& g, size_t v) {
    TableView t = table_view(g, *decl_, viewers_[v]);
    auto cap = [](std::vector<ViewRow>& rows) {
      for (auto& r : rows)
        if (r.cards.size() > kPageRowCards) r.cards.resize(kPageRowCards);
    };
    for (auto& s : t.seats) cap(s.rows);
    cap(t.rows);
    auto keep = [&](const std::vector<ViewRow>& rows) {
      for (const auto& r : rows)
        for (const auto& c : r.cards) {
          keep_card(g, c);
        }
    };
    for (const auto& s : t.seats) {
      keep(s.rows);
      for (const auto& b : s.badges) keep_text(g, b.value);
    }
    keep(t.rows);
    auto items = view_items(t);
    Json out = Json::object();
    for (size_t i = 0; i < items.size(); ++i)
      if (i >= last_[v].size() || last_[v][i] != items[i]) out[items[i].first] = items[i].second;
    frames_[v].push_back(std::move(out));
    last_[v] = std::move(items);
  }

  void note_claims(const Game& g, const Entry& e) {
    if (viewers_.size() != 1 || !viewers_[0] || !e.claims.IsMap()) return;
    for (auto it = e.claims.begin(); it != e.claims.end(); ++it) {
      std::string path = it->first.Scalar();
      if (!sees_path(g, path, viewers_[0])) unseen_claims_.insert({e.step, path});
    }
  }

  Json cards() const {
    Json out = Json::object();
    for (const auto& [id, c] : cards_)
      out[std::to_string(id)] = {c.label, c.name, c.rank, c.suit, colour_of(id)};
    return out;
  }

  Json texts() const {
    Json out = Json::object();
    for (const auto& [name, text] : texts_)
      if (!text.empty()) out[name] = text;
    return out;
  }

  // The page's one viewer as its text names them: a player, or the spectators.
  std::string one_viewer() const { return o_.spectator ? "the spectators" : o_.viewer; }

  Json viewer_names() const {
    if (o_.spectator) return {"spectators"};
    if (!o_.viewer.empty()) return {o_.viewer};
    Json out = {nullptr};
    for (const auto& p : rec_.players) out.push_back(p);
    return out;
  }

  std::vector<std::string> mods() const {
    if (o_.roots.size() <= 1) return {};
    return {o_.roots.begin() + 1, o_.roots.end()};
  }

  // The verdict as the viewer may read it: a refusal of another player's
  // move does not list that player's legal options (their hand), a refused
  // pin does not name its card, a claim about what the viewer cannot see
  // keeps its values to itself.
  Json verdict(const ReplayResult& res) const {
    bool one = !o_.viewer.empty() || o_.spectator;
    std::string text = res.message;
    const Entry* at = nullptr;
    for (const auto& e : rec_.actions)
      if (e.step == res.step) at = &e;
    if (one && at && at->kind == Entry::Kind::Decision && at->player != o_.viewer) {
      size_t cut = text.find("; legal: ");
      if (cut != std::string::npos) text.erase(cut);
    }
    if (one && names_unseen(text))
      text = "step " + std::to_string(res.step) + ": " +
             (at && at->kind == Entry::Kind::Decision ? at->player + " cannot " + at->text + ": "
                                                      : "") +
             "the reason names a card " + one_viewer() + (o_.spectator ? " have" : " has") +
             " not seen (the referee's page gives it)";
    if (one && text.find("pin '") != std::string::npos)
      text = "step " + std::to_string(res.step) +
             ": a pin of the record was not used (the referee's page says which)";
    if (text.empty() && !res.failures.empty())
      text = std::to_string(res.failures.size()) +
             (res.failures.size() == 1 ? " claim does not hold" : " claims do not hold");
    int step = res.step ? res.step : (res.failures.empty() ? -1 : res.failures.front().step);
    bool refused = res.verdict != Verdict::Ok && res.step > 0 && !res.message.empty();
    Json claims = Json::array();
    for (const auto& f : res.failures) {
      bool unseen = unseen_claims_.count({f.step, f.path}) > 0;
      std::string hidden = "(not seen by " + one_viewer() + ")";
      claims.push_back({{"step", f.step},
                        {"path", f.path},
                        {"claimed", unseen ? hidden : f.claimed},
                        {"actual", unseen ? hidden : f.actual},
                        {"why", unseen ? "" : f.why},
                        {"changed_at", f.changed_at && !unseen ? Json(f.changed_at) : Json()}});
    }
    std::vector<std::string> warnings;
    for (const auto& w : res.warnings)
      warnings.push_back(one && res.unpinned && w.find(res.seeded_text()) != std::string::npos
                             ? "some chance outcomes came from the seed, not from pins: the "
                               "verdict rests on the seed as well as the record"
                             : w);
    // Where the record stops: inside an effect, who must still decide and on what.
    Json pending;
    if (!res.settled) {
      // A prompt may name a card the one viewer never saw (cards to put back).
      ReplayResult said = res;
      if (one && names_unseen(said.pending_prompt)) said.pending_prompt.clear();
      pending = {{"players", res.pending_players},
                 {"seats", res.pending_seats},
                 {"prompt", said.pending_prompt},
                 {"text", said.unsettled_text()}};
    }
    return {{"ok", res.verdict == Verdict::Ok},
            {"exit", static_cast<int>(res.verdict)},
            {"text", text},
            {"step", step >= 0 ? Json(step) : Json()},
            {"refused", refused ? Json(res.step) : Json()},
            {"claims", std::move(claims)},
            {"settled", res.settled},
            {"pending", std::move(pending)},
            {"warnings", warnings}};
  }

  // Whether the text names a card the page's one viewer never saw (a
  // refusal may say where a card is: another player's hand).
  bool names_unseen(const std::string& text) const {
    for (size_t id = 1; id <= labels_.size(); ++id)
      if (!cards_.count(static_cast<int>(id)) && text.find(labels_[id - 1]) != std::string::npos)
        return true;
    return false;
  }

  Json variant() const {
    if (!o_.variant) return nullptr;
    const VariantDifference& d = *o_.variant;
    return {{"with", d.with}, {"step", d.step >= 0 ? Json(d.step) : Json()}, {"text", d.text}};
  }
};

}  // namespace

Page replay_page(const Record& rec, const PageOptions& o) {
  Page out;
  if (!o.viewer.empty() &&
      std::find(rec.players.begin(), rec.players.end(), o.viewer) == rec.players.end())
    throw Error(Verdict::BadRecord, "--view: '" + o.viewer + "' is not a player of this record");
  ReplayOptions ro;
  ro.roots = o.roots;
  ro.host = o.host;
  PageBuilder b(rec, o);
  out.result = replay(rec, ro, [&](const StepReport& r) { b.step(r); });
  if (b.started() && out.result.verdict != Verdict::BadContent) {
    b.refused(out.result);
    out.html = b.html(out.result);
  }
  return out;
}

}  // namespace arbiter::cli
