"""kill -9 of a served table's server at random moments while its bots
play, started again each time with `serve --dir`: the game finishes, and
its record is the uninterrupted game's (`arbiter play`, same seed)."""
import os
import random
import subprocess
import time

from served import ARBITER, ENV, WORK, Server, check, finish, play, players_of, record_text, wait_over

rng = random.Random(int.from_bytes(os.urandom(4), "big"))
game, seed = "bang", 21
folder = os.path.join(WORK, "tables")
log = os.path.join(WORK, "play.yaml")
check("arbiter play plays the seed", play(game, seed, log, "--players", "4") == 0)
names = players_of(log)
seats = [arg for name in names for arg in ("--seat", name + "=basic")]
server = Server(game, "--players", ",".join(names), "--seed", str(seed), *seats, dir=folder, tables=1)
table = server.tables[0]
kills, steps = 0, []
while kills < 8:
    # Kill at a random moment: during the bots' moves, an fsync, a push.
    time.sleep(rng.uniform(0.0, 0.15))
    server.kill()
    kills += 1
    server = Server(dir=folder, tables=0)
    if not server.resumed:
        break  # the game ended before this kill: nothing left to resume
    steps.append(server.lines[0])
check(f"{kills} kills, each followed by a resume", kills >= 1, str(steps))
state = wait_over(server.port, table) if server.resumed else {"over": True}
check("the game finishes after the last resume", state is not None and state.get("over"))
server.stop()
served = os.path.join(folder, table + ".yaml")
judged = subprocess.run([ARBITER, "replay", served], capture_output=True, text=True, env=ENV)
check("the record after the kills replays to the end of the game",
      judged.returncode == 0 and "game over" in judged.stdout, judged.stdout + judged.stderr)
# The bots after a resume draw from their generator as they would have had
# the server never stopped (docs/serve.md, Files): the record is `arbiter
# play`'s, byte for byte.
check("the record is the uninterrupted game's, byte for byte", record_text(served) == record_text(log),
      "differs from " + log)
finish()
