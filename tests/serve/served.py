"""Shared by the served-table tests (tests/serve/*.py): a server started on a
free loopback port, plain HTTP requests and a small WebSocket client written
on the standard library, so the tests need nothing beyond python3.

Each test runs as `python3 tests/serve/NAME.py path/to/arbiter` from the
repository root and ends with `N passed, N failed`; it exits 0 only when
nothing failed."""
import base64
import json
import os
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time

ARBITER = os.path.realpath(sys.argv[1]) if len(sys.argv) > 1 else sys.exit("usage: NAME.py ARBITER")
WORK = tempfile.mkdtemp(prefix="arbiter-serve-")
ENV = dict(os.environ, NO_COLOR="1")
ENV.pop("ARBITER_CONTENT", None)
passed = failed = 0
SERVERS = []


def _report_servers(kind, value, tb):
    """A test that ends on an exception (a request that timed out) shows what
    each server it started said and whether it was still running."""
    sys.__excepthook__(kind, value, tb)
    for server in SERVERS:
        state = "running" if server.proc.poll() is None else f"ended with {server.proc.returncode}"
        if server.proc.poll() is None:
            server.proc.kill()
        print(f"-- the server ({state}) said on standard error:", file=sys.stderr)
        print(server.proc.stderr.read(), file=sys.stderr)


sys.excepthook = _report_servers


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL " + name + ("\n     " + detail if detail else ""))


def finish():
    print(f"{passed} passed, {failed} failed")
    shutil.rmtree(WORK, ignore_errors=True)
    sys.exit(1 if failed else 0)


class Server:
    """`arbiter serve ARGS --listen 127.0.0.1:0`: its printed links, its port."""

    def __init__(self, *args, dir=None, tables=1, extra=()):
        """Reads the start lines up to the watch line of the `tables`-th table."""
        self.dir = dir or os.path.join(WORK, "tables")
        cmd = [ARBITER, "serve", *args, "--dir", self.dir, "--listen", "127.0.0.1:0", *extra]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, text=True)
        self.links, self.tables, self.lines, self.resumed = {}, [], [], []
        SERVERS.append(self)
        while len(self.tables) < tables or not hasattr(self, "port"):
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("serve ended: " + self.proc.stderr.read())
            self.lines.append(line.rstrip("\n"))
            name, _, url = line.strip().partition(" ")
            if name == "host":
                self.host_secret = url.split("#host=")[1]
                self.port = int(re.search(r":(\d+)/", url).group(1))
            elif name == "watch":
                self.tables.append(url.rsplit("/", 1)[1])
            elif name == "resumed":
                self.resumed.append(url.split()[0])
            elif url.startswith("http://"):
                self.links[name] = url

    def secret(self, name):
        return self.links[name].split("#seat=")[1]

    def kill(self):
        self.proc.kill()
        self.proc.wait()

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(timeout=10)
        return self.proc.returncode


def request(port, method, path, body=None, secret=None, headers=None, raw=None):
    """One HTTP/1.1 request: (status, headers dict in lower case, body text)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
    if raw is None:
        h = {"Host": "127.0.0.1", "Connection": "close"}
        if secret is not None:
            h["Authorization"] = "Bearer " + secret
        if data is not None:
            h["Content-Type"] = "application/json"
            h["Content-Length"] = str(len(data))
        h.update(headers or {})
        raw = f"{method} {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in h.items()) + "\r\n"
        raw = raw.encode() + (data or b"")
    s.sendall(raw)
    got = b""
    while True:
        chunk = s.recv(65536)
        if not chunk:
            break
        got += chunk
    s.close()
    head, _, rest = got.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1]) if lines and lines[0] else 0
    hdrs = {}
    for l in lines[1:]:
        k, _, v = l.partition(":")
        hdrs[k.strip().lower()] = v.strip()
    return status, hdrs, rest.decode("utf-8", "replace")


def api(port, method, path, body=None, secret=None):
    status, _, text = request(port, method, path, body, secret)
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


class WebSocket:
    """A client of the table's WebSocket: text messages as JSON."""

    def __init__(self, port, table, secret=None):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /api/tables/{table}/ws HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                           f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise RuntimeError("the WebSocket handshake ended")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("no upgrade: " + head.decode("latin-1"))
        self.buffer = b""
        self.send({"secret": secret} if secret is not None else {})

    def send(self, obj):
        data = json.dumps(obj).encode()
        mask = os.urandom(4)
        n = len(data)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        out, self.buffer = self.buffer[:n], self.buffer[n:]
        return out

    def raw(self):
        """The next text message as sent; None when the server closed."""
        message = b""
        while True:
            try:
                b0, b1 = self._read(2)
            except EOFError:
                return None
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            op = b0 & 0x0F
            if op == 8:
                return None
            if op == 9:  # a ping: answered, as a browser does
                mask = os.urandom(4)
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + mask +
                                  bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
                continue
            if op in (0, 1):
                message += payload
                if b0 & 0x80:
                    return message.decode()

    def next(self):
        text = self.raw()
        return None if text is None else json.loads(text)

    def close(self):
        self.sock.close()


def play(game, seed, log, *extra):
    """`arbiter play GAME --seed SEED --bots basic --log LOG`, its exit code."""
    return subprocess.run([ARBITER, "play", game, "--seed", str(seed), "--bots", "basic", "--quiet",
                           "--log", log, *extra], env=ENV).returncode


def record_text(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def wait_over(port, table, seconds=60):
    """The table's public state once its game is over (None if it never is)."""
    end = time.time() + seconds
    while time.time() < end:
        status, state = api(port, "GET", f"/api/tables/{table}/state")
        if status == 200 and state.get("over"):
            return state
        time.sleep(0.05)
    return None


def players_of(record):
    """The seats' names of a record file, in play order."""
    for line in record_text(record).splitlines():
        if line.startswith("players:"):
            return [p.strip().strip('"') for p in line.split(":", 1)[1].strip().strip("[]").split(",")]
    raise ValueError(record + " names no players")
