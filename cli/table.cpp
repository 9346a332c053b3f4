#include "cli/table.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <map>

#include "cli/common.h"
#include "core/base/base.h"

namespace arbiter::cli {

namespace {

// A badge with a small maximum is drawn as pips: hearts where it is painted
// red (BANG!'s life: ♥♥♥♡ 3/4), dots otherwise.
constexpr int64_t kMostPips = 10;
// A seat's name longer than this is shortened, so one long name cannot push
// every seat's line off the screen.
constexpr size_t kNameWidth = 12;

// Everything printed below that came from content or a record goes through
// printable() first; colour is added after, so its escapes are the only ones.
std::string label_of(const ViewBadge& b) {
  return printable(b.label.empty() ? b.key : b.label);
}

std::string label_of(const ViewRow& r) {
  return printable(r.label.empty() ? r.key : r.label);
}

// A list as its items (`white 1, white 3`), empty when it is empty.
std::string value_text(const Value& v) {
  if (v.kind == Value::Kind::List) {
    std::vector<std::string> items;
    for (const auto& x : v.list) items.push_back(value_text(x));
    return join(items);
  }
  return v.kind == Value::Kind::Bool ? (v.b ? "yes" : "no") : printable(v.text());
}

// A card as the table shows it: its label with the suit red where it is a
// heart or a diamond; `brief`: its name only, where room is short.
std::string card_text(const ViewCard& c, bool brief) {
  if (brief && !c.name.empty()) return printable(c.name);
  std::string label = printable(c.label);
  return c.suit == "♥" || c.suit == "♦" ? red(label) : label;
}

std::string cards_text(const std::vector<ViewCard>& cards, bool brief) {
  std::vector<std::string> out;
  for (const auto& c : cards) out.push_back(card_text(c, brief));
  return join(out);
}

// Columns a line takes on the screen: characters, without colour codes.
size_t visible_width(const std::string& s) {
  std::string plain;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\033') {
      while (i < s.size() && s[i] != 'm') ++i;
      continue;
    }
    plain += s[i];
  }
  return utf8_width(plain);
}

// `s` cut to `width` columns, the cut marked with `…`; colour codes are
// kept whole and closed.
std::string shorten(const std::string& s, size_t width) {
  if (visible_width(s) <= width) return s;
  std::string out;
  size_t used = 0;
  bool painted = false;
  for (size_t i = 0; i < s.size();) {
    if (s[i] == '\033') {
      size_t end = s.find('m', i);
      end = end == std::string::npos ? s.size() : end + 1;
      out.append(s, i, end - i);
      painted = true;
      i = end;
      continue;
    }
    size_t len = 1;  // the bytes of this character
    while (i + len < s.size() && (static_cast<unsigned char>(s[i + len]) & 0xC0) == 0x80) ++len;
    if (used + 1 >= width) break;
    out.append(s, i, len);
    ++used;
    i += len;
  }
  if (painted) out += "\033[0m";
  return out + "…";
}

std::string pad(const std::string& s, size_t width) {
  size_t w = visible_width(s);
  return w >= width ? s : s + std::string(width - w, ' ');
}

// A badge's value as shown. Beside a seat, text says what it is (a
// character, a role) and pips a seat's life; on the table and for other
// values the label says it.
std::string badge_text(const ViewBadge& b, bool seat) {
  if (b.hidden || b.value.is_nil()) return "";
  if (b.value.kind == Value::Kind::Int && b.max.kind == Value::Kind::Int && b.max.i > 0 &&
      b.max.i <= kMostPips) {
    int64_t have = std::clamp<int64_t>(b.value.i, 0, b.max.i);
    bool hearts = seat && b.colour == "red";
    std::string pips;
    for (int64_t i = 0; i < b.max.i; ++i)
      pips += i < have ? (hearts ? "♥" : "●") : (hearts ? "♡" : "○");
    std::string count = std::to_string(b.value.i) + "/" + std::to_string(b.max.i);
    return (seat ? "" : label_of(b) + " ") + (b.colour == "red" ? red(pips) : pips) + " " + count;
  }
  if (b.value.kind == Value::Kind::List)
    return b.value.list.empty() ? "" : label_of(b) + ": " + value_text(b.value);
  if (b.value.kind == Value::Kind::Str)
    return seat ? value_text(b.value) : label_of(b) + ": " + value_text(b.value);
  if (b.value.kind == Value::Kind::Bool) return b.value.b ? label_of(b) : "";
  std::string max = b.max.kind == Value::Kind::Int ? "/" + std::to_string(b.max.i) : "";
  return label_of(b) + " " + value_text(b.value) + max;
}

