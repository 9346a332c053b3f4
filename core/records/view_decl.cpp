// content/<game>/view.yaml: how a game's table is laid out. Read apart from
// the rest of the content: a layout is not a rule, so it is not part of the
// content digest, and a record judged before the layout changed stays the
// same record.
#include <algorithm>
#include <cctype>
#include <filesystem>

#include "core/base/text.h"
#include "core/base/yaml_check.h"
#include "core/content/content.h"
#include "core/content/file_keys.h"
#include "core/records/view.h"

namespace arbiter {

namespace {

namespace fs = std::filesystem;

bool is_zone(const Content& c, const std::string& name, bool per_player) {
  int z = c.zone_index(name);
  return z >= 0 && c.zones[z].per_player == per_player;
}

class ViewReader {
 public:
  ViewReader(const Content& c, const YamlFile& f) : c_(c), f_(f) {}

  ViewDecl read() {
    const YAML::Node& r = f_.root();
    ViewDecl d;
    d.declared = true;
    if (r.IsNull()) return d;
    f_.require_map(r, "view.yaml");
    f_.check_keys(r, keys::kView.names(), "view.yaml");
    if (r["hook"]) d.hook = f_.str(r["hook"], "hook");
    if (const YAML::Node& s = r["seat"]) {
      f_.require_map(s, "seat");
      f_.check_keys(s, keys::kViewSeat.names(), "seat");
      d.seat_badges = badges(s["badges"], "seat.badges", true);
      d.seat_rows = rows(s["rows"], "seat.rows", true);
    }
    if (const YAML::Node& g = r["game"]) {
      f_.require_map(g, "game");
      f_.check_keys(g, keys::kViewGame.names(), "game");
      d.badges = badges(g["badges"], "game.badges", false);
      d.rows = rows(g["rows"], "game.rows", false);
      if (const YAML::Node& t = g["tracks"]) {
        f_.require_list(t, "game.tracks");
        for (const auto& n : t) d.tracks.push_back(track(n));
      }
    }
    if (const YAML::Node& k = r["cards"]) {
      f_.require_map(k, "cards");
      f_.check_keys(k, keys::kViewCards.names(), "cards");
      if (k["colour"]) d.card_colour = card_property(k["colour"], "cards.colour");
    }
    if (const YAML::Node& v = r["reveals"]) {
      f_.require_list(v, "reveals");
      for (size_t i = 0; i < v.size(); ++i)
        d.reveals.push_back(reveal(v[i], "reveals[" + std::to_string(i) + "]", d));
    }
    bool hooked = false;
    for (const auto* list : {&d.seat_badges, &d.badges})
      for (const auto& b : *list) hooked = hooked || b.from_hook;
    if (hooked && d.hook.empty())
      throw f_.error(r,
                     "view.yaml: badges read from the hook, but no 'hook' names the rules "
                     "script's function that gives them");
    return d;
  }

 private:
  const Content& c_;
  const YamlFile& f_;

  std::vector<std::string> paths(bool per_player) const {
    std::vector<std::string> out = per_player ? c_.state.player : c_.state.game;
    out.erase(std::remove_if(out.begin(), out.end(),
                             [&](const std::string& p) { return is_zone(c_, p, per_player); }),
              out.end());
    if (per_player) out.push_back("alive");
    return out;
  }

  // A value path must be one of the game's state paths: a slip is named.
  std::string value_path(const YAML::Node& n, const std::string& what, bool per_player) const {
    std::string p = f_.str(n, what);
    auto known = paths(per_player);
    if (std::find(known.begin(), known.end(), p) == known.end())
      throw f_.error(n, what + ": '" + p + "' is not a value of game.yaml's state." +
                            (per_player ? "player" : "game") + did_you_mean(p, known));
    return p;
  }

  int bound(const YAML::Node& n, const std::string& what) const {
    if (n.IsMap()) {
      f_.check_keys(n, keys::kViewBound.names(), what);
      std::string rule = f_.str(n["rule"], what + ".rule");
      auto it = c_.rules.find(rule);
      if (it == c_.rules.end() || it->second.kind != Value::Kind::Int)
        throw f_.error(n["rule"], what + ".rule: '" + rule + "' is not a whole-number rule" +
                                      did_you_mean(rule, rule_names()));
      return static_cast<int>(it->second.i);
    }
    return f_.integer(n, what);
  }

