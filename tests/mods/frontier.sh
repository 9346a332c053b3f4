# The hooks a BANG! expansion needs, tested as a modder meets them:
# tests/mods/frontier adds characters to BANG! with YAML and their own
# scripts only: a hand limit of 8 (hand_limit), a Beer that heals 2
# (heal_amount), a draw for every card played in answer (on.answered), any
# card as a Missed! (uses_as asked about a card of no kind), an ability
# whose option names no cards (extra_options), which the basic bot leaves,
# a suit that has no effect on its player (unaffected_by), and shots that
# cards in play do not stop (table_off); and cards: a green one used from
# play against a shot (answers_shot, after_answer), a Missed! that keeps
# its kind (keeps_kind), one played with a cost (the option's cost).
# Run from the repository root: bash tests/mods/frontier.sh path/to/arbiter
source "$(dirname "$0")/../cli/lib.bash"
export ARBITER_HOME=$PWD  # the installed games, BANG! among them
MOD=tests/mods/frontier

run --content "$MOD" validate "$MOD"
expect_rc "the mod validates" 0
expect_out "its characters' hooks are checked with BANG!" "ok bang"

run --content "$MOD" test "$MOD/records"
expect_rc "its records pass against EXPECTED.json" 0
expect_out "Packrat keeps 8 cards (hand_limit)" "pass $MOD/records/packrat-keeps-eight-cards.yaml (exit 0)"
expect_out "a Beer at 0 life heals Brewer 2 (heal_amount)" "pass $MOD/records/brewer-beer-at-zero-heals-two.yaml (exit 0)"
expect_out "Echo draws after each BANG! of a Duel (answered)" "pass $MOD/records/echo-draws-in-a-duel.yaml (exit 0)"
expect_out "Scrapper answers with a card of no kind (uses_as)" "pass $MOD/records/scrapper-answers-with-any-card.yaml (exit 0)"
expect_out "a spade has no effect on Ghost (unaffected_by)" "pass $MOD/records/ghost-shrugs-off-a-spade.yaml (exit 0)"
expect_out "Blinder's shot passes a Barrel in his turn (table_off)" "pass $MOD/records/blinder-shoots-past-a-barrel.yaml (exit 0)"

expect_out "8 players with two Renegades under a variant (players, roles_by_players)" "pass $MOD/records/eight-players-two-renegades.yaml (exit 0)"
expect_out "a green card is used from play and discarded (kinds_used_from_play)" "pass $MOD/records/green-flask-ready-next-turn.yaml (exit 0)"
expect_out "and refused the turn it is put in play" "pass $MOD/records/refused-green-flask-the-turn-it-is-played.yaml (exit 1 at step 3)"
expect_out "a green Shield answers a shot from play, then draws (answers_shot, after_answer)" "pass $MOD/records/shield-answers-a-shot-from-play.yaml (exit 0)"
expect_out "Calamity Janet does not swap a card that keeps its kind (keeps_kind)" "pass $MOD/records/refused-calamity-janet-sidestep-as-bang.yaml (exit 1 at step 2)"
expect_out "a card played with a cost reads 'play CARD + COST' (the option's cost)" "pass $MOD/records/bribe-with-its-cost.yaml (exit 0)"
expect_out "three players without a Sheriff hunt their targets (targets)" "pass $MOD/records/three-players-hunt-their-targets.yaml (exit 0)"
run --content "$MOD" sim bang -n 20 --variant frontier-three --players 3 --bots basic
expect_out "the 3-player game of targets plays to its end" "finished 20, unfinished 0"
run --content "$MOD" sim bang -n 20 --variant frontier-eight --bots basic
expect_out "the 8-player variant plays to its end" "finished 20, unfinished 0"
expect_out "the variant's default count is 8" "game bang, 8 players"

run --content "$MOD" sim bang -n 40 --variant frontier-green --bots random
expect_out "random bots play the green Flask in 40 games" "finished 40, unfinished 0"

# An ability whose option names a kind (bot = "draw") is used by the basic
# bot: four basic bots, Ann the Prospector.
cat > "$WORK/prospector.yaml" <<'YAML'
arbiter: 1
game: bang
seed: 7
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Prospector, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
actions: []
YAML
run --content "$MOD" play --resume "$WORK/prospector.yaml" --bots basic --narrate
expect_out "the basic bot uses an ability whose option names its kind (bot)" "Ann (Prospector) draws a card with his ability"

# The basic bot uses a card in play when its definition says what for
# (bot_use: the Flask draws).
cat > "$WORK/flask.yaml" <<'YAML'
arbiter: 1
game: bang
seed: 7
variants: [frontier-green]
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
  table: {Ann: [Flask (5♣)]}
actions: []
YAML
run --content "$MOD" play --resume "$WORK/flask.yaml" --bots basic --narrate
expect_out "the basic bot uses the Flask from play (bot_use)" "Ann uses Flask (5♣) from play and draws 2 cards"

for bots in basic random; do
  run --content "$MOD" sim bang -n 40 --players 6 --bots $bots
  expect_rc "$bots bots play the mod's characters in 40 games" 0
  expect_out "every game ends ($bots)" "finished 40, unfinished 0"
  if grep -q "script error" "$ERR"; then fail "a game stopped on a script error ($bots)"; else ok "no game stops on a script error ($bots)"; fi
