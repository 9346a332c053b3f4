# The card contract, tested as a modder would: tests/mods/armoury adds a
# second kind of Barrel, a new gun and a second kind of Missed! to BANG! with
# YAML and its own card scripts only. It validates, its records pass, and the
# basic bot plays the cards from what their YAML says (bot_play, bot_worth,
# modifiers.reach, counts_as). tests/mods/posse adds a card that says what
# answers it (answered_by, refuses_answer), which the response window asks;
# tests/mods/nudge an EndGame card that values its own option for the bot.
# Run from the repository root: bash tests/mods/armoury.sh path/to/arbiter
source "$(dirname "$0")/../cli/lib.bash"
export ARBITER_HOME=$PWD  # the installed games, BANG! among them
MOD=tests/mods/armoury

run --content "$MOD" validate "$MOD"
expect_rc "the mod validates" 0
expect_out "its cards' hooks are checked with BANG!" "ok bang"

run --content "$MOD" test "$MOD/records"
expect_rc "its records pass against EXPECTED.json" 0
expect_out "a diamond cancels a shot through the Iron Barrel's hook" "pass $MOD/records/iron-barrel-diamond-cancels-bang.yaml (exit 0)"
expect_out "both kinds of Barrel draw in turn" "pass $MOD/records/barrel-fails-then-iron-barrel-cancels.yaml (exit 0)"
expect_out "the Long Rifle's reach comes from its modifiers" "pass $MOD/records/long-rifle-shoots-across-seven.yaml (exit 0)"
expect_out "a Duck answers a BANG! (counts_as: missed)" "pass $MOD/records/duck-cancels-bang.yaml (exit 0)"
expect_out "Calamity Janet shoots with a Duck" "pass $MOD/records/calamity-janet-plays-duck-as-bang.yaml (exit 0)"
expect_out "a Duck is refused in a Duel under its own name" "pass $MOD/records/refused-duck-in-a-duel.yaml (exit 1 at step 2)"

run --content "$MOD" play bang --seed 1 --players 5 --narrate
expect_rc "a game between basic bots with the mod plays to its end" 0
expect_out "a bot puts the Iron Barrel in play (bot_play: equip)" "Dee puts Iron Barrel (4♠) in play"
expect_out "a bot takes up the Long Rifle for its reach" "Cid puts Long Rifle (5♠) in play: reach 6"
expect_out "a bot answers a shot with the Duck (counts_as: missed)" "Bob answers with Duck (6♥): the shot is cancelled [R09]"

run --content "$MOD" sim bang -n 50 --bots basic
expect_rc "bots play the mod's cards in 50 games without an error" 0
expect_out "every game ends" "finished 50, unfinished 0"

# A card with its own answer rule (tests/mods/posse): the Posse demands a
# Missed! where Indians! demands a BANG!, and says so in its own script
# (`answered_by`, `refuses_answer`); the response window asks the card.
POSSE=tests/mods/posse
run --content "$POSSE" validate "$POSSE"
expect_rc "the Posse mod validates" 0
run --content "$POSSE" test "$POSSE/records"
expect_rc "its records pass against EXPECTED.json" 0
expect_out "a Missed! answers the Posse (answered_by: missed)" "pass $POSSE/records/posse-missed-answers.yaml (exit 0)"
expect_out "Calamity Janet answers it with a BANG!" "pass $POSSE/records/calamity-janet-answers-posse-with-bang.yaml (exit 0)"
expect_out "a BANG! is refused in the card's own words" "pass $POSSE/records/refused-bang-against-posse.yaml (exit 1 at step 2)"
expect_out "another card is refused in the window's words" "pass $POSSE/records/refused-panic-against-posse.yaml (exit 1 at step 2)"
run --content "$POSSE" play bang --seed 1 --players 5 --narrate
expect_rc "a game between basic bots with the Posse plays to its end" 0
expect_out "a bot plays the Posse (bot_play: attack_all)" "Eve sends Posse (7♣) after every other player [PS1]"
expect_out "the prompt's kind is the card's" "Ann does not discard a Missed! for Eve's Posse (7♣) (passes) [PS1]"
run --content "$POSSE" sim bang -n 50 --bots basic
expect_rc "bots play the Posse in 50 games without an error" 0
expect_out "every game ends" "finished 50, unfinished 0"

# An EndGame card that values its own option for the basic bot
# (tests/mods/nudge): bots.lua finds the card's bot_value through the
# option's `by`. On ten seeds the bots nudge the markers they hold; with
# the hook taken out every nudge is worth nothing to them, and the first
# option (red) always wins.
NUDGE=tests/mods/nudge
run --content "$NUDGE" validate "$NUDGE"
expect_rc "the Nudge mod validates" 0
run --content "$NUDGE" test "$NUDGE/records"
expect_rc "its record passes" 0
expect_out "a Nudge moves the marker one step" "pass $NUDGE/records/nudge-moves-a-marker-one-step.yaml (exit 0)"
nudged() {
  for seed in 1 2 3 4 5 6 7 8 9 10; do
    "$ARBITER" --content "$1" play endgame --seed "$seed" --players 4 --bots basic --narrate
  done | sed -n 's/^[A-Z][a-z]*: nudge \([a-z]*\)$/\1/p' | sort -u | tr '\n' ' '
}
if [ "$(nudged "$NUDGE")" = "black blue red white yellow " ]; then
  ok "the bots value each nudge by the card's bot_value"
else
  fail "the bots value each nudge by the card's bot_value (nudged: $(nudged "$NUDGE"))"
fi
cp -r "$NUDGE" "$WORK/nudge-plain"
sed -i '/^  bot_value = bot_value,$/d' "$WORK/nudge-plain/scripts/endgame/cards/nudge.lua"
if [ "$(nudged "$WORK/nudge-plain")" = "red " ]; then
  ok "without bot_value a nudge is worth nothing, and the first option wins"
else
  fail "without bot_value a nudge is worth nothing (nudged: $(nudged "$WORK/nudge-plain"))"
fi

finish
