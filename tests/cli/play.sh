# arbiter play: bots and people; the record it writes replays; --log is never
# written over an existing file without --force; a person sees only their own
# view, picks by number or label, asks a card's text with ?; --resume plays on.
source "$(dirname "$0")/lib.bash"

run play duelists --seed 3 --log "$WORK/a.yaml"
expect_rc "a bot game exits 0" 0
expect_out "the result is printed" "game over after"
expect_out "the record is announced" "record written to $WORK/a.yaml"

run replay "$WORK/a.yaml"
expect_rc "the written record replays" 0
expect_out "the replay reaches the end" "ok (game over)"

# The same seed in another process gives the same record.
run play duelists --seed 3 --log "$WORK/b.yaml"
expect_same "the same seed, the same record" "$WORK/a.yaml" "$WORK/b.yaml"

# --log never replaces a file unless told.
echo "keep me" >"$WORK/keep.yaml"
run play duelists --seed 4 --log "$WORK/keep.yaml"
expect_rc "an existing --log file is refused" 2
expect_err "the refusal says to use --force" "use --force"
if [ "$(cat "$WORK/keep.yaml")" = "keep me" ]; then ok "the existing file is untouched"; else fail "the existing file is untouched"; fi
run play duelists --seed 4 --log "$WORK/keep.yaml" --force
expect_rc "--force replaces it" 0
if grep -q "^game: duelists" "$WORK/keep.yaml"; then ok "the replaced file is the record"; else fail "the replaced file is the record"; fi
if ls "$WORK"/keep.yaml.tmp* >/dev/null 2>&1; then fail "no temporary file is left"; else ok "no temporary file is left"; fi

run play duelists --players 3 --seed 5 --bots basic
expect_rc "three players with basic bots" 0
# The search level the engine plays for any game, here a fixture mod's: its
# game replays, and the same seed gives the same game in another process.
run play duelists --seed 6 --seat Bob=search --search-playouts 8 --log "$WORK/s1.yaml"
expect_rc "a search seat plays" 0
run replay "$WORK/s1.yaml"
expect_rc "the search seat's game replays" 0
run play duelists --seed 6 --seat Bob=search --search-playouts 8 --log "$WORK/s2.yaml"
expect_same "a search game, the same seed: the same record" "$WORK/s1.yaml" "$WORK/s2.yaml"
run play duelists --bots search --search-playouts 0
expect_rc "--search-playouts 0 is refused" 2
expect_err "the refusal says what it takes" "--search-playouts must be 1 or more"

run play duelists --players 7
expect_rc "a player count the game does not allow exits 2" 2
expect_err "the allowed counts are named" "2 to 4 players"
run play duelists --seat Zed=human
expect_rc "an unknown seat exits 2" 2

# A person at seat Ann, typing on stdin: seed 3 opens with Ann holding
# Shot (9♣) and Shot (3♠), Bob one hidden card.
"$ARBITER" play duelists --seed 3 --seat Ann=human --log "$WORK/h.yaml" >"$OUT" 2>"$ERR" <<'INPUT'
?Shot
?1
?Nope
9
play Shot (9♣) -> Bob
2
quit
INPUT
RC=$?
expect_rc "quitting is no failure" 0
expect_block "options are numbered, grouped, cards in order" "play:
  1) play Shot (3♠) -> Bob
  2) play Shot (9♣) -> Bob
other:
  3) end turn"
expect_block "the person sees the table: each seat, the deck, their own hand" "> Ann  life 3  hand 2
  Bob  life 3  hand 1
deck 8
your hand: Shot (9♣), Shot (3♠)"
expect_out "?NAME shows a card's text" "Shot: Shoot a player within reach"
expect_out "?NAME of no card says so" "no card is called 'Nope'"
expect_out "a number out of range is refused" "pick 1 to 3"
expect_out "a label picks an option" "Ann: play Shot (9♣) -> Bob"
expect_out "how to go on is shown" "to go on: arbiter play --resume $WORK/h.yaml --seat Ann=human"
if grep -q "Ann: play Shot (9♣) -> Bob" "$WORK/h.yaml" && grep -q "Ann: end turn" "$WORK/h.yaml"; then
  ok "the person's decisions are in the record"
