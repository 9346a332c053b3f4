# arbiter record: a real table's game typed in as it happens. The setup the
# table knows, chance asked for, refusals on the spot, undo, quit keeping
# what was entered; the record replays to the digest record printed.
source "$(dirname "$0")/lib.bash"

# replays_to_digest WHAT FILE [OPTION...]: the record FILE that `record` just
# wrote replays, exit 0, to the digest it printed (in $OUT); OPTIONs go
# before `replay` (--content).
replays_to_digest() {
  local what=$1 file=$2 digest
  shift 2
  digest=$(grep -o 'digest [0-9a-f]*' "$OUT" | cut -d' ' -f2)
  run "$@" replay "$file" --json
  expect_rc "$what replays" 0
  expect_out "$what replays to the digest record printed" "\"digest\": \"$digest\""
}
# expect_yaml WHAT FILE CONDITION: FILE read as YAML into `d` makes the
# Python CONDITION true.
expect_yaml() {
  if python3 -c "import sys,yaml; d=yaml.safe_load(open(sys.argv[1])); sys.exit(not ($3))" "$2"; then
    ok "$1"
  else fail "$1" "$(cat "$2")"; fi
}

printf 'hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}\n\nShot (3♠)\nplay Shot (8♦) -> Bob\nplay shot 9c -> bob\nShot (7♦)\nundo\nShot (7♦)\nquit\n' >"$WORK/in.txt"
"$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/rec.yaml" <"$WORK/in.txt" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "record exits 0 when quit" 0
expect_out "chance is asked, not chosen, saying where the card goes where nothing else is known" "chance: as play begins, into Ann's hand: which card came out of the draw pile? (the seed would give"
expect_out "a draw a card's rule makes names the card (its script is the one drawing)" "chance: Shot: which card came out of the draw pile?"
expect_out "a move the rules refuse is refused on the spot, with the reason" "refused: Ann does not hold Shot (8♦): it is in Bob's hand (dealt in setup)"
expect_out "a label as people type it is taken" "step 2  Ann: play Shot (9♣) -> Bob"
expect_out "undo takes back the last entry" "undone: deck: Shot (7♦)"
expect_out "quit keeps what was entered" "record written to $WORK/rec.yaml (3 steps)"
replays_to_digest "the record" "$WORK/rec.yaml"
run replay "$WORK/rec.yaml" --strict
expect_rc "everything entered is pinned" 0

# A card not seen is left to the seed, and --strict says so.
printf '\n\n3\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/seed.yaml" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "record exits 0" 0
expect_out "a chance left to the seed is said" "left to the seed"
run replay "$WORK/seed.yaml" --strict
expect_rc "--strict refuses what rests on the seed" 1

# A wrong setup line is refused and may be typed again.
printf 'hands: {Ann: [Shot (9♣)], Bob: [Shot (9♣)]}\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --log "$WORK/bad.yaml" >"$OUT" 2>"$ERR"
expect_out "a card in two hands is refused at once" "is already placed at setup.hands.Ann[0]"
run record duelists --players Ann,ann --log "$WORK/names.yaml"
expect_rc "bad player names exit 2" 2

# A hand the table did not see is left to the seed, and --strict names it.
printf 'hands: {Ann: [Shot (9♣)]}\n\nShot (3♠)\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/hand.yaml" >"$OUT" 2>"$ERR"
expect_out "record names what the setup left to the seed" "arbiter replay --strict refuses it: the setup left to the seed: Bob's hand (1 card)"
run replay "$WORK/hand.yaml"
expect_rc "without --strict the record replays" 0
run replay "$WORK/hand.yaml" --strict
expect_rc "--strict refuses a hand left to the seed" 1
expect_err "and names it" "--strict: the setup left to the seed: Bob's hand (1 card)"

