# arbiter play at a real terminal: a person plays a few turns of each game in
# a tmux pane of 80x24, and the screen shows the table, the grouped options,
# the answers to `help`, `table` and `log`, tab completion of labels, colour
# only where allowed, and several people at one terminal kept apart.
source "$(dirname "$0")/lib.bash"

if ! command -v tmux >/dev/null; then
  fail "tmux is installed (make deps installs it)"
  finish
fi
# Each pane gets a tmux server of its own: a new session on the socket of a
# server still shutting down fails ("server exited unexpectedly").
PANE=0
SOCK=""
tm() { tmux -L "$SOCK" -f /dev/null "$@"; }
stop() { [ -n "$SOCK" ] && tm kill-server 2>/dev/null; }
trap 'stop; rm -rf "$WORK"' EXIT
SCREEN="$WORK/screen"

# start [-x COLS] ENV... -- ARGS...: arbiter in a fresh pane of COLS (80) x 24.
start() {
  local cols=80
  if [ "$1" = "-x" ]; then cols=$2; shift 2; fi
  stop
  PANE=$((PANE + 1))
  SOCK="arbiter-screen-$$-$PANE"
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  tm new-session -d -x "$cols" -y 24 -s s \
    "env -u NO_COLOR LANG=C.UTF-8 TERM=xterm XDG_STATE_HOME='$WORK/state' ${envs[*]} '$ARBITER' --content '$PWD' $*; sleep 60"
}
grab() { tm capture-pane -p -t s >"$SCREEN"; }
# on_screen TEXT: waits up to 20 s for TEXT on the screen.
on_screen() {
  for _ in $(seq 200); do
    grab
    grep -qF -- "$1" "$SCREEN" && return 0
    sleep 0.1
  done
  return 1
}
shown() { echo "screen:"; cat "$SCREEN"; }
expect_screen() {
  if on_screen "$2"; then ok "$1"; else fail "$1" "screen lacks: $2" "$(shown)"; fi
}
# expect_not_screen NAME TEXT: TEXT is not on the screen now (call it after
# an expect_screen, so that the screen is known to be up).
expect_not_screen() {
  grab
  if grep -qF -- "$2" "$SCREEN"; then fail "$1" "screen has: $2" "$(shown)"; else ok "$1"; fi
}
say() { tm send-keys -t s -l -- "$1"; tm send-keys -t s Enter; }
# prompt_last NAME WHO: the screen's last line is WHO's prompt.
prompt_last() {
  on_screen "$2> " >/dev/null
  sleep 0.3
  grab
  if [ "$(grep . "$SCREEN" | tail -n 1)" = "$2>" ]; then ok "$1"; else fail "$1" "$(shown)"; fi
}
# table_fits NAME FIRST LAST: the table from its seat line FIRST to LAST,
# the options and the prompt are all on the 24-line screen, each seat on one
# line.
table_fits() {
  grab
  if python3 - "$SCREEN" "$2" "$3" <<'PY'; then ok "$1"; else fail "$1" "$(shown)"; fi
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().rstrip("\n").split("\n")
first = next(i for i, l in enumerate(lines) if re.match(r"^[ >*] %s " % sys.argv[2], l))
last = next(i for i, l in enumerate(lines) if re.match(r"^[ >*] %s " % sys.argv[3], l))
assert re.match(r"^\S+>", lines[-1]), lines[-1]
assert first < last and len(lines) <= 24
seats = lines[first:last + 1]
assert all(re.match(r"^[ >*] \S", l) for l in seats), seats
assert any(re.match(r"^  \d+\) ", l) for l in lines[last:]), "no options"
PY
}
# answered NAME LINE TEXT: TEXT is on the screen below the last line LINE
# (a command typed at the prompt).
answered() {
  for _ in $(seq 100); do
    grab
    python3 - "$SCREEN" "$2" "$3" <<'PY' && { ok "$1"; return; }
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
at = max((i for i, l in enumerate(lines) if l.rstrip() == sys.argv[2]), default=None)
sys.exit(at is None or not any(sys.argv[3] in l for l in lines[at + 1:]))
PY
    sleep 0.1
  done
  fail "$1" "no '$3' below '$2'" "$(shown)"
}
# option NUMBER-OF TEXT: the number of the option line holding TEXT.
option() { grep -oP "^  \K\d+(?=\) .*\Q$1\E)" "$SCREEN" | head -n 1; }