const ViewBadge* find_badge(const std::vector<ViewBadge>& bs, const std::string& key) {
  for (const auto& b : bs)
    if (b.key == key && !b.hidden && !b.value.is_nil()) return &b;
  return nullptr;
}

const ViewSeat* seat_named(const TableView& v, const std::string& name) {
  for (const auto& s : v.seats)
    if (s.name == name) return &s;
  return nullptr;
}

// A row of a seat that the viewer sees on their own seat and not on the
// others' (a hand): listed apart, as the viewer's own.
bool private_row(const TableView& v, const std::string& key) {
  for (const auto& s : v.seats)
    for (const auto& r : s.rows)
      if (r.key == key && r.hidden) return true;
  return false;
}

// Parts on lines of `width`, breaking between parts, never inside one (a
// part wider than a line is shortened); the lines after the first indented.
void add_wrapped(std::vector<std::string>& out, const std::vector<std::string>& parts, size_t width,
                 const std::string& indent, const std::string& gap = "  ") {
  std::string line;
  size_t used = 0;
  for (const auto& p : parts) {
    if (p.empty()) continue;
    size_t w = visible_width(p);
    if (used && used + gap.size() + w > width) {
      out.push_back(line);
      line = indent;
      used = indent.size();
    } else if (used) {
      line += gap;
      used += gap.size();
    }
    std::string fitted = shorten(p, width > used ? width - used : 1);
    line += fitted;
    used += visible_width(fitted);
  }
  if (!line.empty()) out.push_back(line);
}

// One seat's line in cells: `aligned` are lined up in columns across seats
// (by key), `cards` follow as they come.
struct SeatCells {
  std::string head;
  std::map<std::string, std::string> aligned;
  std::vector<std::string> order;  // the keys of `aligned`, as declared
  std::vector<const ViewRow*> cards;
};

// What the viewer's own reach makes of another seat's distance: BANG!'s
// `distance` hook beside the viewer's `reach` (docs/authoring.md).
std::string distance_text(const ViewBadge& b, const ViewBadge* reach) {
  if (b.value.kind != Value::Kind::Int || !reach || reach->value.kind != Value::Kind::Int)
    return badge_text(b, true);
  return "dist " + std::to_string(b.value.i) + (b.value.i <= reach->value.i ? " ✓" : " ✗");
}

SeatCells seat_cells(const TableView& v, const ViewSeat& s, const ViewSeat* me, size_t name_w) {
  const ViewBadge* reach = me ? find_badge(me->badges, "reach") : nullptr;
  SeatCells c;
  std::string name = shorten(printable(s.name), name_w);
  name = pad(name, name_w);
  std::string mark = s.turn ? ">" : s.deciding ? "*" : " ";
  c.head = mark + " " + (s.turn ? bold(name) : name);
  auto put = [&](const std::string& key, const std::string& text) {
    c.order.push_back(key);
    c.aligned[key] = text;
  };
  if (!s.alive) put(" out", dim("out"));
  for (const auto& b : s.badges) {
    if (b.key == "distance" && reach) {
      if (&s != me) put(b.key, distance_text(b, reach));
    } else if (b.key == "reach" && reach) {
      // The viewer's reach where the others show their distance; theirs
      // the ✓ and ✗ say.
      if (&s == me) put("distance", "reach " + value_text(b.value));
    } else {
      put(b.key, badge_text(b, true));
    }
  }
  for (const auto& r : s.rows) {
    bool counted =
        r.hidden || r.show == RowDecl::Show::Count || (&s == me && private_row(v, r.key));
    if (counted)
      put("#" + r.key, label_of(r) + " " + std::to_string(r.count));
    else if (!r.cards.empty())
      c.cards.push_back(&r);
  }
  return c;
}

