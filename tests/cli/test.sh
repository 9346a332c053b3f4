# arbiter test: every record of a folder against its EXPECTED.json; one line
# per record and a closing `N passed, N failed`.
source "$(dirname "$0")/lib.bash"

mkdir -p "$WORK/cases/sub"
cat >"$WORK/cases/hit.yaml" <<'YAML'
arbiter: 1
game: duelists
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}
actions:
  - deck: Shot (3♠)
  - Ann: play Shot (9♣) -> Bob
  - deck: Shot (7♦)
  - expect: {Bob.life: 2}
YAML
sed 's/-> Bob/-> Ann/' "$WORK/cases/hit.yaml" >"$WORK/cases/self-shot.yaml"
sed 's/Bob.life: 2/Bob.life: 3/' "$WORK/cases/hit.yaml" >"$WORK/cases/sub/wrong-claim.yaml"
echo '{"self-shot": {"exit": 1, "step": 2}}' >"$WORK/cases/EXPECTED.json"

run test "$WORK/cases"
expect_rc "a failing record fails the run" 1
expect_out "a pass line per record" "pass $WORK/cases/hit.yaml (exit 0)"
expect_out "a refusal expected at its step passes" "pass $WORK/cases/self-shot.yaml (exit 1 at step 2)"
expect_out "a record not listed must exit 0" "FAIL $WORK/cases/sub/wrong-claim.yaml: got exit 1 at step 4, expected exit 0"
expect_out "the failing claim is shown" "claim Bob.life: claimed 3, actual 2"
expect_out "the summary" "2 passed, 1 failed"

echo '{"wrong-claim": {"exit": 1, "step": 4}}' >"$WORK/cases/sub/EXPECTED.json"
run test "$WORK/cases"
expect_rc "every verdict as expected: exit 0" 0
expect_out "the summary" "3 passed, 0 failed"

echo '{"self-shot": {"exit": 1, "step": 3}}' >"$WORK/cases/EXPECTED.json"
run test "$WORK/cases"
expect_rc "the wrong step fails" 1
expect_out "the step is compared" "expected exit 1 at step 3"

# "says": a part of the message, so a refusal passes only for its reason.
echo '{"self-shot": {"exit": 1, "step": 2, "says": "not a legal option"}}' >"$WORK/cases/EXPECTED.json"
run test "$WORK/cases"
expect_rc "the message says what EXPECTED.json says: passes" 0
echo '{"self-shot": {"exit": 1, "step": 2, "says": "beyond reach"}}' >"$WORK/cases/EXPECTED.json"
run test "$WORK/cases"
expect_rc "refused for another reason: fails" 1
expect_out "what was expected is named" "expected exit 1 at step 2, saying 'beyond reach'"
expect_out "and the message given" "'play Shot (9♣) -> Ann' is not a legal option here"
echo '{"wrong-claim": {"exit": 1, "step": 4, "says": "claim Bob.life: claimed 3, actual 2"}}' >"$WORK/cases/sub/EXPECTED.json"
run test "$WORK/cases/sub"
expect_rc "a failed claim's line is part of the message" 0
echo '{"wrong-claim": {"exit": 1, "stpe": 4}}' >"$WORK/cases/sub/EXPECTED.json"
run test "$WORK/cases/sub"
expect_rc "an unknown key in EXPECTED.json exits 2" 2
expect_err "the key is named" "unknown key 'stpe'"
echo '{"wrong-claim": {"exit": "one"}}' >"$WORK/cases/sub/EXPECTED.json"
run test "$WORK/cases/sub"
expect_rc "a wrong type in EXPECTED.json exits 2" 2
expect_err "the entry is named" "'wrong-claim'"
echo '{"wrong-claim": {"exit": 1, "step": 4}}' >"$WORK/cases/sub/EXPECTED.json"

echo '{"self-shot": {"exit": 1, "step": 2}, "self-shoot": {"exit": 1}}' >"$WORK/cases/EXPECTED.json"
run test "$WORK/cases"
expect_err "a name in EXPECTED.json with no record is warned about" "lists 'self-shoot', but there is no self-shoot.yaml there"

run test "$WORK/cases/sub" "$WORK/cases/sub"
expect_out "several folders" "2 passed, 0 failed"
run test "$WORK/nothing-here"
expect_rc "a missing folder exits 2" 2

