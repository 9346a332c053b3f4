# Same seed, same game, whatever a script walks. Lua's pairs() met keys that
# are text in an order that follows a hash seed drawn anew in every process;
# the sandbox's pairs() and next() follow the keys alone (docs/security.md).
# tests/mods/hashorder decides every move by that order: five processes must
# play one game from one seed, and five simulations with --jobs 1 and with
# --jobs 2 must give one report.
source "$(dirname "$0")/../../cli/lib.bash"
M="--content tests/mods/hashorder"

for i in 1 2 3 4 5; do
  run $M play hashorder --seed 1 --log "$WORK/game$i.yaml" --quiet
  expect_rc "game $i plays to its end" 0
done
for i in 2 3 4 5; do expect_same "process $i plays the game process 1 played" "$WORK/game1.yaml" "$WORK/game$i.yaml"; done
# The first offer is the first five words in the fixed order, taken from a
# frozen module's table by pairs() and keyed anew in a plain table.
cat >"$WORK/start.yaml" <<'YAML'
arbiter: 1
game: hashorder
seed: 1
players: [Ann, Bob]
actions: []
YAML
run $M legal "$WORK/start.yaml"
expect_out "the words come in byte order" "amber1"
for word in birch1 cedar1 delta1 ember1; do expect_out "the first five words: $word" "$word"; done
if grep -q "fjord1" "$OUT"; then fail "only five words are offered"; else ok "only five words are offered"; fi
run $M replay "$WORK/game1.yaml"
expect_rc "the record replays in another process" 0

for jobs in 1 2; do
  for i in 1 2 3 4 5; do
    run $M sim hashorder -n 40 --seed 1 --jobs $jobs
    expect_rc "sim $i with --jobs $jobs" 0
    grep -v "^arbiter \|^speed:" "$OUT" >"$WORK/sim$jobs-$i.txt"
  done
done
for jobs in 1 2; do
  for i in 2 3 4 5; do expect_same "sim $i with --jobs $jobs reports what sim 1 did" "$WORK/sim1-1.txt" "$WORK/sim$jobs-$i.txt"; done
done

finish
