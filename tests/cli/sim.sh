# arbiter sim: results depend on the seeds only (never on --jobs or shards);
# per-seat win rates with Wilson intervals; unfinished games reported;
# --shard and sim merge; --compare; --json.
source "$(dirname "$0")/lib.bash"

strip() { grep -v -e '^speed:' -e '^arbiter ' "$1" | sed 's/, merged from [0-9]* of [0-9]* shards//'; }

run sim duelists -n 60 --seed 5
expect_rc "sim exits 0" 0
cp "$OUT" "$WORK/one.txt"
expect_out "the command is printed" "arbiter sim duelists -n 60 --seed 5"
expect_out "the seeds are printed" "seeds 5..64 (60 games)"
expect_out "the content digest is printed" "content "
expect_out "finished and unfinished are counted" "finished 60, unfinished 0"
expect_out "mean length" "mean length"
expect_out "win rate by seat" "win rate by side (seat), 95% Wilson interval:"
expect_out "the speed" "games/s"
wins=$(awk '/^  (Ann|Bob) / { split($NF, a, "/"); s += a[1] } END { print s }' "$OUT")
if [ "$wins" -eq 60 ]; then ok "two seats' wins add up to the games"; else fail "two seats' wins add up to the games" "got $wins"; fi

run sim duelists -n 60 --seed 5 --jobs 2
strip "$WORK/one.txt" >"$WORK/a.txt"; strip "$OUT" >"$WORK/b.txt"
expect_same "--jobs 2 reports the same" "$WORK/a.txt" "$WORK/b.txt"

# More games than wait at once to be reported (a few hundred): the report is
# still folded in seed order, whatever the threads.
run sim duelists -n 1500 --players 3 --cap 16 --seed 2
cp "$OUT" "$WORK/many-1.txt"
expect_out "many games: unfinished ones listed, the first 20" "unfinished seeds: "
run sim duelists -n 1500 --players 3 --cap 16 --seed 2 --jobs 3
strip "$WORK/many-1.txt" >"$WORK/a2.txt"; strip "$OUT" >"$WORK/b2.txt"
expect_same "many games: --jobs 3 reports the same" "$WORK/a2.txt" "$WORK/b2.txt"
run sim duelists -n 1500 --players 3 --cap 16 --seed 2 --json --jobs 1
cp "$OUT" "$WORK/many-1.json"
run sim duelists -n 1500 --players 3 --cap 16 --seed 2 --json --jobs 3
if python3 -c '
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:3])
for d in (a, b):
    d.pop("seconds"); d.pop("games_per_second"); d.pop("command")
assert a == b
r = a["result"]
assert len(r["unfinished_seeds"]) == r["unfinished"] > 20, r["unfinished"]
assert r["unfinished_seeds"] == sorted(r["unfinished_seeds"])
' "$WORK/many-1.json" "$OUT"; then ok "many games: --json lists every unfinished seed, in order, whatever --jobs"
else fail "many games: --json lists every unfinished seed, in order, whatever --jobs"; fi

# Shards: three slices merged give the one-run report.
for i in 0 1 2; do
  run sim duelists -n 60 --seed 5 --shard "$i/3" --out "$WORK/shard-$i.json"
  expect_rc "shard $i/3 exits 0" 0
done
run sim merge "$WORK"/shard-*.json
expect_rc "merge exits 0" 0
expect_out "merge says what it merged" "merged from 3 of 3 shards"
strip "$OUT" >"$WORK/c.txt"
expect_same "merged shards report as one run" "$WORK/a.txt" "$WORK/c.txt"
run sim merge "$WORK/shard-0.json" "$WORK/shard-2.json"
expect_rc "a missing shard exits 1" 1
expect_err "the missing shard is named" "shards missing: 1/3"
run sim merge "$WORK/shard-0.json" "$WORK/shard-0.json"
expect_rc "a shard given twice exits 2" 2
run sim duelists -n 60 --seed 6 --shard 1/3 --out "$WORK/other.json"
run sim merge "$WORK/shard-0.json" "$WORK/other.json"
expect_rc "shards of different runs exit 2" 2
run sim duelists -n 10 --shard 3/3
expect_rc "a shard index out of range exits 2" 2

