// Draws one table view: the seats in a ring with their badges and rows, the
// shared centre with its badges, tracks and rows, the cards, the rulings in
// a text. The replay page (replay.js, which carries this file inline) and
// the seat's page (seat.js, which loads it as /assets/table.js) both draw
// with it, so a table looks the same whether it is judged or played.
// Every text from a record, the content or a server is set with
// textContent, never parsed as HTML; nothing is placed with an inline style
// (the seat's page is served under a CSP that allows none), seats take
// their place on the grid from classes of table.css.
"use strict";

window.ArbiterTable = (function () {
  const RED = new Set(["♥", "♦"]);

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function valueText(v) {
    if (v === null || v === undefined) return "";
    if (Array.isArray(v)) return v.length ? v.join(", ") : "none";
    if (v === true) return "yes";
    if (v === false) return "no";
    return String(v);
  }

  // Where each of n seats sits on the table's grid (twelve columns, three
  // rows, the centre in the middle of the second), clockwise from the
  // bottom: the bottom row right to left, the left side, the top row left
  // to right, the right side. Seats are shared out so that opposite sides
  // hold as many as they can: 3 players are one at the bottom and two at
  // the top, 7 are two, one, three and one.
  function places(n) {
    const sides = n >= 4 ? 1 : 0;
    const rest = n - 2 * sides;
    const bottom = Math.max(1, Math.floor(rest / 2));
    const top = rest - bottom;
    const spans = (k) => {
      if (k === 1) return [[4, 10]];
      const w = Math.floor(12 / k);
      const lead = Math.floor((12 - w * k) / 2);
      return Array.from({ length: k }, (_, j) => [1 + lead + j * w, 1 + lead + (j + 1) * w]);
    };
    const out = [];
    for (const [a, b] of spans(bottom).reverse()) out.push([3, a, b]);
    if (sides) out.push([2, 1, 5]);
    for (const [a, b] of spans(top)) out.push([1, a, b]);
    if (sides) out.push([2, 9, 13]);
    return { places: out, sides: sides > 0 };
  }

  // A place on the grid as classes (table.css has one for each row, first
  // column and last column), so that no style attribute is needed.
  function place(e, r, a, b) {
    e.classList.add("gr" + r, "gs" + a, "ge" + b);
  }

  // The seats in play order, turned so that the viewer's own is first (at
  // the bottom).
  function seatOrder(names, viewer) {
    const seats = names.map((name, i) => [name, i]);
    const at = seats.findIndex(([name]) => name === viewer);
    return at > 0 ? seats.slice(at).concat(seats.slice(0, at)) : seats;
  }

  // A drawer for one game's tables. `book` holds what every table of the
  // game draws from: `layout` (the seats and the badges, rows and tracks
  // of view.yaml, as the replay page's data gives them), `cards` (by id:
  // label, name, rank, suit, colour), `texts` (by name: the content's
  // text), `rulings` (by id: its text), and `show(text)`, where the text of
  // a card, a character or a ruling goes when it is tapped or focused.
  function drawer(book) {
    const texts = book.texts || {};
    const rulings = book.rulings || {};
    let rulingRe = null;
    let rulingCount = 0;

    // The pattern of every ruling id known, made again when more are known
    // (a served table's states may bring them as they come).
    function rulingPattern() {
      const ids = Object.keys(rulings);
      if (!ids.length) return null;
      if (!rulingRe || ids.length !== rulingCount) {
        rulingRe = new RegExp("\\b(" + ids.map((x) => x.replace(/[^\w]/g, "\\$&")).join("|") + ")\\b", "g");
        rulingCount = ids.length;
      }
      return rulingRe;
    }

    // A text into parent, each ruling id in it an abbreviation with its
    // text.
    function withRulings(parent, text) {
      const re = rulingPattern();
      if (!re) {
        parent.appendChild(document.createTextNode(text));
        return parent;
      }
      let last = 0;
      for (const m of text.matchAll(re)) {
        parent.appendChild(document.createTextNode(text.slice(last, m.index)));
        parent.appendChild(ruling(m[1]));
        last = m.index + m[1].length;
      }
      parent.appendChild(document.createTextNode(text.slice(last)));
      return parent;
    }

    function ruling(id) {
      const a = el("abbr", "ruling", id);
      a.title = rulings[id] || id;
      a.tabIndex = 0;
      a.addEventListener("click", () => book.show(id + ": " + a.title));
      a.addEventListener("focus", () => book.show(id + ": " + a.title));
      return a;
    }

    // A thing with a text in the game's content (a card, a character): the
    // text on hover (title), on a tap and on the keyboard's focus.
    function explain(e, label, text) {
      const say = label + (text ? ": " + text : "");
      e.title = say;
      e.addEventListener("click", () => book.show(say));
      e.addEventListener("focus", () => book.show(say));
    }

    function card(id) {
      const [label, name, rank, suit, colour] = book.cards[id];
      const red = RED.has(suit);
      const e = el("span", "card" + (red ? " red" : ""));
      e.dataset.card = label;
      if (colour) e.dataset.colour = colour;
      e.tabIndex = 0;
      e.setAttribute("role", "img");
      e.setAttribute("aria-label", label);
      if (rank || suit) e.appendChild(el("span", "corner" + (red ? " red" : ""), (rank || "") + (suit || "")));
      if (name && label !== (rank || "") + (suit || "")) e.appendChild(el("span", "name", name));
      if (suit) e.appendChild(el("span", "pip" + (red ? " red" : ""), suit));
      explain(e, label, texts[name]);
      return e;
    }

    function backs(n) {
      const e = el("span", "backs");
      for (let k = 0; k < Math.min(n, 6); k++) e.appendChild(el("span", "card back"));
      e.appendChild(el("span", "count", n + (n === 1 ? " card" : " cards") + " hidden"));
      return e;
    }

    function cardsOf(ids) {
      const cards = el("span", "cards" + (ids.length > 4 ? " fan" : ""));
      for (const id of ids) cards.appendChild(card(id));
      return cards;
    }

    // A row with nothing in it (no card, none hidden) is kept in the DOM
    // but not shown: `general store none` says nothing worth the room.
    function row(decl, item) {
      const [key, label, show] = decl;
      const r = el("div", "row");
      r.dataset.row = key;
      r.appendChild(el("span", "row-label", label));
      if (!item || !item.n) {
        r.classList.add("empty");
        return r;
      }
      if (item.h) {
        r.appendChild(backs(item.n));
      } else if (show === "count") {
        r.appendChild(el("span", "count", item.n + (item.n === 1 ? " card" : " cards")));
      } else {
        r.appendChild(cardsOf(item.c || []));
        // A long row may list its first cards only (cli/report/page.cpp).
        const more = item.n - (item.c || []).length;
        if (show !== "top" && more > 0) r.appendChild(el("span", "count", "and " + more + " more"));
        if (show === "top") r.appendChild(el("span", "count", item.n + (item.n === 1 ? " card" : " cards")));
      }
      return r;
    }

    function badge(decl, item) {
      const [key, label, colour] = decl;
      if (!item || (!item.h && (item.v === null || item.v === undefined))) return null;
      if (Array.isArray(item.v) && !item.v.length) return null;
      const b = el("span", "badge");
      b.dataset.badge = key;
      if (colour) b.dataset.colour = colour;
      b.appendChild(el("span", "badge-label", label));
      const value = item.h ? "hidden" : valueText(item.v) + (item.m !== undefined ? "/" + valueText(item.m) : "");
      b.appendChild(el("span", "badge-value", value));
      // A value that names something of the game's content (a character, a
      // role) carries its text, as a card does.
      if (!item.h && typeof item.v === "string" && texts[item.v]) {
        b.tabIndex = 0;
        b.classList.add("has-text");
        explain(b, item.v, texts[item.v]);
      }
      return b;
    }

    function badgesOf(decls, items, prefix) {
      const badges = el("div", "badges");
      for (const d of decls) {
        const b = badge(d, items[prefix + "b." + d[0]]);
        if (b) badges.appendChild(b);
      }
      return badges;
    }

    function seat(items, i, name, viewer) {
      const s = el("div", "seat");
      s.dataset.seat = name;
      const alive = items[i + ".alive"] !== false;
      const turn = items.turn === name;
      const deciding = (items.deciding || []).includes(name);
      if (!alive) s.classList.add("out");
      if (turn) s.classList.add("turn");
      if (deciding) s.classList.add("deciding");
      const head = el("div", "seat-name", name);
      if (turn) head.appendChild(el("span", "mark", "▶ turn"));
      if (deciding) head.appendChild(el("span", "mark", "◆ to decide"));
      if (!alive) head.appendChild(el("span", "mark", "✘ out"));
      const shown = items[i + ".shown"];
      if (shown) {
        s.classList.add("shown");
        head.appendChild(el("span", "mark", "◉ shown " + shown.order));
        if (shown.breaks) {
          s.classList.add("breaks");
          head.appendChild(el("span", "mark break-mark", "✘ breaks the order"));
        }
      }
      if (viewer === name) {
        s.classList.add("viewer");
        head.appendChild(el("span", "mark", "(you)"));
      }
      s.appendChild(head);
      s.appendChild(badgesOf(book.layout.seat_badges, items, i + "."));
      for (const d of book.layout.seat_rows) s.appendChild(row(d, items[i + ".r." + d[0]]));
      return s;
    }

    function track(items, t) {
      const [key, label, min, max, markers, compact] = t;
      const e = el("div", "track");
      e.dataset.track = key;
      e.appendChild(el("div", "row-label", label + " (" + min + " to " + max + ")"));
      const scale = el("div", "scale");
      const at = (m) => items["t." + key + "." + m[0]];
      // A wide track (marked so by the page data) shows its ends and the
      // cells holding a marker, with a gap between.
      let values = [];
      if (compact) {
        const held = new Set([min, max]);
        for (const m of markers) {
          const item = at(m);
          if (item && typeof item.v === "number" && item.v >= min && item.v <= max) held.add(item.v);
        }
        values = [...held].sort((a, b) => a - b);
      } else {
        for (let v = min; v <= max; v++) values.push(v);
      }
      let last = null;
      for (const v of values) {
        if (last !== null && v > last + 1) scale.appendChild(el("div", "cell gap", "…"));
        last = v;
        const cell = el("div", "cell");
        cell.appendChild(el("span", "tick", v));
        for (const m of markers) {
          const item = at(m);
          if (!item || item.v !== v) continue;
          const mk = el("span", "marker", m[1]);
          mk.dataset.marker = m[0];
          if (m[2]) mk.dataset.colour = m[2];
          cell.appendChild(mk);
        }
        scale.appendChild(cell);
      }
      e.appendChild(scale);
      return e;
    }

    function over(items) {
      const w = items.winners || [];
      return el("p", "over", "game over: " + (w.length ? w.join(", ") + (w.length === 1 ? " wins" : " win") : "nobody wins"));
    }

    // The table `items` (flat items, as view_items writes them) into the
    // element `table`, whose child `centre` holds the shared areas; `middle`
    // (a node or null) goes in the centre after its rows, where the replay
    // page says the step just played.
    function table(tableEl, centre, items, viewer, middle) {
      for (const old of tableEl.querySelectorAll(".seat")) old.remove();
      centre.replaceChildren(badgesOf(book.layout.badges, items, ""));
      for (const t of book.layout.tracks) centre.appendChild(track(items, t));
      for (const d of book.layout.rows) centre.appendChild(row(d, items["r." + d[0]]));
      if (middle) centre.appendChild(middle);
      if (items.reveal) centre.appendChild(reveal(items.reveal));
      if (items.over) centre.appendChild(over(items));
      const order = seatOrder(book.layout.seats, viewer);
      const { places: at, sides } = places(order.length);
      centre.className = sides ? "gr2 gs5 ge9" : "gr2 gs1 ge13";
      order.forEach(([name, k], j) => {
        const s = seat(items, k, name, viewer);
        place(s, ...at[j]);
        tableEl.appendChild(s);
      });
    }

    // ---- reveals: what a step showed everyone (view.yaml's `reveals`) ----

    // The table at a step that revealed something (The Gang's showdown) is
    // drawn as it stood then: each seat the reveal names with what it
    // showed, the table's rows likewise, on top of the table after the step.
    function withReveal(items, r) {
      if (!r) return items;
      const out = Object.assign({}, items);
      const put = (prefix, shown) => {
        for (const [key, v] of Object.entries(shown.b || {})) out[prefix + "b." + key] = { v: v };
        for (const [zone, ids] of Object.entries(shown.r || {})) out[prefix + "r." + zone] = { n: ids.length, c: ids };
      };
      put("", r);
      r.seats.forEach((s, order) => {
        const k = book.layout.seats.indexOf(s.name);
        if (k < 0) return;
        put(k + ".", s);
        out[k + ".shown"] = { order: order + 1, breaks: !!s.breaks };
      });
      out.reveal = r;
      return out;
    }

    function reveal(r) {
      const box = el("div", "reveal");
      box.appendChild(el("p", "reveal-label", "◉ " + r.label));
      const list = el("ol", "reveal-lines");
      for (const s of r.seats) {
        const li = el("li", s.breaks ? "breaks" : "");
        if (s.breaks) li.appendChild(el("span", "break-mark", "✘ order breaks here: "));
        list.appendChild(line(li, s.line, s.rule));
      }
      box.appendChild(list);
      return box;
    }

    // A narration line into `li`: its text, then the ruling it names.
    function line(li, text, rule) {
      withRulings(li, text);
      if (rule) {
        li.appendChild(document.createTextNode(" "));
        li.appendChild(ruling(rule));
      }
      return li;
    }

    return { table, withReveal, withRulings, line };
  }

  // A table view as docs/view.md's JSON gives it (a served table's state)
  // turned into what a drawer draws: its layout, its flat items and its
  // cards, the same shapes as the replay page's data.
  function fromView(view) {
    const decl = (list, extra) => list.map((x) => [x.key, x.label, extra(x)]);
    const colour = (b) => b.colour || "";
    const show = (r) => r.show;
    const first = view.seats[0] || { badges: [], rows: [] };
    const layout = {
      seats: view.seats.map((s) => s.name),
      seat_badges: decl(first.badges, colour),
      seat_rows: decl(first.rows, show),
      badges: decl(view.game.badges, colour),
      rows: decl(view.game.rows, show),
      tracks: view.game.tracks.map((t) => [t.key, t.label, t.min, t.max, decl(t.markers, colour), t.max - t.min >= 101]),
    };
    const cards = {};
    const badgeItem = (b) => (b.hidden ? { h: true } : b.max !== undefined ? { v: b.value, m: b.max } : { v: b.value });
    const rowItem = (r) => {
      if (r.hidden) return { n: r.count, h: true };
      if (!r.cards) return { n: r.count };
      for (const c of r.cards) cards[c.id] = [c.label, c.name, c.rank || "", c.suit || "", ""];
      return { n: r.count, c: r.cards.map((c) => c.id) };
    };
    const items = {
      turn: view.turn,
      deciding: view.deciding,
      prompt: view.prompt,
      over: view.over,
      winners: view.winners,
    };
    view.seats.forEach((s, i) => {
      items[i + ".alive"] = s.alive;
      for (const b of s.badges) items[i + ".b." + b.key] = badgeItem(b);
      for (const r of s.rows) items[i + ".r." + r.key] = rowItem(r);
    });
    for (const b of view.game.badges) items["b." + b.key] = badgeItem(b);
    for (const r of view.game.rows) items["r." + r.key] = rowItem(r);
    for (const t of view.game.tracks) for (const m of t.markers) items["t." + t.key + "." + m.key] = badgeItem(m);
    return { layout, items, cards };
  }

  return { el, drawer, fromView, places };
})();
