"""Hostile requests at every route of a served table: no secret, a wrong
one, another seat's, stale, repeated and out-of-turn moves, malformed,
nested and oversized bodies, wrong methods, unknown routes, a slow client
that never finishes its headers, too many connections: each refused with
its status, nothing changed, and the server still serving the others."""
import os
import socket
import time

from served import WORK, Server, WebSocket, api, check, finish, record_text, request

server = Server("bang", "--seed", "5", extra=("--header-timeout", "1", "--max-connections", "12",
                                              "--moves-per-second", "4"))
port, table = server.port, server.tables[0]
T = f"/api/tables/{table}"
record = os.path.join(server.dir, table + ".yaml")
secrets = {name: server.secret(name) for name in server.links}


def state(secret=None):
    return api(port, "GET", T + "/state", secret=secret)[1]


spectator = state()
check("the spectator's state has no seat and no options", spectator["seat"] is None and spectator["asked"] is None)
asked = [n for n, s in secrets.items() if state(s)["asked"] is not None]
check("one seat is asked at the start", len(asked) >= 1, str(asked))
mover, other = asked[0], next(n for n in secrets if n not in asked)
first = state(secrets[mover])
step0, before = first["step"], record_text(record)

# Every answer carries the security headers.
for path in ["/", "/assets/nope.js", T + "/state", "/api/nope"]:
    _, h, _ = request(port, "GET", path)
    check(f"{path}: CSP, no referrer, nosniff",
          "default-src 'none'" in h.get("content-security-policy", "") and
          h.get("referrer-policy") == "no-referrer" and h.get("x-content-type-options") == "nosniff")

cases = [
    ("state with a wrong secret", "GET", T + "/state", None, "0" * 32, 401),
    ("a move without a secret", "POST", T + "/moves", {"step": step0, "option": 0}, None, 401),
    ("a move with a wrong secret", "POST", T + "/moves", {"step": step0, "option": 0}, "f" * 32, 401),
    ("a move by a seat not asked", "POST", T + "/moves", {"step": step0, "option": 0}, secrets[other], 403),
    ("a move that is not JSON", "POST", T + "/moves", b"{step: 1,", secrets[mover], 400),
    ("a move that is a list", "POST", T + "/moves", [1, 2], secrets[mover], 400),
    ("a move without its step", "POST", T + "/moves", {"option": 0}, secrets[mover], 400),
    ("a move with both label and option", "POST", T + "/moves", {"step": step0, "option": 0, "move": "x"},
     secrets[mover], 400),
    ("a move nested deep", "POST", T + "/moves", b"[" * 5000 + b"]" * 5000, secrets[mover], 400),
    ("a move past the body limit", "POST", T + "/moves", b'{"pad": "' + b"x" * 70000 + b'"}', secrets[mover], 413),
    ("a move the engine refuses", "POST", T + "/moves", {"step": step0, "move": "fly to the moon"},
     secrets[mover], 422),
    ("a move past the seat's options", "POST", T + "/moves", {"step": step0, "option": 100000}, secrets[mover], 422),
    ("a move from the future", "POST", T + "/moves", {"step": step0 + 5, "option": 0}, secrets[mover], 409),
    ("a move on a table that is not", "POST", "/api/tables/nosuchtable0/moves", {"step": 0, "option": 0},
     secrets[mover], 404),
    ("the host's list without the host secret", "GET", "/api/tables", None, None, 401),
    ("the host's list with a seat's secret", "GET", "/api/tables", None, secrets[mover], 401),
    ("a new table with a seat's secret", "POST", "/api/tables", {"game": "bang", "players": ["A", "B", "C", "D"]},
     secrets[mover], 401),
    ("the games without the host secret", "GET", "/api/games", None, None, 401),
    ("a bot for a spectator", "POST", T + "/bot", {"level": "basic"}, None, 401),
    ("a bot at a level that is not", "POST", T + "/bot", {"level": "genius"}, secrets[other], 400),
    ("a replay ticket before the end", "POST", T + "/replay", None, secrets[other], 409),
    ("a replay page without a ticket", "GET", f"/t/{table}/replay", None, None, 403),
    ("a replay page with a made-up ticket", "GET", f"/t/{table}/replay?ticket=" + "a" * 32, None, None, 403),
    ("a wrong method on moves", "GET", T + "/moves", None, secrets[mover], 405),
    ("a wrong method on state", "DELETE", T + "/state", None, secrets[mover], 405),
    ("a wrong method on the tables", "PUT", "/api/tables", {}, None, 405),
    ("a wrong method on a page", "POST", "/", b"", None, 405),
    ("an unknown API route", "GET", T + "/secrets", None, secrets[mover], 404),
    ("an unknown route", "GET", "/etc/passwd", None, None, 404),
    ("a web file off the allow-list", "GET", "/assets/replay.js", None, None, 404),
    ("a path that climbs", "GET", "/assets/../CMakeLists.txt", None, None, 404),
    ("the WebSocket route without an upgrade", "GET", T + "/ws", None, None, 426),
]
for name, method, path, body, secret, want in cases:
    got, answer = api(port, method, path, body, secret)
    ok = got == want and (isinstance(answer, dict) and "error" in answer or want == 404 and path.startswith("/assets"))
    check(f"{name}: {want} with a JSON error", ok, f"got {got}: {answer}")