# A game's outcome depends on its seed only, not on the games around it.
run sim duelists -n 10 --seed 5 --players 3 --shard 0/1 --out "$WORK/ten.json"
run sim duelists -n 1 --seed 9 --players 3 --shard 0/1 --out "$WORK/one.json"
if python3 -c '
import json, sys
pick = lambda f: [g for g in json.load(open(f))["games"] if g["seed"] == 9]
a, b = pick(sys.argv[1]), pick(sys.argv[2])
assert len(a) == 1 and a == b, (a, b)
' "$WORK/ten.json" "$WORK/one.json"; then ok "seed 9 plays the same alone or among others"
else fail "seed 9 plays the same alone or among others"; fi

# The length cap: games stopped there are reported, never dropped.
run sim duelists -n 20 --cap 3
expect_rc "capped games are no error" 0
expect_out "they are counted unfinished" "finished 0, unfinished 20 (cap 3 decisions)"
expect_out "their seeds are listed" "unfinished seeds: 1 2 3"

run sim duelists -n 30 --players 3 --bots basic --json
expect_rc "sim --json exits 0" 0
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["players"] == 3 and d["result"]["games"] == 30
assert [s["name"] for s in d["result"]["sides"]] == ["Ann", "Bob", "Cid"]
for s in d["result"]["sides"]:
    assert 0 <= s["low"] <= s["rate"] <= s["high"] <= 1
' "$OUT"; then ok "--json: three seats with intervals"; else fail "--json: three seats with intervals"; fi

# --compare: the same seeds with a variant; each difference with its interval.
run sim duelists -n 40 --compare one-life
expect_rc "sim --compare exits 0" 0
expect_out "the comparison is headed" "compare: the same seeds without and with variant one-life"
expect_out "a difference with its interval" "%, "
run sim duelists -n 40 --compare one-life --json
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["compare"] == "one-life" and d["with"]["games"] == 40
assert len(d["differences"]) == 2 and all(x["low"] <= x["difference"] <= x["high"] for x in d["differences"])
' "$OUT"; then ok "--compare --json: differences with intervals"; else fail "--compare --json: differences with intervals"; fi

# The comparison leads with a verdict in words, then the details, then the
# baseline; the mean length has an interval; the star is explained only
# where something is starred.
run sim duelists -n 300 --compare one-life
expect_rc "sim --compare of 300 games exits 0" 0
expect_out "the verdict leads, naming the variant and its description" "verdict: one-life (Everyone starts with one life): "
expect_out "the verdict gives the length change" "; games last "
expect_out "the mean length has an interval" "mean length "
first=$(grep -n -m1 -e '^verdict: ' "$OUT" | cut -d: -f1)
table=$(grep -n -m1 -e '^compare: ' "$OUT" | cut -d: -f1)
base=$(grep -n -m1 -e '^without the variant:' "$OUT" | cut -d: -f1)
if [ -n "$first" ] && [ -n "$table" ] && [ -n "$base" ] && [ "$first" -lt "$table" ] && [ "$table" -lt "$base" ]; then
  ok "verdict, then the comparison, then the baseline"
else fail "verdict, then the comparison, then the baseline" "lines $first $table $base"; fi
expect_out "--compare plays basic bots unless told" ", bots basic,"
if grep -qE '^mean length [0-9.]+ \[[0-9.]+, [0-9.]+\] decisions' "$OUT"; then ok "the baseline's mean length has its interval"
else fail "the baseline's mean length has its interval"; fi
if grep -q ' \*$' "$OUT"; then
  expect_out "a starred difference is explained" "* the interval leaves out 0"
else fail "one-life changes something beyond chance in 300 games"; fi
run sim duelists -n 300 --compare red-dodge --bots random
expect_out "--bots still chooses" ", bots random,"
if grep -q ' \*$' "$OUT"; then ok "(red-dodge starred something: legend checked above)"
else
  expect_no_out "no star, no legend" "* the interval leaves out 0"
  expect_out "nothing beyond chance is said so" "no side's win rate moves beyond chance at 95%"
