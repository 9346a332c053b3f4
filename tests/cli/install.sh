# What `make install` puts in place runs without the source tree: the installed
# program finds its games beside itself, its man pages render, and its bash
# completion offers the commands, games and variants. (CI does the same with
# the Debian package, and with the source tree out of the way.)
source "$(dirname "$0")/lib.bash"
unset ARBITER_HOME
BUILD=$(dirname "$ARBITER")
SRC=$(pwd)

DEST="$WORK/dest"
DESTDIR="$DEST" cmake --install "$BUILD" --prefix /usr --strip >"$OUT" 2>"$ERR"
RC=$?
expect_rc "cmake --install into a DESTDIR" 0
# Moved elsewhere after installing: it looks beside itself, not where it was put.
mv "$DEST" "$WORK/moved"
ROOT="$WORK/moved"
BIN="$ROOT/usr/bin/arbiter"
cd /

# The source tree as a root of its own (a path ending there); a sanitizer
# build also names its source files (SRC/core/...) for its reports, which
# gives the program no root.
holds_root() {
  python3 -c 'import re, sys
data = open(sys.argv[1], "rb").read()
sys.exit(0 if re.search(re.escape(sys.argv[2].encode()) + rb"(?!/)", data) else 1)' "$1" "$2"
}
# `make install` installs stripped: no debug information in the program.
if command -v readelf >/dev/null; then
  if readelf -S "$BIN" | grep -q '\.debug_'; then fail "the installed program is stripped"
  else ok "the installed program is stripped"; fi
fi

# Each completion where its shell looks under the prefix: zsh's in
# site-functions under /usr/local (Debian's zsh reads it there), in
# vendor-completions under /usr (checked below).
LOCAL="$WORK/local"
DESTDIR="$LOCAL" cmake --install "$BUILD" --prefix /usr/local >"$OUT" 2>"$ERR"
RC=$?
expect_rc "cmake --install under /usr/local" 0
if [ -f "$LOCAL/usr/local/share/zsh/site-functions/_arbiter" ] && [ ! -e "$LOCAL/usr/local/share/zsh/vendor-completions" ]; then
  ok "zsh's completion in site-functions under /usr/local"
else fail "zsh's completion in site-functions under /usr/local"; fi
if [ -f "$LOCAL/usr/local/share/bash-completion/completions/arbiter" ]; then
  ok "bash's completion in share/bash-completion/completions"
else fail "bash's completion in share/bash-completion/completions"; fi
rm -rf "$LOCAL"

if holds_root "$BIN" "$SRC"; then fail "the installed program holds no source-tree path"
else ok "the installed program holds no source-tree path"; fi

run_installed() {
  "$BIN" "$@" >"$OUT" 2>"$ERR"
  RC=$?
}
run_installed games
expect_rc "the installed program lists its games" 0
for g in bang thegang endgame; do expect_out "it finds $g" "$g  "; done
run_installed --version
expect_out "--version names the root beside the program" "content root: $ROOT/usr/share/arbiter (beside the program"
ARBITER_HOME="$SRC/tests/fixtures" "$BIN" --version >"$OUT" 2>"$ERR"
expect_out "ARBITER_HOME replaces the root" "content root: $SRC/tests/fixtures (ARBITER_HOME)"

EX="$ROOT/usr/share/doc/arbiter/examples"
run_installed --content "$EX" replay "$EX/records/strong-beer-gives-two-life.yaml"
expect_rc "an example record of the docs replays" 0
run_installed play endgame --seed 5 --bots basic --log "$WORK/game.yaml"
run_installed replay "$WORK/game.yaml"
expect_rc "a game it plays replays" 0

MAN="$ROOT/usr/share/man"
for page in arbiter arbiter-sim arbiter-sim-merge arbiter-replay arbiter-completion; do
  if [ -f "$MAN/man1/$page.1.gz" ]; then ok "man page $page(1)"; else fail "man page $page(1)"; fi
done
if command -v man >/dev/null; then
  MANWIDTH=80 man -M "$MAN" arbiter >"$OUT" 2>"$ERR"
  RC=$?
  expect_rc "man -M finds arbiter(1)" 0
  expect_out "arbiter(1) lists the commands" "Play many games between bots"
  expect_out "arbiter(1) has the environment" "ARBITER_HOME"
  MANWIDTH=80 man -M "$MAN" arbiter-sim >"$OUT" 2>"$ERR"
  expect_out "arbiter-sim(1) has its options" "--shard"
  for f in "$MAN"/man1/*.1.gz; do
    LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$f" 2>&1 >/dev/null | grep . && echo "$f"
  done >"$OUT"
  if [ -s "$OUT" ]; then fail "the man pages render without warnings"; else ok "the man pages render without warnings"; fi
fi

# complete WORDS...: what the bash completion offers for the last word.
complete_words() {
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _arbiter; echo "${COMPREPLY[*]}"' \
    sh "$ROOT/usr/share/bash-completion/completions/arbiter" arbiter "$@" >"$OUT" 2>"$ERR"
}
complete_words ""
for c in games play replay sim help completion; do expect_out "bash completes the command $c" "$c"; done
expect_no_out "bash does not offer the build's own commands" "manpages"
complete_words play ""
expect_out "bash completes a game id" "thegang"
complete_words sim bang --variant ""
expect_out "bash completes the game's variant names" "$(ls "$ROOT/usr/share/arbiter/content/bang/variants" | head -1 | sed 's/\.yaml$//')"
expect_no_out "bash leaves out another game's variants" "$(ls "$ROOT/usr/share/arbiter/content/thegang/variants" | head -1 | sed 's/\.yaml$//')"
complete_words sim m
expect_out "bash completes a subcommand" "merge"
complete_words sim bang --sh
expect_out "bash completes an option" "--shard"
complete_words --content /tmp sim bang --jo
expect_out "bash completes after --content DIR" "--jobs"
if [ -f "$ROOT/usr/share/zsh/vendor-completions/_arbiter" ]; then ok "zsh completion installed"
else fail "zsh completion installed"; fi
if command -v zsh >/dev/null; then
  # zsh's completion builtins stood in for by functions that print what they are given.
  zsh_words() {
    zsh -fc 'compadd() { print -r -- "compadd $*"; }; _describe() { print -r -- "describe ${(@P)4}"; }
      _files() { print -r -- "files $*"; }; _message() { print -r -- "message $*"; }
      source "$1"; shift; words=(arbiter "$@"); CURRENT=$#words; _arbiter' \
      zsh "$ROOT/usr/share/zsh/vendor-completions/_arbiter" "$@" >"$OUT" 2>"$ERR"
  }
  zsh_words ""
  expect_out "zsh describes the commands" "sim:Play many games between bots"
  zsh_words replay ""
  expect_out "zsh completes a record's file name" "files"
  zsh_words play thegang --variant ""
  expect_out "zsh completes the game's variant names" "compadd -- mode-advanced"
  zsh_words sim bang --sh
  expect_out "zsh completes options" "--shard:Run only the seeds"
  if [ -s "$ERR" ]; then fail "zsh completion runs without errors"; else ok "zsh completion runs without errors"; fi
fi
finish
