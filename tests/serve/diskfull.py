"""A disk that will not take a move: the move is refused with 503 and a
clear error, and not applied; reads and pushes go on; when the disk takes
writes again, play goes on from where it stood.

Two ways the disk refuses: a full file system (a small tmpfs the test
mounts, where it may: the server sees no room and refuses the move before
taking it), and a write that fails after the move was taken (the server's
file size limit, RLIMIT_FSIZE, set below the record's next size: the
table is made again without the move)."""
import errno
import os
import resource
import signal
import subprocess

from served import ARBITER, ENV, WORK, Server, WebSocket, api, check, finish


def asked_seat(server, table):
    """(name, secret, state) of the seat asked now."""
    for name in server.links:
        status, state = api(server.port, "GET", f"/api/tables/{table}/state", secret=server.secret(name))
        if status == 200 and state.get("asked"):
            return name, server.secret(name), state
    raise RuntimeError("no seat is asked")


def move(server, table):
    """The asked seat's first option: (status, answer, state before)."""
    name, secret, state = asked_seat(server, table)
    body = {"step": state["step"], "move": state["asked"]["options"][0]}
    status, answer = api(server.port, "POST", f"/api/tables/{table}/moves", body, secret=secret)
    return status, answer, state


def public_step(server, table):
    return api(server.port, "GET", f"/api/tables/{table}/state")[1]["step"]


def refused_then_taken(server, table, label, free):
    """A move refused while the disk refuses, taken once `free()` ran."""
    before = public_step(server, table)
    status, answer, state = move(server, table)
    check(f"{label}: the move is refused with 503", status == 503, f"{status} {answer}")
    check(f"{label}: the error says the move was not stored",
          "could not be stored" in answer.get("error", ""), str(answer))
    check(f"{label}: the move was not applied", public_step(server, table) == before)
    name, secret, again = asked_seat(server, table)
    check(f"{label}: the seat is asked the same as before",
          again["asked"]["options"] == state["asked"]["options"] and again["view"] == state["view"])
    watcher = WebSocket(server.port, table)
    pushed = watcher.next()
    watcher.close()
    check(f"{label}: a spectator's WebSocket is pushed the state",
          pushed and pushed.get("type") == "state" and pushed.get("step") == before, str(pushed)[:200])
    free()
    status, answer, _ = move(server, table)
    check(f"{label}: once the disk takes it, the move is applied", status == 200 and answer.get("applied"),
          f"{status} {answer}")
    check(f"{label}: the table moved on", public_step(server, table) == before + 1)


def replays(path, label):
    judged = subprocess.run([ARBITER, "replay", path], capture_output=True, text=True, env=ENV)
    check(f"{label}: the record replays, every step legal", judged.returncode == 0,
          judged.stdout[-400:] + judged.stderr[-400:])


# A full file system.
mount = os.path.join(WORK, "small")
os.makedirs(mount)
mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", mount],
                         capture_output=True).returncode == 0
if not mounted:
    print("skip the full file system: this machine will not mount a tmpfs here")
else:
    try:
        server = Server("bang", "--players", "Ann,Bob,Cid,Dee", "--seed", "5", dir=os.path.join(mount, "t"))
        table = server.tables[0]
        for _ in range(3):
            check("a move before the disk fills is applied", move(server, table)[0] == 200)
        filler = os.path.join(mount, "filler")
        with open(filler, "wb") as f:
            try:
                while True:
                    f.write(b"\0" * 65536)
                    f.flush()
            except OSError as e:
                check("the file system is full", e.errno == errno.ENOSPC, str(e))
        refused_then_taken(server, table, "full disk", lambda: os.remove(filler))
        server.stop()
        replays(os.path.join(mount, "t", table + ".yaml"), "full disk")
    finally:
        subprocess.run(["umount", "-l", mount])


# A write that fails once the move is taken: the file may not grow past
# its size now (SIGXFSZ ignored, so the write answers EFBIG).
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # inherited by the server
folder = os.path.join(WORK, "limited")
server = Server("bang", "--players", "Ann,Bob,Cid,Dee", "--seed", "6", dir=folder)
table = server.tables[0]
for _ in range(3):
    move(server, table)
record = os.path.join(folder, table + ".yaml")
size = os.path.getsize(record)
resource.prlimit(server.proc.pid, resource.RLIMIT_FSIZE, (size, resource.RLIM_INFINITY))
refused_then_taken(server, table, "a failed write",
                   lambda: resource.prlimit(server.proc.pid, resource.RLIMIT_FSIZE,
                                            (resource.RLIM_INFINITY, resource.RLIM_INFINITY)))
for _ in range(5):
    check("play goes on after the failed write", move(server, table)[0] == 200)
server.stop()
replays(record, "a failed write")
finish()
