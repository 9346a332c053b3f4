#!/usr/bin/env bash
# The readings page (`replay --readings --html`) in headless Chromium: it
# opens at the first step where a reading parts from the default, with the
# readings side by side there (the default's narration beside seed-duel's,
# the line that differs marked), each reading's verdict in the table, and
# text from the record set as text (a note's </script> ends nothing).
# Skipped (exit 77) where Chromium is not installed.
#   bash tests/web/readings.sh build/arbiter
set -u
arbiter=${1:-build/arbiter}
. "$(dirname "$0")/lib.sh"
export ARBITER_HOME=$PWD
unset ARBITER_CONTENT

# A Duel fought by the default rules (a scenario): Bob answers with one
# BANG!, Ann with hers. Under seed-duel one BANG! draws the Duel (R34) and
# Ann's BANG! is refused. A note is added whose text tries to end the script.
{
  cat tests/scenarios/bang/cards/duel-bangs-alternate-until-one-passes.yaml
  echo "- note: \"a note that tries </script><script>document.title='owned'</script> to end the script\""
} >"$work/duel.yaml"
"$arbiter" replay "$work/duel.yaml" --readings --html "$work/duel.html" >/dev/null 2>&1
[ $? -eq 1 ] || fail "a record whose verdict depends on the reading exits 1"
expect_dom "$work/duel.html" "" \
  'The verdict depends on the reading: seed-duel' \
  'step 2 \(the first where they part\)' \
  'class="reading" data-reading="default"' \
  'class="reading parts" data-reading="seed-duel"' \
  '<li class="differs">[^<]*R34' \
  '<td class="verdict">refused at step 3' \
  '<td class="name">seed-beer</td><td class="verdict">ok'
expect_dom "$work/duel.html" "step=3" 'data-reading="seed-duel"><h2>seed-duel</h2><p class="stop">refused at step 3'
file=$(dom "$work/duel.html" "step=6")
if grep -q "<title>owned" "$file"; then fail "a note's </script> ended the page's script"; else echo "ok   a note's </script> is text"; fi
grep -q "a note that tries &lt;/script&gt;" "$file" && echo "ok   the note is shown as text" || fail "the note is not shown as text"

finish
