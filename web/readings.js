// Draws the readings page from its data block: each reading's verdict, and
// the readings side by side at one step (the first where any parts from the
// default, or #step=N). Every text comes from records, mods and scripts: it
// is set as text, never as markup.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("data").textContent);
  const readings = data.readings;
  const def = readings[0];

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // Every step any reading played, in order.
  const seen = new Set();
  readings.forEach((r) => (r.steps || []).forEach((s) => seen.add(s.n)));
  readings.forEach((r) => { if (r.parts_at !== null) seen.add(r.parts_at); });
  const steps = Array.from(seen).sort((a, b) => a - b);
  const parting = readings.filter((r) => r.judged && r.parts_at !== null).map((r) => r.parts_at);
  const first = parting.length ? Math.min.apply(null, parting) : (steps.length ? steps[0] : 0);

  document.getElementById("title").textContent =
    "Readings of " + data.record + " (" + data.game + ")";
  document.title = "arbiter: readings of " + data.record;
  const differ = readings.filter((r) => r.judged && !r.same_verdict).map((r) => r.name);
  const summary = document.getElementById("summary");
  summary.textContent = differ.length
    ? "The verdict depends on the reading: " + differ.join(", ") +
      (differ.length === 1 ? " gives another verdict than the default." : " give others than the default.")
    : "Every reading gives the default's verdict.";
  summary.className = differ.length ? "differ" : "agree";

  let at = first;
  const body = document.querySelector("#readings tbody");
  readings.forEach((r) => {
    const row = el("tr", r.kind === "default" ? "default" : (r.judged && !r.same_verdict ? "differ" : "same"));
    row.dataset.reading = r.name;
    row.appendChild(el("td", "name", r.name));
    row.appendChild(el("td", "verdict", r.verdict));
    const where = el("td", "parts");
    if (r.kind === "default") where.textContent = "(the default)";
    else if (!r.judged) where.textContent = "not judged";
    else if (r.parts_at === null) where.textContent = "never: every step judged alike";
    else {
      const go = el("button", null, "step " + r.parts_at);
      go.type = "button";
      go.addEventListener("click", () => show(r.parts_at));
      where.appendChild(go);
      where.appendChild(el("span", null, " " + r.line + (r.ruling ? " (" + r.ruling + ")" : "")));
    }
    row.appendChild(where);
    body.appendChild(row);
  });

  function stepOf(r, n) {
    return (r.steps || []).find((s) => s.n === n);
  }

  function column(r, n) {
    const col = el("section", "reading" + (r.parts_at === n && r.kind !== "default" ? " parts" : ""));
    col.dataset.reading = r.name;
    col.appendChild(el("h2", null, r.name));
    const mine = stepOf(r, n), base = stepOf(def, n);
    if (!r.judged) {
      col.appendChild(el("p", "stop", r.verdict));
      return col;
    }
    if (mine) {
      col.appendChild(el("p", "entry", mine.e));
      const list = el("ul");
      mine.l.forEach((line) => {
        const differs = r !== def && (!base || base.l.indexOf(line) < 0);
        list.appendChild(el("li", differs ? "differs" : null, line));
      });
      if (!mine.l.length) list.appendChild(el("li", null, "(nothing narrated)"));
      col.appendChild(list);
      const failed = (r.failed_claims || []).filter((f) => f.step === n);
      failed.forEach((f) =>
        col.appendChild(el("p", "stop", "claim " + f.path + ": claimed " + f.claimed + ", actual " + f.actual)));
    } else if (r.step === n) {
      col.appendChild(el("p", "stop", r.verdict));
    } else {
      col.appendChild(el("p", "stop", "(stopped before this step: " + r.verdict + ")"));
    }
    return col;
  }

  function show(n) {
    at = n;
    const side = document.getElementById("side");
    side.textContent = "";
    readings.forEach((r) => side.appendChild(column(r, n)));
    document.getElementById("where").textContent =
      "step " + n + (n === first && parting.length ? " (the first where they part)" : "");
    history.replaceState(null, "", "#step=" + n);
  }

  function move(by) {
    const i = steps.indexOf(at);
    const j = Math.max(0, Math.min(steps.length - 1, (i < 0 ? 0 : i) + by));
    if (steps.length) show(steps[j]);
  }
  document.getElementById("prev").addEventListener("click", () => move(-1));
  document.getElementById("next").addEventListener("click", () => move(1));
  document.getElementById("parting").addEventListener("click", () => show(first));
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowLeft") move(-1);
    if (e.key === "ArrowRight") move(1);
  });
  const asked = /step=(\d+)/.exec(location.hash);
  show(asked ? Number(asked[1]) : first);
})();
