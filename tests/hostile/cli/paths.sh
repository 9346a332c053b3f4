# Paths a user, a mod, a record or a shard names: every one is opened
# through core/base/safe_file. A game's names never become paths outside
# the mod folder, links planted where arbiter writes are never written
# through, and FIFOs and devices are refused at once, never waited on.
# Each command runs under `timeout 10`, so a hang fails instead of hanging.
source "$(dirname "$0")/../../cli/lib.bash"

# trun CMD...: run, but give up after 10 s (exit 124).
trun() {
  timeout 10 "$ARBITER" "$@" >"$OUT" 2>"$ERR" </dev/null
  RC=$?
}
no_hang() {
  if [ "$RC" -eq 124 ]; then fail "$1" "timed out: it waited on the file"; else ok "$1"; fi
}

# A mod holding a copy of the fixture game under the id `evil`.
MOD="$WORK/d/mod"  # four folders deep: ../../../../victim from its scripts/evil/ is $WORK/victim
fresh_mod() {
  rm -rf "$MOD" "$WORK/victim"
  mkdir -p "$MOD/content" "$MOD/scripts" "$WORK/victim"
  cp -r tests/fixtures/content/duelists "$MOD/content/evil"
  cp -r tests/fixtures/scripts/duelists "$MOD/scripts/evil"
  sed -i 's/^id: duelists/id: evil/' "$MOD/content/evil/game.yaml"
}

# ---- arbiter new ----

# A game declaring a definition type that is a path: nothing is written
# outside the mod folder, and the type is refused as not an id.
fresh_mod
sed -i 's|^  card: deck$|  card: deck\n  "../../../../victim/pwn": deck|' "$MOD/content/evil/game.yaml"
trun --content "$MOD" new card evil "Pwn" --type "../../../../victim/pwn" --dir "$MOD"
if [ "$RC" -ne 0 ]; then ok "a definition type that is a path is refused"; else fail "a definition type that is a path is refused"; fi
expect_err "it says the type is not an id" "not an id"
found=$(find "$WORK" -path "$MOD" -prune -o -name 'pwn*' -print)
[ -d "$WORK/victim" ] || fail "the test's victim folder is where ../../../../victim leads"
[ -z "$found" ] && ok "nothing is written outside the mod folder" || fail "nothing is written outside the mod folder" "$found"

# A link at schemas/<game>/record.schema.json: not written through.
fresh_mod
mkdir -p "$MOD/schemas/evil"
echo "victim" >"$WORK/victim/file"
ln -s "$WORK/victim/file" "$MOD/schemas/evil/record.schema.json"
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
no_hang "a linked schema: no hang"
[ "$(cat "$WORK/victim/file")" = "victim" ] && ok "a link at a schema's path is not written through" ||
  fail "a link at a schema's path is not written through"
expect_err "the link is named" "record.schema.json: a link"
[ ! -e "$MOD/content/evil/knife.yaml" ] && ok "and nothing was written" || fail "and nothing was written"

# A link at records/EXPECTED.json: not written through.
fresh_mod
mkdir -p "$MOD/records"
echo '{}' >"$WORK/victim/expected"
ln -s "$WORK/victim/expected" "$MOD/records/EXPECTED.json"
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
[ "$(cat "$WORK/victim/expected")" = "{}" ] && ok "a link at EXPECTED.json is not written through" ||
  fail "a link at EXPECTED.json is not written through"
[ "$RC" -eq 2 ] && ok "it is refused (exit 2)" || fail "it is refused (exit 2)" "exit $RC"
expect_err "the link is named" "EXPECTED.json: a link"

# A dangling link at records/<card>.yaml: its target is not created.
fresh_mod
mkdir -p "$MOD/records"
ln -s "$WORK/victim/made" "$MOD/records/knife.yaml"
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
[ ! -e "$WORK/victim/made" ] && ok "a dangling link at a record's path is not written through" ||
  fail "a dangling link at a record's path is not written through"
expect_err "it is there already" "exists already"

# records/ itself a link to a folder outside the mod: not written into.
fresh_mod
ln -s "$WORK/victim" "$MOD/records"
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
[ -z "$(ls "$WORK/victim")" ] && ok "a records folder linked outside is not written into" ||
  fail "a records folder linked outside is not written into" "$(ls "$WORK/victim")"
expect_err "it says where the link goes" "outside"

# records/EXPECTED.json a FIFO: refused at once.
fresh_mod
mkdir -p "$MOD/records"
mkfifo "$MOD/records/EXPECTED.json"
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
no_hang "EXPECTED.json as a FIFO does not hang new"
expect_rc "it is refused" 2
expect_err "it says why" "not a regular file"