// The seats, one line each, their values in columns; cards in play last,
// by name only where their labels do not fit, and a line that still does not
// fit is shortened.
void seat_lines(std::vector<std::string>& out, const TableView& v, const ViewSeat* me,
                size_t width) {
  size_t name_w = 0;
  for (const auto& s : v.seats)
    name_w = std::max(name_w, std::min(kNameWidth, utf8_width(printable(s.name))));
  std::vector<SeatCells> cells;
  std::vector<std::string> keys;  // every column, in the order first met
  std::map<std::string, size_t> widths;
  for (const auto& s : v.seats) {
    cells.push_back(seat_cells(v, s, me, name_w));
    for (const auto& k : cells.back().order) {
      if (!widths.count(k)) keys.push_back(k);
      widths[k] = std::max(widths[k], visible_width(cells.back().aligned[k]));
    }
  }
  auto trimmed = [](std::string s) { return s.erase(s.find_last_not_of(' ') + 1); };
  // Each seat's line with its cards in full, else by name; with columns two
  // spaces apart, or one where that lets every line fit.
  auto lines = [&](const std::string& gap) {
    std::vector<std::string> made;
    for (const auto& c : cells) {
      std::string line = c.head;
      for (const auto& k : keys) {
        if (!widths[k]) continue;  // nobody has it: no column
        auto it = c.aligned.find(k);
        line += gap + pad(it == c.aligned.end() ? "" : it->second, widths[k]);
      }
      std::string full = line, brief = line;
      for (const auto* r : c.cards) {
        full += gap + label_of(*r) + ": " + cards_text(r->cards, false);
        brief += gap + label_of(*r) + ": " + cards_text(r->cards, true);
      }
      made.push_back(trimmed(visible_width(trimmed(full)) <= width ? full : brief));
    }
    return made;
  };
  std::vector<std::string> made = lines("  ");
  for (const auto& l : made)
    if (visible_width(l) > width) {
      made = lines(" ");
      break;
    }
  for (const auto& l : made) out.push_back(shorten(l, width));
}

// The game's own values and areas, on as few lines as they fit.
void shared_lines(std::vector<std::string>& out, const TableView& v, const ViewSeat* me,
                  size_t width) {
  std::vector<std::string> parts;
  for (const auto& b : v.badges) parts.push_back(badge_text(b, false));
  bool distances = false;
  for (const auto& s : v.seats) distances = distances || find_badge(s.badges, "distance");
  if (distances && me && find_badge(me->badges, "reach")) parts.push_back("✓ in your reach");
  for (const auto& t : v.tracks) {
    std::vector<std::string> marks;
    for (const auto& m : t.markers)
      if (!m.value.is_nil()) marks.push_back(label_of(m) + " " + value_text(m.value));
    parts.push_back(printable(t.label.empty() ? t.key : t.label) + " (" + std::to_string(t.min) +
                    ".." + std::to_string(t.max) + "): " + join(marks));
  }
  for (const auto& r : v.rows) {
    if (r.hidden || r.show == RowDecl::Show::Count)
      parts.push_back(label_of(r) + " " + std::to_string(r.count));
    else if (!r.cards.empty())
      parts.push_back(label_of(r) + (r.show == RowDecl::Show::Top ? " (top): " : ": ") +
                      cards_text(r.cards, false));
  }
  add_wrapped(out, parts, width, "  ");
}

}  // namespace

size_t terminal_width() {
  winsize w{};
  if (isatty(1) && ioctl(1, TIOCGWINSZ, &w) == 0 && w.ws_col >= 40) return w.ws_col;
  return 80;
}

std::vector<std::string> table_lines(const TableView& v, size_t width) {
  std::vector<std::string> out;
  const ViewSeat* me = v.viewer.empty() ? nullptr : seat_named(v, v.viewer);
  seat_lines(out, v, me, width);
  shared_lines(out, v, me, width);
  if (me)
    for (const auto& r : me->rows)
      if (!r.hidden && private_row(v, r.key)) {
        // The viewer's own cards in full, wrapped between cards.
        std::vector<std::string> parts{bold("your " + label_of(r) + ":")};
        for (size_t i = 0; i < r.cards.size(); ++i)
          parts.push_back(card_text(r.cards[i], false) + (i + 1 < r.cards.size() ? "," : ""));
        if (r.cards.empty()) parts.push_back("(none)");
        add_wrapped(out, parts, width, "    ", " ");
      }
  if (v.over) {
    std::vector<std::string> winners;
    for (const auto& w : v.winners) winners.push_back(printable(w));
    out.push_back(bold("game over") + ", winners: " + (winners.empty() ? "none" : join(winners)));
  }
  return out;
}

}  // namespace arbiter::cli