status, h, _ = request(port, "GET", "/", headers={"X-Pad": "y" * 9000})
check("headers past their limit: 431", status == 431, str(status))
status, _, _ = request(port, "GET", "/", raw=b"NOT HTTP AT ALL\r\n\r\n")
check("a request that is not HTTP: 400", status == 400, str(status))

# The host secret works, and a new table is refused with the game's reason.
status, games = api(port, "GET", "/api/games", secret=server.host_secret)
check("the host lists the games with their bot levels",
      status == 200 and any(g.get("id") == "bang" and "basic" in g.get("bots", []) for g in games))
status, answer = api(port, "POST", "/api/tables", {"game": "bang", "players": ["A"]}, server.host_secret)
check("a new table of one player: 400 with the game's reason", status == 400 and "error" in answer, str(answer))
status, answer = api(port, "POST", "/api/tables", {"game": "nosuchgame", "players": ["A", "B"]}, server.host_secret)
check("a new table of a game that is not: 400", status == 400, str(answer))

# Over the WebSocket: a wrong secret is closed, a spectator cannot move.
ws = WebSocket(port, table, "0" * 32)
m = ws.next()
check("a WebSocket with a wrong secret: an error, then closed", m and m.get("error") == "wrong secret" and ws.next() is None)
ws = WebSocket(port, table)
first_push = ws.next()
ws.send({"type": "move", "step": step0, "option": 0})
m = ws.next()
check("a spectator's move over the WebSocket: 403", m and m.get("type") == "answer" and m.get("status") == 403, str(m))
ws.send({"type": "hello"})
m = ws.next()
check("a message that is not a move: 400", m and m.get("status") == 400, str(m))
ws.close()

# A slow client that never finishes its headers is dropped; others are served meanwhile.
slow = socket.create_connection(("127.0.0.1", port))
slow.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
t0 = time.time()
served = api(port, "GET", T + "/state")[0] == 200
check("others are served while a client trickles its headers", served and time.time() - t0 < 0.5)
slow.settimeout(5)
try:
    closed = slow.recv(100) == b""
except (socket.timeout, ConnectionResetError):
    closed = False
check("the slow client is dropped at the header timeout", closed and time.time() - t0 < 4)
slow.close()

# Too many connections from one address.
idle = [socket.create_connection(("127.0.0.1", port)) for _ in range(12)]
status, _, _ = request(port, "GET", T + "/state")
check("past --max-connections: 429", status == 429, str(status))
for s in idle:
    s.close()
time.sleep(0.2)
check("the connections closed, the next is served", api(port, "GET", T + "/state")[0] == 200)

check("after all that, nothing changed: the same step", state()["step"] == step0)
check("and the same record on disk", record_text(record) == before)

# A real move, then the same again (a retry), then a stale one.
status, answer = api(port, "POST", T + "/moves", {"step": step0, "option": 0}, secrets[mover])
check("the asked seat's move is applied", status == 200 and answer.get("applied") is True, str(answer))
status, again = api(port, "POST", T + "/moves", {"step": step0, "option": 0}, secrets[mover])
check("the same move again is a duplicate, applied once",
      status == 200 and again.get("duplicate") is True and again["step"] == answer["step"], str(again))
check("the table moved one step", state()["step"] == answer["step"])

# Moves a second per seat.
codes = [api(port, "POST", T + "/moves", {"step": 0, "move": "nothing"}, secrets[other])[0] for _ in range(12)]
check("past --moves-per-second: 429", 429 in codes, str(codes))

check("the server stops cleanly on SIGTERM", server.stop() == 0)
finish()
