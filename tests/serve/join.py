"""`arbiter join --bot basic` for every seat of a served table, for each of
the three games: the table's record is the record `arbiter play` writes for
the same seed and bots, byte for byte."""
import os
import subprocess

from served import ARBITER, ENV, WORK, Server, check, finish, play, record_text

GAMES = [("bang", 4, 11), ("thegang", 4, 12), ("endgame", 4, 13)]

for game, players, seed in GAMES:
    server = Server(game, "--seed", str(seed), dir=os.path.join(WORK, game))
    table = server.tables[0]
    joins = [subprocess.Popen([ARBITER, "join", url, "--bot", "basic"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=ENV, text=True)
             for url in server.links.values()]
    outs = [j.communicate(timeout=120) for j in joins]
    check(f"{game}: {len(joins)} seats joined as bots, each exits 0",
          len(joins) == players and all(j.returncode == 0 for j in joins),
          "; ".join(o[1] for o in outs))
    check(f"{game}: each join prints the result",
          all(o[0].startswith("game over after ") for o in outs), outs[0][0])
    server.stop()
    log = os.path.join(WORK, game + "-play.yaml")
    check(f"{game}: arbiter play plays the same seed", play(game, seed, log) == 0)
    served = record_text(os.path.join(server.dir, table + ".yaml"))
    check(f"{game}: the served record is play's, byte for byte", served == record_text(log),
          f"diff {os.path.join(server.dir, table + '.yaml')} {log}")

finish()
