// Draws a replay page from its data block (cli/html.cpp writes it; the
// view's fields are described in docs/view.md and docs/replay.md).
// Every text from the record or the content is set with textContent, never
// parsed as HTML.
"use strict";

(function () {
  const data = JSON.parse(document.getElementById("data").textContent);
  const $ = (id) => document.getElementById(id);
  const RED = new Set(["♥", "♦"]);

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  // ---- the tables of every step, for each viewer ----

  // frames[v][i] holds only the items that changed at step i; the table at
  // step i is every change up to it, built once and kept.
  const built = data.viewers.map(() => []);
  function itemsAt(v, i) {
    const cache = built[v];
    if (cache[i]) return cache[i];
    let from = i;
    while (from > 0 && !cache[from - 1]) from--;
    let items = from > 0 ? cache[from - 1] : {};
    for (let k = from; k <= i; k++) {
      items = Object.assign({}, items, data.frames[v][k]);
      cache[k] = items;
    }
    return items;
  }

  // ---- rulings: an id in a text becomes an abbreviation with its text ----

  function withRulings(parent, text) {
    const ids = Object.keys(data.rulings);
    if (!ids.length) {
      parent.appendChild(document.createTextNode(text));
      return parent;
    }
    const re = new RegExp("\\b(" + ids.map((x) => x.replace(/[^\w]/g, "\\$&")).join("|") + ")\\b", "g");
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
    a.title = data.rulings[id] || id;
    a.tabIndex = 0;
    a.addEventListener("click", () => show(id + ": " + a.title));
    a.addEventListener("focus", () => show(id + ": " + a.title));
    return a;
  }

  // ---- cards ----

  function show(text) {
    $("card-text").textContent = text;
  }

  function card(id) {
    const c = data.cards[id];
    const [label, name, rank, suit, colour] = c;
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
    explain(e, label, data.texts[name]);
    return e;
  }

  // A thing with a text in the game's content (a card, a character): the
  // text on hover (title), on a tap and on the keyboard's focus.
  function explain(e, label, text) {
    const say = label + (text ? ": " + text : "");
    e.title = say;
    e.addEventListener("click", () => show(say));
    e.addEventListener("focus", () => show(say));
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

  // A row with nothing in it (no card, none hidden) is kept in the DOM but
  // not shown: `general store none` says nothing worth the room.
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
      // The page data holds a long row's first cards only (cli/page.cpp).
      const more = item.n - (item.c || []).length;
      if (show !== "top" && more > 0) r.appendChild(el("span", "count", "and " + more + " more"));
      if (show === "top") r.appendChild(el("span", "count", item.n + (item.n === 1 ? " card" : " cards")));
    }
    return r;
  }

  function valueText(v) {
    if (v === null || v === undefined) return "";
    if (Array.isArray(v)) return v.length ? v.join(", ") : "none";
    if (v === true) return "yes";
    if (v === false) return "no";
    return String(v);
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
    if (!item.h && typeof item.v === "string" && data.texts[item.v]) {
      b.tabIndex = 0;
      b.classList.add("has-text");
      explain(b, item.v, data.texts[item.v]);
    }
    return b;
  }

  // ---- the table ----

  function drawSeat(items, i, name) {
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
    if (data.viewers[viewer] === name) {
      s.classList.add("viewer");
      head.appendChild(el("span", "mark", "(you)"));
    }
    s.appendChild(head);
    const badges = el("div", "badges");
    for (const d of data.layout.seat_badges) {
      const b = badge(d, items[i + ".b." + d[0]]);
      if (b) badges.appendChild(b);
    }
    s.appendChild(badges);
    for (const d of data.layout.seat_rows) s.appendChild(row(d, items[i + ".r." + d[0]]));
    return s;
  }

  function drawTrack(items, t) {
    const [key, label, min, max, markers, compact] = t;
    const e = el("div", "track");
    e.dataset.track = key;
    e.appendChild(el("div", "row-label", label + " (" + min + " to " + max + ")"));
    const scale = el("div", "scale");
    // A wide track (marked so by the page data) shows its ends and the
    // cells holding a marker, with a gap between.
    let values = [];
    if (compact) {
      const at = new Set([min, max]);
      for (const m of markers) {
        const item = items["t." + key + "." + m[0]];
        if (item && typeof item.v === "number" && item.v >= min && item.v <= max) at.add(item.v);
      }
      values = [...at].sort((a, b) => a - b);
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
        const item = items["t." + key + "." + m[0]];
        if (item && item.v === v) {
          const mk = el("span", "marker", m[1]);
          mk.dataset.marker = m[0];
          if (m[2]) mk.dataset.colour = m[2];
          cell.appendChild(mk);
        }
      }
      scale.appendChild(cell);
    }
    e.appendChild(scale);
    return e;
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

  // The seats in play order, turned so that the viewer's own is first (at
  // the bottom).
  function seatOrder() {
    const seats = data.layout.seats.map((name, i) => [name, i]);
    const at = seats.findIndex(([name]) => name === data.viewers[viewer]);
    return at > 0 ? seats.slice(at).concat(seats.slice(0, at)) : seats;
  }

  function drawTable(items, i) {
    const table = $("table");
    for (const old of table.querySelectorAll(".seat")) old.remove();
    const centre = $("centre");
    centre.replaceChildren();
    const badges = el("div", "badges");
    for (const d of data.layout.badges) {
      const b = badge(d, items["b." + d[0]]);
      if (b) badges.appendChild(b);
    }
    centre.appendChild(badges);
    for (const t of data.layout.tracks) centre.appendChild(drawTrack(items, t));
    for (const d of data.layout.rows) centre.appendChild(row(d, items["r." + d[0]]));
    // The step just played, in the middle of the table (the prompt that
    // follows it is in the narration).
    const played = el("p", "played");
    played.appendChild(el("span", "step-no", "step " + data.steps[i].n + ": "));
    withRulings(played, entryText(i));
    centre.appendChild(played);
    if (items.reveal) centre.appendChild(drawReveal(items.reveal));
    if (items.over) {
      const w = items.winners || [];
      centre.appendChild(el("p", "over", "game over: " + (w.length ? w.join(", ") + (w.length === 1 ? " wins" : " win") : "nobody wins")));
    }
    const order = seatOrder();
    const { places: at, sides } = places(order.length);
    centre.style.gridRow = "2";
    centre.style.gridColumn = sides ? "5 / 9" : "1 / 13";
    order.forEach(([name, k], j) => {
      const s = drawSeat(items, k, name);
      const [r, a, b] = at[j];
      s.style.gridRow = String(r);
      s.style.gridColumn = a + " / " + b;
      table.appendChild(s);
    });
  }

  // ---- reveals: what a step showed everyone (view.yaml's `reveals`) ----

  // The table at a step that revealed something (The Gang's showdown) is
  // drawn as it stood then: each seat the reveal names with what it showed,
  // the table's rows likewise, on top of the table after the step.
  function withReveal(items, r) {
    if (!r) return items;
    const out = Object.assign({}, items);
    const put = (prefix, shown) => {
      for (const [key, v] of Object.entries(shown.b || {})) out[prefix + "b." + key] = { v: v };
      for (const [zone, ids] of Object.entries(shown.r || {})) out[prefix + "r." + zone] = { n: ids.length, c: ids };
    };
    put("", r);
    r.seats.forEach((s, order) => {
      const k = data.layout.seats.indexOf(s.name);
      if (k < 0) return;
      put(k + ".", s);
      out[k + ".shown"] = { order: order + 1, breaks: !!s.breaks };
    });
    out.reveal = r;
    return out;
  }

  function drawReveal(r) {
    const box = el("div", "reveal");
    box.appendChild(el("p", "reveal-label", "◉ " + r.label));
    const list = el("ol", "reveal-lines");
    for (const s of r.seats) {
      const li = el("li", s.breaks ? "breaks" : "");
      if (s.breaks) li.appendChild(el("span", "break-mark", "✘ order breaks here: "));
      withRulings(li, s.line);
      if (s.rule) {
        li.appendChild(document.createTextNode(" "));
        li.appendChild(ruling(s.rule));
      }
      list.appendChild(li);
    }
    box.appendChild(list);
    return box;
  }

  // ---- narration ----

  function entryText(i) {
    const st = data.steps[i];
    const viewerName = data.viewers[viewer];
    const hidden = (st.h || []).includes(viewerName);
    return hidden ? st.who + ": (a move " + viewerName + " does not see)" : st.e;
  }

  // The narration of step i as the viewer may read it: the entry, what the
  // verdict says of the step, each line with its ruling, then what is asked
  // next.
  function narrationOf(i, headTag) {
    const st = data.steps[i];
    const n = document.createDocumentFragment();
    const viewerName = data.viewers[viewer];
    const head = el(headTag, "entry");
    head.appendChild(el("span", "step-no", "step " + st.n + " "));
    withRulings(head, entryText(i));
    n.appendChild(head);
    for (const m of moments.filter((x) => x.step === st.n)) n.appendChild(momentText(m, "p"));
    const list = el("ul", "lines");
    for (const [text, rule, only] of st.l) {
      if (only && viewer !== 0 && only !== viewerName) continue;
      const li = el("li", only ? "private" : "");
      if (only) li.appendChild(el("span", "only", "(" + only + " only) "));
      withRulings(li, text);
      if (rule) {
        li.appendChild(document.createTextNode(" "));
        li.appendChild(ruling(rule));
      }
      list.appendChild(li);
    }
    n.appendChild(list);
    if (data.variant && data.variant.step === st.n) {
      n.appendChild(el("p", "failed", "≠ " + data.variant.text));
    }
    const items = itemsAt(viewer, i);
    if (!items.over && items.prompt) n.appendChild(el("p", "next", "next: " + items.prompt));
    return n;
  }

  function drawNarration(i) {
    $("narration").replaceChildren(narrationOf(i, "h2"));
  }

  // Printed, the page gives the verdict and the narration of every step.
  function drawLog() {
    const log = $("log");
    log.replaceChildren(el("h2", "", "Every step"));
    data.steps.forEach((_, i) => {
      const d = el("div", "log-step");
      d.appendChild(narrationOf(i, "h3"));
      log.appendChild(d);
    });
  }

  // ---- the decisive moments: what the verdict turns on ----

  // Each thing that makes the verdict other than plain ok, at its step: the
  // refused entry, each failed claim (at the step that made it false when
  // the data says which, else at the claim), an unsettled end (a decision
  // still pending when the record stops). The page opens at the first.
  function decisiveMoments() {
    const vd = data.verdict;
    const out = [];
    if (vd.refused !== undefined && vd.refused !== null) {
      out.push({ step: vd.refused, kind: "refused", text: vd.text });
    }
    // The verdict's fields (cli/page.cpp): a claim's `changed_at` (the step
    // that made it false, or null) and `why`; `settled: false` with the
    // decision still `pending` ({players, prompt, text}).
    for (const c of vd.claims) {
      const made = c.changed_at !== undefined && c.changed_at !== null;
      c.reason = c.why || "";
      out.push({ step: made ? c.changed_at : c.step, kind: "claim", claim: c, made: made });
    }
    if (vd.settled === false) {
      const last = data.steps[data.steps.length - 1].n;
      const p = vd.pending || {};
      out.push({ step: last, kind: "unsettled", text: p.text || p.prompt || "" });
    }
    out.sort((a, b) => a.step - b.step);
    return out;
  }

  // A moment as said at its step in the narration: `tag` the element, with
  // the rulings it names.
  function momentText(m, tag) {
    const e = el(tag, "failed moment");
    e.dataset.moment = m.kind;
    if (m.kind === "refused") {
      withRulings(e, "✘ refused: " + m.text);
    } else if (m.kind === "claim") {
      const c = m.claim;
      withRulings(e, "✘ claim " + c.path + ": claimed " + c.claimed + ", actual " + c.actual + (m.made ? " (the claim is at step " + c.step + ")" : ""));
      if (c.reason) {
        e.appendChild(document.createTextNode(": "));
        withRulings(e, c.reason);
      }
    } else {
      withRulings(e, "⋯ not settled: the record stops while a decision is pending" + (m.text ? ": " + m.text : ""));
    }
    return e;
  }

  // A moment as the verdict lists it: what it is, a link to its step.
  function momentLink(m) {
    const p = el("p", "");
    p.dataset.moment = m.kind;
    if (m.kind === "refused") {
      p.appendChild(el("strong", "", "✘ refused: "));
      p.appendChild(withRulings(link(m.step, ""), m.text));
    } else if (m.kind === "claim") {
      const c = m.claim;
      p.appendChild(el("strong", "", "✘ claim: "));
      p.appendChild(link(m.step, "step " + c.step + ": claim " + c.path + ": claimed " + c.claimed + ", actual " + c.actual));
      if (m.made) p.appendChild(document.createTextNode(" (made false at step " + m.step + ")"));
      if (c.reason) withRulings(p, ": " + c.reason);
    } else {
      p.appendChild(el("strong", "", "⋯ not settled: "));
      p.appendChild(link(m.step, "the record stops at step " + m.step + " while a decision is pending" + (m.text ? ": " + m.text : "")));
    }
    return p;
  }

  // ---- header and verdict ----

  function link(step, text) {
    const a = el("a", "", text);
    a.href = "#step=" + step;
    return a;
  }

  function drawHeader() {
    const g = data.game;
    $("title").textContent = g.name + " (rules version " + g.version + ")" + (data.record ? ": " + data.record : "");
    const parts = ["judged by arbiter " + data.arbiter, "content " + g.content];
    parts.push(data.variants.length ? "variants: " + data.variants.join(", ") : "no variants");
    parts.push(data.mods.length ? "mods: " + data.mods.join(", ") : "no mods");
    $("judged").textContent = parts.join(" · ");
    const v = $("verdict");
    const vd = data.verdict;
    v.className = vd.ok && !moments.length ? "ok" : "refused";
    if (vd.ok && !moments.length) {
      v.appendChild(el("strong", "", "✔ every step legal, every claim holds"));
    } else if (!moments.length) {
      const p = el("p", "");
      p.appendChild(el("strong", "", "✘ refused: "));
      if (vd.step !== null) p.appendChild(withRulings(link(vd.step, ""), vd.text));
      else withRulings(p, vd.text);
      v.appendChild(p);
    }
    // Each moment the verdict turns on, linked; the page opens at the first.
    moments.forEach((m, k) => {
      const p = momentLink(m);
      if (k === 0) p.classList.add("decisive");
      if (k === 0 && moments.length > 1) p.appendChild(el("span", "first", " ← the first: the page opens here"));
      v.appendChild(p);
    });
    for (const w of vd.warnings) v.appendChild(el("p", "warning", "warning: " + w));
    if (data.variant) {
      const p = el("p", "variant");
      p.appendChild(el("strong", "", "with " + data.variant.with + ": "));
      if (data.variant.step !== null) p.appendChild(link(data.variant.step, data.variant.text));
      else p.appendChild(document.createTextNode(data.variant.text));
      v.appendChild(p);
    }
  }

  // ---- stepping ----

  let at = 0;
  let viewer = 0;
  const moments = decisiveMoments();

  function indexOfStep(n) {
    let found = -1;
    data.steps.forEach((s, i) => {
      if (s.n === n && found < 0) found = i;
    });
    return found;
  }

  function go(i, fromHash) {
    at = Math.max(0, Math.min(data.steps.length - 1, i));
    $("slider").value = at;
    const of = "step " + data.steps[at].n + " of " + data.steps[data.steps.length - 1].n;
    $("where").textContent = data.steps[at].n + "/" + data.steps[data.steps.length - 1].n;
    $("where").title = of;
    $("slider").setAttribute("aria-valuetext", of);
    drawTable(withReveal(itemsAt(viewer, at), data.steps[at].r), at);
    drawNarration(at);
    show("");
    if (!fromHash) {
      const hash = "#step=" + data.steps[at].n + (viewer ? "&view=" + encodeURIComponent(data.viewers[viewer]) : "");
      history.replaceState(null, "", hash);
    }
  }

  function fromHash() {
    const h = new URLSearchParams(location.hash.slice(1));
    const v = data.viewers.indexOf(h.get("view") || "");
    if (v >= 0) {
      viewer = v;
      $("viewer").value = String(v);
    }
    // `#step=N` wins; without it the page opens where the verdict turns.
    const n = parseInt(h.get("step"), 10);
    const open = isNaN(n) ? (moments.length ? moments[0].step : 0) : n;
    const i = indexOfStep(open);
    go(i < 0 ? 0 : i, true);
  }

  function start() {
    drawHeader();
    const sel = $("viewer");
    data.viewers.forEach((name, i) => {
      const o = el("option", "", name === null ? "the referee (everything)" : name);
      o.value = String(i);
      sel.appendChild(o);
    });
    if (data.viewers.length < 2) sel.disabled = true;
    sel.addEventListener("change", () => {
      viewer = parseInt(sel.value, 10);
      go(at);
    });
    const slider = $("slider");
    slider.max = data.steps.length - 1;
    slider.addEventListener("input", () => go(parseInt(slider.value, 10)));
    $("first").addEventListener("click", () => go(0));
    $("prev").addEventListener("click", () => go(at - 1));
    $("next").addEventListener("click", () => go(at + 1));
    $("last").addEventListener("click", () => go(data.steps.length - 1));
    document.addEventListener("keydown", (e) => {
      if (e.target && e.target.tagName === "SELECT") return;
      const moves = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: data.steps.length - 1 };
      if (e.key in moves && !e.altKey && !e.ctrlKey && !e.metaKey) {
        e.preventDefault();
        go(moves[e.key]);
      }
    });
    window.addEventListener("hashchange", fromHash);
    window.addEventListener("beforeprint", drawLog);
    fromHash();
  }

  start();
})();
