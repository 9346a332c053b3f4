# arbiter replay: the verdict on a record (exit 0/1/2/3), --explain, --state,
# --at, --view, --json, --strict, --log, and re-judging with --variant.
source "$(dirname "$0")/lib.bash"

cat >>"$ARBITER_HOME/content/duelists/variants/long-reach.yaml" <<'YAML'
description: Everyone reaches two seats away.
rules: {base_reach: 2}
YAML

cat >"$WORK/game.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}
actions:
  - deck: Shot (3♠)            # Ann's draw
  - Ann: play Shot (9♣) -> Bob
  - deck: Shot (7♦)            # Bob's "draw!": a diamond, he is hit
  - expect: {Bob.life: 2}
  - Ann: end turn
  - deck: Shot (5♥)            # Bob's draw
  - Bob: play Shot (8♦) -> Ann
  - deck: Shot (6♥)            # Ann's "draw!": a heart, she dodges
  - expect: {Ann.life: 3, Bob.hand: [Shot (5♥)]}
YAML

run replay "$WORK/game.yaml"
expect_rc "a legal record exits 0" 0
expect_out "it says ok" "game.yaml: ok"

run replay "$WORK/game.yaml" --explain
expect_out "--explain narrates each step" "step 2  Ann: play Shot (9♣) -> Bob"
expect_out "--explain gives the ruling" "Bob is hit [D2]"
expect_out "--explain shows the dodge" "Ann dodges with Shot (6♥) [D2]"

run replay "$WORK/game.yaml" --state
expect_out "--state prints the tree" "life: 2"
expect_out "--state prints whose turn" "turn: Bob"

run replay "$WORK/game.yaml" --at 1
expect_out "--at 1: Bob's life before the shot" "life: 3"
expect_no_out "--at 1: nobody is hit yet" "life: 2"

run replay "$WORK/game.yaml" --state --view Bob
expect_out "--view Bob: Ann's hand is only a count" "hand: {count: 1}"
expect_out "--view Bob: his own hand is shown" "hand: [Shot (5♥)]"
run replay "$WORK/game.yaml" --view Zed
expect_rc "--view of no player exits 2" 2

run replay "$WORK/game.yaml" --json
expect_out "--json: the exit" '"exit": 0'
if python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$OUT"; then ok "--json is JSON"; else fail "--json is JSON"; fi

run replay "$WORK/game.yaml" --strict
expect_rc "--strict: every outcome is pinned" 0
# Without the last pin and claim, Ann's "draw!" comes from the seed.
sed '/deck: Shot (6♥)/,$d' "$WORK/game.yaml" >"$WORK/unpinned.yaml"
run replay "$WORK/unpinned.yaml" --strict
expect_rc "--strict refuses a verdict resting on the seed" 1
expect_err "--strict says why" "(--strict: 1 chance outcome came from the seed, not from pins (after step"
expect_err "and which pin would have given it" ": deck: Shot ("
run replay "$WORK/unpinned.yaml"
expect_rc "without --strict the verdict stands" 0
expect_err "with a warning naming the outcome" "warning: 1 chance outcome came from the seed, not from pins (after step"
run replay "$WORK/unpinned.yaml" --strict --json
expect_rc "--strict holds with --json" 1
expect_out "the refusal is the JSON message" '"message": "--strict: 1 chance outcome came from the seed'
run replay "$WORK/unpinned.yaml" --json
expect_out "the warning is among the JSON warnings" '"warnings": ["1 chance outcome came from the seed'

# Refusals: an illegal decision, a failed claim, a malformed record, no content.
sed 's/Bob: play Shot (8♦) -> Ann/Bob: play Shot (8♦) -> Bob/' "$WORK/game.yaml" >"$WORK/illegal.yaml"
run replay "$WORK/illegal.yaml"
expect_rc "an illegal decision exits 1" 1
expect_err "the step and the legal options are named" "step 7: Bob cannot play Shot (8♦) -> Bob"
run replay "$WORK/illegal.yaml" --json
expect_out "--json gives the step" '"step": 7'

sed 's/expect: {Bob.life: 2}/expect: {Bob.life: 3}/' "$WORK/game.yaml" >"$WORK/claim.yaml"
run replay "$WORK/claim.yaml"
expect_rc "a failed claim exits 1" 1
expect_err "the claim is reported" "step 4: claim Bob.life: claimed 3, actual 2"

grep -v "^players:" "$WORK/game.yaml" >"$WORK/malformed.yaml"
run replay "$WORK/malformed.yaml"
expect_rc "a record without players exits 2" 2
printf 'arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions: [\n' >"$WORK/broken.yaml"
run replay "$WORK/broken.yaml"
expect_rc "bad YAML exits 2" 2
sed 's/^game: duelists/game: nosuchgame/' "$WORK/game.yaml" >"$WORK/nogame.yaml"
run replay "$WORK/nogame.yaml"
expect_rc "a game not installed exits 3" 3
run replay "$WORK/missing.yaml"
expect_rc "a missing file exits 2" 2

