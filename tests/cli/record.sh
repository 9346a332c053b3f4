# arbiter record: a real table's game typed in as it happens. The setup the
# table knows, chance asked for, refusals on the spot, undo, quit keeping
# what was entered; the record replays to the digest record printed.
source "$(dirname "$0")/lib.bash"

printf 'hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}\n\nShot (3♠)\nplay Shot (8♦) -> Bob\nplay shot 9c -> bob\nShot (7♦)\nundo\nShot (7♦)\nquit\n' >"$WORK/in.txt"
"$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/rec.yaml" <"$WORK/in.txt" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "record exits 0 when quit" 0
expect_out "chance is asked, not chosen" "chance: the next card from the draw pile"
expect_out "a move the rules refuse is refused on the spot, with the reason" "refused: Ann does not hold Shot (8♦): it is in Bob's hand (dealt in setup)"
expect_out "a label as people type it is taken" "step 2  Ann: play Shot (9♣) -> Bob"
expect_out "undo takes back the last entry" "undone: deck: Shot (7♦)"
expect_out "quit keeps what was entered" "record written to $WORK/rec.yaml (3 steps)"
digest=$(grep -o 'digest [0-9a-f]*' "$OUT" | cut -d' ' -f2)
run replay "$WORK/rec.yaml" --json
expect_rc "the record replays" 0
expect_out "to the same digest" "\"digest\": \"$digest\""
run replay "$WORK/rec.yaml" --strict
expect_rc "everything entered is pinned" 0

# A card not seen is left to the seed, and --strict says so.
printf '\n\n3\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/seed.yaml" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "record exits 0" 0
expect_out "a chance left to the seed is said" "left to the seed"
run replay "$WORK/seed.yaml" --strict
expect_rc "--strict refuses what rests on the seed" 1

# A wrong setup line is refused and may be typed again.
printf 'hands: {Ann: [Shot (9♣)], Bob: [Shot (9♣)]}\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --log "$WORK/bad.yaml" >"$OUT" 2>"$ERR"
expect_out "a card in two hands is refused at once" "is already placed at setup.hands.Ann[0]"
run record duelists --players Ann,ann --log "$WORK/names.yaml"
expect_rc "bad player names exit 2" 2
finish
