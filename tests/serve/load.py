"""A short load run (CI's; the full table is `make bench-serve`): 50 BANG!
tables of five seats, every seat on its own WebSocket, played for a minute
by the load generator (bench/serve/load.cpp) from recorded basic-bot games,
the server on one core. No error; every table's record holds exactly the
moves the server acknowledged; a finished table's record replays to its
end as the recorded game did.

    python3 tests/serve/load.py ARBITER LOADER [TABLES] [SECONDS]"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench", "serve"))
from served import ARBITER, ENV, WORK, check, finish  # noqa: E402
from served_load import Served, check_records, cores, load, record_games, report_of, tables_of  # noqa: E402

LOADER = os.path.realpath(sys.argv[2])
TABLES = int(sys.argv[3]) if len(sys.argv) > 3 else 50
SECONDS = float(sys.argv[4]) if len(sys.argv) > 4 else 60

server_core, load_core = cores()
games = record_games(ARBITER, os.path.join(WORK, "games"), count=10)
folder = os.path.join(WORK, "tables")
served = Served(ARBITER, folder, core=server_core)
acks = os.path.join(WORK, "acks.txt")
report, err = report_of(load(LOADER, served, games, TABLES, seconds=SECONDS, acks=acks, core=load_core))
served.stop()
print("load:", report)
check(f"{TABLES} tables played with no error", report["errors"] == 0, err)
check("moves were made and felt by every seat", report["moves"] > TABLES and report["p99_ms"] > 0, str(report))
tables = tables_of(acks)
check("every table was made", len(tables) == TABLES, f"{len(tables)} of {TABLES}")
code, said = check_records(LOADER, folder, acks, games)
check("every record holds exactly the acknowledged moves, its recorded game's", code == 0, said)
print(said.strip())
for table in list(tables)[:5]:
    judged = subprocess.run([ARBITER, "replay", os.path.join(folder, table + ".yaml")], capture_output=True,
                            text=True, env=ENV)
    check(f"{table}'s record replays: every step legal", judged.returncode == 0, judged.stdout[-500:])
finish()
