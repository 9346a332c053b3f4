# The narration never says what it cannot know, names the right owner, and
# cites the ruling that decides the point. Run against the installed games.
source "$(dirname "$0")/lib.bash"
export ARBITER_HOME="$PWD"

run replay tests/spec/bang/duel-challenger-loses.yaml --explain
expect_out "a pass is a pass, not a hand with no BANG!" "Ann does not discard a BANG! for Ann's Duel (J♠) (passes) [R34]"
expect_out "the challenger who loses loses their own Duel" "Ann loses 1 life to Bob in Ann's Duel (J♠) (life 4) [R34]"
expect_no_out "never Bob's Duel" "Bob's Duel"

cat >"$WORK/indians.yaml" <<'YAML'
arbiter: 1
game: bang
seed: 7
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
  hands: {Ann: [Indians! (K♦)], Bob: [BANG! (5♦)], Cid: [], Dee: []}
  deck: [Saloon (5♥), Wells Fargo (3♥)]
actions:
  - Ann: play Indians! (K♦)
  - Bob: pass
YAML
run replay "$WORK/indians.yaml" --explain
expect_out "Bob keeps his BANG!, and the line does not say he has none" "Bob does not discard a BANG! for Ann's Indians! (K♦) (passes)"
expect_no_out "no false line" "has no BANG!"

run replay tests/scenarios/bang/characters/slab-the-killer-one-missed-is-not-enough.yaml --explain
expect_out "a life lost to Slab the Killer's BANG! after one Missed! cites R45" "Bob loses 1 life to Ann's BANG! (5♦), which takes 2 Missed! to cancel (life 3) [R45]"
run replay tests/scenarios/bang/characters/slab-the-killer-gatling-needs-one-missed.yaml --explain
expect_out "his Gatling is normal: R21" "loses 1 life to Ann's Gatling (10♥) (life 3) [R21]"
expect_no_out "and says nothing of two Missed!" "Gatling (10♥), which takes"

run replay tests/scenarios/bang/characters/jourdonnais-with-barrel-two-hearts-stop-slab-the-killer.yaml --explain
expect_out "a Barrel against Slab the Killer cites R45" "counts as a Missed! for Bob (1 more needed) [R45]"
run replay tests/scenarios/bang/characters/slab-the-killer-bang-needs-two-missed.yaml --explain
expect_out "the Missed! that completes the answer to Slab the Killer cites R45" "the shot is cancelled, with the 2 Missed! Ann's BANG! (5♦) takes [R45]"
run replay tests/scenarios/bang/characters/slab-the-killer-barrel-heart-counts-as-one-missed.yaml --explain
expect_out "and so after a Barrel counted as one" "Ann's BANG! (5♦) takes [R45]"

# EndGame: a card applied doubled cites the doubling (E15) on the line
# that narrates the doubled numbers, not only where the draw is told.
run replay tests/scenarios/endgame/cards/i-hate-secrets-draws-set.yaml --explain
expect_out "a set card in force doubled cites E15" "All in is in force for every player, doubled: twice the points (E15) [E11]"
run replay tests/scenarios/endgame/cards/this-is-mine-now-doubled.yaml --explain
expect_out "This is mine now doubled cites E15" "every player takes 2 cubes from their left neighbour, all at once (doubled, E15) [E14]"
run replay tests/scenarios/endgame/cards/this-is-yours-now-doubled.yaml --explain
expect_out "This is yours now doubled cites E15" "each player may destroy up to 2 of their cubes (doubled, E15)"