fi
# Nothing beyond chance: how many games would settle it, and the command to run.
run sim duelists -n 100 --seed 1 --compare red-dodge --bots random --jobs 2
expect_out "the games that would settle it, the command with them" "outside the 95% interval: arbiter sim duelists -n "
expect_out "the rest of the command as given" " --seed 1 --compare red-dodge --bots random --jobs 2"
games=$(sed -n 's/^to settle it: about \([0-9]*\) games .*/\1/p' "$OUT")
if [ -n "$games" ] && [ "$games" -gt 100 ]; then ok "more games than were played ($games)"
else fail "more games than were played" "$games"; fi
# The command it gives runs, over that many games.
cmd=$(sed -n 's/^to settle it: .* outside the 95% interval: arbiter //p' "$OUT")
# shellcheck disable=SC2086
run $cmd
expect_rc "the command given runs" 0
expect_out "over that many games" "seeds 1..$games ($games games)"
run sim duelists -n 100 --seed 1 --compare red-dodge --bots random --json
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
s = d["settle"]
assert s["games"] > 100 and s["command"].startswith("arbiter sim duelists -n %d " % s["games"]), s
assert abs(s["move"]) >= 0.02
' "$OUT"; then ok "--json: settle with games, side, move and command"; else fail "--json: settle with games, side, move and command"; fi
run sim duelists -n 300 --compare one-life --json
if python3 -c '
import json, sys
assert json.load(open(sys.argv[1]))["settle"] is None
' "$OUT"; then ok "--json: no settle where a move is beyond chance"; else fail "--json: no settle where a move is beyond chance"; fi

# BANG!'s sheriff and deputy win together: one line; characters only with --by character.
run --content "$PWD" sim bang -n 10 --players 5 --compare seed-duel
expect_rc "a BANG! comparison exits 0" 0
expect_out "sheriff and deputy on one line" "    sheriff and deputy  "
expect_out "in the baseline too" "  sheriff and deputy  "
expect_no_out "no line of the deputy alone" "    deputy "
expect_no_out "no table by character" "by character"
run --content "$PWD" sim bang -n 10 --players 5 --compare seed-duel --by character
expect_out "--by character adds the comparison's" "  by character: without, with, difference"
expect_out "and the baseline's" "win rate by character"
run --content "$PWD" sim bang -n 10 --players 5 --compare seed-duel --json
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["result"]["characters"] and d["with"]["characters"]
assert {"sheriff", "deputy"} <= {s["name"] for s in d["result"]["sides"]}
' "$OUT"; then ok "--json: characters always, each side on its own"; else fail "--json: characters always, each side on its own"; fi

# A script error in some games: the report says prominently how many games
# its numbers cover, and the exit code is 1.
run sim duelists -n 20 --variant broken-shot
expect_rc "games stopped by a script error exit 1" 1
expect_out "the report says what the figures cover" "WARNING: the figures cover only "
expect_err "and so does stderr" "arbiter: WARNING: the figures cover only "
run sim duelists -n 20 --compare broken-shot
expect_rc "a compare whose variant breaks exits 1" 1
expect_out "the warning names the side that broke" "with broken-shot cover only "

# --out from a terminal: the file gets no escape codes.
if command -v script >/dev/null; then
  env -u NO_COLOR script -qec "'$ARBITER' sim duelists -n 5 --out '$WORK/tty.txt'" /dev/null >/dev/null
  env -u NO_COLOR script -qec "'$ARBITER' sim duelists -n 5" /dev/null >"$WORK/tty-screen.txt"
  if grep -q $'\033' "$WORK/tty-screen.txt"; then ok "a terminal gets colour"; else fail "a terminal gets colour"; fi
  if grep -q $'\033' "$WORK/tty.txt"; then fail "--out from a terminal writes no escape codes"
  else ok "--out from a terminal writes no escape codes"; fi
else fail "script(1) is installed (util-linux)"; fi

# A game that keeps roles and characters: sides are roles, characters tallied.
cp -r "$ARBITER_HOME/content/duelists" "$ARBITER_HOME/content/teams"
cp -r "$ARBITER_HOME/scripts/duelists" "$ARBITER_HOME/scripts/teams"
rm -rf "$ARBITER_HOME/content/teams/variants"
sed -i 's/^id: duelists/id: teams/; s/^players: .*/players: {min: 4, max: 4}/' "$ARBITER_HOME/content/teams/game.yaml"
sed -i 's/^\(    ctx:set(p, "life", ctx:rule("life"))\)$/\1\n    ctx:set(p, "role", p % 2 == 1 and "red" or "blue")\n    ctx:set(p, "character", ({"Kit", "Lou", "Max", "Ned"})[p])/' \
  "$ARBITER_HOME/scripts/teams/game.lua"
