# arbiter validate: content that loads, scripts that compile, variants that
# name what exists, names that do not collide; errors placed at file:line.
source "$(dirname "$0")/lib.bash"

run validate
expect_rc "the installed content validates" 0
expect_out "the game is ok" "ok duelists"
expect_out "each variant is checked" "ok duelists variant red-dodge"

# A mod folder with its own copy of the game, broken in several ways.
mod="$WORK/mod"
mkdir -p "$mod/content" "$mod/scripts"
cp -r "$ARBITER_HOME/content/duelists" "$mod/content/gunfight"
cp -r "$ARBITER_HOME/scripts/duelists" "$mod/scripts/gunfight"
rm -rf "$mod/content/gunfight/variants"
sed -i 's/^id: duelists/id: gunfight/' "$mod/content/gunfight/game.yaml"
run validate "$mod"
expect_rc "a sound mod validates" 0
expect_out "only the folder's games are checked" "ok gunfight"
expect_no_out "not the installed ones" "duelists"

printf 'return {\n  play = function(ctx, me, card)\n    ctx:move(card, me, "table"\n  end,\n}\n' >"$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "a script that does not compile exits 3" 3
expect_err "the script and line are named" "spyglass.lua:"
cp "$ARBITER_HOME/scripts/duelists/spyglass.lua" "$mod/scripts/gunfight/spyglass.lua"

mkdir -p "$mod/content/gunfight/variants"
printf 'description: Renames a card that is not there.\ncards:\n  - {name: Shotgun, text: Boom.}\n' >"$mod/content/gunfight/variants/typo.yaml"
run validate "$mod"
expect_rc "a variant naming a card that does not exist exits 3" 3
expect_err "the variant's line and a suggestion" "typo.yaml:3"
expect_out "the game itself is still ok" "ok gunfight ("
rm "$mod/content/gunfight/variants/typo.yaml"

sed -i 's/^- name: Spyglass$/- name: Spyglass\n  aliases: [shot]/' "$mod/content/gunfight/cards.yaml"
run validate "$mod"
expect_rc "an alias that is another card's name exits 3" 3
expect_err "the collision is explained" "is also a name of Shot"
sed -i '/aliases: \[shot\]/d' "$mod/content/gunfight/cards.yaml"

printf 'seat:\n  badges:\n    - {path: lfe}\n' >"$mod/content/gunfight/view.yaml"
run validate "$mod"
expect_rc "a view.yaml naming a value the game does not have exits 3" 3
expect_err "its line and the value meant" "view.yaml:3"
expect_err "the value meant" "did you mean 'life'"
rm "$mod/content/gunfight/view.yaml"

sed -i 's/copies: \[A♠\]/copies: [A♠, A♠]/' "$mod/content/gunfight/cards.yaml"
run validate "$mod"
expect_rc "the same RankSuit twice is only a warning" 0
expect_err "the duplicate copy is named" "warning: Spyglass lists A♠ twice"
sed -i 's/copies: \[A♠, A♠\]/copies: [A♠, A♠]\n  duplicates: [A♠]/' "$mod/content/gunfight/cards.yaml"
run validate "$mod"
expect_rc "a duplicate the definition says is intended validates" 0
expect_no_out "and is no warning" "lists A♠ twice"
if grep -q "lists A♠ twice" "$ERR"; then fail "no warning on stderr either"; else ok "no warning on stderr either"; fi
sed -i 's/copies: \[A♠, A♠\]/copies: [A♠]/; /duplicates: \[A♠\]/d' "$mod/content/gunfight/cards.yaml"
run validate
if grep -q "twice" "$ERR"; then fail "the shipped games warn of no duplicate"; else ok "the shipped games warn of no duplicate"; fi

