"""kill -9 of the server under load, 20 times at random moments (60 tables playing), started
again each time with `serve --dir` on the same port while the load
generator's seats connect again on their own: every table's game reaches
its end, every acknowledged move is in its table's record and no other
move is, and every record replays to the verdict of the recorded game.

    python3 tests/serve/kill_load.py ARBITER LOADER [TABLES] [KILLS]"""
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "serve"))
from served import ARBITER, ENV, WORK, check, finish  # noqa: E402
from served_load import Served, check_records, cores, load, record_games, report_of, tables_of  # noqa: E402

LOADER = os.path.realpath(sys.argv[2])
TABLES = int(sys.argv[3]) if len(sys.argv) > 3 else 60
KILLS = int(sys.argv[4]) if len(sys.argv) > 4 else 20

rng = random.Random(int.from_bytes(os.urandom(4), "big"))
server_core, load_core = cores()
games = record_games(ARBITER, os.path.join(WORK, "games"), players=4, count=5)
folder = os.path.join(WORK, "tables")
served = Served(ARBITER, folder, core=server_core)
port = served.port
acks = os.path.join(WORK, "acks.txt")
loader = load(LOADER, served, games, TABLES, acks=acks, core=load_core)
time.sleep(1.0)  # the tables are made and every seat connected
kills = 0
while kills < KILLS and loader.poll() is None:
    time.sleep(rng.uniform(0.02, 0.25))
    served.kill()
    kills += 1
    served.start(port)
report, err = report_of(loader, timeout=600)
served.stop()
print("load:", report, f"after {kills} kills")
check(f"{kills} kills under load, each followed by a resume on the same port", kills == KILLS,
      f"{kills} kills")
check("the seats connected again on their own", report["reconnects"] > 0 or kills == 0, str(report))
check("no move was refused or lost", report["errors"] == 0, err)
check("every table's game reached its end", report["finished"] == TABLES, str(report))
tables = tables_of(acks)
code, said = check_records(LOADER, folder, acks, games)
check("every record holds exactly the acknowledged moves, its recorded game's", code == 0, said)
print(said.strip())
def verdict(judged):
    """The verdict `replay` printed, without the file's name."""
    last = judged.stdout.splitlines()[-1:] or [""]
    return last[0].split(": ", 1)[-1]


# A finished table played its recorded game to the end: it replays to the
# recorded game's verdict.
for table, game in list(tables.items())[:3]:
    mine = subprocess.run([ARBITER, "replay", os.path.join(folder, table + ".yaml")], capture_output=True,
                          text=True, env=ENV)
    theirs = subprocess.run([ARBITER, "replay", os.path.join(games, game)], capture_output=True, text=True,
                            env=ENV)
    check(f"{table} replays to the recorded game's verdict",
          mine.returncode == 0 and verdict(mine) == verdict(theirs),
          mine.stdout[-300:] + " / " + theirs.stdout[-300:])
finish()
