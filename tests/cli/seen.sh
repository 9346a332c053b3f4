# A person at the terminal is shown their own view only: every game played
# with one human seat (input from a pipe), and no card named in what the
# terminal showed that the replay page for that player (`--view`, the same
# rule: core/records/redact.h and the view model) never shows. Kit
# Carlson's card put back on the draw pile is the case that once leaked.
source "$(dirname "$0")/lib.bash"

# check GAME PLAYERS SEED INPUT: plays, then compares the cards named.
check() {
  local game=$1 players=$2 seed=$3 input=$4
  "$ARBITER" --content "$PWD" play "$game" --players "$players" --seed "$seed" --seat Bob=human \
    --bots basic --log "$WORK/$game.yaml" <"$input" >"$WORK/$game.out" 2>"$WORK/$game.err"
  "$ARBITER" --content "$PWD" replay "$WORK/$game.yaml" --html "$WORK/$game-bob.html" --view Bob >/dev/null 2>&1
  "$ARBITER" --content "$PWD" replay "$WORK/$game.yaml" --html "$WORK/$game-all.html" >/dev/null 2>&1
  local leaked
  leaked=$(python3 - "$WORK/$game.out" "$WORK/$game-bob.html" "$WORK/$game-all.html" <<'PY'
import re, sys
out, mine, everyone = (open(p, encoding="utf-8").read() for p in sys.argv[1:])
def unescape(t):
    return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), t).replace('\\"', '"')
mine, everyone = unescape(mine), unescape(everyone)
# Every card the referee's page shows, by label (the page's card table).
labels = set(re.findall(r'"\d+":\["((?:[^"\\]|\\.)*)","', everyone))
# Of those, the ones the terminal named that Bob's page never shows.
print("\n".join(sorted(l for l in labels if l in out and l not in mine)))
PY
)
  if [ -s "$WORK/$game.yaml" ] && grep -q "Bob>" "$WORK/$game.out"; then
    ok "$game: Bob is asked at the terminal"
  else fail "$game: Bob is asked at the terminal" "$(tail -5 "$WORK/$game.err")"; fi
  if [ -z "$leaked" ]; then ok "$game: the terminal names no card Bob's view hides"
  else fail "$game: the terminal names no card Bob's view hides" "$leaked"; fi
}

yes 1 | head -400 >"$WORK/ones.txt"
for _ in $(seq 200); do printf 'w\n1\n'; done >"$WORK/chips.txt"
# seed 5: Ann is Kit Carlson and puts a card back at her first turn.
check bang 4 5 "$WORK/ones.txt"
KEEP=$OUT OUT="$WORK/bang.out"
expect_no_out "Kit Carlson's put-back card is not named to Bob" "Ann: put back"
expect_out "the move is said without it" "Ann: (a move Bob does not see)"
OUT=$KEEP
check thegang 3 2 "$WORK/chips.txt"
check endgame 4 2 "$WORK/ones.txt"

# Nobody at the terminal: a line for one seat says whose it is.
run --content "$PWD" play bang --players 4 --seed 5 --bots basic --narrate
expect_out "a private line is marked with its seat" "(Dee only) You draw"
if grep -E '^    You ' "$OUT" >/dev/null; then fail "no line says You about nobody" "$(grep -E '^    You ' "$OUT" | head -3)"
else ok "no line says You about nobody"; fi
finish
