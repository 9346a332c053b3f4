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
expect_out "its variants are listed" "variant first-takes-ties: House rule"
expect_out "its installed versions are listed" "versions installed 2, 1"
expect_out "each version's change is listed with its rulings" "changelog version 2 (T2): A tied trick scores for nobody"
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
expect_err "two variants replacing one rule are both named" "variants 'first-takes-ties' and 'split-ties' both replace rules.ties"

# Re-judging: version 2's tie rule against version 1's, as a house rule.
run --content "$MOD" replay "$MOD/records/tie-scores-for-nobody.yaml" --variant first-takes-ties
expect_rc "a record judged differently with first-takes-ties exits 1" 1
expect_out "the first differing step is named" "differs at step 2: Bob: play 7♥"
run --content "$MOD" replay "$MOD/records/highest-card-takes-the-trick.yaml" --variant first-takes-ties
expect_rc "a record with no tie is judged the same with first-takes-ties" 0

# Versions: a record is judged under the version of the rules it names.
run --content "$MOD" replay "$MOD/records/v1-ties-first-card-takes-the-tie.yaml"
expect_rc "a version 1 record keeps its verdict" 0
expect_out "one line says it is not the newest" "judged under version 1 of High Trick's rules, as the record's game_version says (the newest is 2"
run --content "$MOD" replay "$MOD/records/v1-ties-first-card-takes-the-tie.yaml" --rules current
expect_rc "--rules current: the verdict differs under today's rules" 1
expect_out "it says what it compares" "under version 2 (today's rules) instead of under version 1"
expect_out "the first step that differs is named" "differs at step 2: Bob: play 7♥"
expect_out "with the narration of both" "(- under version 1, + under version 2)"
run --content "$MOD" replay "$MOD/records/highest-card-takes-the-trick.yaml" --rules current
expect_rc "--rules current on a record of the newest version: no difference" 0
expect_out "it says so" "it was played under version 2, the newest rules already"
run --content "$MOD" replay "$MOD/records/v1-known-by-its-content-digest.yaml"
expect_rc "a record without game_version, known by its digest, keeps its verdict" 0
expect_out "the digest is named as the reason" "the version its content digest 288e1567 was"
if grep -qF "warning" "$ERR"; then fail "a known digest is no warning"; else ok "a known digest is no warning"; fi
run --content "$MOD" replay "$MOD/records/refused-version-not-installed.yaml"
expect_rc "a version not installed exits 3" 3
expect_err "the installed versions are named" "High Trick has no version 3 installed; the installed versions are 2 and 1"
run --content "$MOD" replay "$MOD/records/v1-ties-first-card-takes-the-tie.yaml" --json
expect_out "JSON names the version judged under" '"game_version": 1, "newest_version": 2'
run --content "$MOD" play hightrick --seed 3 --log "$WORK/v.yaml" --quiet
expect_rc "play --log" 0
if grep -qx "game_version: 2" "$WORK/v.yaml"; then ok "play --log writes game_version"; else fail "play --log writes game_version"; fi

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

# A mod says which version of the game it was written for (mod.yaml).
printf 'game_version: 1\n' >"$WORK/joker/content/hightrick/mod.yaml"
run --content "$MOD" --content "$WORK/joker" validate "$WORK/joker"
expect_rc "a mod written for an older version still validates" 0
expect_err "validate warns, naming the rulings changed since" "mod.yaml: warning: the mod was written for version 1 of High Trick, and the installed one is version 2, which changed T2 since"
expect_out "the older version's rules load and compile" "ok hightrick version 1"
printf 'game_version: 2\n' >"$WORK/joker/content/hightrick/mod.yaml"
run --content "$MOD" --content "$WORK/joker" validate "$WORK/joker"
if grep -qF "mod.yaml: warning" "$ERR"; then fail "a mod of the installed version: no warning"; else ok "a mod of the installed version: no warning"; fi
printf 'game_version: two\n' >"$WORK/joker/content/hightrick/mod.yaml"
run --content "$MOD" --content "$WORK/joker" validate "$WORK/joker"
expect_rc "a mod.yaml with a bad version is refused" 3
expect_err "placed, saying what is expected" "mod.yaml:1:15: game_version: expected a whole number of 1 or more"
rm "$WORK/joker/content/hightrick/mod.yaml"

# The same game in two folders: an error unless the later one overrides.
run --content "$MOD" --content "$WORK/tiny" games
expect_rc "a game defined twice is an error" 3
expect_err "the error says how to override" "overrides: true"
printf 'overrides: true\n' >>"$WORK/tiny/content/hightrick/game.yaml"
run --content "$MOD" --content "$WORK/tiny" validate "$WORK/tiny"
expect_rc "with overrides: true the later folder replaces the game" 0

finish
