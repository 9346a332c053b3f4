# arbiter legal: who decides after the last entry and every legal option;
# --why says why a label is or is not legal there.
source "$(dirname "$0")/lib.bash"

cat >"$WORK/game.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}
actions:
  - deck: Shot (3♠)
YAML

run legal "$WORK/game.yaml"
expect_rc "legal exits 0" 0
expect_out "it names the last step and who decides" "after step 1 (deck: Shot (3♠)), Ann decides"
expect_out "every option is listed" "  play Shot (9♣) -> Bob"
expect_out "the other card too" "  play Shot (3♠) -> Bob"
expect_out "and ending the turn" "  end turn"

run legal "$WORK/game.yaml" --why "play Shot -> Bob"
expect_rc "--why exits 0" 0
expect_out "a label without (RankSuit) means the earliest card" "Ann: 'play Shot (9♣) -> Bob' is legal"
run legal "$WORK/game.yaml" --why "play Shot (9♣) -> Ann"
expect_out "an illegal label is explained" "is not a legal option here"

run legal "$WORK/game.yaml" --why "play Shot (8♦) -> Bob"
expect_out "a card the player does not hold: where it is" "Ann: Ann does not hold Shot (8♦): it is in Bob's hand (dealt in setup)"

# A claim that does not hold stops nothing: legal still says who decides,
# and names the claim.
cp "$WORK/game.yaml" "$WORK/claim.yaml"
printf '  - expect: {Ann.hand.count: 5}\n' >>"$WORK/claim.yaml"
run legal "$WORK/claim.yaml"
expect_rc "a failed claim exits 1" 1
expect_out "who decides is still said" "after step 2 (expect), Ann decides"
expect_out "with the options" "  end turn"
expect_err "the failed claim is named" "step 2: claim Ann.hand.count: claimed 5, actual 2"
expect_err "and said to be a claim" "1 claim does not hold"
run legal "$WORK/claim.yaml" --json
expect_rc "--json: a failed claim exits 1" 1
expect_out "--json: the message names the failed claim" '"message": "1 claim does not hold (the game went on past it)\nstep 2: claim Ann.hand.count: claimed 5, actual 2: it was never 5 in this record (2 after the deal)"'
expect_out "--json: and lists it" '"failed_claims": [{"step": 2, "path": "Ann.hand.count", "claimed": 5, "actual": 2, "why": "it was never 5 in this record (2 after the deal)", "changed_at": null, "held_at": null}]'
expect_out "--json: the options are still given" '"options": [{"player":'
expect_no_out "no empty refusal" "refused: "

# A record refused before its end: legal says so and exits 1.
printf '  - Bob: end turn\n' >>"$WORK/game.yaml"
run legal "$WORK/game.yaml"
expect_rc "a refused record exits 1" 1
expect_err "the refusal is on stderr" "Bob cannot act now"

# At the end of a game.
"$ARBITER" play duelists --seed 3 --log "$WORK/done.yaml" >/dev/null
run legal "$WORK/done.yaml"
expect_rc "legal at the end of a game exits 0" 0
expect_out "nothing is legal at the end" "the game is over"

# Cards alike in every way (BANG!'s two Stagecoach (9♠)) are one option.
sed '/^actions:/q' tests/scenarios/bang/cards/stagecoach-twins-are-one-option.yaml >"$WORK/twins.yaml"
echo "  - note: nothing yet" >>"$WORK/twins.yaml"
run --content "$PWD" legal "$WORK/twins.yaml"
n=$(grep -c "play Stagecoach (9♠)" "$OUT")
if [ "$n" -eq 1 ]; then ok "twin cards are offered once"; else fail "twin cards are offered once" "offered $n times"; fi

# Several players may act: --why answers for each, one indented line each;
# written as a record's entry, for that player only.
sed '/^actions:/q' tests/scenarios/thegang/refused/take-own-chip.yaml >"$WORK/chips.yaml"
echo "  - Bob: take white 3" >>"$WORK/chips.yaml"
run --content "$PWD" legal "$WORK/chips.yaml" --why 'take white 3'
expect_out "every player's answer is indented" "  Cid: 'take white 3' is legal"
expect_out "Bob's own chip is refused with the rule" "  Bob: Bob already holds white 3"
run --content "$PWD" legal "$WORK/chips.yaml" --why 'Bob: take white 3'
expect_out "a record entry asks for that player" "  Bob: Bob already holds white 3"
expect_no_out "and no one else" "Cid: 'take white 3'"

# The Gang's and EndGame's refusals cite their rule where no script's
# refusal does: what the decision asks now, its prompt's rulings (and the
# prompt reads "an orange chip").
cat >"$WORK/orange.yaml" <<'YAML'
arbiter: 1
game: thegang
seed: 3
players: [Ann, Bob, Cid]
setup:
  round: 3
  community: [3♥, 8♣, 9♦, J♣]
actions: []
YAML
run --content "$PWD" legal "$WORK/orange.yaml" --why 'Ann: guess 7'
expect_out "the prompt says an orange chip" "(Round 3 (turn): take an orange chip (G04, G05, G07))"
expect_out "a move not asked for cites what is asked" "Ann: 'guess 7' is not a legal option here: the options are to take orange (G04, G05, G07)"
sed '/^actions:/q' tests/scenarios/endgame/refused/take-in-final-phase.yaml >"$WORK/final.yaml"
echo "  - Ann: move red right" >>"$WORK/final.yaml"
run --content "$PWD" legal "$WORK/final.yaml" --why 'Bob: take red'
expect_out "a cube taken in the final phase cites its rule" "  Bob: there are no cube steps in the final phase: each player plays one card (E07)"
run --content "$PWD" legal "$WORK/final.yaml" --why 'Bob: pass'
expect_out "a move of nothing the game names cites what is asked" "  Bob: 'pass' is not a legal option here: the options are to play (E07)"

# A player not asked is told whose decision it is, and why, as replay says it.
sed '/^actions:/q' tests/scenarios/bang/rulings/r09-refused-missed-with-a-target.yaml >"$WORK/shot.yaml"
echo "  - Ann: play BANG! -> Bob" >>"$WORK/shot.yaml"
run --content "$PWD" legal "$WORK/shot.yaml" --why 'Ann: end turn'
expect_out "a player not asked hears whose decision it is" "  Ann cannot act now: the decision is Bob's (Bob is shot by Ann's BANG! (5♦): play a Missed! or pass (R09))"
run --content "$PWD" legal "$WORK/shot.yaml" --why 'Bob: play Missed! (Q♣) -> Ann'
expect_out "a target the answer does not take is named" "Missed! (Q♣) is played with no target here: write 'play Missed! (Q♣)'"

finish