else fail "the person's decisions are in the record"; fi

# --resume: replay the record, then bots play on; the new record holds both parts.
run play --resume "$WORK/h.yaml" --log "$WORK/h2.yaml"
expect_rc "resume plays to the end" 0
expect_out "resume says where it starts" "resuming $WORK/h.yaml after step"
head -n "$(wc -l <"$WORK/h.yaml")" "$WORK/h2.yaml" >"$WORK/h2-head.yaml"
expect_same "the resumed record starts with the original" "$WORK/h.yaml" "$WORK/h2-head.yaml"
run replay "$WORK/h2.yaml"
expect_rc "the resumed record replays" 0
expect_out "to the end of the game" "ok (game over)"

run play --resume "$WORK/h.yaml" --players 3
expect_rc "resume takes the players from the record" 2

# A person resuming at Bob's seat.
"$ARBITER" play --resume "$WORK/h.yaml" --seat Bob=human >"$OUT" 2>"$ERR" <<'INPUT'
quit
INPUT
RC=$?
expect_rc "a person may resume a seat" 0
expect_out "Bob is asked" "Bob> "

# A refused record cannot be resumed.
sed 's/Ann: play Shot (9♣) -> Bob/Ann: play Shot (9♣) -> Ann/' "$WORK/h.yaml" >"$WORK/bad.yaml"
run play --resume "$WORK/bad.yaml"
expect_rc "an illegal record cannot be resumed" 1
expect_err "the reason names the step" "step 2"

# Options naming several cards after the same words fold into one line,
# the cards asked second (BANG!'s Sid Ketchum discards any two: seed 1 gives
# Ann six cards at the end of her turn).
printf '1\nend turn\n1\n5\nquit\n' | "$ARBITER" --content "$PWD" play bang --players 5 --seed 1 --seat Ann=human >"$OUT" 2>"$ERR"
expect_out "the pairs of cards take one line" "  1) ability discard ... (13 ways: asked next)"
expect_out "the other options keep theirs" "  2) discard BANG! (J♦)"
expect_block "the pairs are asked next, one to a line" "  which cards?   (enter: back)
    1) BANG! (J♦), BANG! (Q♥)"
expect_out "and the pair picked is played" "Ann: ability discard BANG! (Q♥), BANG! (Q♦)"
printf '1\nend turn\n1\nquit\n' | "$ARBITER" --content "$PWD" play bang --players 5 --seed 1 --seat Ann=human >"$OUT" 2>"$ERR"
expect_out "quit also stops the game where the cards or a target are asked" "stopped by the player"

# A decision several players may take at once (The Gang's chips): a person
# may wait, and the others (people in turn, then a bot) move first.
printf 'w\nw\nw\n1\nq\n' >"$WORK/waits"
run --content "$PWD" play thegang --players 3 --seed 2 --seat Ann=human --seat Bob=human --bots basic <"$WORK/waits"
expect_out "waiting is offered where others may act" "w) wait: let the others move first"
expect_out "Ann waits, then Bob is asked" "Bob> w"
expect_out "when every person waits, a bot moves" "Cid: take white"
expect_out "then the people are asked again, and one acts" "Bob: take white 1"
printf 'w\nq\n' >"$WORK/no-wait"
run play duelists --players 2 --seat Ann=human <"$WORK/no-wait"
expect_no_out "no waiting on a decision only one player may take" "w) wait"
expect_out "and 'w' says why" "nobody else can act on this decision"

