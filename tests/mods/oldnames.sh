# Mods written before the ctx API's names were made one family keep working:
# tests/mods/oldnames (Old Top Card) calls every old name (docs/lua-api.md,
# "Old names"), and narrates with ctx:log, an old form. It validates with a
# warning for each, naming the file, the line and what to write (exit 0); its
# record passes; and the same game with every old name replaced by the new
# one and the old form by logf plays every seed exactly
# as it does, with no warning left.
# Run from the repository root: bash tests/mods/oldnames.sh path/to/arbiter
source "$(dirname "$0")/../cli/lib.bash"
MOD=tests/mods/oldnames
GAME=$MOD/scripts/oldtop/game.lua

run --content "$MOD" validate "$MOD"
expect_rc "a mod on the old names validates: warnings, exit 0" 0
expect_out "the game is ok" "ok oldtop"
expect_err "ctx:stack, with its line and new name" "$GAME:18: warning: ctx:stack is an old name: write ctx:set_known_top (the old name still works)"
expect_err "ctx:random_below" "$GAME:22: warning: ctx:random_below is an old name: write ctx:roll (the old name still works)"
expect_err "ctx:seats, a plain word called on ctx" "$GAME:22: warning: ctx:seats is an old name: write ctx:seat_count (the old name still works)"
expect_err "ctx:card_modifier" "$GAME:28: warning: ctx:card_modifier is an old name: write ctx:def_modifier (the old name still works)"
expect_err "ctx:prop" "$GAME:41: warning: ctx:prop is an old name: write ctx:def_get (the old name still works)"
expect_err "ctx:card_name, on the same line" "$GAME:41: warning: ctx:card_name is an old name: write ctx:def_name (the old name still works)"
expect_err "ctx:is_over" "$GAME:53: warning: ctx:is_over is an old name: write ctx:over (the old name still works)"
expect_err "ctx:log, an old form (the ruling last)" "$GAME:41: warning: ctx:log(text, ruling) is an old form: write ctx:logf(ruling, text)"
if [ "$(wc -l <"$ERR")" -eq 8 ]; then ok "one warning for each use, nothing else"; else fail "one warning for each use, nothing else" "$(wc -l <"$ERR") lines"; fi
run --content "$MOD" validate
expect_err "validating every game warns about the mod too" "$GAME:18: warning: ctx:stack is an old name"

run --content "$MOD" test "$MOD/records"
expect_rc "its record passes on the old names" 0

# The same game on the new names.
NEW="$WORK/newnames"
cp -r "$MOD" "$NEW"
sed -i 's/ctx:stack(/ctx:set_known_top(/; s/ctx:random_below(/ctx:roll(/; s/ctx:card_modifier(/ctx:def_modifier(/;
        s/ctx:prop(/ctx:def_get(/; s/ctx:card_name(/ctx:def_name(/; s/ctx:is_over(/ctx:over(/;
        s/ctx:seats(/ctx:seat_count(/; s/ctx:log(/ctx:logf(nil, "%s", /' "$NEW/scripts/oldtop/game.lua"
run --content "$NEW" validate "$NEW"
expect_rc "on the new names it validates" 0
if [ -s "$ERR" ]; then fail "with no warning" "stderr not empty"; else ok "with no warning"; fi
run --content "$NEW" test "$NEW/records"
expect_rc "its record passes on the new names" 0
for seed in 1 2 3 4 5; do
  "$ARBITER" --content "$MOD" play oldtop --seed $seed --players 3 --bots basic --log "$WORK/old-$seed.yaml" --quiet
  "$ARBITER" --content "$NEW" play oldtop --seed $seed --players 3 --bots basic --log "$WORK/new-$seed.yaml" --quiet
  "$ARBITER" --content "$MOD" replay "$WORK/old-$seed.yaml" --explain >"$WORK/old-$seed.txt" 2>&1
  "$ARBITER" --content "$NEW" replay "$WORK/new-$seed.yaml" --explain >"$WORK/new-$seed.txt" 2>&1
  sed -i '/^content: /d' "$WORK/old-$seed.yaml" "$WORK/new-$seed.yaml"
  sed -i "s|$WORK/[a-z]*-$seed.yaml|RECORD|" "$WORK/old-$seed.txt" "$WORK/new-$seed.txt"
  expect_same "seed $seed plays the same game on either name" "$WORK/old-$seed.yaml" "$WORK/new-$seed.yaml"
  expect_same "seed $seed is narrated the same" "$WORK/old-$seed.txt" "$WORK/new-$seed.txt"
done
run --content "$MOD" sim oldtop -n 100 --players 4 --bots basic --json
grep -v '"content"\|second\|speed\|elapsed' "$OUT" >"$WORK/old-sim.json"
run --content "$NEW" sim oldtop -n 100 --players 4 --bots basic --json
grep -v '"content"\|second\|speed\|elapsed' "$OUT" >"$WORK/new-sim.json"
expect_same "a hundred games simulate alike" "$WORK/old-sim.json" "$WORK/new-sim.json"

finish
