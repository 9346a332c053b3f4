# Shards as batch systems run them: --out makes a missing folder; a merge with
# a shard missing is refused, or with --partial reports what finished; the
# shard run again merges with the others into one run's report.
source "$(dirname "$0")/lib.bash"
strip() { grep -v -e '^speed:' -e '^arbiter ' "$1" | sed 's/, merged from [0-9]* of [0-9]* shards.*//'; }

for i in 0 1 2; do
  run sim duelists -n 30 --players 3 --seed 4 --shard "$i/3" --out "$WORK/results/deep/shard-$i.json"
  expect_rc "shard $i writes into a folder --out makes" 0
done
if [ -f "$WORK/results/deep/shard-2.json" ]; then ok "the folder was made"; else fail "the folder was made"; fi
touch "$WORK/plain-file"
run sim duelists -n 3 --players 3 --out "$WORK/plain-file/shard.json"
expect_rc "a folder that cannot be made exits 2" 2
expect_err "the folder that cannot be made is named" "cannot make the folder $WORK/plain-file"

R="$WORK/results/deep"
run sim merge "$R/shard-0.json" "$R/shard-2.json"
expect_rc "a merge with a shard missing exits 1" 1
expect_err "the missing shard is named" "shards missing: 1/3 (20 of 30 games are there)"
expect_err "the refusal points to --partial" "--partial"
if [ -s "$OUT" ]; then fail "no report without --partial"; else ok "no report without --partial"; fi

run sim merge --partial "$R/shard-0.json" "$R/shard-2.json"
expect_rc "--partial with a shard missing exits 1" 1
expect_out "--partial reports what finished" "merged from 2 of 3 shards (missing 1/3)"
expect_err "--partial names the missing shard" "shards missing: 1/3: the report covers 20 of 30 games"
run sim merge --partial "$R/shard-0.json" "$R/shard-1.json" "$R/shard-9.json" "$R/shard-2.json"
expect_rc "--partial skips a shard file that is not there, exit 1" 1
expect_err "the file that is not there is named" "$R/shard-9.json: no such file"
expect_out "--partial merges the others" "merged from 3 of 3 shards"
run sim merge --partial "$R/shard-9.json"
expect_rc "--partial with no shard there exits 2" 2
expect_err "no shard there is said" "none of the shard files is there"

# The retry: the missing shard run again, then the merge is whole.
rm "$R/shard-1.json"
run sim duelists -n 30 --players 3 --seed 4 --shard 1/3 --out "$R/shard-1.json"
run sim merge "$R"/shard-*.json
expect_rc "after the retry the merge exits 0" 0
strip "$OUT" >"$WORK/merged.txt"
run sim duelists -n 30 --players 3 --seed 4
strip "$OUT" >"$WORK/one.txt"
expect_same "the merged report is one run's" "$WORK/merged.txt" "$WORK/one.txt"
finish
