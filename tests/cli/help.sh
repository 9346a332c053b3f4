# Every command explains itself with an example; mistakes go to stderr with a
# non-zero exit; colour only on a terminal, and never with NO_COLOR.
source "$(dirname "$0")/lib.bash"

for cmd in games cards play replay legal sim "sim merge" soak test validate; do
  # shellcheck disable=SC2086
  run $cmd --help
  expect_rc "$cmd --help exits 0" 0
  if grep -q "^Examples\?:" "$OUT" && grep -q "^  arbiter " "$OUT"; then ok "$cmd --help shows an example"
  else fail "$cmd --help shows an example"; fi
done

run --help
expect_rc "arbiter --help exits 0" 0
expect_out "the command list has sim" "sim "

run
expect_rc "no command is a usage error" 2

run frobnicate
expect_rc "an unknown command exits 2" 2
if [ -s "$ERR" ] && ! grep -q "frobnicate" "$OUT"; then ok "the unknown command is reported on stderr"; else fail "the unknown command is reported on stderr"; fi

run sim duelists -n 2 --bots clever
expect_rc "a bad option value exits 2" 2

run cards no-such-game
expect_rc "an unknown game exits 3" 3
expect_err "an unknown game is named on stderr" "no game 'no-such-game'"

# Colour: never through a pipe, on a terminal only without NO_COLOR.
run games
if grep -q $'\033' "$OUT"; then fail "no colour through a pipe"; else ok "no colour through a pipe"; fi
script -qec "env -u NO_COLOR '$ARBITER' games" /dev/null >"$OUT" 2>&1
if grep -q $'\033\[' "$OUT"; then ok "colour on a terminal"; else fail "colour on a terminal"; fi
script -qec "env NO_COLOR=1 '$ARBITER' games" /dev/null >"$OUT" 2>&1
if grep -q $'\033\[' "$OUT"; then fail "no colour with NO_COLOR"; else ok "no colour with NO_COLOR"; fi

finish
