# arbiter soak: every player count with random and basic bots, the game's
# invariant(ctx) and the engine's card checks after every step; a broken
# invariant fails with the seed and the command that replays it.
source "$(dirname "$0")/lib.bash"

run soak duelists --games 15
expect_rc "the fixture game soaks clean" 0
expect_out "each player count with random bots" "ok duelists 2 players, random bots: 15 games"
expect_out "and with basic bots" "ok duelists 4 players, basic bots: 15 games"
expect_out "a total" "soak: 90 games, 0 failures"

run soak duelists --games 5 --players 3 --bots basic --jobs 2
expect_rc "soak with a player count, a bot level and two jobs" 0
expect_out "only what was asked" "soak: 5 games, 0 failures"

# A copy of the game whose invariant breaks as soon as anyone is hit.
cp -r "$ARBITER_HOME/content/duelists" "$ARBITER_HOME/content/fragile"
cp -r "$ARBITER_HOME/scripts/duelists" "$ARBITER_HOME/scripts/fragile"
rm -rf "$ARBITER_HOME/content/fragile/variants"
sed -i 's/^id: duelists/id: fragile/' "$ARBITER_HOME/content/fragile/game.yaml"
sed -i 's/^return game$//' "$ARBITER_HOME/scripts/fragile/game.lua"
cat >>"$ARBITER_HOME/scripts/fragile/game.lua" <<'LUA'
-- Every player keeps full life (false on purpose: this is what soak must catch).
function game.invariant(ctx)
  for _, p in ipairs(ctx:living()) do
    if ctx:get(p, "life") < ctx:rule("life") then return ctx:name(p) .. " has lost a life" end
  end
end

return game
LUA
run soak fragile --games 5 --players 2
expect_rc "a broken invariant fails" 1
expect_out "the invariant's message" "has lost a life"
expect_out "the seed to reproduce" "reproduce: arbiter play fragile --players 2 --seed"
expect_out "the failure is counted" "FAIL fragile 2 players"
seed=$(sed -n 's/^    seed \([0-9]*\): invariant.*/\1/p' "$OUT" | head -1)
run play fragile --players 2 --seed "$seed" --bots random --check
expect_rc "the reproducing command stops at the broken invariant" 1
expect_out "and says what broke" "invariant broken after"

# Games that basic bots cannot finish within the cap fail too.
run soak duelists --games 3 --players 2 --cap 2 --bots basic
expect_rc "unfinished with basic bots fails" 1
expect_out "unfinished is said" "unfinished after"
run soak duelists --games 3 --players 2 --cap 2 --bots random
expect_rc "unfinished with random bots is reported, not failed" 0

# --clones: a clone at every decision equals its game, every tenth played on.
run soak duelists --games 4 --players 3 --clones
expect_rc "clones of the fixture game check clean" 0
expect_out "the clones are counted" "ok duelists 3 players, random bots: 4 games, 0 unfinished, 0 broken, mean"
expect_out "with how many" " clones"

# A copy whose rules change the game before their checkpoint when they run
# again: soak --clones names the rules' run that cannot start again.
cp -r "$ARBITER_HOME/content/duelists" "$ARBITER_HOME/content/restless"
cp -r "$ARBITER_HOME/scripts/duelists" "$ARBITER_HOME/scripts/restless"
rm -rf "$ARBITER_HOME/content/restless/variants"
sed -i 's/^id: duelists/id: restless/' "$ARBITER_HOME/content/restless/game.yaml"
python3 - "$ARBITER_HOME/scripts/restless/game.lua" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
s = s.replace("function game.run(ctx)\n  while true do\n",
              "function game.run(ctx)\n  ctx:add(0, \"starts\", 1)\n  while true do\n    ctx:checkpoint()\n", 1)
open(p, "w").write(s)
PY
run soak restless --games 2 --players 2 --bots random
expect_rc "without --clones the game soaks clean" 0
run soak restless --games 2 --players 2 --bots random --clones
expect_rc "with --clones it fails" 1
expect_out "the rules' run is named" "the rules' run cannot start again from its ctx:checkpoint()"
expect_out "with what changed" "the game's value 'starts' is 2, not 1"
expect_out "and the command that meets it again" "reproduce: arbiter soak restless --players 2 --seed 1 --games 1 --bots random --clones"

# Without a game: every installed game.
run soak --games 2 --players 2
if grep -q "duelists 2 players" "$OUT" && grep -q "fragile 2 players" "$OUT"; then ok "no game: every game"; else fail "no game: every game"; fi

finish
