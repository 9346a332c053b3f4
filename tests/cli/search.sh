# The search level (sim --seat NAME=search): its games are the same on every
# run, with any --jobs and in shards, flat or with its tree (--search-mode);
# it plays EndGame and The Gang from their rules, and says what it costs.
source "$(dirname "$0")/lib.bash"

# The report without the lines that may differ: the command, the speed, and
# a merge's note of its shards.
report() { tail -n +2 "$OUT" | grep -v '^speed:' | sed 's/, merged from .*//' >"$1"; }

for mode in flat tree; do
  args=(--content "$PWD" sim endgame -n 4 --players 4 --seed 3 --bots basic --seat Ann=search
        --search-playouts 6 --search-mode "$mode")
  run "${args[@]}"
  expect_rc "endgame, $mode: a search seat among basic bots plays" 0
  expect_out "endgame, $mode: every game finished" "finished 4, unfinished 0"
  expect_err "endgame, $mode: its cost is said" "playouts and"
  report "$WORK/$mode-a.txt"
  run "${args[@]}"
  report "$WORK/$mode-b.txt"
  expect_same "endgame, $mode: the same games on a second run" "$WORK/$mode-a.txt" "$WORK/$mode-b.txt"
  run "${args[@]}" --jobs 2
  report "$WORK/$mode-c.txt"
  expect_same "endgame, $mode: the same games with two jobs" "$WORK/$mode-a.txt" "$WORK/$mode-c.txt"
  for i in 0 1; do
    run "${args[@]}" --shard "$i/2" --out "$WORK/$mode-shard-$i.json"
    expect_rc "endgame, $mode: shard $i runs" 0
  done
  run sim merge "$WORK/$mode-shard-0.json" "$WORK/$mode-shard-1.json"
  report "$WORK/$mode-merged.txt"
  if grep -qF "search_mode" "$WORK/$mode-shard-0.json"; then ok "endgame, $mode: a shard names its search mode"; else fail "endgame, $mode: a shard names its search mode"; fi
  expect_same "endgame, $mode: two shards merged report what one run does" "$WORK/$mode-a.txt" "$WORK/$mode-merged.txt"
done

# Shards of a flat search and of a tree search are of two runs.
run sim merge "$WORK/flat-shard-0.json" "$WORK/tree-shard-1.json"
expect_rc "a flat shard and a tree shard do not merge" 2
expect_err "they are said to be of another run" "of another run"

run --content "$PWD" sim thegang -n 2 --seed 4 --players 3 --option mode=basic --bots basic \
  --seat Ann=search --search-playouts 4 --search-mode tree
expect_rc "thegang: a tree search seat in a team of basic bots plays" 0
report "$WORK/gang-a.txt"
run --content "$PWD" sim thegang -n 2 --seed 4 --players 3 --option mode=basic --bots basic \
  --seat Ann=search --search-playouts 4 --search-mode tree
report "$WORK/gang-b.txt"
expect_same "thegang: the same games on a second run" "$WORK/gang-a.txt" "$WORK/gang-b.txt"

# BANG!'s worlds are refused now and then (a card taken at random from a
# hand that the seat saw later): the share is said.
run --content "$PWD" sim bang -n 2 --seed 5001 --players 5 --bots basic --seat Ann=search --search-playouts 8
expect_rc "bang: a search seat among basic bots plays" 0
expect_err "bang: the share of worlds refused is said" "% of the worlds dealt were refused"

run sim endgame --search-mode deep
expect_rc "an unknown search mode is refused" 2
for n in 0 -3; do
  run --content "$PWD" sim endgame -n 1 --seat Ann=search --search-playouts "$n"
  expect_rc "sim refuses --search-playouts $n" 2
  expect_err "sim says why it refuses $n playouts" "must be 1 or more"
done

finish
