# A downloaded mod's files and the files arbiter writes: only regular files
# inside the mod's own folder are read, never more than a limit, and --log /
# --out write through an exclusive temporary file, never through a link.
source "$(dirname "$0")/../../cli/lib.bash"

MOD="$WORK/mod"
fresh_mod() {
  rm -rf "$MOD"
  mkdir -p "$MOD/content" "$MOD/scripts"
  cp -r tests/fixtures/content/duelists "$MOD/content/evil"
  cp -r tests/fixtures/scripts/duelists "$MOD/scripts/evil"
  sed -i 's/^id: duelists/id: evil/' "$MOD/content/evil/game.yaml"
}

# A script that is a link to a file outside the mod is not read.
fresh_mod
echo 'secret = "TOP-SECRET-LINE" return {}' >"$WORK/secret.lua"
ln -sf "$WORK/secret.lua" "$MOD/scripts/evil/shot.lua"
run validate "$MOD"
expect_rc "a script linked to a file outside the mod is refused" 3
expect_err "the refusal says where the link goes" "outside"
if grep -q "TOP-SECRET" "$OUT" "$ERR"; then fail "nothing of the outside file is shown"; else ok "nothing of the outside file is shown"; fi

# A link inside the mod to another of its own files is fine.
fresh_mod
mv "$MOD/scripts/evil/shot.lua" "$MOD/scripts/evil/shot-real.lua"
ln -s shot-real.lua "$MOD/scripts/evil/shot.lua"
run validate "$MOD"
expect_rc "a link inside the mod is read" 0

# A *.lua link to /dev/zero anywhere in the scripts: a clear error, not a hang or OOM.
fresh_mod
ln -s /dev/zero "$MOD/scripts/evil/zero.lua"
run validate "$MOD"
expect_rc "a link to /dev/zero is refused" 3
expect_err "it names the file" "zero.lua"

# A FIFO named as a variant: refused at once, not waited on.
fresh_mod
mkdir -p "$MOD/content/evil/variants"
mkfifo "$MOD/content/evil/variants/zz.yaml"
START=$(date +%s)
timeout 20 "$ARBITER" --content "$MOD" sim evil -n 1 --variant zz >"$OUT" 2>"$ERR"
RC=$?
expect_rc "a FIFO variant is refused" 3
[ $(( $(date +%s) - START )) -lt 15 ] && ok "without waiting on the FIFO" || fail "without waiting on the FIFO"
expect_err "it says so" "not a regular file"

# A content file over the limit.
fresh_mod
{ echo "# padding"; head -c $((5 << 20)) /dev/zero | tr '\0' '#'; echo; } >>"$MOD/content/evil/game.yaml"
run validate "$MOD"
expect_rc "a content file over 4 MiB is refused" 3
expect_err "it says the limit" "larger than 4 MiB"

# --log: a dangling link at the path is not replaced without --force, and
# with --force the link is replaced, never its target written.
cat >"$WORK/game.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
actions:
  - Ann: end turn
YAML
ln -s "$WORK/target-missing" "$WORK/dangling.yaml"
run replay "$WORK/game.yaml" --log "$WORK/dangling.yaml"
expect_rc "a dangling link at the --log path is refused" 2
expect_err "it asks for --force" "use --force"
[ -e "$WORK/target-missing" ] && fail "the link's target is not created" || ok "the link's target is not created"
echo "keep me" >"$WORK/target"
ln -s "$WORK/target" "$WORK/linked.yaml"
run replay "$WORK/game.yaml" --log "$WORK/linked.yaml" --force
expect_rc "--force replaces a link" 0
[ "$(cat "$WORK/target")" = "keep me" ] && ok "the link's target is untouched" || fail "the link's target is untouched"
[ ! -L "$WORK/linked.yaml" ] && grep -q "arbiter: 1" "$WORK/linked.yaml" && ok "the record is written in the link's place" || fail "the record is written in the link's place"

# No temporary file is left, and none is made at a guessable name: a link
# planted at the old name PATH.tmpPID is never written through.
python3 -c 'import os, sys
for p in range(os.getpid(), os.getpid() + 400): os.symlink(sys.argv[1] + "/victim", sys.argv[1] + "/out.json.tmp%d" % p)' "$WORK"
run sim duelists -n 2 --json --out "$WORK/out.json"
expect_rc "sim --out writes" 0
[ -e "$WORK/victim" ] && fail "no link planted at PATH.tmpPID is written through" || ok "no link planted at PATH.tmpPID is written through"
ls -a "$WORK" | grep -q '^\.out\.json\.' && fail "no temporary file is left" || ok "no temporary file is left"

finish