# Bob plays a card the seed had left in the deck: the recorder says Bob
# held it, and the written setup says so; the record still replays.
printf 'hands: {Ann: [Shot (9♣)]}\n\nShot (3♠)\nend turn\nShot (2♠)\nplay Shot (J♣) -> Ann\ny\nShot (4♠)\nquit\n' >"$WORK/in.txt"
"$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/held.yaml" <"$WORK/in.txt" >"$OUT" 2>"$ERR"
expect_out "the refusal says where the seed put the card" "refused: Bob does not hold Shot (J♣): it is still in the deck"
expect_out "the recorder is asked whether Bob held it" "The seed dealt Bob's hand: did Bob hold Shot (J♣) from the start?"
expect_out "the setup says so" "the setup now says Bob held Shot (J♣) from the start (setup.held)"
expect_out "and the move is taken" "step 4  Bob: play Shot (J♣) -> Ann"
expect_yaml "the written setup says where the card really was" "$WORK/held.yaml" 'd["setup"]["held"]["Bob"] == ["Shot (J♣)"]'
replays_to_digest "the record with Bob's card held" "$WORK/held.yaml"
run replay "$WORK/held.yaml" --strict
expect_rc "the seed's card was replaced: nothing else was left to it" 0
# Saying no refuses the move as before.
printf 'hands: {Ann: [Shot (9♣)]}\n\nShot (3♠)\nend turn\nShot (2♠)\nplay Shot (J♣) -> Ann\nn\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/no.yaml" >"$OUT" 2>"$ERR"
expect_no_out "no: the setup is left as it was" "setup now says"
# A move the rules would refuse even had the player held the card (Ann's
# second BANG! of a turn, one the seed left in the deck): that rule is the
# reason, said first, and nobody is asked whether Ann held the card.
printf '%s\n' 'roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}' \
  'characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}' \
  '' '' '' 'play bang 4c -> bob' pass 'play bang 2d -> bob' quit |
  "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 7 --log "$WORK/second-bang.yaml" >"$OUT" 2>"$ERR"
expect_out "the rule that decides comes first" "refused: Ann already played a BANG! this turn, and nothing lifts the limit of one (R05)"
expect_out "then where the seed put the card" "(that rule refuses it even had Ann held the card; as the seed dealt, Ann does not hold BANG! (2♦): it is still in the deck (R59))"
expect_no_out "holding the card would not make it legal: nothing is asked" "did Ann hold"
expect_no_out "and the setup is left as it was" "setup now says"
# held by hand: a card the setup itself placed cannot have been elsewhere.
printf 'hands: {Ann: [Shot (9♣)]}\n\nShot (3♠)\nheld Bob: Shot (9♣)\nheld Bob: Shot (10♣)\nquit\n' | "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/byhand.yaml" >"$OUT" 2>"$ERR"
expect_out "held refuses a card the setup placed" "setup.held.Bob[0]: Shot (9♣) is already placed at setup.hands.Ann[0]"
expect_out "held takes a card the seed placed" "the setup now says Bob held Shot (10♣) from the start"

# The example of a wrong setup.held comes from the game being loaded, not
# from another game's cards.
cat >"$WORK/held-list.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
setup:
  held: [Shot (9♣)]
actions: []
YAML
run replay "$WORK/held-list.yaml"
expect_rc "a setup.held that is no mapping is refused" 2
expect_err "its example is the game's own player and card" "setup.held: a mapping of players to the cards each held, e.g. {Ann: [Shot (2♠)]}"
if grep -qF "Missed!" "$OUT" "$ERR"; then fail "and names no other game's card" "it says Missed!"; else ok "and names no other game's card"; fi

# held typed at the setup prompt as one string where a list is expected,
# then a held line at the game's prompt: the string becomes a list, and the
# session goes on (it once ended with "appending to a non-sequence", exit 2).
printf 'held: {Bob: "Shot (10♣)"}\n\nShot (3♠)\nheld Bob: Shot (J♣)\nquit\n' | timeout 20 "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/heldstr.yaml" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "a held string then a held line: the session goes on and ends as asked" 0
expect_no_out "no YAML error reaches the person" "non-sequence"
expect_out "the held line is judged, the string read as a list of one card" "setup.held.Bob[1]: Bob holds no card the seed dealt"
expect_out "the session goes on to quit" "record written to $WORK/heldstr.yaml"
expect_yaml "the refused line leaves the setup as it was" "$WORK/heldstr.yaml" 'd["setup"]["held"]["Bob"] in ("Shot (10♣)", ["Shot (10♣)"])'
# held of another shape: the line is refused with its reason, the session goes on.
printf 'held: {Bob: {a: 1}}\nhands: {Ann: [Shot (9♣)]}\n\nShot (3♠)\nheld Bob: Shot (J♣)\nlegal\nquit\n' | timeout 20 "$ARBITER" record duelists --players Ann,Bob --seed 1 --log "$WORK/heldmap.yaml" >"$OUT" 2>"$ERR"
RC=$?
expect_rc "a bad held line does not end the session" 0
expect_no_out "no YAML error reaches the person" "non-sequence"

