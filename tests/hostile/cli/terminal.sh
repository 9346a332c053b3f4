# Text from a record or a mod never reaches the terminal raw: control
# characters (C0, DEL, C1) and bidirectional overrides are written out
# visibly, --json stays valid JSON with them escaped, and --log keeps the
# text exactly as it was.
source "$(dirname "$0")/../../cli/lib.bash"

ESC=$'\e'
# Every byte sequence a terminal would act on or that reorders text.
raw_free() {
  ! LC_ALL=C grep -qaP '[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]|\xe2\x80[\xaa-\xae]|\xe2\x81[\xa6-\xa9]' "$@"
}
# expect_clean NAME: neither stdout nor stderr of the last run holds such bytes.
expect_clean() {
  if raw_free "$OUT" "$ERR"; then ok "$1"; else fail "$1" "raw control characters reach the terminal"; fi
}

record() {  # record FILE LABEL-LINE...: a duelists record with these entries after the first draw
  local f=$1
  shift
  {
    printf '%s\n' 'arbiter: 1' 'game: duelists' 'seed: 3' 'players: [Ann, Bob]' 'setup:' \
      '  hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}' 'actions:' '  - deck: Shot (3♠)'
    printf '%s\n' "$@"
  } >"$f"
}

FORGE='\e]0;PWNED\a\e[2J\e[1;31mFAKE: ok (game over)\e[0m'
F=${FORGE//\\/\\\\}  # the same, for a sed replacement
record "$WORK/label.yaml" "  - note: \"$FORGE \\u202e ♥ ミスった \\x7f \\u0085\"" \
  "  - Ann: \"play Shot (9♣) -> Bob$FORGE</script>\""
run replay "$WORK/label.yaml" --explain
expect_rc "a forged label is refused" 1
expect_clean "no raw control characters from a label or a note under --explain"
expect_out "the note is shown with its escapes visible" 'note: \x1b]0;PWNED\x07\x1b[2J'
expect_out "bidi overrides, DEL and C1 are visible too" '\u202e ♥ ミスった \x7f \u0085'
expect_err "the refusal quotes the label visibly" 'Bob\x1b]0;PWNED\x07\x1b[2J\x1b[1;31mFAKE: ok (game over)\x1b[0m</script>'

run replay "$WORK/label.yaml" --json
expect_clean "--json escapes control characters"
if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert "\x1b[2J" in d["message"]' "$OUT"; then
  ok "--json is valid JSON keeping the text"
else
  fail "--json is valid JSON keeping the text"
fi
expect_out "--json escapes < for pages" '\u003c/script>'
LC_ALL=C grep -q '<' "$OUT" && fail "no raw < in --json" || ok "no raw < in --json"

record "$WORK/claim.yaml" "  - expect: {\"Bob$FORGE.life\": 2}"
run replay "$WORK/claim.yaml"
expect_rc "an unknown claim path is refused" 2
expect_clean "a claim path is escaped"

record "$WORK/card.yaml"
sed -i "s/Bob: \[Shot (8♦)\]/Bob: [\"Shot$F\"]/" "$WORK/card.yaml"
run replay "$WORK/card.yaml"
expect_rc "an unknown card in the setup is refused" 2
expect_clean "a card name in the setup is escaped"

record "$WORK/game.yaml"
sed -i "s/^game: duelists/game: \"duel$F\"/" "$WORK/game.yaml"
run replay "$WORK/game.yaml"
expect_rc "a game that is no game id is refused" 2
expect_clean "game: is escaped"

record "$WORK/content.yaml"
sed -i "s/^seed: 3/seed: 3\ncontent: \"$F\"/" "$WORK/content.yaml"
run replay "$WORK/content.yaml"
expect_clean "content: is escaped"

record "$WORK/option.yaml"
sed -i "s/^seed: 3/seed: 3\noptions: {\"x$F\": 1}/" "$WORK/option.yaml"
run replay "$WORK/option.yaml"
expect_rc "an unknown option is refused" 2
expect_clean "an option name is escaped"
run sim duelists -n 1 --option "x${ESC}[2J=1"
expect_clean "an option name on the command line is escaped"

record "$WORK/player.yaml" "  - Ann: end turn"
sed -i "s/^players: \[Ann, Bob\]/players: [Ann, \"B$F\"]/; s/Bob: \[/\"B$F\": [/" "$WORK/player.yaml"
run replay "$WORK/player.yaml" --explain --state
expect_clean "a player's name is escaped in narration and state"
run legal "$WORK/player.yaml"
expect_clean "a player's name is escaped by legal"

# --log writes the record back with the text exactly as it was.
record "$WORK/keep.yaml" "  - note: \"$FORGE ♥\""
run replay "$WORK/keep.yaml" --log "$WORK/kept.yaml"
if python3 - "$WORK/keep.yaml" "$WORK/kept.yaml" <<'PY'; then
import sys, yaml
a = yaml.safe_load(open(sys.argv[1]))["actions"][1]["note"]
b = yaml.safe_load(open(sys.argv[2]))["actions"][1]["note"]
assert a == b and "\x1b]0;PWNED\x07" in b, (a, b)
PY
  ok "--log keeps the note's text exactly"
else
  fail "--log keeps the note's text exactly"
fi

# A mod's own text: a game name, a card name and a script's narration.
MOD="$WORK/mod"
mkdir -p "$MOD/content" "$MOD/scripts"
cp -r tests/fixtures/content/duelists "$MOD/content/evil"
cp -r tests/fixtures/scripts/duelists "$MOD/scripts/evil"
sed -i "s/^name: .*/name: \"Evil$F\"/; s/^id: duelists/id: evil/" "$MOD/content/evil/game.yaml"
run --content "$MOD" games
expect_clean "arbiter games escapes a game's name"
run --content "$MOD" cards evil
expect_clean "arbiter cards escapes a game's name"
printf '%s\n' 'seat:' "  badges: [{path: life, label: \"life$FORGE\"}]" \
  "  rows: [{zone: hand, label: \"hand$FORGE\"}, {zone: table}]" \
  "game: {rows: [{zone: deck, show: count, label: \"deck$FORGE\"}]}" >"$MOD/content/evil/view.yaml"
printf 'quit\n' | "$ARBITER" --content "$MOD" play evil --seed 3 --seat Ann=human >"$OUT" 2>"$ERR"
expect_out "play draws the mod's table" "your hand"
expect_clean "play's table escapes a mod's labels"
# A track four billion cells wide: the page draws its ends and the cells
# with a marker, never every cell (the tab would freeze).
printf '%s\n' 'game:' '  tracks:' \
  '    - {name: wide, label: Wide, min: -2000000000, max: 2000000000, markers: [{path: turn, label: turn}]}' \
  '  rows: [{zone: deck}]' >"$MOD/content/evil/view.yaml"
cp "$MOD/content/evil/cards.yaml" "$WORK/cards.yaml"
printf '%s\n' '- {name: Pebble, copies: 200, script: spyglass.lua, text: A pebble.}' >>"$MOD/content/evil/cards.yaml"
record "$WORK/wide.yaml" "  - Ann: end turn"
sed -i 's/^game: duelists/game: evil/' "$WORK/wide.yaml"
timeout 20 "$ARBITER" --content "$MOD" replay "$WORK/wide.yaml" --html "$WORK/wide.html" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "a page with a wide track is written" 0
grep -qF '"wide","Wide",-2000000000,2000000000,[["turn","turn",""]],true]' "$WORK/wide.html" &&
  ok "the page data marks the wide track to be drawn compactly" ||
  fail "the page data marks the wide track to be drawn compactly" "$(grep -o '"tracks":.\{0,120\}' "$WORK/wide.html" | head -2)"
grep -qF 'if (compact)' "$WORK/wide.html" && ok "and the page draws a compact track so" ||
  fail "and the page draws a compact track so"
if python3 -c 'import re,sys
rows = re.findall(r"\"r\.deck\":\{\"n\":(\d+),\"c\":\[([\d,]*)\]", open(sys.argv[1], encoding="utf-8").read())
assert rows, "no deck row"
assert max(int(n) for n, _ in rows) > 200, rows[0][0]
assert all(len(c.split(",")) <= 60 for _, c in rows), max(len(c.split(",")) for _, c in rows)' "$WORK/wide.html"; then
  ok "a row of 200 cards holds its first 60 and the count"
else
  fail "a row of 200 cards holds its first 60 and the count"
fi
cp "$WORK/cards.yaml" "$MOD/content/evil/cards.yaml"
rm "$MOD/content/evil/view.yaml"
sed -i '0,/ctx:move(card, 0, "discard")/s//error("\\27[2Jboom\\226\\128\\174")/' "$MOD/scripts/evil/shot.lua"
run --content "$MOD" sim evil -n 3
expect_clean "a script's error message is escaped by sim"
record "$WORK/evil.yaml" "  - Ann: play Shot (9♣) -> Bob"
sed -i 's/^game: duelists/game: evil/' "$WORK/evil.yaml"
run --content "$MOD" replay "$WORK/evil.yaml"
expect_rc "the broken script is a content error" 3
expect_err "the script's message is shown, escaped" '\x1b[2Jboom\u202e'
expect_clean "a script's error message is escaped by replay"

# A NUL in a label (the YAML escape \0) is shown as \x00, and the message
# goes on past it: a message is read back as a C string, which ended there.
record "$WORK/nul.yaml" '  - Ann: "end \0 turn now"'
run replay "$WORK/nul.yaml"
expect_rc "a label with a NUL is refused" 1
expect_err "the NUL is shown as \\x00 and the label goes on" 'end \x00 turn now'
[ "$(sed -n 's/^.*turn now//p' "$ERR" | head -1 | wc -c)" -gt 5 ] && ok "the refusal goes on after the label" ||
  fail "the refusal goes on after the label"
run replay "$WORK/nul.yaml" --json
if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); m=d["message"]; assert "end \\x00 turn now" in m and not m.endswith("turn now"), m' "$OUT"; then
  ok "--json keeps the whole message, the NUL shown as \\x00"
else
  fail "--json keeps the whole message, the NUL shown as \\x00"
fi

finish
