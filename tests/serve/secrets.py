"""Every message each seat receives over its WebSocket through a whole game
holds nothing that seat's view hides: no card of another seat's hand (by
its id: two cards may share a label), no secret, no seed. Checked against the messages
of the seats themselves (what each holds) and of a spectator (what is
public), for BANG! (hands) and The Gang (hole cards)."""
import json
import os
import threading

from served import WORK, Server, WebSocket, api, check, finish

def visible_ids(view):
    """Every card the view shows its viewer, by id."""
    rows = [r for seat in view["seats"] for r in seat["rows"]] + view["game"]["rows"]
    return {c["id"] for r in rows for c in r.get("cards", [])}


def private_ids(view, seat_name, public_view):
    """The cards of a seat's own rows that the spectator sees hidden, by id."""
    hidden_rows = {r["key"] for seat in public_view["seats"] if seat["name"] == seat_name
                   for r in seat["rows"] if r.get("hidden")}
    return {c["id"] for seat in view["seats"] if seat["name"] == seat_name
            for r in seat["rows"] if r["key"] in hidden_rows for c in r.get("cards", [])}


for game, seed in [("bang", 31), ("thegang", 32)]:
    server = Server(game, "--seed", str(seed), dir=os.path.join(WORK, game))
    port, table = server.port, server.tables[0]
    secrets = {name: server.secret(name) for name in server.links}
    feeds = {name: WebSocket(port, table, s) for name, s in secrets.items()}
    feeds[None] = WebSocket(port, table)
    got = {name: [] for name in feeds}

    def read(name):
        while True:
            text = feeds[name].raw()
            if text is None:
                return
            got[name].append(text)
            m = json.loads(text)
            if m.get("type") == "state" and m.get("over"):
                return

    readers = [threading.Thread(target=read, args=(n,)) for n in feeds]
    for r in readers:
        r.start()
    for name, s in secrets.items():
        api(port, "POST", f"/api/tables/{table}/bot", {"level": "basic"}, s)
    for r in readers:
        r.join(timeout=120)
    server.stop()
    check(f"{game}: every seat and the spectator followed the game to its end",
          all(json.loads(g[-1]).get("over") for g in got.values() if g))

    firsts = [json.loads(g[0]) for g in got.values() if g]
    laters = [json.loads(t) for g in got.values() for t in g[1:]]
    check(f"{game}: the first state a page gets holds the cards' and the rulings' texts, later ones not",
          all(m.get("texts") and m.get("rulings") for m in firsts) and
          ("BANG!" in firsts[0]["texts"] if game == "bang" else True) and
          not any("texts" in m or "rulings" in m for m in laters if m.get("type") == "state"))
    by_step = {name: {} for name in got}
    for name, texts in got.items():
        for text in texts:
            m = json.loads(text)
            if m.get("type") == "state":
                by_step[name].setdefault(m["step"], []).append((text, m))
    leaks = []
    for step in sorted(by_step[None]):
        public_view = by_step[None][step][-1][1]["view"]
        for y in secrets:
            if step not in by_step[y]:
                continue
            hidden = private_ids(by_step[y][step][-1][1]["view"], y, public_view)
            for x in secrets:
                if x == y or step not in by_step[x]:
                    continue
                for _, m in by_step[x][step]:
                    leaks += [(step, x, y, i) for i in hidden & visible_ids(m["view"])]
    check(f"{game}: no seat is sent a card of another's hand before it is public", not leaks, str(leaks[:5]))
    all_text = {name: "".join(texts) for name, texts in got.items()}
    check(f"{game}: no message holds another seat's secret",
          not any(s in all_text[x] for x in got for y, s in secrets.items() if x != y))
    check(f"{game}: no message holds the seed", not any('"seed"' in t for t in all_text.values()))
    hidden_rows = [r for steps in by_step[None].values() for _, m in steps
                   for seat in m["view"]["seats"] for r in seat["rows"] if r.get("hidden")]
    check(f"{game}: the spectator's hidden rows hold no cards",
          hidden_rows and not any(r.get("cards") for r in hidden_rows))

finish()