# A ruling id a script cites that no rulings file declares.
printf -- '- {id: %s, title: A ruling, text: What it says.}\n' D1 D2 D3 >"$mod/content/gunfight/rulings.yaml"
printf 'rulings: rulings.yaml\n' >>"$mod/content/gunfight/game.yaml"
printf 'return {\n  play = function(ctx, me, card)\n    ctx:move(card, me, "table")\n    ctx:logf("BB1", "Spyglass in play")\n  end,\n}\n' >"$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "a ruling no rulings file declares exits 3" 3
expect_err "its file, line and id are named" "spyglass.lua:4: ruling 'BB1' is cited, and no rulings file of gunfight declares it"
sed -i 's/"BB1"/"D1"/' "$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "a declared one validates" 0
printf 'return {\n  play = function(ctx, me, card)\n    ctx:move(card, me, "table")\n    ctx:logf("D4", "%%p looks", me)\n  end,\n}\n' >"$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "logf's ruling is read too" 3
expect_err "with a suggestion" "spyglass.lua:4: ruling 'D4' is cited, and no rulings file of gunfight declares it (did you mean 'D1'?)"
cp "$ARBITER_HOME/scripts/duelists/spyglass.lua" "$mod/scripts/gunfight/spyglass.lua"
rm "$mod/content/gunfight/rulings.yaml"
sed -i '/^rulings: rulings.yaml$/d' "$mod/content/gunfight/game.yaml"

# A mod's card without rank and suit in a deck whose cards all have them.
deck="$WORK/deck-mod"
"$ARBITER" new card duelists Lasso --dir "$deck" >"$OUT" 2>"$ERR"
grep -qE '^  copies: \[2♠\]$' "$deck/content/duelists/lasso.yaml"
RC=$?
expect_rc "new card follows the deck: a rank and suit" 0
run --content "$deck" validate "$deck"
expect_rc "the new card validates" 0
if grep -q "no rank and suit" "$ERR"; then fail "with no warning"; else ok "with no warning"; fi
sed -i 's/^  copies: \[2♠\]$/  copies: 1/' "$deck/content/duelists/lasso.yaml"
run --content "$deck" validate "$deck"
expect_rc "a card without rank and suit is only a warning" 0
expect_err "which says what to write" "warning: Lasso has no rank and suit, as the game's other cards have: give its copies one each, such as copies: [3♣]"

# Narration formats are read from the script's text: a typo is found without playing the card.
printf 'return {\n  play = function(ctx, me, card)\n    ctx:move(card, me, "table")\n    ctx:logf("D1", "%%p puts %%k on", me, card)\n  end,\n}\n' >"$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "a narration format with an unknown directive exits 3" 3
expect_err "its file, line and directive are named" "spyglass.lua:4: ctx:logf: the format \"%p puts %k on\" has an unknown directive %k"
sed -i 's/%k on", me, card)/%c on", me)/' "$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "a format given fewer values than it takes exits 3" 3
expect_err "the count is given" "spyglass.lua:4: ctx:logf: the format \"%p puts %c on\" takes 2 values, and 1 is given"
sed -i 's/logf("D1"/prop("D1"/; s/%c on", me)/%c on", me, card)/; s/ctx:prop/ctx:stack(0) ctx:logf/' "$mod/scripts/gunfight/spyglass.lua"
run validate "$mod"
expect_rc "an old method name is only a warning" 0
expect_err "with the file, the line and the new name" "spyglass.lua:4: warning: ctx:stack is an old name: write ctx:set_known_top (the old name still works)"
cp "$ARBITER_HOME/scripts/duelists/spyglass.lua" "$mod/scripts/gunfight/spyglass.lua"

printf '  - {file: cards.yaml, type: card}\nbogus_key: 1\n' >>"$mod/content/gunfight/game.yaml"
run validate "$mod"
expect_rc "an unknown key exits 3" 3
expect_err "the key's place is given" "game.yaml:"

run validate "$WORK/no-such-folder"
expect_rc "a missing folder is a wrong argument: exit 2, as for --content" 2

# The shapes every game shares (`schema` with no game) explain their keys
# without naming any game: core's texts do not borrow a game's cards.
run schema --out "$WORK/schemas"
expect_rc "schema writes the shared schemas" 0
if grep -rqE "The Gang|BANG!|EndGame|Missed!|J\*" "$WORK/schemas"; then
  fail "the shared schemas name no game" "$(grep -rhoE '.{40}(The Gang|BANG!|EndGame|Missed!|J\*).{10}' "$WORK/schemas" | head -3)"
else ok "the shared schemas name no game"; fi

finish
