# Shell completion with a mod whose folder names are shell code: sourcing
# `arbiter completion bash` (or zsh) and pressing tab runs nothing, and only
# ids are offered as words. The completion function is called as the shell
# calls it on tab (bash: COMP_WORDS and COMP_CWORD; zsh: words and CURRENT,
# with the completion system's builtins standing in as recorders).
source "$(dirname "$0")/../../cli/lib.bash"

MOD="$WORK/mod"
# make_mod NAME: a mod holding the fixture game as `okgame` and a game folder
# called NAME.
make_mod() {
  rm -rf "$MOD"
  mkdir -p "$MOD/content/$1" "$MOD/scripts"
  cp tests/fixtures/content/duelists/* "$MOD/content/$1/"
  cp -r tests/fixtures/content/duelists "$MOD/content/okgame"
  cp -r tests/fixtures/scripts/duelists "$MOD/scripts/okgame"
  sed -i 's/^id: duelists/id: okgame/' "$MOD/content/okgame/game.yaml"
}
export ARBITER_CONTENT="$MOD"

# pwned: the last tab made a file (then removed, so each check stands alone).
pwned() { ls "$WORK/shell" | grep -q PWNED && rm -f "$WORK/shell"/*PWNED*; }
# A word with any of these was pasted from a hostile folder's name.
HOSTILE="[;\"\`\$()']|touch"

# Folders that would run `touch PWNED` when pasted into single quotes, into
# double quotes, into a case pattern or into a command substitution; each
# alone, so one cannot break the script and hide another.
NAMES=("a';{touch,PWNED};'" 'b"$(touch PWNED2)"' 'c`touch PWNED3`' "d) touch PWNED4 ;;" 'e$(touch${IFS}PWNED5)')
mkdir -p "$WORK/shell"

# ---- bash ----
for name in "${NAMES[@]}"; do
  make_mod "$name"
  "$ARBITER" completion bash >"$WORK/arbiter.bash" 2>"$ERR"
  RC=$?
  expect_rc "completion bash is written ($name)" 0
  cd "$WORK/shell" || exit 1
  for line in "arbiter cards " "arbiter cards o" "arbiter sim okgame --variant " "arbiter replay --content x " "arbiter "; do
    bash --norc --noprofile -c '
      source "$1"
      read -ra COMP_WORDS <<<"$2"
      [[ $2 == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _arbiter
      printf "%s\n" "${COMPREPLY[@]}"' _ "$WORK/arbiter.bash" "$line" >"$OUT" 2>"$ERR"
    if pwned; then fail "bash: tab after '$line' runs nothing ($name)"; else ok "bash: tab after '$line' runs nothing ($name)"; fi
    if grep -qE "$HOSTILE" "$OUT"; then fail "bash: no hostile word after '$line' ($name)" "$(cat "$OUT")"; else ok "bash: no hostile word after '$line' ($name)"; fi
  done
  bash --norc --noprofile -c 'source "$1"; COMP_WORDS=(arbiter cards ""); COMP_CWORD=2; _arbiter; printf "%s\n" "${COMPREPLY[@]}"' _ "$WORK/arbiter.bash" >"$OUT" 2>"$ERR"
  expect_out "bash: the game ids are still offered ($name)" "okgame"
  cd - >/dev/null || exit 1
done

# ---- zsh ----
if ! command -v zsh >/dev/null; then
  echo "zsh is not installed (make deps installs it): skipping its half"
  [ "$failed" -eq 0 ] || finish
  echo "$passed passed, $failed failed (zsh skipped)"
  exit 77
fi
for name in "${NAMES[@]}"; do
  make_mod "$name"
  "$ARBITER" completion zsh >"$WORK/_arbiter" 2>"$ERR"
  RC=$?
  expect_rc "completion zsh is written ($name)" 0
  cd "$WORK/shell" || exit 1
  for line in "arbiter cards " "arbiter sim okgame --variant " "arbiter sim --games " "arbiter "; do
    zsh -f -c '
      offered=()
      _describe() { local a; for a in ${(P)4}; do offered+=("${a%%:*}"); done; }
      compadd() { [[ $1 == -- ]] && shift; offered+=("$@"); }
      _files() { :; }
      _message() { :; }
      words=(${=2})
      [[ $2 == *" " ]] && words+=("")
      CURRENT=${#words}
      source "$1"
      print -l -- $offered' _ "$WORK/_arbiter" "$line" >"$OUT" 2>"$ERR"
    if pwned; then fail "zsh: tab after '$line' runs nothing ($name)"; else ok "zsh: tab after '$line' runs nothing ($name)"; fi
    if grep -qE "$HOSTILE" "$OUT"; then fail "zsh: no hostile word after '$line' ($name)" "$(cat "$OUT")"; else ok "zsh: no hostile word after '$line' ($name)"; fi
  done
  zsh -f -c 'offered=(); _describe() { :; }; compadd() { [[ $1 == -- ]] && shift; offered+=("$@"); }; _files() { :; }; _message() { :; }
    words=(arbiter cards ""); CURRENT=3; source "$1"; print -l -- $offered' _ "$WORK/_arbiter" >"$OUT" 2>"$ERR"
  expect_out "zsh: the game ids are still offered ($name)" "okgame"
  cd - >/dev/null || exit 1
done

finish