run sim teams -n 40
expect_rc "sim of a game with roles exits 0" 0
expect_out "sides are roles" "win rate by side (role), 95% Wilson"
expect_out "the red side" "  red "
expect_out "characters are tallied" "win rate by character"
expect_out "a character" "  Kit "

run sim duelists -n 5 --option nope=1
expect_rc "an unknown option exits 2" 2
run sim duelists -n 5 --players 9
expect_rc "a bad player count exits 2" 2
run sim nosuchgame -n 5
expect_rc "an unknown game exits 3" 3

# --profile: where the scripts spend their instructions, on stderr; the report is unchanged.
run sim duelists -n 20 --seed 5 --profile 3
expect_rc "sim --profile exits 0" 0
expect_err "the profile counts its samples" "script profile: "
expect_err "the busiest lines are listed" "busiest lines (self: the line running):"
expect_err "a line is named by its script" "duelists/"
strip "$OUT" >"$WORK/p.txt"
run sim duelists -n 20 --seed 5
strip "$OUT" >"$WORK/q.txt"
expect_same "--profile changes no result" "$WORK/p.txt" "$WORK/q.txt"

# Without --profile the scripts run uncounted (fast runs, docs/security.md);
# with it every run is counted: the games are the same.
for game in bang thegang endgame; do
  run --content "$PWD" sim "$game" -n 25 --seed 9 --bots basic
  expect_rc "$game: sim exits 0" 0
  strip "$OUT" >"$WORK/fast.txt"
  run --content "$PWD" sim "$game" -n 25 --seed 9 --bots basic --profile 1
  strip "$OUT" >"$WORK/counted.txt"
  expect_same "$game: fast and counted runs play the same games" "$WORK/fast.txt" "$WORK/counted.txt"
done

# A runaway script: the fast attempt is stopped, the game played again counted.
run --content "$PWD/tests/hostile" sim hostile --players 2 --option "attack=Infinite Loop" -n 1
expect_out "a runaway step ends in the counted budget error" "over the budget of 200000000 instructions"
expect_out "the speed line says a game was played again counted" "1 played again with every run counted"

# --tally: a game value at each game's end, as a mean with its interval; in
# shards, merged as one run reports it, and both sides of a comparison.
run --content "$PWD" sim thegang --players 4 --bots basic -n 40 --seed 3 --tally vaults --tally nosuch
expect_rc "sim --tally exits 0" 0
expect_out "the tally's mean is reported" "vaults at the end: mean "
expect_out "over the finished games" "(40 finished games)"
expect_out "a value no game has is said to be missing" "nosuch at the end: no finished game has it as a number"
strip "$OUT" | grep "at the end" >"$WORK/tally-one.txt"
for i in 0 1; do
  run --content "$PWD" sim thegang --players 4 --bots basic -n 40 --seed 3 --tally vaults --tally nosuch --shard "$i/2" --out "$WORK/tally-$i.json"
  expect_rc "tally shard $i runs" 0
done
run sim merge "$WORK/tally-0.json" "$WORK/tally-1.json"
strip "$OUT" | grep "at the end" >"$WORK/tally-merged.txt"
expect_same "shards merged report the tally one run does" "$WORK/tally-one.txt" "$WORK/tally-merged.txt"
run --content "$PWD" sim thegang --players 4 --bots basic -n 40 --seed 3 --shard 1/2 --out "$WORK/untallied-1.json"
run sim merge "$WORK/tally-0.json" "$WORK/untallied-1.json"
expect_rc "a shard without the tally is of another run" 2
expect_err "it is said to be of another run" "of another run"
run --content "$PWD" sim thegang --players 4 --bots basic -n 40 --seed 3 --tally vaults --json
expect_rc "sim --tally --json exits 0" 0
expect_out "the JSON report has the tally" '"tallies": {"vaults": {"games": 40, "mean": '
run --content "$PWD" sim thegang --players 4 --bots basic -n 20 --seed 3 --tally vaults --compare mode-advanced
expect_out "a comparison gives the tally without and with the variant" "  vaults at the end: mean "

finish