# Records of several variant sets, one whose script breaks and one of a game
# that is not installed, mixed: each game is loaded once for its records, and
# every verdict and message is what `arbiter replay` says of that record alone.
mkdir -p "$WORK/mixed"
with_variants() { sed "s/^game: duelists/game: duelists\nvariants: [$1]/" "$WORK/cases/hit.yaml"; }
cp "$WORK/cases/hit.yaml" "$WORK/mixed/a-plain.yaml"
with_variants one-life >"$WORK/mixed/b-one-life.yaml"
with_variants broken-shot >"$WORK/mixed/c-broken.yaml"
with_variants broken-shot >"$WORK/mixed/d-broken-again.yaml"
with_variants red-dodge >"$WORK/mixed/e-red-dodge.yaml"
cp "$WORK/cases/self-shot.yaml" "$WORK/mixed/f-plain-refused.yaml"
with_variants one-life >"$WORK/mixed/g-one-life-again.yaml"
sed 's/^game: duelists/game: nowhere/' "$WORK/cases/hit.yaml" >"$WORK/mixed/h-no-game.yaml"
with_variants no-such-variant >"$WORK/mixed/i-no-variant.yaml"
sed 's/players: \[Ann, Bob\]/players: [Ann]/' "$WORK/cases/hit.yaml" >"$WORK/mixed/j-one-player.yaml"
cp "$WORK/cases/hit.yaml" "$WORK/mixed/k-plain-again.yaml"
run test "$WORK/mixed" -v
cp "$OUT" "$WORK/mixed.txt"
mismatch=""
for f in "$WORK"/mixed/*.yaml; do
  run replay "$f" --json
  got=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(d["exit"], d["message"])
' "$OUT" 2>/dev/null) || got="$RC $(sed "s|^arbiter: ||" "$ERR")"
  line=$(grep -F -A1 -- "$f" "$WORK/mixed.txt" | tr '\n' ' ')
  code=${got%% *}
  msg=${got#* }
  case "$line" in *"(exit $code"*|*"got exit $code"*) ;; *) mismatch+=" $f: exit $code, test says: $line;" ;; esac
  if [ -n "$msg" ] && [[ "$line" != *"$msg"* ]]; then mismatch+=" $f: message '$msg' missing;"; fi
done
if [ -z "$mismatch" ]; then ok "records of mixed variant sets: every verdict and message as replay gives it"
else fail "records of mixed variant sets: every verdict and message as replay gives it" "$mismatch"; fi

# --coverage: each game's rulings that no record cites (in its narration or
# verdict) and the definitions no record names; any of them fails the run.
printf -- '- {id: D1, title: Reach}\n- {id: D2, title: Dodging}\n- {id: D3, title: Out}\n' \
  >"$ARBITER_HOME/content/duelists/rulings.yaml"
sed -i 's/^files:/rulings: rulings.yaml\nfiles:/' "$ARBITER_HOME/content/duelists/game.yaml"
rm -f "$WORK/cases/EXPECTED.json" "$WORK/cases/sub/EXPECTED.json" "$WORK/cases/sub/wrong-claim.yaml" "$WORK/cases/self-shot.yaml"
run test "$WORK/cases" --coverage
expect_rc "a ruling cited by no record fails the run" 1
expect_out "what is covered, per game" "coverage of duelists (1 record): 1 of 3 rulings cited, 1 of 2 definitions named"
expect_out "the rulings not cited, with their titles" "not cited: D1 (Reach), D3 (Out)"
expect_out "the definitions not named" "not named: Spyglass"
cat >"$WORK/cases/out-of-reach.yaml" <<'YAML'
arbiter: 1
game: duelists
players: [Ann, Bob, Cid, Dee]
setup:
  hands: {Ann: [Shot (9♣), Spyglass (A♠)], Bob: [Shot (8♦)], Cid: [Shot (2♠)], Dee: [Shot (3♠)]}
actions:
  - deck: Shot (4♠)
  - Ann: play Shot (9♣) -> Cid
YAML
echo '{"out-of-reach": {"exit": 1, "step": 2, "says": "(D1)"}}' >"$WORK/cases/EXPECTED.json"
run test "$WORK/cases" --coverage
expect_out "a refusal's reason cites a ruling" "2 of 3 rulings cited"
expect_out "a card only listed as legal is not named" "not named: Spyglass"
cat >"$WORK/cases/spyglass-then-out.yaml" <<'YAML'
arbiter: 1
game: duelists
variants: [one-life]
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (9♣), Spyglass (A♠)], Bob: [Shot (8♦)]}
actions:
  - deck: Shot (4♠)
  - Ann: play Spyglass (A♠)
  - Ann: play Shot (9♣) -> Bob
  - deck: Shot (7♦)
  - expect: {over: true}
YAML
run test "$WORK/cases" --coverage
expect_rc "every ruling cited and every definition named: exit 0" 0
expect_out "records of variants count for their game" "coverage of duelists (3 records): 3 of 3 rulings cited, 2 of 2 definitions named"
printf -- '- {id: D1, title: Reach}\n- {id: D2, title: Dodging}\n' >"$ARBITER_HOME/content/duelists/rulings.yaml"
run test "$WORK/cases" --coverage
expect_rc "a ruling id the narration cites but the list lacks fails the run" 1
expect_out "the id is named" "cited, not in the rulings list: D3"
sed -i 's/ruling: D1/ruling: D7/' "$ARBITER_HOME/content/duelists/cards.yaml"
run test "$WORK/cases"
expect_out "a definition's ruling must be one of the game's rulings" "Spyglass: ruling 'D7' is not in the game's rulings (did you mean 'D1'?)"

finish
