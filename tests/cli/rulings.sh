# arbiter rulings: a game's rulings by id, so that "(D1)" in a verdict can be
# read in full.
source "$(dirname "$0")/lib.bash"

run rulings duelists
expect_rc "a game with no rulings list exits 0" 0
expect_out "and says so" "game 'duelists' lists no rulings (game.yaml \`rulings\`)"

cat >"$ARBITER_HOME/content/duelists/rulings.yaml" <<'YAML'
- id: D1
  title: Reach
  text: A shot reaches players at a distance up to the shooter's reach.
- id: D2
  title: Dodging
  text: The target of a shot dodges on a heart.
YAML
sed -i 's/^files:/rulings: rulings.yaml\nfiles:/' "$ARBITER_HOME/content/duelists/game.yaml"
run rulings duelists
expect_rc "rulings exits 0" 0
expect_out "each ruling: its id and title" "D1  Reach"
expect_out "then its text" "    The target of a shot dodges on a heart."
run rulings duelists D2
expect_no_out "only the rulings asked for" "D1  Reach"
expect_out "the one asked for" "D2  Dodging"
run rulings duelists D3
expect_rc "an unknown id exits 2" 2
expect_err "with the nearest id" "game 'duelists' has no ruling 'D3' (did you mean 'D1'?)"

# The engine's own narration of a reshuffle cites game.yaml's refill_ruling.
sed -i 's/^refill_from: discard/refill_from: discard\nrefill_ruling: D1/' "$ARBITER_HOME/content/duelists/game.yaml"
run rulings duelists D1
expect_rc "a refill_ruling of the list loads" 0
sed -i 's/^refill_ruling: D1/refill_ruling: D9/' "$ARBITER_HOME/content/duelists/game.yaml"
run rulings duelists
expect_rc "a refill_ruling not in the list is bad content (exit 3)" 3
expect_err "it is placed and named" "game.yaml:20:16: refill_ruling: 'D9' is not in the game's rulings (did you mean 'D1'?)"
sed -i '/^refill_ruling: D9/d' "$ARBITER_HOME/content/duelists/game.yaml"

# A move naming a card the player does not hold cites game.yaml's held_ruling,
# in replay and in legal --why alike.
cat >"$WORK/not-held.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}
actions:
  - deck: Shot (3♠)
  - Ann: play Shot (8♦) -> Bob
YAML
run replay "$WORK/not-held.yaml"
expect_err "without held_ruling the line cites nothing" "Ann does not hold Shot (8♦): it is in Bob's hand (dealt in setup) (did you mean"
sed -i 's/^refill_from: discard/refill_from: discard\nheld_ruling: D1/' "$ARBITER_HOME/content/duelists/game.yaml"
run replay "$WORK/not-held.yaml"
expect_rc "a card not held is refused (exit 1)" 1
expect_err "the refusal cites the game's held_ruling" "Ann does not hold Shot (8♦): it is in Bob's hand (dealt in setup) (D1) (did you mean"
sed -i '$d' "$WORK/not-held.yaml"
run legal "$WORK/not-held.yaml" --why "play Shot (8♦) -> Bob"
expect_out "legal --why cites it too" "Ann: Ann does not hold Shot (8♦): it is in Bob's hand (dealt in setup) (D1)"
sed -i 's/^held_ruling: D1/held_ruling: D7/' "$ARBITER_HOME/content/duelists/game.yaml"
run rulings duelists
expect_rc "a held_ruling not in the list is bad content (exit 3)" 3
expect_err "it is placed and named" "game.yaml:20:14: held_ruling: 'D7' is not in the game's rulings (did you mean 'D1'?)"
sed -i '/^held_ruling: D7/d' "$ARBITER_HOME/content/duelists/game.yaml"

# The list is checked when the game loads.
printf -- '- {id: D1}\n- {id: D1, title: Again}\n' >"$ARBITER_HOME/content/duelists/rulings.yaml"
run rulings duelists
expect_rc "a repeated id is bad content (exit 3)" 3
expect_err "it is placed and named" "rulings.yaml:2:8: ruling D1 is listed twice (first at"
printf -- '- {id: D 1}\n' >"$ARBITER_HOME/content/duelists/rulings.yaml"
run rulings duelists
expect_err "an id is one word" "'D 1' is not a ruling id"
printf -- '- {id: D1, titel: Reach}\n' >"$ARBITER_HOME/content/duelists/rulings.yaml"
run rulings duelists
expect_err "unknown keys are refused" "unknown key 'titel'"
sed -i 's/^rulings: rulings.yaml/rulings: missing.yaml/' "$ARBITER_HOME/content/duelists/game.yaml"
run rulings duelists
expect_err "a missing file is named" "rulings: no file"

finish
