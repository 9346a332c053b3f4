# Bot levels per seat: `--seat NAME=LEVEL` in sim and play, `--bots` for the
# other seats; with mixed levels the sim report adds win rates by level.
source "$(dirname "$0")/lib.bash"

strip() { grep -v -e '^speed:' -e '^arbiter ' "$1" | sed 's/, merged from [0-9]* of [0-9]* shards//'; }

# Without --seat nothing is said about levels.
run sim duelists -n 30 --seed 4 --json
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert "seat_levels" not in d and "levels" not in d["result"], d
' "$OUT"; then ok "no --seat: no seat_levels, no result.levels"; else fail "no --seat: no seat_levels, no result.levels"; fi
run sim duelists -n 30 --seed 4
expect_out "no --seat: the head names one level" ", bots random, content"
expect_no_out "no --seat: no line by level" "win rate by bot level"

# One seat at another level: each seat's games counted under its level.
run sim duelists -n 60 --players 3 --seed 4 --seat Ann=basic
expect_rc "sim --seat exits 0" 0
expect_out "the head says who plays at which level" "bots basic (Ann), random (Bob, Cid), content"
expect_out "win rates by level" "win rate by bot level (each seat's games), 95% Wilson interval:"
if grep -qE '^  basic +[0-9.]+% +\[[0-9.]+%, [0-9.]+%\]  [0-9]+/60$' "$OUT" &&
  grep -qE '^  random +[0-9.]+% +\[[0-9.]+%, [0-9.]+%\]  [0-9]+/120$' "$OUT"; then
  ok "one line per level, each with its seats' games"
else fail "one line per level, each with its seats' games"; fi
run sim duelists -n 60 --players 3 --seed 4 --seat Ann=basic --json
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["bots"] == "random" and d["seat_levels"] == {"Ann": "basic"}, d
r = d["result"]
levels = {l["name"]: l for l in r["levels"]}
assert [l["name"] for l in r["levels"]] == ["basic", "random"]
sides = {s["name"]: s for s in r["sides"]}
assert levels["basic"]["games"] == 60 and levels["basic"]["wins"] == sides["Ann"]["wins"]
assert levels["random"]["games"] == 120
assert levels["random"]["wins"] == sides["Bob"]["wins"] + sides["Cid"]["wins"]
for l in r["levels"]:
    assert set(l) == {"name", "games", "wins", "rate", "low", "high"}
    assert 0 <= l["low"] <= l["rate"] <= l["high"] <= 1
' "$OUT"; then ok "--json: result.levels, a seat'\''s games under its level"
else fail "--json: result.levels, a seat's games under its level"; fi

# Every seat at one level, given or not, is not a mix.
run sim duelists -n 20 --players 2 --seed 4 --bots basic --seat Ann=basic
expect_no_out "one level given twice is no mix" "win rate by bot level"
expect_out "and the head names it" ", bots basic, content"

# The same games whatever --jobs and shards, levels included.
run sim duelists -n 60 --players 3 --seed 4 --seat Ann=basic --jobs 2
strip "$OUT" >"$WORK/jobs.txt"
for i in 0 1 2; do run sim duelists -n 60 --players 3 --seed 4 --seat Ann=basic --shard "$i/3" --out "$WORK/lv-$i.json"; done
run sim merge "$WORK"/lv-*.json
expect_rc "merging shards with seat levels exits 0" 0
strip "$OUT" >"$WORK/merged.txt"
expect_same "merged shards report levels as one run" "$WORK/jobs.txt" "$WORK/merged.txt"
run sim duelists -n 60 --players 3 --seed 4 --seat Bob=basic --shard 1/3 --out "$WORK/other-1.json"
run sim merge "$WORK/lv-0.json" "$WORK/other-1.json" "$WORK/lv-2.json"
expect_rc "shards whose seats play at other levels are of another run" 2

# A comparison names the bots its verdict holds for.
run sim duelists -n 40 --compare one-life
expect_out "the verdict names the bots" "; played by basic bots"
run sim duelists -n 40 --players 3 --compare one-life --seat Ann=random
expect_out "the verdict names mixed bots" "; played by random (Ann), basic (Bob, Cid) bots"
expect_out "the comparison by level" "  by bot level: without, with, difference (95% intervals)"

# Mistakes: exit 2, with what was meant.
run sim duelists -n 5 --seat Zed=basic
expect_rc "an unknown seat exits 2" 2
expect_err "the seats are named" "--seat Zed=basic: no seat 'Zed'; the seats are Ann, Bob"
run sim duelists -n 5 --seat Bbo=basic
expect_err "a slip of a seat's name is suggested" "no seat 'Bbo' (did you mean 'Bob'?)"
run sim duelists -n 5 --seat Ann=basci
expect_rc "an unknown level exits 2" 2
expect_err "the level is suggested" "no level 'basci' (did you mean 'basic'?); the levels of duelists are random, basic"
run sim duelists -n 5 --bots basci
expect_rc "an unknown --bots exits 2" 2
expect_err "--bots is suggested too" "--bots: no bot level 'basci' (did you mean 'basic'?)"
run sim duelists -n 5 --seat Ann=human
expect_rc "sim has no people" 2
expect_err "sim says where people play" "sim plays bots only; a person plays with \`arbiter play\`"
run sim duelists -n 5 --seat Ann=basic --seat Ann=random
expect_rc "a seat given twice exits 2" 2
expect_err "the seat given twice is named" "seat Ann is given twice"
run sim duelists -n 5 --seat Ann
expect_rc "--seat without a level exits 2" 2
expect_err "--seat shows its form" "--seat takes NAME=LEVEL"
run play duelists --seed 3 --seat Ann=clever --quiet
expect_rc "play: an unknown level exits 2" 2
expect_err "play lists human among the levels" "the levels of duelists are human, random, basic"

# A level of the game's own script: declared in game.yaml `bots`, then
# usable wherever random and basic are. This one never shoots.
echo "bots: [basic, careful]" >>"$ARBITER_HOME/content/duelists/game.yaml"
sed -i 's/^function game.bot(ctx, seat, labels, level)$/&\n  if level == "careful" then return #labels end/' \
  "$ARBITER_HOME/scripts/duelists/game.lua"
run sim duelists -n 40 --players 2 --seed 4 --seat Ann=careful --json
expect_rc "a level of the game's own plays" 0
if python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["result"]
levels = {l["name"]: l for l in r["levels"]}
assert levels["careful"]["games"] == 40 and levels["careful"]["wins"] == 0, levels
assert levels["random"]["wins"] == 40 - r["unfinished"], (levels, r["unfinished"])
' "$OUT"; then ok "the seat given the level plays it, the other seat does not"
else fail "the seat given the level plays it, the other seat does not"; fi
run sim duelists -n 5 --bots careful
expect_rc "--bots takes the game's own level" 0
run play duelists --players 2 --seed 4 --seat Bob=careful --bots basic --quiet --log "$WORK/careful.yaml"
expect_rc "play --seat NAME=LEVEL exits 0" 0
if grep -q -- '- Bob: ' "$WORK/careful.yaml" && ! grep -qE '^ *- *Bob: play .*->' "$WORK/careful.yaml"; then
  ok "play: Bob's bot plays its own level (it never shoots)"
else fail "play: Bob's bot plays its own level (it never shoots)"; fi
run sim duelists -n 5 --seat Ann=carefull
expect_err "the game's own levels are suggested" "(did you mean 'careful'?); the levels of duelists are random, basic, careful"

finish
