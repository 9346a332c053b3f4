# The basic bots play better than random ones, shown over fixed seeds: in
# BANG! and EndGame one basic seat among random seats wins more often than
# the random seats, the 95% intervals apart; in The Gang a team of basic bots
# clears more heists than a team of random bots, the intervals apart.
source "$(dirname "$0")/lib.bash"

apart() {  # apart WHAT BETTER.json WORSE.json: BETTER's rate above WORSE's, intervals apart
  if python3 - "$2" "$3" <<'PY'; then ok "$1"; else fail "$1"; fi
import json, sys
def rate(path):
    r = json.load(open(path))["result"]
    assert r["errors"] == 0 and r["unfinished"] == 0, r
    if "levels" in r:
        return {l["name"]: l for l in r["levels"]}
    return {"team": r["sides"][0]}
a, b = rate(sys.argv[1]), rate(sys.argv[2])
better = a.get("basic") or a["team"]
worse = (b.get("random") if "random" in b else b["team"])
print("  basic %.1f%% [%.1f%%, %.1f%%] against random %.1f%% [%.1f%%, %.1f%%]" % tuple(
    100 * x for x in (better["rate"], better["low"], better["high"], worse["rate"], worse["low"], worse["high"])))
assert better["low"] > worse["high"], (better, worse)
PY
}

for game in bang endgame; do
  run --content "$PWD" sim "$game" -n 300 --seed 1 --seat Ann=basic --json
  expect_rc "$game: one basic seat among random seats plays" 0
  cp "$OUT" "$WORK/$game.json"
  apart "$game: the basic seat wins more often than the random seats, 95% intervals apart" \
    "$WORK/$game.json" "$WORK/$game.json"
done

run --content "$PWD" sim thegang -n 300 --seed 1 --bots basic --json
cp "$OUT" "$WORK/gang-basic.json"
run --content "$PWD" sim thegang -n 300 --seed 1 --bots random --json
cp "$OUT" "$WORK/gang-random.json"
apart "thegang: a basic team clears more heists than a random team, 95% intervals apart" \
  "$WORK/gang-basic.json" "$WORK/gang-random.json"

finish
