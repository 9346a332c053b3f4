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
sed -i 's/copies: \[A♠, A♠\]/copies: [A♠]/' "$mod/content/gunfight/cards.yaml"

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