# records/EXPECTED.json a link to /dev/zero: refused, never read.
fresh_mod
mkdir -p "$MOD/records"
ln -s /dev/zero "$MOD/records/EXPECTED.json"
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
no_hang "EXPECTED.json linked to /dev/zero does not hang new"
expect_rc "it is refused" 2
[ -L "$MOD/records/EXPECTED.json" ] && ok "the link is left as it was" || fail "the link is left as it was"

# The same for new game.
rm -rf "$WORK/g" && mkdir -p "$WORK/g/records" && mkfifo "$WORK/g/records/EXPECTED.json"
trun new game tiny --dir "$WORK/g"
no_hang "new game: EXPECTED.json as a FIFO does not hang"
expect_rc "new game: it is refused" 2
[ ! -e "$WORK/g/content/tiny/game.yaml" ] && ok "new game: before anything is written" ||
  fail "new game: before anything is written"

# The files new keeps up to date are still replaced when they are regular files.
fresh_mod
trun --content "$MOD" new card evil "Knife" --dir "$MOD"
expect_rc "new card in a clean mod" 0
trun --content "$MOD" new card evil "Fork" --dir "$MOD"
expect_rc "a second card" 0
grep -q '"knife-refused"' "$MOD/records/EXPECTED.json" && grep -q '"fork-refused"' "$MOD/records/EXPECTED.json" &&
  ok "EXPECTED.json keeps both entries" || fail "EXPECTED.json keeps both entries"
[ ! -L "$MOD/records/EXPECTED.json" ] && ls "$MOD/schemas/evil/record.schema.json" >/dev/null &&
  ok "and the schemas are written" || fail "and the schemas are written"

# ---- arbiter schema --out ----

rm -rf "$WORK/schemas" && mkdir -p "$WORK/schemas"
echo "victim" >"$WORK/victim-schema"
ln -s "$WORK/victim-schema" "$WORK/schemas/record.schema.json"
trun schema duelists --out "$WORK/schemas"
expect_rc "schema --out refuses a file that is there (a link)" 2
expect_err "it asks for --force" "use --force"
[ "$(cat "$WORK/victim-schema")" = "victim" ] && ok "the link is not written through" || fail "the link is not written through"
[ ! -e "$WORK/schemas/game.schema.json" ] && ok "nothing was written" || fail "nothing was written"
trun schema duelists --out "$WORK/schemas" --force
expect_rc "with --force it writes" 0
[ "$(cat "$WORK/victim-schema")" = "victim" ] && [ ! -L "$WORK/schemas/record.schema.json" ] &&
  ok "with --force the link is replaced, never its target" || fail "with --force the link is replaced, never its target"
echo "mine" >"$WORK/schemas/game.schema.json"
trun schema duelists --out "$WORK/schemas"
expect_rc "an existing file is not replaced without --force" 2
[ "$(cat "$WORK/schemas/game.schema.json")" = "mine" ] && ok "it is kept" || fail "it is kept"

# ---- arbiter test, replay, sim merge ----

mkdir -p "$WORK/recs"
printf '%s\n' 'arbiter: 1' 'game: duelists' 'seed: 1' 'players: [Ann, Bob]' 'actions: []' >"$WORK/recs/fine.yaml"
mkfifo "$WORK/recs/EXPECTED.json"
trun test "$WORK/recs"
no_hang "test: EXPECTED.json as a FIFO does not hang"
expect_err "it is refused as not a regular file" "not a regular file"

rm -f "$WORK/recs/EXPECTED.json"
mkfifo "$WORK/recs/game.yaml"
echo '{"game": {"exit": 2, "says": "not a regular file"}}' >"$WORK/recs/EXPECTED.json"
trun test "$WORK/recs"
no_hang "test: a record that is a FIFO does not hang"
expect_out "it is refused (exit 2, not a regular file, as EXPECTED.json says)" "game.yaml (exit 2)"
expect_rc "and the run passes" 0

rm -f "$WORK/fifo" && mkfifo "$WORK/fifo"
trun replay "$WORK/fifo"
no_hang "replay PIPE does not hang"
expect_rc "replay PIPE is refused" 2
expect_err "it says why" "not a regular file"
trun replay /dev/zero
no_hang "replay /dev/zero does not hang"
expect_rc "replay /dev/zero is refused" 2

trun sim duelists -n 2 --shard 1/2 --out "$WORK/s1.json"
expect_rc "a shard is written" 0
trun sim merge "$WORK/s1.json" "$WORK/fifo"
no_hang "sim merge: a shard that is a FIFO does not hang"
expect_rc "it is refused" 2
expect_err "it says why" "not a regular file"
trun sim merge "$WORK/s1.json" /dev/zero
no_hang "sim merge: /dev/zero does not hang"
expect_rc "/dev/zero is refused" 2

finish