# BANG!, seven players, Ann at the terminal: seed 150 opens on her turn.
start NO_COLOR=1 -- play bang --players 7 --seed 150 --seat Ann=human
expect_screen "bang: the prompt" "Ann>"
expect_screen "bang: Ann's line: her life as hearts, role, character, reach" "> Ann  ♥♥♥♥ 4/4   outlaw   Lucky Duke     reach 1   hand 6"
expect_screen "bang: another seat with its distance, in reach" "  Bob  ♥♥♥♥ 4/4            Vulture Sam    dist 1 ✓  hand 4"
expect_screen "bang: a seat out of reach, its cards in play" "  Eve  ♥♥♥♡ 3/4            Jesse Jones    dist 4 ✗  hand 2  in play: Mustang"
expect_screen "bang: the shared areas" "deck 44  discard (top): Jail (J♠)"
expect_screen "bang: Ann's hand" "your hand: Stagecoach (9♠), Beer (J♥), Indians! (A♦), Missed! (5♠), BANG! (2♣),"
expect_screen "bang: Ann is told what she drew" "You draw BANG! (2♣), Missed! (A♣)"
expect_screen "bang: the options are grouped" "other:"
table_fits "bang: seven seats, the hand and the options fit on 24 lines" Ann Gus
prompt_last "bang: the prompt is the last line" Ann
say "help"
answered "bang: help lists the commands" "Ann> help" "log              the last steps narrated"
say "log"
answered "bang: log shows the last narrated steps" "Ann> log" "Eve loses 1 life to Dee in Eve's Duel (J♠) (life 3) [R34]"
say "table"
on_screen "Ann> table" >/dev/null
table_fits "bang: table prints the table again" Ann Gus
# Stagecoach: the two cards drawn are shown to Ann alone.
tm send-keys -t s -l -- "play st"
tm send-keys -t s Tab
expect_screen "bang: tab completes a label" "Ann> play Stagecoach (9♠)"
tm send-keys -t s Enter
expect_screen "bang: Stagecoach is played" "Ann: play Stagecoach (9♠)"
expect_screen "bang: Ann sees the cards she drew" "into your hand: Panic! (8♦), Barrel (Q♠)"
expect_screen "bang: and has them in her hand" "Barrel (Q♠)"
say "end turn"
# Then the hand limit, and the others' turns: Ann answers as they come.
for _ in 1 2 3 4 5; do
  on_screen "Ann> " >/dev/null
  sleep 0.3
  grab
  n=$(option "pass")
  say "${n:-1}"
  sleep 0.5
done
on_screen "Ann> " >/dev/null
say "quit"
expect_screen "bang: quitting says where the game is kept" "game saved to"
if [ "$(grep -c "^  - Ann: " "$WORK"/state/arbiter/bang-150.yaml)" -ge 6 ]; then ok "bang: Ann's decisions are in the record"
else fail "bang: Ann's decisions are in the record" "$(cat "$WORK"/state/arbiter/bang-150.yaml)"; fi

# A narrow terminal: lines are shortened, never wrapped.
start -x 50 NO_COLOR=1 -- play bang --players 7 --seed 1 --seat Ann=human
on_screen "Ann>" >/dev/null
expect_screen "narrow: a long line ends in …" "…"
table_fits "narrow: each seat still on one line" Ann Gus
say "quit"

# Colour on a terminal without NO_COLOR: red hearts, the player whose turn it
# is in bold, the options green; none with NO_COLOR, none into a file.
start -- play bang --players 7 --seed 3 --seat Ann=human
expect_screen "colour: the prompt" "Ann>"
tm capture-pane -p -e -t s >"$WORK/colour"
if grep -q $'\033\\[31m♥' "$WORK/colour"; then ok "colour: hearts are red"; else fail "colour: hearts are red" "$(cat -v "$WORK/colour")"; fi
if grep -q $'^> \033\\[1mAnn' "$WORK/colour"; then ok "colour: the player whose turn it is is bold"; else fail "colour: the player whose turn it is is bold" "$(cat -v "$WORK/colour")"; fi
if grep -q $'\033\\[32m  1) ' "$WORK/colour"; then ok "colour: the options are green"; else fail "colour: the options are green" "$(cat -v "$WORK/colour")"; fi
if grep -q $'\033\\[31mGeneral Store (Q♠)' "$WORK/colour" || grep -q $'\033\\[31mCat Balou (10♦)' "$WORK/colour"; then ok "colour: diamonds are red"; else fail "colour: diamonds are red" "$(cat -v "$WORK/colour")"; fi
start NO_COLOR=1 -- play bang --players 7 --seed 3 --seat Ann=human
expect_screen "NO_COLOR: the prompt" "Ann>"
tm capture-pane -p -e -t s >"$WORK/plain"
if grep -q $'\033\\[' "$WORK/plain"; then fail "NO_COLOR: no colour" "$(cat -v "$WORK/plain")"; else ok "NO_COLOR: no colour"; fi
start -- play bang --players 7 --seed 3 --seat Ann=human ">$WORK/to-file"
for _ in $(seq 200); do grep -q "Ann>" "$WORK/to-file" 2>/dev/null && break; sleep 0.1; done
say "quit"
on_screen "" >/dev/null
for _ in $(seq 100); do grep -q "game saved" "$WORK/to-file" && break; sleep 0.1; done
if grep -q "your hand" "$WORK/to-file" && ! grep -q $'\033' "$WORK/to-file"; then ok "a table written to a file has no colour"
else fail "a table written to a file has no colour" "$(cat -v "$WORK/to-file" | tail -5)"; fi

