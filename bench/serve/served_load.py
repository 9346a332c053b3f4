"""Shared by the load runs of the served table (bench/serve/run.py, and the
CI tests tests/serve/load.py and tests/serve/kill_load.py): recorded
basic-bot games to play, a server pinned to one core, the load generator
on another, and the check that every table's record holds exactly the
moves the server acknowledged."""
import json
import os
import re
import signal
import subprocess

def cores():
    """The cores this process may use: the server takes the first, the load
    generator the second (the same one when there is only one)."""
    mine = sorted(os.sched_getaffinity(0))
    return str(mine[0]), str(mine[1] if len(mine) > 1 else mine[0])


def record_games(arbiter, folder, game="bang", players=5, count=10, first_seed=1):
    """`count` games `arbiter play` records with basic bots, SEED.yaml each."""
    os.makedirs(folder, exist_ok=True)
    for seed in range(first_seed, first_seed + count):
        log = os.path.join(folder, f"{seed:06d}.yaml")
        if not os.path.exists(log):
            subprocess.run([arbiter, "play", game, "--players", str(players), "--seed", str(seed), "--bots",
                            "basic", "--quiet", "--log", log], check=True, stdout=subprocess.DEVNULL)
    return folder


class Served:
    """`arbiter serve --dir DIR` on one core, with the limits a load run needs
    (every seat's connection comes from loopback)."""

    def __init__(self, arbiter, folder, port=0, core=None):
        self.arbiter, self.folder, self.core = arbiter, folder, core
        self.start(port)

    def start(self, port):
        os.makedirs(self.folder, exist_ok=True)
        cmd = [self.arbiter, "serve", "--dir", self.folder, "--listen", f"127.0.0.1:{port}",
               "--max-connections", "100000", "--moves-per-second", "1000"]
        if self.core is not None:
            cmd = ["taskset", "-c", self.core] + cmd
        env = dict(os.environ, NO_COLOR="1")
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        self.lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("serve ended: " + self.proc.stderr.read())
            self.lines.append(line.rstrip("\n"))
            if line.startswith("host "):
                url = line.split()[1]
                self.secret = url.split("#host=")[1]
                self.port = int(re.search(r":(\d+)/", url).group(1))
                return

    def kill(self):
        self.proc.kill()
        self.proc.wait()

    def stop(self):
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            self.proc.wait(timeout=30)
        return self.proc.returncode


def load(loader, served, games, tables, seconds=0, acks=None, core=None, game="bang"):
    """Starts the load generator: its Popen (stdout: one JSON report line)."""
    cmd = [loader, "--url", f"http://127.0.0.1:{served.port}", "--host", served.secret, "--game", game,
           "--games", games, "--tables", str(tables), "--pid", str(served.proc.pid)]
    if seconds:
        cmd += ["--seconds", str(seconds)]
    if acks:
        cmd += ["--acks", acks]
    if core is not None:
        cmd = ["taskset", "-c", core] + cmd
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def report_of(proc, timeout=None):
    out, err = proc.communicate(timeout=timeout)
    lines = [l for l in out.splitlines() if l.startswith("{")]
    if not lines:
        raise RuntimeError(f"the load generator ended with {proc.returncode}: {err}")
    return json.loads(lines[-1]), err


def check_records(loader, folder, acks, games):
    """The load generator's own check (`--check`): every table's record holds
    exactly its acknowledged moves, the first moves of its recorded game.
    Its exit code and what it printed."""
    done = subprocess.run([loader, "--check", folder, "--acks", acks, "--games", games], capture_output=True,
                          text=True)
    return done.returncode, done.stdout + done.stderr


def tables_of(acks):
    """{table: the recorded game it played} of an acknowledgements file."""
    with open(acks, encoding="utf-8") as f:
        return dict(line.split()[1:3] for line in f if line.startswith("table "))