# A card drawn at a chance prompt that the seed had dealt to a hand nobody
# entered is taken: the seed's deal was wrong. The written setup says the
# card was still in the draw pile (held: {draw pile: [...]}), and the record
# replays to the digest record printed. Each game's prompt shows its own key.
printf 'pockets: {Ann: [A♠, K♠]}\n\nBob: take white 3\nAnn: take white 2\nCid: take white 1\n7d\n\nquit\n' >"$WORK/in.txt"
"$ARBITER" --content "$PWD" record thegang --players Ann,Bob,Cid --log "$WORK/flop.yaml" <"$WORK/in.txt" >"$OUT" 2>"$ERR"
expect_out "The Gang's setup example is its own key" 'e.g. `pockets: {Ann: ['
expect_no_out "not BANG!'s" 'hands: {Ann: [BANG!'
expect_out "a flop card the seed dealt to Bob's pocket is taken" "7♦ came from the draw pile, not from Bob's pocket, where the seed had dealt it: the setup now says it was still in the draw pile (setup.held)"
expect_out "and it is on the flop" "The flop: 7♦"
expect_yaml "the written setup says where the flop card really was" "$WORK/flop.yaml" 'd["setup"]["held"]["draw pile"] == ["7♦"]'
replays_to_digest "The Gang's record" "$WORK/flop.yaml" --content "$PWD"
# Without that line the pin is refused, and the message says who placed it.
python3 -c 'import sys,yaml; d=yaml.safe_load(open(sys.argv[1])); del d["setup"]["held"]; yaml.safe_dump(d, open(sys.argv[2], "w"), allow_unicode=True)' "$WORK/flop.yaml" "$WORK/flop2.yaml"
run --content "$PWD" replay "$WORK/flop2.yaml"
expect_err "a card the seed placed is said to be dealt by the seed" "7♦ is in Bob's pocket (dealt by the seed)"
# held works at a chance prompt too.
printf 'pockets: {Ann: [A♠, K♠]}\n\nBob: take white 3\nAnn: take white 2\nCid: take white 1\nheld Bob: 7d\nquit\n' | "$ARBITER" --content "$PWD" record thegang --players Ann,Bob,Cid --log "$WORK/heldchance.yaml" >"$OUT" 2>"$ERR"
expect_out "held at a chance prompt, the card written as the game writes it" "the setup now says Bob held 7♦ from the start (setup.held)"
expect_no_out "is not taken for a card" "no card is called 'held"
# BANG!: a phase-1 draw the seed had dealt to Bob's hand.
printf '\n1\nwells fargo 3h\n\nquit\n' | "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 5 --log "$WORK/draw.yaml" >"$OUT" 2>"$ERR"
expect_out "BANG!'s setup example" 'e.g. `hands: {Ann: [BANG!'
expect_out "a draw the seed dealt to Bob's hand is taken" "Wells Fargo (3♥) came from the draw pile, not from Bob's hand"
expect_out "and drawn" "You draw Wells Fargo (3♥)"
replays_to_digest "the BANG! record" "$WORK/draw.yaml" --content "$PWD"

# Any number of draw-pile corrections hold together (the second once put
# the first card back into a hand): seed 5 deals Panic! (8♦) to Cid and
# Beer (8♥) to Ann; Dee draws both. Typed as people type them, written as
# the game writes them.
printf '\n1\npanic 8d\nbeer 8h\nquit\n' | "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 5 --log "$WORK/two.yaml" >"$OUT" 2>"$ERR"
expect_out "the first correction is taken" "Panic! (8♦) came from the draw pile, not from Cid's hand"
expect_out "the second one too" "Beer (8♥) came from the draw pile, not from Ann's hand"
expect_out "each chance prompt says which card of the draw it is" "chance: Dee's phase 1, card 2 of 2"
expect_out "both are drawn" "(Dee only) You draw Panic! (8♦), Beer (8♥)"
expect_yaml "the setup and the pins are written as the game writes the cards" "$WORK/two.yaml" \
  'd["setup"]["held"]["draw pile"] == ["Panic! (8♦)", "Beer (8♥)"] and d["actions"][1:] == [{"deck": "Panic! (8♦)"}, {"deck": "Beer (8♥)"}]'
