# Names that come from the file system (a mod folder's name, a record's file
# name) reach the terminal escaped, and a mod's folders that are links to
# elsewhere or to themselves are refused with a clear message
# (docs/security.md, Output and Files).
source "$(dirname "$0")/../../cli/lib.bash"

# No output line may hold a raw escape or begin with the forged verdict.
no_forged_line() {
  if grep -q $'\e' "$OUT" "$ERR" || grep -qx 'fake.yaml: ok (game over)' "$OUT" "$ERR" ||
    grep -q '^fake.yaml' "$OUT" "$ERR"; then
    fail "$1" "a raw escape or a forged line reached the terminal"
  else ok "$1"; fi
}

FORGE=$'\e[2J\nfake.yaml: ok (game over)\n'
MOD="$WORK/mod$FORGE"
mkdir -p "$MOD"
cp -r tests/mods/tiny/content tests/mods/tiny/scripts "$MOD/"
run --content "$MOD" --version
expect_rc "--version with a forged mod folder name" 0
expect_out "--version names the folder escaped" 'also: '"$WORK"'/mod\x1b[2J\nfake.yaml: ok (game over)\n'
no_forged_line "--version prints no forged line"
run --content "$MOD" validate "$MOD"
no_forged_line "validate prints no forged line"

RECS="$WORK/recs"
mkdir -p "$RECS"
cp tests/hostile/records/clean.yaml "$RECS/rec${FORGE}.yaml"
cp tests/hostile/records/unknown-key.yaml "$RECS/bad${FORGE}.yaml"
run replay "$RECS/rec${FORGE}.yaml"
expect_rc "replay of a record with a forged file name" 0
expect_out "replay names the file escaped" 'rec\x1b[2J\nfake.yaml: ok (game over)\n.yaml: ok'
no_forged_line "replay prints no forged line"
run replay "$RECS/bad${FORGE}.yaml"
expect_rc "replay of a malformed one" 2
expect_err "its message names the file escaped" 'bad\x1b[2J\nfake.yaml: ok (game over)\n.yaml:5:1: record: unknown key'
no_forged_line "the message prints no forged line"
run test "$RECS"
expect_out "test names both files escaped" 'pass '"$RECS"'/rec\x1b[2J\nfake.yaml'
no_forged_line "test prints no forged line"

# A lib folder linking to / and one linking to itself: a clear refusal from
# every command that loads a game, never a filesystem error.
mkdir -p "$WORK/outside/scripts" "$WORK/outside/content" "$WORK/loop/scripts" "$WORK/loop/content"
ln -s / "$WORK/outside/scripts/lib"
ln -s "$WORK/loop/scripts/lib" "$WORK/loop/scripts/lib"
for m in outside loop; do
  run --content "$WORK/$m" cards duelists
  expect_rc "$m: a lib link is broken content" 3
  expect_no_out "$m: no filesystem error" "filesystem error"
  if grep -q "filesystem error" "$ERR"; then fail "$m: stderr has no filesystem error"; else ok "$m: stderr has no filesystem error"; fi
done
run --content "$WORK/outside" cards duelists
expect_err "a link outside says where it leads" "scripts/lib: a link to /, outside $WORK/outside (a mod's folders are read only from inside the mod)"
run --content "$WORK/loop" cards duelists
expect_err "a link loop says so" "scripts/lib: a link loop (a link that leads back to itself)"
run --content "$WORK/loop" --version
expect_rc "--version still ends" 0

finish
