// Checks a replay page from inside it, once its own script has drawn it
// (tests/web/layout.sh appends this to a copy of the page, after a script
// that sets window.CHECK). Each result is a line of the element #check:
// "ok ..." or "FAIL ...", read back from Chromium's --dump-dom.
"use strict";

(function () {
  const want = window.CHECK || {};
  const out = [];
  const say = (ok, what) => out.push((ok ? "ok   " : "FAIL ") + what);
  const data = JSON.parse(document.getElementById("data").textContent);
  const box = (id) => document.getElementById(id).getBoundingClientRect();
  const H = window.innerHeight;
  const W = window.innerWidth;
  const inside = (r) => r.top >= -1 && r.bottom <= H + 1 && r.left >= -1 && r.right <= W + 1;
  const shown = (e) => e.getClientRects().length > 0;

  function run() {
    const size = W + "x" + H;
    // What just happened is in sight: the step's narration lies within the
    // viewport as the page opens, and so do the step controls.
    const n = box("narration");
    say(n.height > 0 && inside(n), size + " narration within the viewport (" + Math.round(n.top) + ".." + Math.round(n.bottom) + ")");
    say(inside(box("controls")), size + " controls within the viewport");
    if (want.tableInView) {
      const t = box("table");
      say(inside(t), size + " the whole table within the viewport (" + Math.round(t.top) + ".." + Math.round(t.bottom) + ")");
    }
    // The controls stay on one row.
    const tops = [...document.querySelectorAll("#controls > *")].filter(shown).map((e) => Math.round(e.getBoundingClientRect().top));
    const spread = Math.max(...tops) - Math.min(...tops);
    say(spread < 20, size + " controls on one row (tops differ by " + spread + "px)");
    // The page opens at the decisive step.
    if (want.opensAt !== undefined) {
      const at = data.steps[document.getElementById("slider").value].n;
      say(at === want.opensAt, size + " opens at step " + want.opensAt + " (at " + at + ")");
    }
    if (want.decisive !== undefined) {
      const first = document.querySelector("#verdict .decisive a");
      say(first && first.getAttribute("href") === "#step=" + want.decisive, size + " the banner links the decisive step");
    }
    if (want.moment) {
      say(!!document.querySelector('#narration .moment[data-moment="' + want.moment + '"]'), size + " the narration says the " + want.moment + " at its step");
    }
    // A value track is one row.
    for (const s of document.querySelectorAll(".track .scale")) {
      const cells = [...s.children].map((c) => Math.round(c.getBoundingClientRect().top));
      say(Math.max(...cells) === Math.min(...cells), size + " the track's " + cells.length + " cells in one row");
      const t = s.parentElement.getBoundingClientRect();
      say(t.right <= W + 1, size + " the track within the page's width");
    }
    // Empty rows take no room.
    for (const r of document.querySelectorAll(".row")) {
      if (r.classList.contains("empty")) say(!shown(r), size + " empty row " + r.dataset.row + " hidden");
    }
    say(!/\b0 cards hidden\b|\bnone\b/.test(document.getElementById("table").innerText), size + " no 'none' or '0 cards hidden' on the table");
    // Seats: the viewer at the bottom; on a wide screen, placed evenly.
    const seats = [...document.querySelectorAll(".seat")].map((e) => [e.dataset.seat, e.getBoundingClientRect()]);
    if (want.bottom && W >= 700) {
      const lowest = Math.max(...seats.map(([, r]) => r.top));
      const mine = seats.find(([name]) => name === want.bottom);
      say(mine && mine[1].top >= lowest - 60, size + " " + want.bottom + " sits in the bottom row");
    }
    if (W >= 700 && seats.length) {
      const t = box("table");
      const mid = seats.reduce((a, [, r]) => a + (r.left + r.right) / 2, 0) / seats.length;
      const off = Math.abs(mid - (t.left + t.right) / 2) / t.width;
      say(off < 0.12, size + " seats balanced left and right (centre off by " + Math.round(off * 100) + "%)");
      let overlap = false;
      for (let i = 0; i < seats.length; i++)
        for (let j = i + 1; j < seats.length; j++) {
          const [a, b] = [seats[i][1], seats[j][1]];
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) overlap = true;
        }
      say(!overlap, size + " no two seats overlap");
    }
    // Every card face has its rank and suit in the suit's colour.
    for (const c of document.querySelectorAll(".card:not(.back)")) {
      const corner = c.querySelector(".corner");
      const [, , rank, suit] = Object.values(data.cards).find((x) => x[0] === c.dataset.card) || [];
      if (!suit) continue;
      const red = suit === "♥" || suit === "♦";
      const colour = corner ? getComputedStyle(corner).color : "";
      const isRed = /^rgb\((\d+), (\d+), (\d+)/.exec(colour);
      const looksRed = isRed && +isRed[1] > 150 && +isRed[2] < 100;
      if (!corner || corner.textContent !== rank + suit || looksRed !== red) {
        say(false, size + " card " + c.dataset.card + " shows " + (corner ? corner.textContent : "no corner") + " in " + colour);
        break;
      }
    }
    // Every ruling named in the narration carries its text.
    const rulings = [...document.querySelectorAll("#narration abbr.ruling")];
    say(rulings.every((a) => a.title && a.title !== a.textContent), size + " " + rulings.length + " rulings with their text");
    if (want.reveal) {
      const r = document.querySelector("#centre .reveal");
      say(!!r, size + " the reveal drawn on the table");
      const shownSeats = document.querySelectorAll(".seat.shown").length;
      say(shownSeats >= want.reveal, size + " " + shownSeats + " seats shown by the reveal (want " + want.reveal + ")");
    }
    if (window.REF) viewOnly(window.REF);
    const pre = document.createElement("pre");
    pre.id = "check";
    pre.textContent = out.join("\n");
    document.body.appendChild(pre);
  }

  // A page for one player holds no card outside that player's view at any
  // step: at every step the cards its table lists are the ones the
  // referee's page lists for that player, and it holds no other card but
  // those the game's reveals showed everyone.
  function viewOnly(ref) {
    const name = data.viewers[0];
    const v = ref.viewers.indexOf(name);
    const listed = (frames, i, acc) => {
      const items = Object.assign({}, ...frames.slice(0, i + 1));
      const ids = new Set();
      for (const item of Object.values(items)) for (const c of (item && item.c) || []) ids.add(String(c));
      return ids;
    };
    let bad = 0;
    const every = new Set();
    data.steps.forEach((st, i) => {
      const mine = listed(data.frames[0], i);
      const theirs = listed(ref.frames[v], i);
      for (const id of mine) {
        every.add(id);
        if (!theirs.has(id) || ref.cards[id][0] !== data.cards[id][0]) bad++;
      }
      if (st.r) for (const s of [st.r, ...st.r.seats]) for (const ids of Object.values(s.r || {})) ids.forEach((c) => every.add(String(c)));
    });
    say(bad === 0, name + "'s page lists only cards " + name + " sees (" + bad + " listed that the referee's page hides from " + name + ")");
    const extra = Object.keys(data.cards).filter((id) => !every.has(id));
    say(extra.length === 0, name + "'s page holds no card it never shows (" + extra.map((id) => data.cards[id][0]).join(", ") + ")");
  }

  // After the page's own script and the first layout.
  setTimeout(() => {
    try {
      run();
    } catch (e) {
      say(false, "check.js stopped: " + e);
      const pre = document.createElement("pre");
      pre.id = "check";
      pre.textContent = out.join("\n");
      document.body.appendChild(pre);
    }
  }, 100);
})();
