# Shared by the shell tests of the command line (tests/cli/*.sh), which ctest
# runs from the repository root as `bash tests/cli/NAME.sh path/to/arbiter`.
# Each test drives the executable as a user would and ends with the line
# `N passed, N failed`; its exit code is 0 only when nothing failed.
set -u
ARBITER=$(realpath "${1:?usage: bash tests/cli/NAME.sh path/to/arbiter}")
export NO_COLOR=1
unset ARBITER_CONTENT
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Games a person stops without --log are kept here, not in the user's home.
export XDG_STATE_HOME="$WORK/state"

# An isolated content root holding only the fixture game, so that games
# being written elsewhere in the tree cannot break these tests.
export ARBITER_HOME="$WORK/root"
mkdir -p "$ARBITER_HOME"
cp -r tests/fixtures/content tests/fixtures/scripts "$ARBITER_HOME/"

# Two house rules for the fixture game: one that changes how a shot is
# dodged (it matters only at some steps), one that changes the opening.
mkdir -p "$ARBITER_HOME/content/duelists/variants"
cat > "$ARBITER_HOME/content/duelists/variants/red-dodge.yaml" <<'YAML'
description: A shot is dodged on any red card, diamonds too.
cards:
  - {name: Shot, script: shot-red.lua}
YAML
sed 's/suits = {"♥"}/suits = {"♥", "♦"}/' tests/fixtures/scripts/duelists/shot.lua > "$ARBITER_HOME/scripts/duelists/shot-red.lua"
cat > "$ARBITER_HOME/content/duelists/variants/one-life.yaml" <<'YAML'
description: Everyone starts with one life.
rules: {life: 1}
YAML
# One whose script breaks: a shot ends in a script error.
cat > "$ARBITER_HOME/content/duelists/variants/broken-shot.yaml" <<'YAML'
description: A shot breaks its script.
cards:
  - {name: Shot, script: shot-broken.lua}
YAML
sed 's/ctx:move(card, 0, "discard")/error("boom")/' tests/fixtures/scripts/duelists/shot.lua > "$ARBITER_HOME/scripts/duelists/shot-broken.lua"

passed=0
failed=0
OUT="$WORK/out"
ERR="$WORK/err"

# run CMD...: runs arbiter, keeping stdout, stderr and the exit code ($RC).
run() {
  "$ARBITER" "$@" >"$OUT" 2>"$ERR"
  RC=$?
}

ok() {
  passed=$((passed + 1))
  echo "ok   $1"
}

fail() {
  failed=$((failed + 1))
  echo "FAIL $1"
  shift
  for line in "$@"; do echo "     $line"; done
  echo "     stdout: $(head -c 1500 "$OUT")"
  echo "     stderr: $(head -c 1500 "$ERR")"
}

# expect_rc NAME CODE: the last run exited with CODE.
expect_rc() {
  if [ "$RC" -eq "$2" ]; then ok "$1"; else fail "$1" "exit $RC, expected $2"; fi
}

# expect_out NAME TEXT: the last run's stdout contains TEXT (a fixed string).
expect_out() {
  if grep -qF -- "$2" "$OUT"; then ok "$1"; else fail "$1" "stdout lacks: $2"; fi
}

# expect_block NAME TEXT: stdout holds TEXT, several lines in a row.
expect_block() {
  if python3 -c 'import sys; sys.exit(sys.argv[1] not in open(sys.argv[2], encoding="utf-8").read())' "$2" "$OUT"; then
    ok "$1"
  else fail "$1" "stdout lacks the lines: $2"; fi
}

expect_no_out() {
  if grep -qF -- "$2" "$OUT"; then fail "$1" "stdout has: $2"; else ok "$1"; fi
}

# expect_err NAME TEXT: the last run's stderr contains TEXT.
expect_err() {
  if grep -qF -- "$2" "$ERR"; then ok "$1"; else fail "$1" "stderr lacks: $2"; fi
}

# expect_same NAME FILE1 FILE2
expect_same() {
  if cmp -s "$2" "$3"; then ok "$1"; else fail "$1" "$2 and $3 differ: $(diff "$2" "$3" | head -10 | tr '\n' '|')"; fi
}

finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
  exit $?
}