# Re-judging: the first step where the variant changes anything.
run replay "$WORK/game.yaml" --variant red-dodge
expect_rc "a variant that changes the verdict: exit 1" 1
expect_out "the first differing step is named" "differs at step 2: Ann: play Shot (9♣) -> Bob"
expect_out "the narration without" "- Bob is hit [D2]"
expect_out "the narration with" "+ Bob dodges with Shot (7♦) [D2]"
expect_out "the state difference" "Bob.life: 2 -> 3"

run replay "$WORK/game.yaml" --variant one-life
expect_rc "a variant that changes the opening: exit 1" 1
expect_out "it differs from the start" "differs at step 0"

run replay "$WORK/game.yaml" --variant long-reach
expect_rc "a variant that changes nothing here: exit 0" 0
expect_out "it says so" "no difference"

run replay "$WORK/illegal.yaml" --variant long-reach
expect_rc "the same refusal with and without: exit 0" 0

run replay "$WORK/game.yaml" --variant no-such
expect_rc "an unknown variant exits 3" 3

# --log writes the record back, normalised (comments gone, content digest in).
run replay "$WORK/game.yaml" --log "$WORK/normal.yaml"
expect_rc "replay --log exits 0" 0
if grep -q "^content: " "$WORK/normal.yaml" && ! grep -q "#" "$WORK/normal.yaml"; then ok "the normalised record"; else fail "the normalised record" "$(cat "$WORK/normal.yaml")"; fi
run replay "$WORK/normal.yaml"
expect_rc "the normalised record replays" 0
run replay "$WORK/game.yaml" --log "$WORK/normal.yaml"
expect_rc "replay --log will not overwrite" 2
run replay "$WORK/game.yaml" --log "$WORK/normal.yaml" --force
expect_rc "replay --log --force overwrites" 0

# --at outside the record: exit 2 with the steps there are, never the final state.
run replay "$WORK/game.yaml" --state --at 99
expect_rc "--at past the last step exits 2" 2
expect_err "it says the valid range" "--at 99: $WORK/game.yaml has steps 0 to 9 (0: after the deal)"
expect_no_out "and prints no state" "life"
run replay "$WORK/game.yaml" --at -1
expect_rc "--at -1 exits 2" 2
expect_err "with the range" "has steps 0 to 9"
run replay "$WORK/game.yaml" --at 9 --json
expect_rc "--at 9 is the last step" 0
run replay "$WORK/game.yaml" --at 10 --json
expect_out "--json says it too" '"exit": 2, "step": null, "message": "--at 10: '

# YAML that does not parse: said in plain words, with line and column, in JSON too.
printf 'arbiter: 1\ngame: duelists\nplayers: [Ann, Bob\nactions: []\n' >"$WORK/bracket.yaml"
run replay "$WORK/bracket.yaml"
expect_rc "a bracket left open exits 2" 2
expect_err "it names the bracket and where it opened" "bracket.yaml:4:8: not valid YAML: a list opened with '[' at line 3, column 10 is never closed"
run replay "$WORK/bracket.yaml" --json
expect_rc "--json exits 2 too" 2
expect_out "and answers in JSON" '"exit": 2, "step": null, "message": "'
expect_out "with the same words" "is never closed"
printf 'arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions:\n  - Ann: end turn\n   - Bob: end turn\n' >"$WORK/indent.yaml"
run replay "$WORK/indent.yaml"
expect_err "an entry out of line is named as such" "indent.yaml:6:4: not valid YAML: line 6 starts at column 4, which does not line up with the list it is in"
printf 'arbiter: 1\ngame: duelists\nplayers:[Ann, Bob]\nactions: []\n' >"$WORK/colon.yaml"
run replay "$WORK/colon.yaml"
expect_err "a colon with no space after it is named" "line 3 has a colon with no space after it ('players:['"
printf 'arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nactions:\n  - Ann: play Shot (9♣) -> Bob: at once\n' >"$WORK/second.yaml"
run replay "$WORK/second.yaml"
expect_err "a second ': ' on a line is named" "a second ': ' at line 5, column"
printf 'arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup:\n  hands:{Ann: [Shot (9♣)]}\nactions: []\n' >"$WORK/setupcolon.yaml"
run replay "$WORK/setupcolon.yaml"
expect_rc "a setup key with no space after its colon exits 2" 2
expect_err "and says so" "line 5 has a colon with no space after it ('hands:{'"
printf 'arbiter: 1\ngame: duelists\nplayers: [Ann, Bob]\nsetup:\n  hands:{Ann: Shot}\nactions: []\n' >"$WORK/setupcolon2.yaml"
run replay "$WORK/setupcolon2.yaml"
expect_rc "one that YAML reads as text exits 2" 2
expect_err "and the engine says so" "setup: 'hands:{Ann' is not a key (a colon needs a space after it"

# A script error names the step, in the plain message as in JSON.
sed 's/^game: duelists/game: duelists\nvariants: [broken-shot]/' "$WORK/game.yaml" >"$WORK/broken.yaml"
run replay "$WORK/broken.yaml"
expect_rc "a script error exits 3" 3
expect_err "the plain message names the step" "step 2: script error"

finish
