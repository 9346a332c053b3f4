# Content folders from the command line: a --content or ARBITER_CONTENT folder
# that is missing is refused (exit 2); a mod's script errors name the script
# by a short, whole name however the folder was given; a variant's loading
# problems (a rule of the wrong type, an option value not declared) and
# game.yaml's player counts are refused at file:line:column; `sim --compare`
# reports the games the variant's scripts stopped, in text and JSON; the
# guide's smallest whole game (tests/mods/topcard) validates, plays and simulates.
source "$(dirname "$0")/lib.bash"

# ---- folders that are not there ----
run --content "$WORK/nowhere" validate
expect_rc "a --content folder that does not exist exits 2" 2
expect_err "the folder is named" "--content '$WORK/nowhere': no such folder"
expect_no_out "nothing is validated without it" "ok duelists"

run games --content "$WORK/nowhere"
expect_rc "after the command too" 2

mkdir -p "$WORK/empty"
run --content "$WORK/empty" games
expect_rc "a folder with neither content/ nor scripts/ exits 2" 2
expect_err "it says what a content folder holds" "holds neither content/ nor scripts/"

ARBITER_CONTENT="$WORK/gone" run games
expect_rc "an ARBITER_CONTENT folder that does not exist exits 2" 2
expect_err "the variable and folder are named" "ARBITER_CONTENT '$WORK/gone': no such folder"
ARBITER_CONTENT="::" run games
expect_rc "empty entries of ARBITER_CONTENT are skipped" 0

# ---- a mod card whose script fails, the mod named three ways ----
mod="$WORK/mod"
mkdir -p "$mod/content/duelists" "$mod/scripts/duelists/cards" "$mod/records"
cat >"$mod/content/duelists/cards.yaml" <<'YAML'
- name: Snake Oil
  type: card
  copies: [2♣]
  script: cards/snake-oil.lua
  text: Drink it.
YAML
printf 'return {\n  play = function(ctx, me, card)\n    os.execute("true")\n  end,\n}\n' >"$mod/scripts/duelists/cards/snake-oil.lua"
cat >"$mod/records/oil.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
setup:
  hands: {Ann: [Snake Oil (2♣)], Bob: []}
actions:
  - Ann: play Snake Oil (2♣)
YAML
for given in mod ./mod/ "$mod" ../"$(basename "$WORK")"/mod; do
  (cd "$WORK" && "$ARBITER" --content "$given" replay mod/records/oil.yaml >"$OUT" 2>"$ERR")
  RC=$?
  expect_rc "--content $given: a script error exits 3" 3
  expect_err "--content $given: the script is named whole, and its card" \
    "script error: duelists/cards/snake-oil.lua:3: unknown global 'os' (script of Snake Oil)"
done

printf 'return {\n  play = function(ctx, me, card)\n    local x = {\n  end,\n}\n' >"$mod/scripts/duelists/cards/snake-oil.lua"
(cd "$WORK" && "$ARBITER" --content mod validate mod >"$OUT" 2>"$ERR")
RC=$?
expect_rc "a mod script that does not compile exits 3" 3
expect_err "validate names the script and its card" "duelists/cards/snake-oil.lua:4: unexpected symbol"
expect_err "and the card" "(script of Snake Oil)"

# The same path as a script of the game's own: the mod's is named by its folder.
printf 'error("mine")\nreturn {}\n' >"$mod/scripts/duelists/shot.lua"
sed -i 's#cards/snake-oil.lua#shot.lua#' "$mod/content/duelists/cards.yaml"
(cd "$WORK" && "$ARBITER" --content mod validate mod >"$OUT" 2>"$ERR")
expect_err "a script with the game's own path is named by its folder" "mod/scripts/duelists/shot.lua:1: mine (script of Snake Oil)"
expect_no_out "and Shot, whose script has the short name, is not blamed" "Shot)"
rm -rf "$mod"

# ---- variants that would fail at run time ----
mod="$WORK/vmod"
mkdir -p "$mod/content/duelists/variants"
printf 'description: Lots of life.\nrules:\n  life: lots\n' >"$mod/content/duelists/variants/lots.yaml"
run --content "$mod" validate "$mod"
expect_rc "a rule of the wrong type exits 3" 3
expect_err "placed, with what was expected" \
  "lots.yaml:3:9: rules.life: expected an integer (game 'duelists' has life: 3), not text 'lots'"
run --content "$mod" sim duelists -n 2 --variant lots
expect_rc "sim refuses it before playing" 3
rm "$mod/content/duelists/variants/lots.yaml"

# A game with an option whose values are declared.
game="$WORK/gmod"
mkdir -p "$game/content" "$game/scripts"
cp -r "$ARBITER_HOME/content/duelists" "$game/content/optioned"
cp -r "$ARBITER_HOME/scripts/duelists" "$game/scripts/optioned"
rm -rf "$game/content/optioned/variants"
sed -i 's/^id: duelists/id: optioned/' "$game/content/optioned/game.yaml"
printf 'options:\n  pace:\n    default: slow\n    values: [slow, fast]\n' >>"$game/content/optioned/game.yaml"
mkdir -p "$game/content/optioned/variants"
printf 'description: Insane pace.\noptions: {pace: insane}\n' >"$game/content/optioned/variants/insane.yaml"
run --content "$game" validate "$game"
expect_rc "a variant's option value that is not declared exits 3" 3
expect_err "placed, with the values allowed" "insane.yaml:2:17: option pace: expected one of slow, fast, not 'insane'"
expect_out "the game itself is ok" "ok optioned ("
rm "$game/content/optioned/variants/insane.yaml"

