# What a stranger's mod tries against the engine itself: tables it hands the
# engine and changes later, errors it catches that must end the run, and
# work that outlasts the clock (docs/security.md). Each ends with an error
# that names the script or the decision, never a crash or another game.
source "$(dirname "$0")/../../cli/lib.bash"
H="--content tests/hostile"

# A bot overwrites an option of the list it is given; the option's text is
# read from it later, for the record.
run $H play hostile --option "attack=Bot Rewrites Option" --seed 1 --log "$WORK/bot.yaml" --quiet
expect_rc "a bot that rewrites its options ends the game as a script error" 3
expect_err "naming the decision and what the option became" \
  "Ann's decision: the options' __label names field 'name', but option 1 is now a number"

# In a decision open to two, one list's __label function rewrites the
# other list's option: every command that reads the labels refuses it (a
# move that matches no option has every label read, to say why).
REC=tests/hostile/records/hostile-label-rewrites-option.yaml
run $H replay "$REC"
expect_rc "replay: a script error" 3
expect_err "replay names the step and Bob's decision" "step 1: script error: Bob's decision: the options' __label names field 'name', but option 1 is now a number"
run $H replay "$REC" --explain
expect_rc "replay --explain: a script error" 3
expect_err "--explain says why" "but option 1 is now a number"
run $H legal "$REC"
expect_rc "legal: a script error" 3
expect_err "legal says why" "but option 1 is now a number"

# The clock's backstop: string.format of small values is charged one
# instruction a call, so this loop is far from its budget after a second.
cat >"$WORK/slow.yaml" <<'YAML'
arbiter: 1
game: hostile
options: {attack: Slow Loop}
players: [Ann, Bob]
actions: []
YAML
START=$(date +%s)
ARBITER_SCRIPT_SECONDS=1 run $H replay "$WORK/slow.yaml"
expect_rc "a run past the backstop ends the replay as a script error" 3
expect_err "naming the script and the limit" "slow_loop.lua:7: script ran past the clock's backstop: over 1 s of work between two decisions"
expect_err "and the card" "script of Slow Loop"
[ $(( $(date +%s) - START )) -lt 15 ] && ok "within seconds" || fail "within seconds"
ARBITER_SCRIPT_SECONDS=0.5 run $H play hostile --option "attack=Slow Loop" --seed 1 --quiet
expect_rc "play stops it too" 3
expect_err "with the same error" "script ran past the clock's backstop: over 0.5 s"

# The card whose C call never returns in tests/unit/test_backstop.cpp: that
# function is the test's own, so here the card meets an unknown global.
run $H play hostile --option "attack=Stuck Call" --seed 1 --quiet
expect_rc "no mod reaches the test's stuck call" 3
expect_err "it is an unknown global" "stuck_call.lua:6: unknown global 'stuck_call' (script of Stuck Call)"

finish
