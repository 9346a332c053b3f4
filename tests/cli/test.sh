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

echo '{"self-shot": {"exit": 1, "step": 2}, "self-shoot": {"exit": 1}}' >"$WORK/cases/EXPECTED.json"
run test "$WORK/cases"
expect_err "a name in EXPECTED.json with no record is warned about" "lists 'self-shoot', but there is no self-shoot.yaml there"

run test "$WORK/cases/sub" "$WORK/cases/sub"
expect_out "several folders" "2 passed, 0 failed"
run test "$WORK/nothing-here"
expect_rc "a missing folder exits 2" 2

finish