sed -i 's/default: slow/default: medium/' "$game/content/optioned/game.yaml"
run --content "$game" validate "$game"
expect_rc "an option's default outside its values exits 3" 3
expect_err "the default is placed" "game.yaml:29:14: option pace: expected one of slow, fast, not 'medium'"
sed -i 's/default: medium/default: slow/' "$game/content/optioned/game.yaml"

sed -i 's/^players: .*/players: {min: 3, max: 2, default: 5}/' "$game/content/optioned/game.yaml"
run --content "$game" validate "$game"
expect_rc "players.max under min exits 3" 3
expect_err "placed, with what was expected" "game.yaml:6:24: players.max: expected at least min (3), not 2"
sed -i 's/^players: .*/players: {min: 2, max: 4, default: 5}/' "$game/content/optioned/game.yaml"
run --content "$game" validate "$game"
expect_rc "players.default outside min..max exits 3" 3
expect_err "the default is placed" "game.yaml:6:36: players.default: expected 2 to 4 (min to max), not 5"
sed -i 's/^players: .*/players: {min: 0, max: 4}/' "$game/content/optioned/game.yaml"
run --content "$game" validate "$game"
expect_rc "players.min under 1 exits 3" 3
expect_err "min is placed" "players.min: expected 1 or more, not 0"

# ---- sim --compare with a variant whose script fails ----
mkdir -p "$mod/scripts/duelists/variants"
printf 'description: Shots that fail.\ncards:\n  - {name: Shot, wrap: variants/boom.lua}\n' >"$mod/content/duelists/variants/boom.yaml"
cat >"$mod/scripts/duelists/variants/boom.lua" <<'LUA'
return function(base)
  local m = {}
  for k, v in pairs(base) do m[k] = v end
  m.play = function(ctx, me, card, target)
    local nothing = nil
    return nothing.there
  end
  return m
end
LUA
(cd "$WORK" && "$ARBITER" --content vmod sim duelists -n 8 --seed 3 --compare boom >"$OUT" 2>"$ERR")
RC=$?
expect_rc "compare with a failing variant exits 1" 1
expect_out "both sides' errors are counted" "errors 0 / "
expect_out "the variant's errors are listed with their seeds" "error with boom at seed 3: script error: duelists/variants/boom.lua:6:"
expect_out "the wrapper is named" "(wrapper of Shot by variant boom)"
expect_out "no difference is made up" "nothing to compare: every game with the variant stopped on a script error"
expect_no_out "no table of differences" "difference (95% intervals)"

(cd "$WORK" && "$ARBITER" --content vmod sim duelists -n 8 --seed 3 --compare boom --json >"$OUT" 2>"$ERR")
RC=$?
expect_rc "--json: exits 1 too" 1
if python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
w = d["with"]
assert w["errors"] == 8 and w["error_seeds"] == list(range(3, 11)), w
assert len(w["error_messages"]) == 5 and w["error_messages"][0]["seed"] == 3, w["error_messages"]
assert "duelists/variants/boom.lua:6:" in w["error_messages"][0]["message"]
assert d["result"]["errors"] == 0 and d["result"]["error_messages"] == []
assert all(t["games"] == 0 for t in w["sides"]), w["sides"]
' "$OUT"; then ok "--json: the variant's errors, seeds and first messages"
else fail "--json: the variant's errors, seeds and first messages"; fi

# The same variant played alone reports alike.
(cd "$WORK" && "$ARBITER" --content vmod sim duelists -n 8 --seed 3 --variant boom >"$OUT" 2>"$ERR")
RC=$?
expect_rc "--variant boom exits 1" 1
expect_out "its errors are listed" "error at seed 3: script error: duelists/variants/boom.lua:6:"
expect_out "and the rest counted" "... and 3 more errors"

# ---- the smallest whole game, docs/authoring.md's game.yaml example ----
run --content tests/mods/topcard validate tests/mods/topcard
expect_rc "the guide's example game validates" 0
expect_out "it is checked" "ok topcard (1 definitions"
run --content tests/mods/topcard sim topcard -n 200 --players 3 --bots basic
expect_rc "it simulates" 0
expect_out "every game finishes" "finished 200, unfinished 0"
expect_out "its seat names are used" "North "
run --content tests/mods/topcard sim topcard -n 50 --option ties=nobody --players 4
expect_rc "with its option" 0
run --content tests/mods/topcard play topcard --seed 4 --log "$WORK/top.yaml" --quiet
expect_rc "a game plays to its end" 0
run --content tests/mods/topcard replay "$WORK/top.yaml"
expect_rc "and replays" 0

finish
