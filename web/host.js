// The host's page (docs/serve.md): with the host secret from the link's
// fragment it lists the games (GET /api/games), makes a table (POST
// /api/tables) and shows the links of its seats, and lists the tables.
// Everything the server says is set with textContent.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const el = ArbiterTable.el;
  const secret = new URLSearchParams(location.hash.slice(1)).get("host");
  let games = [];

  function say(text, bad) {
    $("status").textContent = text;
    $("status").className = bad ? "bad" : "";
  }

  function call(method, path, body) {
    const headers = { Authorization: "Bearer " + secret };
    if (body) headers["Content-Type"] = "application/json";
    return fetch(path, { method: method, headers: headers, body: body ? JSON.stringify(body) : undefined, cache: "no-store" }).then((r) =>
      r
        .json()
        .catch(() => ({}))
        .then((j) => (r.ok ? j : Promise.reject(new Error(j.reason || j.error || "the server answered " + r.status)))),
    );
  }

  // ---- the games and the form of a new table ----

  function game() {
    return games.find((g) => g.id === $("game").value) || games[0];
  }

  function levels() {
    const g = game();
    return (g && g.bots) || ["basic", "random", "search"];
  }

  function seatRow(name, bot) {
    const row = el("div", "seat-row");
    const input = el("input", "name");
    input.type = "text";
    input.value = name;
    input.setAttribute("aria-label", "seat name");
    const who = el("select", "who");
    who.setAttribute("aria-label", "who plays this seat");
    const person = el("option", "", "a person");
    person.value = "";
    who.appendChild(person);
    for (const level of levels()) {
      const o = el("option", "", "bot: " + level);
      o.value = level;
      who.appendChild(o);
    }
    who.value = bot || "";
    const drop = el("button", "drop", "✘");
    drop.type = "button";
    drop.setAttribute("aria-label", "remove this seat");
    drop.addEventListener("click", () => row.remove());
    row.append(input, who, drop);
    return row;
  }

  const NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"];

  // `arbiter games --json`'s counts (docs/cli.md): the fewest, the most,
  // and the count a table starts with.
  function playerRange(g) {
    const lo = g.min_players || 2;
    return [lo, g.max_players || lo, g.default_players || lo];
  }

  function drawGame() {
    const g = game();
    if (!g) return;
    const [lo, hi, start] = playerRange(g);
    $("about").textContent = (g.name || g.id) + ": " + lo + (hi > lo ? " to " + hi : "") + " players";
    const list = $("seat-list");
    list.replaceChildren();
    for (let k = 0; k < start; k++) list.appendChild(seatRow(NAMES[k] || "P" + (k + 1), ""));
    const variants = $("variants");
    variants.replaceChildren();
    for (const v of g.variants || []) {
      const label = el("label", "check");
      const box = el("input");
      box.type = "checkbox";
      box.value = v.id;
      label.append(box, document.createTextNode(" " + v.id + (v.description ? ": " + v.description : "")));
      variants.appendChild(label);
    }
    $("variants-box").hidden = !(g.variants || []).length;
    const options = $("options");
    options.replaceChildren();
    // An option is one of its values, the game's default first chosen.
    for (const o of g.options || []) {
      const label = el("label", "option", o.name + " ");
      const pick = el("select");
      pick.dataset.key = o.name;
      for (const v of o.values || []) {
        const opt = el("option", "", v);
        opt.value = v;
        pick.appendChild(opt);
      }
      pick.value = o.default;
      label.title = o.text || "";
      label.appendChild(pick);
      options.appendChild(label);
    }
    $("options-box").hidden = !(g.options || []).length;
  }

  function loadGames() {
    return call("GET", "/api/games").then((j) => {
      games = j.filter((g) => !g.broken);
      const sel = $("game");
      sel.replaceChildren();
      for (const g of games) {
        const o = el("option", "", g.name || g.id);
        o.value = g.id;
        sel.appendChild(o);
      }
      $("new").hidden = false;
      drawGame();
    });
  }

  // ---- a new table ----

  function request() {
    const body = { game: game().id, players: [], bots: {}, variants: [], options: {} };
    for (const row of $("seat-list").querySelectorAll(".seat-row")) {
      const name = row.querySelector(".name").value.trim();
      const bot = row.querySelector(".who").value;
      body.players.push(name);
      if (bot) body.bots[name] = bot;
    }
    for (const box of $("variants").querySelectorAll("input:checked")) body.variants.push(box.value);
    for (const pick of $("options").querySelectorAll("select")) body.options[pick.dataset.key] = pick.value;
    const seed = $("seed").value.trim();
    if (seed) body.seed = Number(seed);
    return body;
  }

  function create() {
    $("made-error").textContent = "";
    $("create").disabled = true;
    call("POST", "/api/tables", request())
      .then((t) => {
        showLinks(t);
        return loadTables();
      })
      .catch((e) => ($("made-error").textContent = "not made: " + e.message))
      .finally(() => ($("create").disabled = false));
  }

  // The links a table answers, each with a button that copies it.
  function links(t) {
    const out = [];
    for (const [name, url] of Object.entries(t.seats || {})) out.push([name, url]);
    if (t.watch) out.push(["watch", t.watch]);
    // The server answers paths of its own; a link is only ever one of
    // those, with this page's origin in front (never a script's address).
    return out.filter(([, url]) => typeof url === "string" && /^\/[^/\\]/.test(url)).map(([name, url]) => [name, location.origin + url]);
  }

  function showLinks(t) {
    const list = $("links");
    list.replaceChildren();
    for (const [name, url] of links(t)) {
      const li = el("li");
      li.appendChild(el("span", "who", name + " "));
      const a = el("a", "", url);
      a.href = url;
      a.rel = "noreferrer";
      const copy = el("button", "copy", "copy");
      copy.type = "button";
      copy.setAttribute("aria-label", "copy " + name + "'s link");
      copy.addEventListener("click", () => {
        navigator.clipboard.writeText(url).then(
          () => (copy.textContent = "copied"),
          () => (copy.textContent = "select and copy it"),
        );
      });
      li.append(a, document.createTextNode(" "), copy);
      list.appendChild(li);
    }
    $("made").hidden = false;
  }

  // ---- the tables ----

  function loadTables() {
    return call("GET", "/api/tables").then((j) => {
      const body = $("tables").tBodies[0];
      body.replaceChildren();
      for (const t of j) {
        const tr = el("tr");
        const people = new Set(t.people || []);
        const players = (t.players || []).map((p) => p + (people.has(p) ? "" : " (bot)"));
        const cells = [t.table, t.game, players.join(", "), t.step, (t.over ? "over" : "playing") + (t.watching ? ", " + t.watching + " watching" : "")];
        for (const c of cells) tr.appendChild(el("td", "", c === undefined ? "" : c));
        body.appendChild(tr);
      }
      $("tables-box").hidden = false;
    });
  }

  function start() {
    if (!secret) {
      say("This page acts with the host's link, which `arbiter serve` prints at start (…/#host=…).", true);
      return;
    }
    $("game").addEventListener("change", drawGame);
    $("add-seat").addEventListener("click", () => {
      const n = $("seat-list").children.length;
      $("seat-list").appendChild(seatRow(NAMES[n] || "P" + (n + 1), ""));
    });
    $("create").addEventListener("click", create);
    $("reload").addEventListener("click", () => loadTables().catch((e) => say(e.message, true)));
    Promise.all([loadGames(), loadTables()])
      .then(() => say("hosting"))
      .catch((e) => say("the server refuses this host link: " + e.message, true));
  }

  start();
})();