done

# An ability's option with no label: the error names the mod's file and
# line (and the character), not the shipped scripts that read the option.
mkdir -p "$WORK/nolabel/content/bang" "$WORK/nolabel/scripts/bang/characters"
cat > "$WORK/nolabel/content/bang/characters.yaml" <<'YAML'
- name: Mumbler
  type: character
  life: 4
  script: characters/mumbler.lua
  text: An ability that forgets its label.
YAML
cat > "$WORK/nolabel/scripts/bang/characters/mumbler.lua" <<'LUA'
return {
  extra_options = function(_, _, offer) offer:option{verb = "ability"} end,
  use_option = function() end,
}
LUA
# A four-player record's head, Ann playing the character $1; the rest of
# the setup and the actions follow on standard input.
record_with() {
  printf '%s\n' "arbiter: 1" "game: bang" "seed: 7" "players: [Ann, Bob, Cid, Dee]" "setup:" \
    "  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}" \
    "  characters: {Ann: $1, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}"
  cat
}
record_with Mumbler > "$WORK/mumbler.yaml" <<'YAML'
actions:
  - Ann: end turn
YAML
run --content "$WORK/nolabel" replay "$WORK/mumbler.yaml"
expect_err "the error names the mod's file and line where the option has no label" "bang/characters/mumbler.lua:2: this offer's options name their own label"
if grep -q "bot.lua" "$ERR"; then fail "the error names the basic bot's file"; else ok "and not the basic bot's file"; fi

# ctx:distance's `without` names zones of the game: a slip is an error
# naming the zone.
cat >> "$WORK/nolabel/content/bang/characters.yaml" <<'YAML'
- name: Squinter
  type: character
  life: 4
  script: characters/squinter.lua
  text: Leaves out a zone no game has.
YAML
cat > "$WORK/nolabel/scripts/bang/characters/squinter.lua" <<'LUA'
return {distance_without = function(_, me) return {seats = {me}, zones = {"tabel"}} end}
LUA
record_with Squinter > "$WORK/squinter.yaml" <<'YAML'
  hands: {Ann: [BANG! (5♦)]}
actions:
  - Ann: end turn
  - Bob: end turn
YAML
run --content "$WORK/nolabel" replay "$WORK/squinter.yaml"
expect_err "a zone ctx:distance cannot leave out is named" "no zone 'tabel' for a distance to leave out"

# `arbiter test` runs the game's invariant after every step, as soak does:
# a card that lifts its player above the maximum life fails the record
# that plays it, though every step is legal and its claim holds.
cat > "$WORK/nolabel/content/bang/cards.yaml" <<'YAML'
- name: Snake Oil
  type: card
  color: brown
  copies: [7♣]
  script: cards/snake-oil.lua
  text: Gain life past your maximum (it breaks the game's invariant).
YAML
mkdir -p "$WORK/nolabel/scripts/bang/cards" "$WORK/oil"
cat > "$WORK/nolabel/scripts/bang/cards/snake-oil.lua" <<'LUA'
return {
  options = function(_, _, card, offer) offer:option{verb = "play", card = card} end,
  play = function(ctx, me, card)
    ctx:move(card, 0, "discard")
    ctx:set(me, "life", ctx:get(me, "max_life") + 1)
  end,
}
LUA
record_with "Vulture Sam" > "$WORK/oil/snake-oil.yaml" <<'YAML'
  hands: {Ann: [Snake Oil (7♣)]}
actions:
  - Ann: play Snake Oil (7♣)
  - expect:
      Ann.life: 6
YAML
run --content "$WORK/nolabel" test "$WORK/oil"
expect_rc "a record whose card breaks the invariant fails test" 1
expect_out "the failure names the step and the invariant" "invariant broken after step 1"

# A folder whose game.yaml replaces BANG! (`overrides: true`) keeps the
# scripts of the game it replaced: its rules script, card modules and what
# they import are found there unless it has its own (here a Beer of its own
# that heals 3).
mkdir -p "$WORK/again/content" "$WORK/again/scripts/bang/cards"
cp -r content/bang "$WORK/again/content/"
sed -i 's/^id: bang$/id: bang\noverrides: true/' "$WORK/again/content/bang/game.yaml"
sed 's/moves.heals(ctx, me, card)/3/' scripts/bang/cards/beer.lua > "$WORK/again/scripts/bang/cards/beer.lua"
sed -e 's/Brewer/Vulture Sam/' -e 's/Ann.life: 4/Ann.life: 5/' "$MOD/records/brewer-beer-heals-two.yaml" |
  sed '/play Beer (7♥)/,$d' > "$WORK/again.yaml"
run --content "$WORK/again" validate "$WORK/again"
expect_rc "a game that replaces BANG! validates with BANG!'s scripts" 0
run --content "$WORK/again" replay "$WORK/again.yaml"
expect_rc "and plays: its own Beer, BANG!'s rules script and modules" 0
expect_out "the record holds" "ok"
finish