# EndGame: a marker move cites the rule that makes it (step 3, Deuses, its
# vote, Sharing is caring, a doubled card), not only a move cut short (E13).
run replay tests/scenarios/endgame/turn/two-players-turn.yaml --explain
expect_out "a one-step move at step 3 cites E05" "Bob moves a marker: white 5 -> 6 [E05]"
run replay tests/scenarios/endgame/cards/deuses.yaml --explain
expect_out "a Deuses move cites E33" "Ann (Deuses): red 0 -> 2 [E33]"
expect_out "a Deuses vote's move cites E33" "Deuses vote on red: 3 yes, 1 no: red 2 -> 4 [E33]"
run replay tests/scenarios/endgame/cards/sharing-is-caring.yaml --explain
expect_out "a Sharing is caring move cites E30" "Ann (Sharing is caring): red 0 -> 2 [E30]"
run replay tests/scenarios/endgame/cards/movement-doubled.yaml --explain
expect_out "a doubled movement card cites E15" "Red, Yellow & Blue -1: red 0 -> -2 [E15]"
run replay tests/scenarios/endgame/turn/one-step-lost-at-track-end.yaml --explain
expect_out "a step lost at the end of the track cites E13" "red stays at 10, the step is lost at the end of the track [E13]"

# The Gang: a showdown line cites the rule that decides it: the Muscle (G40)
# where it settles two hands of one ranking or meets a higher ranking, the
# suitless Jack (G37) on the hand that holds it, G08 otherwise.
run replay tests/scenarios/thegang/specialists/muscle.yaml --explain
expect_out "a Muscle pair over a higher pair cites G40" "fives, jack-nine-eight kickers with the Muscle [G40]"
expect_out "a plain comparison cites G08" "Cid (red 2) shows Q♠ Q♥: one pair, queens, jack-nine-eight kickers [G08]"
run replay tests/scenarios/thegang/specialists/muscle-higher-ranking-wins.yaml --explain
expect_out "a higher ranking beats the Muscle, citing G40" "with the Muscle, weaker than a hand shown before [G40]"
run replay tests/scenarios/thegang/specialists/jack-five-jacks.yaml --explain
expect_out "five jacks cite G37" "Ann (red 1) shows J* 3♦: four of a kind, jacks, jack kicker [G37]"

# Lines that say what is so: the number of vaults the rules in force need,
# who lacks a cube to swap, where a Coordinator card goes (G36's words).
run replay tests/scenarios/thegang/basics/last-vault-wins.yaml --explain
expect_out "the win names the vaults the rules need" "All 3 vaults are gold: the gang wins [G11]"
mkdir -p "$WORK/vaults/content/thegang/variants"
cat >"$WORK/vaults/content/thegang/variants/four-vaults.yaml" <<'YAML'
description: The gang needs four gold vaults.
rules: {vaults: 4}
YAML
sed 's/^seed: 11$/variants: [four-vaults]\nseed: 11/; s/vaults: 2$/vaults: 3/; s/{vaults: 3, alarms: 1/{vaults: 4, alarms: 1/' \
  tests/scenarios/thegang/basics/last-vault-wins.yaml >"$WORK/four-vaults.yaml"
run --content "$WORK/vaults" replay "$WORK/four-vaults.yaml" --explain
expect_rc "a variant of four vaults is won at the fourth" 0
expect_out "the fourth vault turns gold" "a vault turns gold (4 of 4) [G10]"
expect_out "the win says four vaults, not three" "All 4 vaults are gold: the gang wins [G11]"
expect_no_out "never three" "Three vaults"
run replay tests/scenarios/endgame/cards/sharing-is-caring-others-hold-no-cube.yaml --explain
expect_out "the others lack a cube, not Bob" "no other player holds a cube to swap for one of Bob's: nothing is swapped [E30]"
expect_no_out "Bob is not said to lack one" "Bob has no cube"
run replay tests/scenarios/endgame/cards/sharing-is-caring-player-holds-no-cube.yaml --explain
expect_out "the player who lacks a cube is named" "Bob holds no cube to swap: nothing is swapped [E30]"
run replay tests/scenarios/endgame/cards/v1-sharing-is-caring-others-hold-only-the-same-colour.yaml --explain
expect_out "version 1: the colour is what is lacking" "the other players hold no cube but blue, Bob's only colour, and a swap is of two cubes of different colours: nothing is swapped [E30]"
run replay tests/scenarios/thegang/specialists/coordinator.yaml --explain
expect_out "the Coordinator's cards go to the next seat, as G36 says" "Everyone passes one pocket card to the next seat: Ann to Bob, Bob to Cid, Cid to Ann [G36]"
expect_no_out "not 'to the left'" "to the left"

finish