replays_to_digest "the record with two corrections" "$WORK/two.yaml" --content "$PWD"
# The same written by hand, a player's held list after the draw pile's:
# the card the draw pile keeps cannot be a player's too.
python3 - "$WORK/two.yaml" "$WORK/mixed.yaml" "$WORK/clash.yaml" <<'PY'
import sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
d["setup"]["held"]["Bob"] = ["Missed! (A♣)"]
yaml.safe_dump(d, open(sys.argv[2], "w"), allow_unicode=True, sort_keys=False)
d["setup"]["held"]["Bob"] = ["Beer (8♥)"]
yaml.safe_dump(d, open(sys.argv[3], "w"), allow_unicode=True, sort_keys=False)
PY
run --content "$PWD" replay "$WORK/mixed.yaml"
expect_rc "a player's held list after the draw pile's holds together" 0
run --content "$PWD" replay "$WORK/clash.yaml"
expect_rc "a card the draw pile keeps cannot be held by a player too" 2
expect_err "and the message says so" "setup.held.Bob[0]: Beer (8♥) is already placed at setup.held.draw pile[1]"
# held draw pile typed at a prompt; a player's name in any case.
printf '\n1\nheld draw pile: beer 8h\nbeer 8h\n\nheld bob: panic 8d\nquit\n' | "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 5 --log "$WORK/heldpile.yaml" >"$OUT" 2>"$ERR"
expect_out "held draw pile at the prompt" "the setup now says Beer (8♥) was still in the draw pile (setup.held)"
expect_out "held with a name in lower case" "the setup now says Bob held Panic! (8♦) from the start"
run --content "$PWD" replay "$WORK/heldpile.yaml"
expect_rc "and the record replays" 0
# Each chance prompt says what the card is for, in the rules' words: a
# "draw!" names whose it is and the card that asks for it, a phase-1 draw
# whose phase it is, General Store's cards which of them it is.
printf '%s\n' 'roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}' \
  'characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}' \
  'hands: {Ann: [BANG! (5♦), General Store (9♣)], Bob: [Missed! (10♣)], Cid: [], Dee: []}' \
  'table: {Bob: [Barrel (Q♠)]}' '' 'beer 6h' 'beer 7h' 'play bang -> bob' 'beer 8h' \
  'play general store' 'beer 9h' '' 1 1 1 1 'end turn' 'quit' |
  "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 7 --log "$WORK/purpose.yaml" >"$OUT" 2>"$ERR"
expect_out "a draw! says whose it is and for which card" "chance: Bob's \"draw!\" for Barrel (Q♠): which card came out of the draw pile?"
expect_out "General Store's first card" "chance: General Store, card 1 of 4: which card came out of the draw pile?"
expect_out "and its second" "chance: General Store, card 2 of 4:"
expect_out "a phase-1 draw says whose phase it is, and which card" "chance: Ann's phase 1, card 1 of 2: which card came out of the draw pile?"
expect_out "the next player's too" "chance: Bob's phase 1, card 1 of 2:"
expect_no_out "the step it follows is not said where the purpose is" "chance: after step"
run --content "$PWD" replay "$WORK/purpose.yaml"
expect_rc "the record replays" 0

# A character who plays phase 1 his own way still draws for his phase 1
# (Black Jack), and a card drawing through a shared helper names itself
# (Wells Fargo).
printf '%s\n' 'roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}' \
  'characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}' \
  'hands: {Ann: [Wells Fargo (3♥)], Bob: [], Cid: [], Dee: []}' \
  '' 'beer 6h' 'beer 7h' 'play wells fargo' '' '' '' 'end turn' '' '' 'end turn' '' '' '' 'quit' |
  "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 7 --log "$WORK/own-phase1.yaml" >"$OUT" 2>"$ERR"
expect_out "Wells Fargo's draw names the card" "chance: Wells Fargo (3♥), card 1 of 3: which card came out of the draw pile?"
expect_out "Black Jack's draw is his phase 1" "chance: Cid's phase 1, card 1 of 3:"
expect_no_out "no card's draw falls back to the step it follows" "chance: after step"

# A move that is none of the options says why.
printf '\n1\nbeer 8h\n\ndraw from cid\nquit\n' | "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 5 --log "$WORK/why.yaml" >"$OUT" 2>"$ERR"
expect_out "a move not asked for now says what is asked" "Dee is not asked to draw from now: the options are to play, end turn"
# Refusals the rules give no reason of their own for say the real one, and
# the ruling of what is asked: a draw from a player out of the game, a card
# not turned up, a card put back when nobody is asked to put one back.
BANG_SEATS='roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}'
record_bang() {  # record_bang LOG CHARACTERS HANDS LINE...: a BANG! session typed in
  local log=$1 chars=$2 hands=$3
  shift 3
  printf '%s\n' "$BANG_SEATS" "characters: {$chars}" "hands: {$hands}" "$@" quit |
    "$ARBITER" --content "$PWD" record bang --players Ann,Bob,Cid,Dee --seed 7 --log "$WORK/$log" >"$OUT" 2>"$ERR"
}
record_bang jesse.yaml 'Ann: Jesse Jones, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan' \
  'Ann: [], Bob: [Beer (6♥)], Dee: [Missed! (4♠)]' 'eliminated: [Cid]' '' 'draw from cid'