  std::vector<std::string> rule_names() const {
    std::vector<std::string> out;
    for (const auto& [k, v] : c_.rules) out.push_back(k);
    return out;
  }

  BadgeDecl badge(const YAML::Node& n, const std::string& what, bool per_player) const {
    f_.require_map(n, what);
    f_.check_keys(n, keys::kViewBadge.names(), what);
    BadgeDecl b;
    if (n["path"] && n["hook"]) throw f_.error(n, what + ": give 'path' or 'hook', not both");
    if (n["path"]) {
      b.key = value_path(n["path"], what + ".path", per_player);
    } else if (n["hook"]) {
      b.key = f_.str(n["hook"], what + ".hook");
      b.from_hook = true;
    } else {
      throw f_.error(n, what + " needs 'path' (a state value) or 'hook' (a value the hook gives)");
    }
    b.label = n["label"] ? f_.str(n["label"], what + ".label") : b.key;
    if (const YAML::Node& m = n["max"]) {
      if (m.IsMap() ||
          (m.IsScalar() && !m.Scalar().empty() &&
           (std::isdigit(static_cast<unsigned char>(m.Scalar()[0])) || m.Scalar()[0] == '-'))) {
        b.max = bound(m, what + ".max");
      } else {
        b.max_path = value_path(m, what + ".max", per_player);
      }
    }
    if (n["colour"]) b.colour = f_.str(n["colour"], what + ".colour");
    return b;
  }

  std::vector<BadgeDecl> badges(const YAML::Node& n, const std::string& what,
                                bool per_player) const {
    std::vector<BadgeDecl> out;
    if (!n) return out;
    f_.require_list(n, what);
    for (size_t i = 0; i < n.size(); ++i)
      out.push_back(badge(n[i], what + "[" + std::to_string(i) + "]", per_player));
    return out;
  }

  std::vector<RowDecl> rows(const YAML::Node& n, const std::string& what, bool per_player) const {
    std::vector<RowDecl> out;
    if (!n) return out;
    f_.require_list(n, what);
    for (size_t i = 0; i < n.size(); ++i) {
      const YAML::Node& e = n[i];
      std::string at = what + "[" + std::to_string(i) + "]";
      f_.require_map(e, at);
      f_.check_keys(e, keys::kViewRow.names(), at);
      RowDecl r;
      r.zone = f_.str(e["zone"], at + ".zone");
      if (!is_zone(c_, r.zone, per_player)) {
        std::vector<std::string> zones;
        for (const auto& z : c_.zones)
          if (z.per_player == per_player) zones.push_back(z.name);
        throw f_.error(e["zone"], at + ".zone: '" + r.zone + "' is not a " +
                                      (per_player ? "player" : "game") + " zone" +
                                      did_you_mean(r.zone, zones));
      }
      r.label = e["label"] ? f_.str(e["label"], at + ".label") : r.zone;
      if (e["show"]) {
        std::string s = f_.str(e["show"], at + ".show");
        if (s == "cards")
          r.show = RowDecl::Show::Cards;
        else if (s == "top")
          r.show = RowDecl::Show::Top;
        else if (s == "count")
          r.show = RowDecl::Show::Count;
        else
          throw f_.error(e["show"], at + ".show: '" + s + "' is not one of: cards, top, count");
      }
      out.push_back(r);
    }
    return out;
  }

  // A property some card of the game has.
  std::string card_property(const YAML::Node& n, const std::string& what) const {
    std::string p = f_.str(n, what);
    std::vector<std::string> known;
    for (const auto& def : c_.defs)
      for (const auto& [k, v] : def.props) {
        if (k == p) return p;
        if (std::find(known.begin(), known.end(), k) == known.end()) known.push_back(k);
      }
    throw f_.error(n, what + ": no card has a property '" + p + "'" + did_you_mean(p, known));
  }

  std::vector<std::string> texts(const YAML::Node& n, const std::string& what) const {
    std::vector<std::string> out;
    if (!n) return out;
    f_.require_list(n, what);
    for (size_t i = 0; i < n.size(); ++i)
      out.push_back(f_.str(n[i], what + "[" + std::to_string(i) + "]"));
    return out;
  }

