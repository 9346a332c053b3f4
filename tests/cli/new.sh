# arbiter new card|variant|game: the files a mod starts from, which validate
# and test pass at once, for every shipped game; never over a file.
source "$(dirname "$0")/lib.bash"
export ARBITER_HOME="$PWD"

mod="$WORK/my-mod"
run new card bang "Throwing Axe" --dir "$mod"
expect_rc "new card writes a card for BANG!" 0
expect_out "the definition" "wrote $mod/content/bang/throwing-axe.yaml"
expect_out "its script" "wrote $mod/scripts/bang/cards/throwing-axe.lua"
expect_out "a record refused on purpose, in EXPECTED.json" "wrote $mod/records/EXPECTED.json"
grep -qF -- "options = function(ctx, me, card, offer) end," "$mod/scripts/bang/cards/throwing-axe.lua" &&
  grep -qF -- "-- turn_start = function(ctx, me, card) end," "$mod/scripts/bang/cards/throwing-axe.lua" &&
  grep -qF -- "---@type bang.card" "$mod/scripts/bang/cards/throwing-axe.lua"
RC=$?
expect_rc "the script has the required hooks, the others as comments, and its class" 0
! grep -q "quick_options" "$mod/scripts/bang/cards/throwing-axe.lua"
RC=$?
expect_rc "a hook hooks.yaml marks retired is left out" 0
# The editor's files: each schema named as written, the Lua annotations and
# the settings that name them, and every YAML file naming its schema.
expect_out "each schema file is named" "wrote $mod/schemas/bang/record.schema.json"
expect_out "the definitions' schema too" "wrote $mod/schemas/bang/definitions.schema.json"
expect_no_out "no wildcard" "*.schema.json"
for k in $(ARBITER_HOME="$PWD" "$ARBITER" schema bang | awk '{print $1}'); do
  [ -f "$mod/schemas/bang/$k.schema.json" ] || fail "schema $k written"
done
expect_out "the Lua annotations" "wrote $mod/types/bang.lua"
grep -qF -- "---@class bang.card" "$mod/types/bang.lua"
RC=$?
expect_rc "they are lua-types bang's" 0
expect_out "the Lua language server's settings" "wrote $mod/.luarc.json"
python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); assert s["workspace.library"] == ["types"], s' "$mod/.luarc.json"
RC=$?
expect_rc ".luarc.json is JSON naming types/" 0
expect_out "luacheck's settings" "wrote $mod/.luacheckrc"
# One source: the repository's .luacheckrc is what the program writes from the sandbox's list.
run lua-types --luacheckrc
expect_rc "lua-types --luacheckrc" 0
if cmp -s "$OUT" .luacheckrc; then ok "the repository's .luacheckrc is lua-types --luacheckrc's (regenerate it so)"
else fail "the repository's .luacheckrc is lua-types --luacheckrc's (regenerate it so)" "$(diff "$OUT" .luacheckrc | head -5)"; fi
cmp -s "$mod/.luacheckrc" .luacheckrc
RC=$?
expect_rc "they are the project's own .luacheckrc (the sandbox's globals)" 0
head -1 "$mod/records/throwing-axe.yaml" | grep -qxF '# yaml-language-server: $schema=../schemas/bang/record.schema.json' &&
  head -1 "$mod/records/throwing-axe-refused.yaml" | grep -qF 'schemas/bang/record.schema.json' &&
  head -1 "$mod/content/bang/throwing-axe.yaml" | grep -qF '$schema=../../schemas/bang/definitions.schema.json'
RC=$?
expect_rc "every YAML file written names its schema, the records too" 0
grep -qE '^  copies: \[[0-9JQKA]+[♠♥♦♣]\]$' "$mod/content/bang/throwing-axe.yaml"
RC=$?
expect_rc "a card of BANG!'s suited deck gets a rank and suit" 0
if command -v luacheck >/dev/null; then
  (cd "$mod" && luacheck --quiet --formatter plain scripts) >"$OUT" 2>"$ERR"
  RC=$?
  expect_rc "luacheck passes the new script with the written .luacheckrc" 0