expect_out "a draw from a player out of the game" "refused: Cid is out of the game (R26)"
record_bang kit.yaml 'Ann: Kit Carlson, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan' \
  'Ann: [], Bob: [], Cid: [], Dee: []' 'deck: [Beer (6♥), Missed! (K♣), BANG! (3♣), Beer (7♥)]' '' \
  'put back beer 6h' 'put back missed kc'
expect_out "a card put back when nobody is asked" "refused: 'put back missed kc' is not a legal option here: Ann is not asked to put back now: the options are to play, end turn (R04)"
record_bang store.yaml 'Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan' \
  'Ann: [General Store (9♣)], Bob: [], Cid: [], Dee: []' 'deck: [Saloon (5♥), Wells Fargo (3♥)]' '' \
  'play general store' 'beer 6h' 'bang 8c' 'missed 2s' 'mustang 9h' 'pick beer 7h' 'choose beer 6h'
expect_out "a General Store card not turned up" "Beer (7♥) is not among the cards Ann may pick here: it is still in the deck (R38) (did you mean 'pick Beer (6♥)'?)"
expect_out "a move of another decision at the General Store" "Ann is not asked to choose now: the options are to pick (R38)"
# The same at play's prompt, playing on from the record of the session.
printf 'put back missed kc\nquit\n' | "$ARBITER" --content "$PWD" play --resume "$WORK/kit.yaml" --seat Ann=human --log "$WORK/kit-play.yaml" >"$OUT" 2>"$ERR"
expect_out "play says the same" "'put back missed kc' is not a legal option here: Ann is not asked to put back now: the options are to play, end turn (R04)"
printf 'pick beer 7h\nquit\n' | "$ARBITER" --content "$PWD" play --resume "$WORK/store.yaml" --seat Ann=human --log "$WORK/store-play.yaml" >"$OUT" 2>"$ERR"
expect_out "play says why at the General Store" "Beer (7♥) is not among the cards Ann may pick here: it is still in the deck (R38)"
printf 'draw from cid\nquit\n' | "$ARBITER" --content "$PWD" play --resume "$WORK/jesse.yaml" --seat Ann=human --log "$WORK/jesse-play.yaml" >"$OUT" 2>"$ERR"
expect_out "play says why of a draw from a player out of the game" "Cid is out of the game (R26)"

# A person at a terminal: line editing and tab completion (tmux).
if command -v tmux >/dev/null; then
  SOCK="arbiter-record-$$"
  tm() { tmux -L "$SOCK" "$@"; }
  screen() { tm capture-pane -p -t rec; }
  wait_for() {  # wait_for TEXT: until the screen shows TEXT (5 s at most; lines lose trailing spaces)
    for _ in $(seq 50); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
    return 1
  }
  tm new-session -d -s rec -x 150 -y 50 \
    "cd '$WORK' && NO_COLOR=1 ARBITER_HOME='$ARBITER_HOME' '$ARBITER' record duelists --players Ann,Bob --seed 1 --log tty.yaml; echo EXITED \$?; sleep 30"
  wait_for "setup>" && tm send-keys -t rec 'hands: {Ann: [shot (9c)]}' Enter && tm send-keys -t rec Enter
  wait_for "deck>" && tm send-keys -t rec 'shot 3s' Enter
  wait_for "Ann>" && tm send-keys -t rec 'end t' Tab
  if wait_for "Ann> end turn"; then ok "tab completes an option at a terminal"; else fail "tab completes an option at a terminal" "$(screen)"; fi
  tm send-keys -t rec Enter
  wait_last() {  # wait_last TEXT: until the last line shown is TEXT
    for _ in $(seq 50); do [ "$(screen | grep -v '^$' | tail -1)" = "$1" ] && return 0; sleep 0.1; done
    return 1
  }
  wait_last "deck>" && tm send-keys -t rec 'undo' Enter
  if wait_for "undone: Ann: end turn"; then ok "undo at a terminal"; else fail "undo at a terminal" "$(screen)"; fi
  tm send-keys -t rec 'quit' Enter
  if wait_for "EXITED 0"; then ok "quit at a terminal keeps the record"; else fail "quit at a terminal keeps the record" "$(screen)"; fi
  tm kill-server 2>/dev/null
  run replay "$WORK/tty.yaml"
  expect_rc "the record typed at a terminal replays" 0
  expect_out "with what was typed" "ok"
else
  fail "tmux is needed to test a person at a terminal (Makefile PACKAGES)"
fi
finish
