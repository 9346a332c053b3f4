# arbiter replay --readings: a record judged under the default rules and
# under each shipped variant and version of the game's rules, one at a time.
# Exit 0 when every reading gives the default's verdict, 1 when one does not,
# with the first step and ruling where it parts; --json; bad input keeps its codes.
source "$(dirname "$0")/lib.bash"
export ARBITER_HOME="$PWD"

# A Duel fought by the default rules: Bob answers Ann's Duel with one BANG!,
# Ann answers with hers, Bob passes. Under seed-duel one BANG! draws the Duel
# (R34): Ann is not asked, so her BANG! is refused.
DUEL=tests/scenarios/bang/cards/duel-bangs-alternate-until-one-passes.yaml

run replay "$DUEL" --readings
expect_rc "a verdict that depends on the reading: exit 1" 1
expect_out "the default is ok" "default: ok"
expect_out "seed-duel refuses Ann's BANG!" "seed-duel: refused at step 3: Ann cannot play BANG! (3♦)"
expect_out "and says where it parts, with the ruling" "it parts at step 2 (Bob: play BANG! (2♦)): "
expect_out "the ruling that decides" "ends the Duel as a draw (seed-duel) [R34]"
expect_out "a variant that changes nothing here says so" "seed-beer: ok; every step judged as by default"
expect_out "the summary names the reading" "the verdict depends on the reading: seed-duel gives another"
for v in seed-beer seed-calamity seed-dynamite seed-end seed-panic seed-sid; do
  expect_out "every shipped variant is a reading: $v" "$v: "
done

run replay "$DUEL" --readings --json
expect_rc "--json: the same exit" 1
expect_out "--json: the exit" '"exit": 1, "readings": ['
expect_out "--json: the default first" '{"name": "default", "kind": "default"'
expect_out "--json: seed-duel's verdict" '"name": "seed-duel", "kind": "variant", "variants": ["seed-duel"]'
expect_out "--json: where it parts" '"same_verdict": false, "parts_at": 2, "entry": "Bob: play BANG! (2♦)"'
expect_out "--json: the ruling" '"ruling": "R34"'
python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$OUT" && ok "--json parses" || fail "--json does not parse"

# A record no reading judges otherwise: every reading gives its verdict.
run replay tests/scenarios/bang/cards/missed-cancels-bang.yaml --readings
expect_rc "every reading agrees: exit 0" 0
expect_out "it says so" "every reading gives the default's verdict"
expect_no_out "no reading is marked" "* "

# A variant the user names is one more reading (here a mod's, with its folder).
run --content docs/examples replay tests/scenarios/bang/cards/missed-cancels-bang.yaml --readings --variant strong-beer
expect_rc "a named variant that changes nothing: exit 0" 0
expect_out "the named variant is a reading" "strong-beer: ok"
run replay "$DUEL" --readings --variant no-such
expect_rc "an unknown variant: exit 3" 3

# Versions of the rules are readings too: a record played under EndGame's
# version 1, where a swap of one colour for the same was refused (E30).
run replay tests/scenarios/endgame/refused/sharing-is-caring-same-colour-version-1.yaml --readings
expect_rc "a version that judges otherwise: exit 1" 1
expect_out "the default is the version it names" "default: refused at step 4"
expect_out "the newest version is a reading" "version 2: "

# Bad input keeps its exit codes.
run replay "$DUEL" --readings --rules current
expect_rc "--readings with --rules current: exit 2" 2
printf 'arbiter: 1\ngame: bang\nplayers: [Ann]\n' >"$WORK/bad.yaml"
run replay "$WORK/bad.yaml" --readings
expect_rc "a malformed record: exit 2" 2

finish
