"""The served table's load table (`make bench-serve`, docs/performance.md):
for each M, a fresh `arbiter serve` pinned to one core, M tables of
recorded basic-bot BANG! games played over WebSockets by the load
generator on another core, one line of figures per M.

    python3 bench/serve/run.py ARBITER LOADER [--tables 1,50,200,500,1000]
        [--players 5] [--seconds S] [--games N]

--seconds stops each run after S seconds (the figures are those of the
moves made so far); without it every table plays its game to the end."""
import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from served_load import Served, cores, load, record_games, report_of  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("arbiter")
ap.add_argument("loader")
ap.add_argument("--tables", default="1,50,200,500,1000")
ap.add_argument("--players", type=int, default=5)
ap.add_argument("--seconds", type=float, default=0)
ap.add_argument("--games", type=int, default=20)
args = ap.parse_args()

work = tempfile.mkdtemp(prefix="arbiter-bench-serve-")
server_core, load_core = cores()
games = record_games(args.arbiter, os.path.join(work, "games"), players=args.players, count=args.games)
columns = ["tables", "seats", "finished", "moves", "seconds", "moves_per_second", "p50_ms", "p99_ms",
           "max_ms", "server_cpu_ms_per_move", "server_rss_mb", "server_rss_kb_per_table", "errors"]
print("| " + " | ".join(columns) + " |")
print("|" + "---|" * len(columns))
failed = False
for m in [int(x) for x in args.tables.split(",")]:
    folder = os.path.join(work, f"tables-{m}")
    served = Served(args.arbiter, folder, core=server_core)
    report, err = report_of(load(args.loader, served, games, m, seconds=args.seconds, core=load_core))
    served.stop()
    failed |= report["errors"] > 0
    cells = [report.get(c, "") for c in columns]
    print("| " + " | ".join(f"{c:.3g}" if isinstance(c, float) else str(c) for c in cells) + " |",
          flush=True)
    if err.strip():
        print(err.strip(), file=sys.stderr)
    shutil.rmtree(folder, ignore_errors=True)
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)