# Defaults: basic bots, and a fresh seed printed and kept in the record.
run play duelists --log "$WORK/fresh.yaml"
expect_rc "a game without --seed exits 0" 0
seed=$(sed -n 's/^seed \([0-9]*\) (the same deal again: --seed \([0-9]*\))$/\1/p' "$OUT")
if [ -n "$seed" ] && grep -q "^seed: $seed\$" "$WORK/fresh.yaml"; then ok "the fresh seed is printed and kept in the record"
else fail "the fresh seed is printed and kept in the record" "seed '$seed'"; fi
run play duelists --seed "$seed" --bots basic --log "$WORK/again.yaml"
expect_same "the printed seed and basic bots give the same game" "$WORK/fresh.yaml" "$WORK/again.yaml"
run play duelists --log "$WORK/fresh2.yaml"
if cmp -s "$WORK/fresh.yaml" "$WORK/fresh2.yaml"; then fail "two runs without --seed deal differently"; else ok "two runs without --seed deal differently"; fi
run play duelists --seed 3 --log "$WORK/bots-default.yaml"
run play duelists --seed 3 --bots basic --log "$WORK/bots-basic.yaml"
expect_same "the bots are basic unless told" "$WORK/bots-default.yaml" "$WORK/bots-basic.yaml"
run play --help
expect_out "--help shows the bots' default" "--bots LEVEL=basic"
expect_out "--help says what the seed defaults to" "a fresh one, printed"
run sim --help
expect_out "sim --help says --compare plays basic bots" "basic with --compare"

# Quitting without --log keeps the game and says where; the command to go
# on is printed whole, with the person's seat.
printf 'quit\n' | "$ARBITER" play duelists --seed 13 --seat Ann=human >"$OUT" 2>"$ERR"
RC=$?
expect_rc "quitting without --log exits 0" 0
saved="$XDG_STATE_HOME/arbiter/duelists-13.yaml"
expect_out "it says where the game is kept" "game saved to $saved"
expect_out "the command to go on keeps the seat" "to go on: arbiter play --resume $saved --seat Ann=human --bots basic"
run replay "$saved"
expect_rc "the kept game replays" 0
printf 'quit\n' | "$ARBITER" play duelists --seed 13 --seat Ann=human >"$OUT" 2>"$ERR"
expect_out "a second one gets a name of its own" "game saved to $XDG_STATE_HOME/arbiter/duelists-13-2.yaml"
printf 'quit\n' | "$ARBITER" play --resume "$saved" --seat Ann=human >"$OUT" 2>"$ERR"
expect_out "the printed command asks the person again" "Ann> "

# A variant in a folder here that --content would add: the error says so.
mkdir -p "$WORK/here/house/content/duelists/variants"
cp "$ARBITER_HOME/content/duelists/variants/one-life.yaml" "$WORK/here/house/content/duelists/variants/big-life.yaml"
(cd "$WORK/here" && "$ARBITER" play duelists --variant big-life --seed 1) >"$OUT" 2>"$ERR"
RC=$?
expect_rc "an unknown variant exits 3" 3
expect_err "the hint names the folder" "hint: house/ holds variant 'big-life' of duelists: add --content house"
(cd "$WORK/here" && "$ARBITER" --content house play duelists --variant big-life --seed 1) >"$OUT" 2>"$ERR"
RC=$?
expect_rc "with --content the variant plays" 0
(cd "$WORK/here" && "$ARBITER" play duelists --variant no-such --seed 1) >"$OUT" 2>"$ERR"
if grep -q "hint:" "$ERR"; then fail "no hint where no folder holds it"; else ok "no hint where no folder holds it"; fi

# A game an error stops still leaves its record, and replaying it meets the
# same error: a modder has something to debug with.
run play duelists --variant broken-shot --seed 1 --log "$WORK/boom.yaml"
expect_rc "a script error stops the game: exit 3" 3
expect_err "the error names the script" "shot-broken.lua"
expect_err "the record so far is written" "record so far written to $WORK/boom.yaml"
run replay "$WORK/boom.yaml"
expect_rc "replaying it meets the error again" 3
expect_err "the same error" "boom"

finish
