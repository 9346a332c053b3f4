# arbiter games: each game with its player counts, options and variants; a
# game whose content is broken is listed as such, with the reason on stderr.
source "$(dirname "$0")/lib.bash"

run games
expect_rc "games exits 0" 0
expect_out "duelists is listed with its player counts" "duelists  Duelists  2-4 players (default 2)"
expect_out "a variant is listed with its description" "variant red-dodge: A shot is dodged on any red card"
expect_out "the content digest is shown" "content "

# A broken game: listed, explained on stderr, exit 3.
mkdir -p "$ARBITER_HOME/content/broken"
printf 'id: broken\nname: Broken\nplayers: {min: 2, max: 2}\nscript: game.lua\n' >"$ARBITER_HOME/content/broken/game.yaml"
run games
expect_rc "a broken game makes games exit 3" 3
expect_out "the broken game is listed" "broken  broken"
expect_out "the good game is still listed" "duelists  Duelists"
expect_err "the reason is on stderr" "broken/game.yaml"
rm -rf "$ARBITER_HOME/content/broken"

# A mod folder given with --content adds its games.
mkdir -p "$WORK/mod/content" "$WORK/mod/scripts"
cp -r "$ARBITER_HOME/content/duelists" "$WORK/mod/content/duelers"
cp -r "$ARBITER_HOME/scripts/duelists" "$WORK/mod/scripts/duelers"
sed -i 's/^id: duelists/id: duelers/; s/^name: Duelists/name: Duelers/' "$WORK/mod/content/duelers/game.yaml"
run --content "$WORK/mod" games
expect_rc "games with --content exits 0" 0
expect_out "a game from --content is listed" "duelers  Duelers"

# No game at all: an error, exit 3.
mkdir -p "$WORK/empty"
ARBITER_HOME="$WORK/empty" run games
expect_rc "no game found exits 3" 3
expect_err "it says where it looked" "no games installed"

finish
