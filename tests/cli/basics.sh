# The command line's basics: a bare `arbiter`, `help CMD`, an unknown command
# named with the one meant, and `--version`.
source "$(dirname "$0")/lib.bash"

run
expect_rc "a bare arbiter is a usage error" 2
expect_out "a bare arbiter lists the commands" "sim "
expect_no_out "a bare arbiter does not complain" "A subcommand is required"

run help
expect_rc "help exits 0" 0
expect_out "help lists the commands" "replay "
"$ARBITER" --help >"$WORK/top-help"
expect_same "help is --help" "$OUT" "$WORK/top-help"

run help sim merge
expect_rc "help sim merge exits 0" 0
"$ARBITER" sim merge --help >"$WORK/merge-help"
expect_same "help sim merge is sim merge --help" "$OUT" "$WORK/merge-help"
expect_out "help sim merge names the command in its usage" "arbiter sim merge"

run help replya
expect_rc "help of an unknown command exits 2" 2
expect_err "help of an unknown command says the one meant" "no command 'replya' (did you mean 'replay'?)"
run help sim mrege
expect_rc "help of an unknown subcommand exits 2" 2
expect_err "help of an unknown subcommand says the one meant" "sim has no command 'mrege' (did you mean 'merge'?)"

run replya game.yaml
expect_rc "an unknown command exits 2" 2
expect_err "an unknown command says the one meant" "arbiter: no command 'replya' (did you mean 'replay'?)"
run --content "$ARBITER_HOME" smi duelists
expect_rc "an unknown command after --content exits 2" 2
expect_err "an unknown command after --content is named" "no command 'smi' (did you mean 'sim'?)"
run xyzzy
expect_err "no guess for a word like no command" "arbiter: no command 'xyzzy'; \`arbiter help\` lists them"

run --version
expect_rc "--version exits 0" 0
version=$(sed -n 's/^project(arbiter VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
if [ "$(head -1 "$OUT")" = "arbiter $version" ]; then ok "--version starts with the project's version"
else fail "--version starts with the project's version" "expected: arbiter $version"; fi
expect_out "--version names the content root from ARBITER_HOME" "content root: $ARBITER_HOME (ARBITER_HOME)"
digest=$("$ARBITER" games | grep -o 'content [0-9a-f]*' | head -1)
expect_out "--version gives each game's version and digest" "duelists: Duelists, version"
expect_out "--version gives the digest arbiter games gives" "$digest"

# Without ARBITER_HOME the build-tree program uses its source tree.
env -u ARBITER_HOME "$ARBITER" --version >"$OUT" 2>"$ERR"
expect_out "the build-tree program says it uses its source tree" "(the source tree this program was built from)"
expect_out "the source tree's games are listed" "bang: BANG!"

mkdir -p "$WORK/mod/content"
run --content "$WORK/mod" --version
expect_out "--version lists a --content root too" "also: $WORK/mod"

finish