  // Each ruling a reveal names must be one of the game's.
  void check_rulings(const YAML::Node& n, const std::vector<std::string>& ids,
                     const std::string& what) const {
    std::vector<std::string> known;
    for (const auto& r : c_.rulings) known.push_back(r.id);
    for (size_t i = 0; i < ids.size(); ++i)
      if (std::find(known.begin(), known.end(), ids[i]) == known.end())
        throw f_.error(n[i], what + ": '" + ids[i] + "' is not a ruling of the game" +
                                 did_you_mean(ids[i], known));
  }

  // What a reveal shows must be drawn by the layout already: a badge of a
  // state path or a row, of the seats or of the table.
  void check_shown(const YAML::Node& n, const std::vector<std::string>& names,
                   const std::vector<BadgeDecl>& badges, const std::vector<RowDecl>& rows,
                   const std::string& what) const {
    std::vector<std::string> known;
    for (const auto& b : badges)
      if (!b.from_hook) known.push_back(b.key);
    for (const auto& r : rows) known.push_back(r.zone);
    for (size_t i = 0; i < names.size(); ++i)
      if (std::find(known.begin(), known.end(), names[i]) == known.end())
        throw f_.error(n[i], what + ": '" + names[i] +
                                 "' is not a path badge or a row of the layout" +
                                 did_you_mean(names[i], known));
  }

  RevealDecl reveal(const YAML::Node& n, const std::string& what, const ViewDecl& d) const {
    f_.require_map(n, what);
    f_.check_keys(n, keys::kViewReveal.names(), what);
    RevealDecl r;
    r.key = f_.str(n["name"], what + ".name");
    r.label = n["label"] ? f_.str(n["label"], what + ".label") : r.key;
    r.at = texts(n["at"], what + ".at");
    if (r.at.empty()) throw f_.error(n, what + ".at: name the rulings of the lines that show it");
    check_rulings(n["at"], r.at, what + ".at");
    r.breaks = texts(n["breaks"], what + ".breaks");
    if (n["breaks"]) check_rulings(n["breaks"], r.breaks, what + ".breaks");
    r.seat = texts(n["seat"], what + ".seat");
    if (n["seat"]) check_shown(n["seat"], r.seat, d.seat_badges, d.seat_rows, what + ".seat");
    r.game = texts(n["game"], what + ".game");
    if (n["game"]) check_shown(n["game"], r.game, d.badges, d.rows, what + ".game");
    return r;
  }

  TrackDecl track(const YAML::Node& n) const {
    f_.require_map(n, "track");
    f_.check_keys(n, keys::kViewTrack.names(), "track");
    TrackDecl t;
    t.key = f_.str(n["name"], "track.name");
    t.label = n["label"] ? f_.str(n["label"], "track.label") : t.key;
    std::string what = "track " + t.key;
    t.min = bound(n["min"], what + ".min");
    t.max = bound(n["max"], what + ".max");
    if (t.max <= t.min) throw f_.error(n, what + ": max must be above min");
    t.markers = badges(n["markers"], what + ".markers", false);
    if (t.markers.empty()) throw f_.error(n, what + " needs 'markers': the values it shows");
    return t;
  }
};

BadgeDecl plain_badge(const std::string& path) {
  BadgeDecl b;
  b.key = b.label = path;
  return b;
}

// A layout from the state paths alone: zones are rows (a hidden draw pile
// by its count), other values badges.
ViewDecl generic_view(const Content& c) {
  ViewDecl d;
  for (const auto& p : c.state.player) {
    if (p == "alive") continue;
    if (is_zone(c, p, true))
      d.seat_rows.push_back({p, p, RowDecl::Show::Cards});
    else
      d.seat_badges.push_back(plain_badge(p));
  }
  for (const auto& p : c.state.game) {
    if (p == "turn") continue;
    if (is_zone(c, p, false)) {
      const ZoneDef& z = c.zones[c.zone_index(p)];
      bool pile = z.visibility == Visibility::Hidden;
      d.rows.push_back({p, p, pile ? RowDecl::Show::Count : RowDecl::Show::Cards});
    } else {
      d.badges.push_back(plain_badge(p));
    }
  }
  return d;
}

}  // namespace

ViewDecl load_view(const Content& c) {
  fs::path file = fs::path(c.content_dir) / "view.yaml";
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) return generic_view(c);
  YamlFile f = YamlFile::load(file.string(), Verdict::BadContent);
  return ViewReader(c, f).read();
}

}  // namespace arbiter
