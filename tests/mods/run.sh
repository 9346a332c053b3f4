# Mods: a whole game that lives in a mod folder (tests/mods/tiny: High
# Trick) is found with --content or ARBITER_CONTENT, validates, plays,
# replays, runs its records, is re-judged with a variant, and a record
# played with other content is warned about and still judged. A second
# folder adds a card to it, and replaces it only when it says so.
# Run from the repository root: bash tests/mods/run.sh path/to/arbiter
source "$(dirname "$0")/../cli/lib.bash"
MOD=$(realpath tests/mods/tiny)
# The fixture root lib.bash makes has no shared scripts; High Trick imports lib/events.
cp -r scripts/lib "$ARBITER_HOME/scripts/"

run games
expect_no_out "without the mod folder there is no High Trick" "hightrick"

run --content "$MOD" games
expect_rc "games with --content exits 0" 0
expect_out "the mod's game is listed with its version" "hightrick  High Trick  2-4 players (default 2), version 2"
expect_out "its variants are listed" "variant v1-ties: Version 1's ties"
expect_out "the installed games are still there" "duelists  Duelists"

ARBITER_CONTENT="$MOD" run games
expect_out "ARBITER_CONTENT adds the folder too" "hightrick  High Trick"

run --content "$MOD" validate "$MOD"
expect_rc "the mod validates" 0
expect_out "the game is checked" "ok hightrick"
expect_out "each variant is checked" "ok hightrick variant heart-bonus"

run --content "$MOD" play hightrick --seed 3 --log "$WORK/game.yaml" --quiet
expect_rc "a game of the mod plays to its end" 0
run --content "$MOD" replay "$WORK/game.yaml"
expect_rc "its record replays" 0
expect_out "to the end" "ok (game over)"
run --content "$MOD" play hightrick --seed 4 --players 3 --variant heart-bonus --log "$WORK/bonus.yaml" --quiet
expect_rc "a game with the trigger variant plays" 0
run --content "$MOD" replay "$WORK/bonus.yaml"
expect_rc "and replays" 0

run --content "$MOD" test "$MOD/records"
expect_rc "the mod's records pass against EXPECTED.json" 0
expect_out "the conflict record is refused as expected" "refused-conflicting-variants.yaml (exit 3)"

run --content "$MOD" replay "$MOD/records/refused-conflicting-variants.yaml"
expect_err "two variants replacing one rule are both named" "variants 'v1-ties' and 'split-ties' both replace rules.ties"

# Re-judging: version 2's tie rule against version 1's, shipped as a variant.
run --content "$MOD" replay "$MOD/records/tie-scores-for-nobody.yaml" --variant v1-ties
expect_rc "a record judged differently under v1-ties exits 1" 1
expect_out "the first differing step is named" "differs at step 2: Bob: play 7♥"
run --content "$MOD" replay "$MOD/records/highest-card-takes-the-trick.yaml" --variant v1-ties
expect_rc "a record with no tie is judged the same under v1-ties" 0

# Content changed since the record was played: said first, still judged.
cp -r "$MOD" "$WORK/tiny"
run --content "$WORK/tiny" replay "$WORK/game.yaml"
expect_rc "the same mod elsewhere has the same digest: no warning" 0
expect_no_out "no warning on stdout" "warning"
if grep -qF "warning" "$ERR"; then fail "no digest warning for a moved mod"; else ok "no digest warning for a moved mod"; fi
printf '# a comment changes the digest\n' >>"$WORK/tiny/content/hightrick/game.yaml"
run --content "$WORK/tiny" replay "$WORK/game.yaml"
expect_rc "a record that pins everything is still judged" 0
expect_err "the digest mismatch is said" "but the installed content of 'hightrick' is"

# A second folder adds a card to the mod's game.
mkdir -p "$WORK/joker/content/hightrick" "$WORK/joker/scripts/hightrick"
printf -- '- {name: Joker, type: card, text: Worth nothing.}\n' >"$WORK/joker/content/hightrick/joker.yaml"
run --content "$MOD" --content "$WORK/joker" cards hightrick
expect_rc "cards with two folders exits 0" 0
expect_out "the added card is listed" "Joker"

# The same game in two folders: an error unless the later one overrides.
run --content "$MOD" --content "$WORK/tiny" games
expect_rc "a game defined twice is an error" 3
expect_err "the error says how to override" "overrides: true"
printf 'overrides: true\n' >>"$WORK/tiny/content/hightrick/game.yaml"
run --content "$MOD" --content "$WORK/tiny" validate "$WORK/tiny"
expect_rc "with overrides: true the later folder replaces the game" 0

finish
