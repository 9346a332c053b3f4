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

# Without a game: every installed game.
run soak --games 2 --players 2
if grep -q "duelists 2 players" "$OUT" && grep -q "fragile 2 players" "$OUT"; then ok "no game: every game"; else fail "no game: every game"; fi

finish
