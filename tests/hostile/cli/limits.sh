# Numbers and sizes a user or a stranger's record can give: each is refused
# or capped with a clear message, never a wrap-around, a library's internal
# message or seconds of work.
source "$(dirname "$0")/../../cli/lib.bash"

run sim duelists -n 2 --seed 18446744073709551615
expect_rc "seeds past 2^64 - 1 are refused" 2
expect_err "it says so" "runs past the largest seed"
run sim duelists -n 1 --seed 18446744073709551615
expect_rc "the largest seed alone is fine" 0

run sim duelists -n 3 --jobs 100000
expect_rc "--jobs far past the cores is capped, not refused" 0
if grep -q "100000 jobs" "$OUT"; then fail "the jobs are capped at the cores"; else ok "the jobs are capped at the cores"; fi

run sim duelists -n 4 --shard 0/2 --out "$WORK/s0.json"
expect_rc "a shard is written" 0
sed -i 's/"shard": \[0, 2\]/"shard": [0, -2]/' "$WORK/s0.json"
run sim merge "$WORK/s0.json"
expect_rc "a negative shard count is refused" 2
expect_err "with a message of ours" "out of range"
if grep -q "vector\|length_error" "$ERR"; then fail "no library message"; else ok "no library message"; fi

# A 4 MB label: refused quickly, and quoted by its start only.
python3 -c '
print("arbiter: 1\ngame: duelists\nseed: 1\nplayers: [Ann, Bob]\nactions:\n  - Ann: play " + "x" * 4000000)' >"$WORK/long.yaml"
START=$(date +%s)
run replay "$WORK/long.yaml"
expect_rc "a 4 MB label is refused" 1
[ $(( $(date +%s) - START )) -lt 4 ] && ok "within seconds" || fail "within seconds"
[ "$(wc -c <"$ERR")" -lt 5000 ] && ok "the label is not echoed whole" || fail "the label is not echoed whole"
expect_err "the message says how much was left out" "more bytes)"

finish