# The Gang: a few chips taken, by number and by label.
start NO_COLOR=1 -- play thegang --players 3 --seed 2 --seat Ann=human
expect_screen "thegang: the prompt" "Ann>"
expect_screen "thegang: the vaults and alarms" "vaults ○○○ 0/3  alarms ○○○ 0/3  heist 1  round 1"
expect_screen "thegang: the chips in the centre" "chips in the centre: white 1, white 2, white 3"
expect_screen "thegang: Ann's pocket" "your pocket: 7♠, Q♦"
table_fits "thegang: the table fits" Ann Cid
say "1"
expect_screen "thegang: Ann's first decision is played" "Ann: take white 1"
expect_screen "thegang: her chip is on her line" "* Ann  chips: white 1"
say "take white 3"
expect_screen "thegang: a label is played" "Ann: take white 3"
say "quit"
expect_screen "thegang: quitting keeps the game" "game saved to"

# EndGame: a few cubes taken and given.
start NO_COLOR=1 -- play endgame --players 3 --seed 2 --seat Ann=human
expect_screen "endgame: the prompt" "Ann>"
expect_screen "endgame: the value track" "value track (-10..10): red 0, blue 0, yellow 0, white 5, black -5"
expect_screen "endgame: Ann's line" "> Ann  red 0  blue 0  yellow 0  white 0  black 0  score 0  hand 4"
table_fits "endgame: the table fits" Ann Cid
say "1"
expect_screen "endgame: Ann's first decision is played" "Ann: take red"
expect_screen "endgame: her cube is on her line" "> Ann  red 1"
say "1"
expect_screen "endgame: a target is asked second" "to whom?"
say "2"
expect_screen "endgame: the cube is given" "  Cid  red 1"
say "table"
expect_screen "endgame: table prints the table again" "your hand:"
say "quit"
expect_screen "endgame: quitting keeps the game" "game saved to"

# Two people at one terminal: Ann decides as often as she is asked; when Bob
# is asked, her cards leave the screen and he presses enter before his are
# shown, having seen what everyone saw since her decision.
start NO_COLOR=1 -- play thegang --players 3 --seed 2 --seat Ann=human --seat Bob=human
expect_screen "two people: Ann is called first" "Ann's turn to decide: pass the terminal to Ann"
expect_not_screen "two people: no pocket before Ann presses enter" "your pocket"
say ""
expect_screen "two people: Ann sees her pocket" "your pocket: 7♠, Q♦"
say "1"
expect_screen "two people: Ann's chip is taken" "Ann: take white 1"
prompt_last "two people: Ann is asked again without a hand-over" Ann
say "w"
expect_screen "two people: Bob is called" "Bob's turn to decide: pass the terminal to Bob"
expect_not_screen "two people: Ann's pocket is off the screen" "7♠, Q♦"
expect_not_screen "two people: Ann's prompt is off the screen" "Ann>"
expect_screen "two people: Bob sees what Ann did" "Ann: take white 1"
say ""
expect_screen "two people: then Bob sees his pocket" "your pocket: "
expect_not_screen "two people: and not Ann's" "7♠, Q♦"
say "w"
expect_screen "two people: Ann is called again after Bob waits" "Ann's turn to decide"
expect_not_screen "two people: Bob's prompt is off the screen" "Bob>"
say ""
on_screen "Ann>" >/dev/null
say "quit"
expect_screen "two people: quitting keeps the game" "game saved to"

finish
