// Draws a replay page from its data block (cli/report/html.cpp writes it;
// the view's fields are described in docs/view.md and docs/replay.md). The
// table itself is drawn by web/table.js, which the page carries before this
// script. Every text from the record or the content is set with
// textContent, never parsed as HTML.
"use strict";

(function () {
  const data = JSON.parse(document.getElementById("data").textContent);
  const $ = (id) => document.getElementById(id);
  const el = ArbiterTable.el;
  const draw = ArbiterTable.drawer({
    layout: data.layout,
    cards: data.cards,
    texts: data.texts,
    rulings: data.rulings,
    show: show,
  });
  const withRulings = draw.withRulings;

  function show(text) {
    $("card-text").textContent = text;
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


  // ---- the table ----

  function drawTable(items, i) {
    // The step just played, in the middle of the table (the prompt that
    // follows it is in the narration).
    const played = el("p", "played");
    played.appendChild(el("span", "step-no", "step " + data.steps[i].n + ": "));
    withRulings(played, entryText(i));
    draw.table($("table"), $("centre"), items, data.viewers[viewer], played);
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
      list.appendChild(draw.line(li, text, rule));
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
    drawTable(draw.withReveal(itemsAt(viewer, at), data.steps[at].r), at);
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