fi
run --content "$mod" validate "$mod"
expect_rc "it validates at once" 0
run --content "$mod" test "$mod/records"
expect_rc "its records pass at once" 0
expect_out "both of them" "2 passed, 0 failed"

run new card bang "Throwing Axe" --dir "$mod"
expect_rc "a second time is refused" 2
expect_err "the name is taken" "has a definition named 'Throwing Axe' already"

run new card bang "Old Timer" --type character --dir "$mod"
expect_rc "a character" 0
expect_out "the schemas are written again" "wrote $mod/schemas/bang/record.schema.json"
expect_no_out "the settings are the modder's once written" ".luarc.json"
grep -qE '^  copies: 1$' "$mod/content/bang/old-timer.yaml"
RC=$?
expect_rc "a character, without rank and suit like BANG!'s, gets a count" 0
grep -qF -- "---@type bang.character" "$mod/scripts/bang/characters/old-timer.lua" &&
  ! grep -q "quick_extra_options" "$mod/scripts/bang/characters/old-timer.lua"
RC=$?
expect_rc "with the character's class, and no retired hook" 0
grep -qF '"old-timer-refused"' "$mod/records/EXPECTED.json" && grep -qF '"throwing-axe-refused"' "$mod/records/EXPECTED.json"
RC=$?
expect_rc "EXPECTED.json keeps the earlier entry" 0
run new card bang Spur --type weapon --dir "$mod"
expect_rc "a type the game lacks is refused" 2
expect_err "with the types" "its types are card, character, role"

run new variant bang long-reach --dir "$mod"
expect_rc "new variant" 0
expect_out "the variant file" "wrote $mod/content/bang/variants/long-reach.yaml"
grep -qF "#   base_reach: 1" "$mod/content/bang/variants/long-reach.yaml"
RC=$?
expect_rc "the game's rules, ready to uncomment" 0
head -1 "$mod/records/long-reach.yaml" | grep -qF '$schema=../schemas/bang/record.schema.json'
RC=$?
expect_rc "the variant's record names its schema" 0
run --content "$mod" validate "$mod"
expect_rc "the mod with both validates" 0
expect_out "the variant too" "ok bang variant long-reach"
run --content "$mod" test "$mod/records"
expect_rc "and every record passes" 0
expect_out "all of them" "5 passed, 0 failed"

for spec in "thegang Safecracker specialist" "thegang Tripwire challenge" "endgame Crash card"; do
  set -- $spec
  other="$WORK/mod-$1-$3"
  run new card "$1" "$2" --type "$3" --dir "$other"
  expect_rc "new card $1 $3" 0
  run --content "$other" validate "$other"
  expect_rc "$1's $3 validates at once" 0
  run --content "$other" test "$other/records"
  expect_rc "$1's $3 records pass at once" 0
done

game="$WORK/new-game"
run new game mini "Mini Card" --dir "$game"
expect_rc "new game" 0
expect_out "its rules script" "wrote $game/scripts/mini/game.lua"
head -1 "$game/records/mini-bots.yaml" | grep -qF '$schema=../schemas/mini/record.schema.json'
RC=$?
expect_rc "the game's records name their schema" 0
expect_out "the game's Lua annotations" "wrote $game/types/mini.lua"
# The schemas renewed once the mod changes: schema --out replaces them only with --force.
run --content "$game" schema mini --out "$game/schemas/mini"
expect_rc "schema --out refuses to replace the schemas" 2
expect_err "and says how" "use --force to replace it"
run --content "$game" schema mini --out "$game/schemas/mini" --force
expect_rc "schema --out --force renews them" 0
run --content "$game" validate "$game"
expect_rc "the new game validates" 0
run --content "$game" test "$game/records" --coverage
expect_rc "its records pass and cover its rulings and cards" 0
expect_out "a game between bots and a refusal" "2 passed, 0 failed"
run --content "$game" sim mini -n 20
expect_rc "it plays" 0
run new game bang --dir "$WORK/again"
expect_rc "an installed game's id is refused" 2

finish
