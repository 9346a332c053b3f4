# arbiter replay --explain narrates every step; without it replay keeps no
# narration at all (the game drops it as it comes), and the verdict is the
# same. The README's first replay, against the real BANG! content.
source "$(dirname "$0")/lib.bash"
export ARBITER_HOME="$PWD"

cat >"$WORK/missed.yaml" <<'YAML'
arbiter: 1
game: bang
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
  hands: {Ann: [BANG! (5♦)], Bob: [Missed! (10♣)], Cid: [], Dee: []}
  deck: [Saloon (5♥), Wells Fargo (3♥)]
actions:
  - Ann: play BANG! (5♦) -> Bob
  - Bob: play Missed! (10♣)
  - expect: {Bob.life: 4, Bob.hand.count: 0}
YAML

run replay "$WORK/missed.yaml" --explain
expect_rc "replay --explain exits 0" 0
expect_out "phase 1 is narrated" "Ann draws 2 cards in phase 1 [R04]"
expect_out "the player is told the cards drawn" "(Ann only) You draw Saloon (5♥), Wells Fargo (3♥)"
expect_out "a shot is narrated with its distance and reach" "Ann shoots Bob with BANG! (5♦): distance 1, reach 1 [R16]"
expect_out "the answer is narrated" "Bob answers with Missed! (10♣): the shot is cancelled [R09]"
expect_out "the verdict" "missed.yaml: ok"

run replay "$WORK/missed.yaml"
expect_rc "replay without --explain exits 0" 0
expect_no_out "without --explain nothing is narrated" "Ann shoots Bob"
expect_out "the same verdict" "missed.yaml: ok"

finish
