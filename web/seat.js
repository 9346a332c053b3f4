// The seat's page of a served table (docs/serve.md): the seat's secret is
// read from the link's fragment (`#seat=...`; none: a spectator), the
// WebSocket pushes each state as a move lands, and the seat's moves go back
// with the step they answer. What the server sends is drawn with
// textContent only; the table by web/table.js, as the replay page draws it.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const el = ArbiterTable.el;
  const tableId = decodeURIComponent(location.pathname.split("/")[2] || "");
  const secret = new URLSearchParams(location.hash.slice(1)).get("seat");

  // What the states of this game have said so far: the cards seen and the
  // texts, kept as the replay page's data holds them.
  const book = { layout: null, cards: {}, texts: {}, rulings: {}, show: (text) => ($("card-text").textContent = text) };
  const draw = ArbiterTable.drawer(book);
  const log = new Map(); // step -> its narration entry
  let state = null;
  let socket = null;
  let retry = 500; // the wait before reconnecting, doubled at each failure
  let retryTimer = null;
  let sent = null; // the move on its way: {step, move}; nothing more is sent until it is answered
  let picking = null; // the menu line whose target is being asked
  let replayOpened = false;

  function auth() {
    return secret ? { Authorization: "Bearer " + secret } : {};
  }

  function api(path) {
    return "/api/tables/" + encodeURIComponent(tableId) + path;
  }

  function say(text, cls) {
    const p = $("link");
    p.textContent = text;
    p.className = cls || "";
  }

  // ---- the connection ----

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = null;
    if (socket && socket.readyState <= WebSocket.OPEN) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const ws = new WebSocket(scheme + location.host + api("/ws"));
    socket = ws;
    ws.addEventListener("open", () => {
      ws.send(JSON.stringify(secret ? { secret: secret } : {}));
      say(secret ? "connected" : "connected: watching", "up");
    });
    ws.addEventListener("message", (e) => {
      retry = 500;
      let m;
      try {
        m = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      if (m.type === "state") take(m);
      else if (m.type === "answer") answered(m);
      else if (m.error) refusedLink(m);
    });
    ws.addEventListener("close", () => {
      if (socket !== ws) return;
      socket = null;
      if (sent) sent = null;
      if (state && state.over) return;
      say("connection lost: trying again…", "down");
      retryTimer = setTimeout(connect, retry);
      retry = Math.min(retry * 2, 15000);
    });
  }

  // The server turned the connection away (a wrong secret, an unknown
  // table): said once, not retried in a loop.
  function refusedLink(m) {
    say("the server refuses this link: " + (m.reason || m.error), "down");
    if (socket) {
      const ws = socket;
      socket = null;
      ws.close();
    }
  }

  // The table as it is now, asked once: when the page comes back into
  // sight (a phone waking), whatever the socket has missed.
  function refresh() {
    fetch(api("/state"), { headers: auth(), cache: "no-store" })
      .then((r) => (r.ok ? r.json() : null))
      .then((m) => m && take(m))
      .catch(() => {});
    if (!socket) {
      retry = 500;
      connect();
    }
  }

  // A ruling the server names without its text (a state without
  // `rulings`) is still marked as one, by its id.
  function known(id) {
    if (id && !book.rulings[id]) book.rulings[id] = "ruling " + id;
  }

  // ---- a state ----

  function take(m) {
    if (state && m.step < state.step) return; // an answer overtaken by a push
    for (const entry of m.log || []) {
      log.set(entry.step, entry);
      for (const l of entry.lines || []) known(l.ruling);
    }
    Object.assign(book.texts, m.texts || {});
    Object.assign(book.rulings, m.rulings || {});
    const moved = !state || state.step !== m.step;
    state = m;
    if (moved) {
      sent = null;
      picking = null;
    }
    drawState(moved);
  }

  function drawState(moved) {
    const view = ArbiterTable.fromView(state.view);
    book.layout = view.layout;
    Object.assign(book.cards, view.cards);
    const game = state.game_name || state.game;
    $("title").textContent = game + ": table " + state.table;
    document.title = "arbiter: " + game + (state.seat ? ", " + state.seat : ", watching");
    $("who").textContent = state.seat ? "you are " + state.seat : "watching: the public view";
    draw.table($("table"), $("centre"), view.items, state.seat, null);
    // The step drawn, for a reader of the page (and the browser test).
    document.body.dataset.step = String(state.step);
    drawLog();
    drawAsked(moved);
    if (state.over) finished();
  }

  function drawLog() {
    const list = $("log");
    list.replaceChildren();
    const steps = [...log.keys()].sort((a, b) => b - a);
    for (const step of steps) {
      const entry = log.get(step);
      const li = el("li", "log-step");
      li.value = step;
      const head = el("p", "entry");
      head.appendChild(el("span", "step-no", "step " + step + " "));
      draw.withRulings(head, entry.entry || "");
      li.appendChild(head);
      const lines = el("ul", "lines");
      for (const l of entry.lines || []) lines.appendChild(draw.line(el("li"), l.text, l.ruling));
      li.appendChild(lines);
      list.appendChild(li);
    }
  }

  // ---- the seat's options ----

  function drawAsked(moved) {
    const asked = state.asked;
    $("asked").hidden = !secret || state.over;
    const box = $("options");
    box.replaceChildren();
    if (!secret || state.over) return;
    $("prompt").textContent = asked ? state.view.prompt || "your move" : "waiting for " + waitingFor();
    if (moved) {
      $("answer").textContent = "";
      $("answer").className = "";
    }
    $("move").disabled = !asked;
    $("send").disabled = !asked;
    if (!asked) return;
    if (picking) return drawTargets(box, picking);
    let n = 0;
    for (const group of menuOf(asked)) {
      const g = el("div", "group");
      if (group.heading) g.appendChild(el("h2", "heading", group.heading));
      for (const line of group.lines) {
        n++;
        const b = button(line.text, () => choose(line));
        b.dataset.line = String(n);
        if (n <= 9) b.setAttribute("aria-keyshortcuts", String(n));
        b.appendChild(el("span", "key", String(n)));
        g.appendChild(b);
      }
      box.appendChild(g);
    }
  }

  // The options as grouped lines; a server that sends no menu gets one
  // line an option, in the rules' order.
  function menuOf(asked) {
    if (asked.menu) return asked.menu;
    return [{ heading: "", lines: asked.options.map((text, i) => ({ text: text, options: [i], targets: [] })) }];
  }

  function waitingFor() {
    const d = state.view.deciding || [];
    return d.length ? d.join(", ") : state.view.turn || "the table";
  }

  function button(text, act) {
    const b = el("button", "option");
    b.type = "button";
    b.appendChild(el("span", "label", text));
    b.setAttribute("aria-label", text); // the key number is said by aria-keyshortcuts
    b.disabled = !!sent;
    b.addEventListener("click", act);
    return b;
  }

  // A line with one option is that move; one with several (a target, a
  // set of cards) asks which, as the terminal table does.
  function choose(line) {
    if (sent) return;
    if (line.options.length === 1) return send(state.asked.options[line.options[0]]);
    picking = line;
    drawAsked(false);
    const first = $("options").querySelector("button");
    if (first) first.focus();
  }

  function drawTargets(box, line) {
    const g = el("div", "group");
    g.appendChild(el("h2", "heading", line.text));
    g.appendChild(el("p", "ask", line.cards ? "which cards?" : "at whom?"));
    line.options.forEach((opt, k) => {
      const b = button(line.targets[k] || state.asked.options[opt], () => send(state.asked.options[opt]));
      b.dataset.line = String(k + 1);
      if (k < 9) {
        b.setAttribute("aria-keyshortcuts", String(k + 1));
        b.appendChild(el("span", "key", String(k + 1)));
      }
      g.appendChild(b);
    });
    const back = button("back", back_);
    back.classList.add("back");
    back.setAttribute("aria-keyshortcuts", "Escape");
    g.appendChild(back);
    box.appendChild(g);
  }

  function back_() {
    picking = null;
    drawAsked(false);
  }

  // ---- moves ----

  // A move goes once: until it is answered (or the table moves on) every
  // button is off, so a double click sends one move. The step it answers
  // goes with it, so a retry is applied once and a move made against a
  // table that has moved on is refused as stale.
  function send(move) {
    if (sent || !state || !state.asked) return;
    sent = { step: state.step, move: move };
    for (const b of document.querySelectorAll("#options button, #send")) b.disabled = true;
    $("answer").textContent = "sending: " + move;
    $("answer").className = "";
    const body = { step: sent.step, move: move };
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify(Object.assign({ type: "move" }, body)));
      return;
    }
    fetch(api("/moves"), {
      method: "POST",
      headers: Object.assign({ "Content-Type": "application/json" }, auth()),
      body: JSON.stringify(body),
    })
      .then((r) => r.json().catch(() => ({ error: "the server answered " + r.status })))
      .then(answered)
      .catch(() => {
        sent = null;
        $("answer").textContent = "the move did not reach the server: try again";
        drawAsked(false);
      });
  }

  function answered(m) {
    const answer = $("answer");
    const move = sent ? sent.move : "";
    sent = null;
    if (m.applied || m.duplicate) {
      answer.textContent = "";
      $("move").value = "";
      return;
    }
    if (m.error === "stale") {
      answer.className = "stale";
      answer.textContent = "the table moved on before that move arrived: this is the table now";
      refresh();
    } else if (m.error === "refused") {
      answer.className = "refused";
      answer.replaceChildren();
      // The engine's reason ends with the ruling it applies: `... (R09)`.
      for (const r of (m.reason || "").matchAll(/\(([A-Za-z][\w-]*\d)\)/g)) known(r[1]);
      draw.withRulings(answer, "refused: " + move + ": " + (m.reason || ""));
    } else {
      answer.className = "refused";
      answer.textContent = "not taken: " + (m.reason || m.error || "the server gave no reason");
    }
    drawAsked(false);
  }

  function typed() {
    const move = $("move").value.trim();
    if (move) send(move);
  }

  // ---- the end: the replay page, from this viewer's view ----

  function finished() {
    const w = state.view.winners || [];
    const result = "game over: " + (w.length ? w.join(", ") + (w.length === 1 ? " wins" : " win") : "nobody wins");
    const p = $("over");
    p.hidden = false;
    say("the game is over", "up");
    // The server gives a replay page to a seat only (docs/serve.md): the
    // spectator keeps the final table.
    if (!secret) {
      p.textContent = result + "; the replay page opens from a seat's link";
      return;
    }
    p.textContent = result + "; opening the replay…";
    if (replayOpened) return;
    replayOpened = true;
    fetch(api("/replay"), { method: "POST", headers: auth() })
      .then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .then((t) => {
        // Only a path of this server: the answer is data, not a place to go.
        const own = typeof t.url === "string" && /^\/[^/\\]/.test(t.url);
        location.assign(own ? t.url : "/t/" + encodeURIComponent(tableId) + "/replay?ticket=" + encodeURIComponent(t.ticket));
      })
      .catch(() => {
        p.textContent = result + ": the replay page could not be opened (reload to try again)";
        replayOpened = false;
      });
  }

  // ---- keys: 1-9 a line, Esc back, / the typed move ----

  function keys(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target && e.target.id === "move") {
      if (e.key === "Enter") {
        e.preventDefault();
        typed();
      } else if (e.key === "Escape") {
        e.target.blur();
      }
      return;
    }
    if (e.key === "Escape" && picking) {
      e.preventDefault();
      back_();
    } else if (e.key === "/" && secret && !$("move").disabled) {
      e.preventDefault();
      $("move").focus();
    } else if (/^[1-9]$/.test(e.key)) {
      const b = $("options").querySelector('button[data-line="' + e.key + '"]');
      if (b && !b.disabled) {
        e.preventDefault();
        b.click();
      }
    }
  }

  function start() {
    if (!tableId) {
      say("this page needs a table's link (/t/<table>)", "down");
      return;
    }
    $("send").addEventListener("click", typed);
    document.addEventListener("keydown", keys);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") refresh();
    });
    window.addEventListener("online", refresh);
    connect();
  }

  start();
})();
