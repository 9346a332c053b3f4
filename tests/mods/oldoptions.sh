# A BANG! card written before cards offered their options by parts
# (options(ctx, me, card, opts, refusals) with quick_options) keeps
# working: tests/mods/oldoptions (Old Knife) validates, its option plays
# and its own refusal is read, and bots play games with it to the end.
# Run from the repository root: bash tests/mods/oldoptions.sh path/to/arbiter
source "$(dirname "$0")/../cli/lib.bash"
export ARBITER_HOME=$PWD  # the installed games, BANG! among them
MOD=tests/mods/oldoptions

run --content "$MOD" validate "$MOD"
expect_rc "a card on the old options validates" 0
run --content "$MOD" test "$MOD/records"
expect_rc "its option plays and its refusal is read" 0
expect_out "both records" "2 passed, 0 failed"
for bots in random basic; do
  run --content "$MOD" sim bang --players 4 -n 100 --bots $bots
  expect_rc "$bots bots play a hundred games with it" 0
  expect_out "$bots bots: every game finishes" "finished 100, unfinished 0"
done

finish
