# Verdicts that cannot mislead: a record that stops inside an effect says so
# first (exit 0, or 1 under --strict), a failed claim says why, and a record
# is judged with the content it names, whatever else is on the search path.
source "$(dirname "$0")/lib.bash"
export ARBITER_HOME="$PWD"
SLAB=tests/scenarios/bang/settled/slab-one-missed-leaves-a-shot-unanswered.yaml
SETTLED=tests/scenarios/bang/settled/phase-two-after-a-shot-is-settled.yaml

# ---- 1. an unsettled end, said first ----
run replay "$SLAB"
expect_rc "a record legal so far exits 0" 0
expect_out "the first line says the record stops unsettled" \
  "every step legal and every claim holds so far, but the record stops while Bob must still decide (Bob is shot by Ann's BANG! (5♦)"
expect_out "and that its outcome is not judged" "): its outcome is not judged"
if [ "$(head -1 "$OUT")" != "$(grep -F 'must still decide' "$OUT" | head -1)" ]; then
  fail "the unsettled line comes before ok"
else ok "the unsettled line comes before ok"; fi
expect_out "ok still follows" "slab-one-missed-leaves-a-shot-unanswered.yaml: ok"

run replay "$SLAB" --strict
expect_rc "--strict refuses an unsettled end" 1
expect_err "--strict says where it stops" "--strict: the record stops while Bob must still decide"

run replay "$SLAB" --json
expect_rc "--json: exit 0" 0
expect_out "--json: settled false" '"settled": false'
expect_out "--json: the pending decision" '"pending": {"players": ["Bob"], "seats": [2], "prompt": "Bob is shot by'

run replay "$SETTLED"
expect_rc "a record that stops at a phase-2 choice exits 0" 0
expect_no_out "and says nothing of an open effect" "must still decide"
run replay "$SETTLED" --strict
expect_rc "--strict takes a settled end" 0
run replay "$SETTLED" --json
expect_out "--json: settled true" '"settled": true, "pending": null'

run legal "$SLAB"
expect_rc "legal: exit 0" 0
expect_out "legal says the same first" "but the record stops while Bob must still decide"
run legal "$SLAB" --json
expect_out "legal --json: settled false" '"settled": false'

# A game whose scripts mark no settled points says nothing of where a record stops.
cat >"$WORK/duel.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
actions: []
YAML
ARBITER_HOME="$PWD/tests/fixtures" run replay "$WORK/duel.yaml" --strict --json
expect_out "a game with no marks: settled" '"settled": true'

# ---- 2. a failed claim says why ----
sed 's/Bob.life: 3/Bob.life: 4/' tests/scenarios/bang/cards/bang-hits-a-target-who-passes.yaml >"$WORK/claim.yaml"
run replay "$WORK/claim.yaml"
expect_rc "a failed claim exits 1" 1
expect_err "the claim names the step that made the difference" \
  "step 3: claim Bob.life: claimed 4, actual 3: it was 4 after"
expect_err "with its entry and narration" "step 2 (Bob: pass) made it 3: "
expect_err "and its ruling" "(life 3) (R21)"
run replay "$WORK/claim.yaml" --json
expect_out "--json: changed_at names the step" '"changed_at": 2'
expect_out "--json: why" '"why": "it was 4 after'

# ---- 3. the record's own content ----
REC=tests/scenarios/bang/cards/bang-hits-a-target-who-passes.yaml
run --content docs/examples replay "$REC" --json
expect_rc "an unrelated mod on the path changes nothing" 0
expect_out "and is not taken" '"mods": {}'
expect_out "nor said" '"mods_note": ""'
ARBITER_CONTENT="$PWD/docs/examples" run replay "$REC"
expect_rc "ARBITER_CONTENT: the same" 0
expect_no_out "with no note" "judged with the mod"
expect_no_out "nor a warning" "rules may have changed"

# A record naming no mods takes the one that defines a card it names.
KNIFE=docs/examples/records/throwing-knife-hits-at-distance-two.yaml
run --content docs/examples replay "$KNIFE"
expect_rc "a mod's record keeps its verdict" 0
expect_out "and says which mod it took" "the record names no mods: judged with the mod 'examples'"

# A record that names its mods: exactly those; a missing one is exit 3.
sed 's/^seed:/mods: {examples: 00000000}\nseed:/' "$KNIFE" >"$WORK/named.yaml"
run --content docs/examples replay "$WORK/named.yaml"
expect_rc "a named mod whose digest differs is judged as found" 0
expect_err "with a warning naming the mod" "the mod 'examples' in docs/examples is"
expect_no_out "not the game's rules" "the rules may have changed"
run replay "$WORK/named.yaml"
expect_rc "a named mod not on the path is exit 3" 3
expect_err "naming it and where it was looked for" "the record was played with the mod 'examples' (digest 00000000), which no folder on the content path holds for bang"
sed 's/^seed:/mods: {}\nseed:/' "$REC" >"$WORK/none.yaml"
run --content docs/examples replay "$WORK/none.yaml" --json
expect_out "mods: {} takes none" '"mods": {}'

# A name no content taken defines: the hint looks across the mods on the path.
sed 's/- BANG! (5♦)/- Throwing Knif (5♦)/' "$REC" >"$WORK/typo.yaml"
run --content docs/examples replay "$WORK/typo.yaml"
expect_rc "a card nobody defines is exit 2" 2
expect_err "did you mean, across mods" "no card is called 'Throwing Knif' (did you mean 'Throwing Knife' of the mod 'examples' in docs/examples?)"

# play writes the mods it was played with; replay judges with them.
run --content docs/examples play bang --seed 3 --bots random --quiet --log "$WORK/played.yaml"
if grep -q "^mods: {examples: [0-9a-f]\{8\}}" "$WORK/played.yaml"; then ok "play names the mod and its digest"; else fail "play names the mod and its digest"; fi
run --content docs/examples replay "$WORK/played.yaml"
expect_rc "the played record replays with its mod" 0
run replay "$WORK/played.yaml"
expect_rc "and without it on the path is exit 3" 3

# --variant of a mod not on the path: the hint sim and play give.
(cd docs && run replay "../$REC" --variant strong-beer; echo "$RC" >"$WORK/rc")
RC=$(cat "$WORK/rc")
expect_rc "--variant not installed: exit 3" 3
expect_err "with the hint" "examples/ holds variant 'strong-beer' of bang: add --content examples"

# sim names the mods its games were played with; with none, its report is as before.
run --content docs/examples sim bang -n 3 --seed 1
expect_out "sim names the mod and its digest" ", mod examples ("
run --content docs/examples sim bang -n 3 --seed 1 --json
expect_out "sim --json names it too" '"mods": {"examples": "'
run sim bang -n 3 --seed 1 --json
expect_no_out "a run with no mods says none" '"mods"'

# The replay page's data: where the record stops, and why a claim fails.
run replay "$SLAB" --html "$WORK/slab.html"
if grep -qF '"settled":false,"pending":{"players":["Bob"],"seats":[2],"prompt":"Bob is shot by' "$WORK/slab.html"; then
  ok "the page's verdict holds the pending decision"
else fail "the page's verdict holds the pending decision"; fi
run replay "$WORK/claim.yaml" --html "$WORK/claim.html"
if grep -qF '"changed_at":2}' "$WORK/claim.html"; then ok "the page's claim names the step that made the difference"
else fail "the page's claim names the step that made the difference"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
