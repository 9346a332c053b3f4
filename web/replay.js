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
    const [label, name, rank, suit] = c;
    const e = el("span", "card" + (RED.has(suit) ? " red" : ""));
    e.dataset.card = label;
    e.tabIndex = 0;
    e.setAttribute("role", "img");
    e.setAttribute("aria-label", label);
    if (rank || suit) e.appendChild(el("span", "corner", (rank || "") + (suit || "")));
    if (name && label !== (rank || "") + (suit || "")) e.appendChild(el("span", "name", name));
    const text = data.texts[name];
    const say = label + (text ? ": " + text : "");
    e.title = say;
    e.addEventListener("click", () => show(say));
    e.addEventListener("focus", () => show(say));
    return e;
  }

  function backs(n) {
    const e = el("span", "backs");
    for (let k = 0; k < Math.min(n, 8); k++) e.appendChild(el("span", "card back"));
    e.appendChild(el("span", "count", n + (n === 1 ? " card" : " cards") + " hidden"));
    return e;
  }

  function row(decl, item) {
    const [key, label, show] = decl;
    const r = el("div", "row");
    r.dataset.row = key;
    r.appendChild(el("span", "row-label", label));
    if (!item) return r;
    if (item.h) {
      r.appendChild(backs(item.n));
    } else if (show === "count") {
      r.appendChild(el("span", "count", item.n + (item.n === 1 ? " card" : " cards")));
    } else {
      const cards = el("span", "cards");
      for (const id of item.c || []) cards.appendChild(card(id));
      r.appendChild(cards);
      // The page data holds a long row's first cards only (cli/page.cpp).
      const more = item.n - (item.c || []).length;
      if (show !== "top" && more > 0) r.appendChild(el("span", "count", "and " + more + " more"));
      if (show === "top") r.appendChild(el("span", "count", item.n + (item.n === 1 ? " card" : " cards")));
      else if (!item.n) r.appendChild(el("span", "count", "none"));
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
    const b = el("span", "badge");
    b.dataset.badge = key;
    if (colour) b.dataset.colour = colour;
    b.appendChild(el("span", "badge-label", label));
    const value = item.h ? "hidden" : valueText(item.v) + (item.m !== undefined ? "/" + valueText(item.m) : "");
    b.appendChild(el("span", "badge-value", value));
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
    if (data.viewers[viewer] === name) head.appendChild(el("span", "mark", "(you)"));
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

  function drawTable(items) {
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
    if (items.over) {
      const w = items.winners || [];
      centre.appendChild(el("p", "over", "game over: " + (w.length ? w.join(", ") + (w.length === 1 ? " wins" : " win") : "nobody wins")));
    } else if (items.prompt) {
      centre.appendChild(el("p", "prompt", items.prompt));
    }
    // Seats around the centre in play order, clockwise from the bottom: a
    // grid of three columns whose outer cells form a ring.
    const seats = data.layout.seats;
    const rows = Math.max(3, Math.ceil((seats.length - 2) / 2));
    const ring = [[rows, 2], [rows, 1]];
    for (let r = rows - 1; r >= 2; r--) ring.push([r, 1]);
    ring.push([1, 1], [1, 2], [1, 3]);
    for (let r = 2; r <= rows - 1; r++) ring.push([r, 3]);
    ring.push([rows, 3]);
    centre.style.gridRow = "2 / " + rows;
    centre.style.gridColumn = "2";
    seats.forEach((name, i) => {
      const s = drawSeat(items, i, name);
      const [r, c] = ring[Math.floor((i * ring.length) / seats.length)];
      s.style.gridRow = String(r);
      s.style.gridColumn = String(c);
      table.appendChild(s);
    });
  }

  // ---- narration ----

  function drawNarration(i) {
    const st = data.steps[i];
    const n = $("narration");
    n.replaceChildren();
    const viewerName = data.viewers[viewer];
    const hidden = (st.h || []).includes(viewerName);
    const head = el("h2", "entry");
    head.appendChild(el("span", "step-no", "step " + st.n));
    head.appendChild(document.createTextNode(" "));
    withRulings(head, hidden ? st.who + ": (a move " + viewerName + " does not see)" : st.e);
    n.appendChild(head);
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
    for (const c of data.verdict.claims) {
      if (c.step !== st.n) continue;
      n.appendChild(el("p", "failed", "✘ claim " + c.path + ": claimed " + c.claimed + ", actual " + c.actual));
    }
    if (data.verdict.step === st.n && !data.verdict.ok) {
      n.appendChild(withRulings(el("p", "failed"), "✘ refused: " + data.verdict.text));
    }
    if (data.variant && data.variant.step === st.n) {
      n.appendChild(el("p", "failed", "≠ " + data.variant.text));
    }
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
    v.className = vd.ok ? "ok" : "refused";
    if (vd.ok) {
      v.appendChild(el("strong", "", "✔ every step legal, every claim holds"));
    } else {
      const p = el("p", "");
      p.appendChild(el("strong", "", "✘ refused: "));
      if (vd.step !== null) {
        const a = link(vd.step, "");
        withRulings(a, vd.text);
        p.appendChild(a);
      } else {
        withRulings(p, vd.text);
      }
      v.appendChild(p);
      for (const c of vd.claims) {
        const q = el("p", "");
        q.appendChild(link(c.step, "step " + c.step + ": claim " + c.path + ": claimed " + c.claimed + ", actual " + c.actual));
        v.appendChild(q);
      }
    }
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
    $("where").textContent = "step " + data.steps[at].n + " of " + data.steps[data.steps.length - 1].n;
    drawTable(itemsAt(viewer, at));
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
    const n = parseInt(h.get("step"), 10);
    const i = isNaN(n) ? 0 : indexOfStep(n);
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
    fromHash();
  }

  start();
})();
