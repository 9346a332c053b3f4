# Records that name the version of the rules they were played under
# (`game_version`): every one under tests/ and docs/ gets the verdict its
# folder's EXPECTED.json gives it (exit 0 when not listed), judged under
# that version, which replay names; and `replay --rules current` names the
# step where today's rules judge The Gang's G40 record otherwise.
source "$(dirname "$0")/lib.bash"
export ARBITER_HOME="$PWD"  # the installed games, with their older versions

expected() {  # the exit EXPECTED.json beside the record gives it (0 when not listed)
  python3 - "$1" <<'PY'
import json, os, sys
rec = sys.argv[1]
path = os.path.join(os.path.dirname(rec), "EXPECTED.json")
name = os.path.splitext(os.path.basename(rec))[0]
e = json.load(open(path)).get(name, {}) if os.path.exists(path) else {}
print(e.get("exit", 0))
PY
}

count=0
while IFS= read -r rec; do
  count=$((count + 1))
  content=()
  case "$rec" in tests/mods/tiny/*) content=(--content tests/mods/tiny) ;; esac
  run "${content[@]}" replay "$rec"
  want=$(expected "$rec")
  expect_rc "$rec keeps its verdict under the version it names" "$want"
  version=$(sed -n 's/^game_version: //p' "$rec")
  if [ "$want" != 3 ]; then
    expect_out "$rec: replay names the version" "judged under version $version of"
  fi
done < <(grep -rl --include='*.yaml' '^game_version:' tests docs | sort)
if [ "$count" -ge 5 ]; then ok "$count records name a version"; else fail "only $count records name a version"; fi

G40=tests/scenarios/thegang/specialists/muscle-straight-flush-under-royal-flush.yaml
run replay "$G40" --rules current
expect_rc "--rules current: today's rules judge the G40 record otherwise" 1
expect_out "the step where it changes is named" "differs at step 6: Bob: take red 3"
expect_out "today's narration says the Muscle hand is not weaker" "+ Bob (red 3) shows 9♥ 3♦: straight flush, king high with the Muscle [G40]"
expect_out "the options of a heist gone another way are cut short" "  - ... and 118 more"
lines=$(sed -n '/^  options next/,$p' "$OUT" | grep -c '^  [-+] [A-Z]' || true)
if [ "$lines" -le 16 ]; then ok "at most 8 options a side ($lines)"; else fail "$lines option lines"; fi

run replay tests/scenarios/endgame/turn/one-step-lost-at-track-end.yaml --explain
expect_rc "a one-step move at the end of the track is legal" 0
expect_out "its step is narrated as lost" "Ann moves a marker: red stays at 10, the step is lost at the end of the track [E13]"

run games
expect_out "The Gang lists its versions" "changelog version 2 (G17, G40)"
expect_out "EndGame lists its versions" "changelog version 2 (E13, E30)"
expect_out "both keep version 1 installed" "versions installed 2, 1"
finish
