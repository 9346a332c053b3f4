#!/usr/bin/env bash
# The replay pages (`replay --html`, `play --html`) in a real browser: Debian's
# headless Chromium loads each page at several `#step=` fragments, runs its
# script, and the DOM it leaves must hold the seats, values, cards and
# narration of that step. A page for one player must hold none of the other
# players' hidden cards anywhere in the file. Skipped (exit 77) where
# Chromium is not installed; CI installs it.
#   bash tests/web/replay.sh build/arbiter
set -u
arbiter=${1:-build/arbiter}
. "$(dirname "$0")/lib.sh"

# ---- BANG!: a legal record, with Ann's draw pinned and a claim about her hand ----
cat >"$work/missed.yaml" <<'REC'
arbiter: 1
game: bang
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
  hands: {Ann: [BANG! (5♦)], Bob: [Missed! (10♣)], Cid: [Indians! (K♦)], Dee: []}
  deck: [Saloon (5♥), Wells Fargo (3♥)]
actions:
  - Ann: play BANG! (5♦) -> Bob
  - Bob: play Missed! (10♣)
  - expect: {Bob.life: 4, Bob.hand.count: 0, Ann.hand: [Saloon (5♥), Wells Fargo (3♥)]}
  - note: "a note that tries </script><script>document.title='owned'</script> to end the script"
REC
"$arbiter" replay "$work/missed.yaml" --html "$work/bang.html" >/dev/null || fail "replay --html bang"
expect_dom "$work/bang.html" "step=0" \
  'data-seat="Ann"' 'data-seat="Bob"' 'data-seat="Cid"' 'data-seat="Dee"' \
  'every step legal' 'judged by arbiter' 'BANG! \(rules version 1\)' \
  'data-card="Saloon \(5♥\)"' 'class="card red"' 'Ann draws 2 cards' \
  'data-badge="life".*5/5' 'data-badge="role"[^>]*><span class="badge-label">role</span><span class="badge-value">outlaw' \
  'distances from</span><span class="badge-value">Ann' \
  'step 0 of 4' '<title>arbiter: BANG!'
expect_dom "$work/bang.html" "step=2" \
  'Bob: play Missed! \(10♣\)' 'the shot is cancelled' '<abbr class="ruling" [^>]*title="[^"]+"[^>]*>R09</abbr>' \
  'data-card="Missed! \(10♣\)"' 'step 2 of 4'
expect_dom "$work/bang.html" "step=4" 'a note that tries &lt;/script&gt;'
if grep -q "<title>owned" "$(dom "$work/bang.html" "step=4")"; then fail "a note's </script> ended the page's script"; fi
# The referee's page, seen as Bob: Ann's hand is a count.
expect_dom "$work/bang.html" "step=0&view=Bob" \
  'data-seat="Ann".*3 cards hidden' 'data-card="Missed! \(10♣\)"' 'distances from</span><span class="badge-value">Bob'

# ---- the same record as Bob's page: nothing Bob could not see, anywhere in the file ----
"$arbiter" replay "$work/missed.yaml" --html "$work/bang-bob.html" --view Bob >/dev/null || fail "replay --html --view Bob"
expect_absent "$work/bang-bob.html" "Saloon (5♥)" "Wells Fargo (3♥)" "Indians! (K♦)" "You draw"
expect_dom "$work/bang-bob.html" "step=1" 'data-seat="Cid".*1 card hidden' 'Ann shoots Bob'

# ---- a refused record: the verdict says why and links to the step ----
cat >"$work/refused.yaml" <<'REC'
arbiter: 1
game: bang
players: [Ann, Bob, Cid, Dee]
setup:
  roles: {Ann: sheriff, Bob: outlaw, Cid: outlaw, Dee: renegade}
  characters: {Ann: Vulture Sam, Bob: Willy the Kid, Cid: Black Jack, Dee: Rose Doolan}
  hands: {Ann: [BANG! (5♦)], Bob: [Missed! (10♣)], Cid: [], Dee: []}
  deck: [Saloon (5♥), Wells Fargo (3♥)]
actions:
  - Ann: play BANG! (5♦) -> Bob
  - Bob: play Missed! (J♣)
REC
"$arbiter" replay "$work/refused.yaml" --html "$work/refused.html" >/dev/null 2>&1
[ $? -eq 1 ] || fail "replay --html of a refused record exits 1"
expect_dom "$work/refused.html" "step=0" \
  'class="refused"' '<a href="#step=2">step 2: Bob cannot play Missed! \(J♣\)'
expect_dom "$work/refused.html" "step=2" 'step 2 of 2' 'refused: step 2: Bob cannot'
"$arbiter" replay "$work/refused.yaml" --html "$work/refused-cid.html" --view Cid >/dev/null 2>&1
expect_absent "$work/refused-cid.html" "legal: " "Saloon (5♥)"
# Bob plays a card Cid holds: Bob's page does not say where it is.
sed 's/Cid: \[\]/Cid: [Missed! (J♣)]/' "$work/refused.yaml" >"$work/where.yaml"
"$arbiter" replay "$work/where.yaml" --html "$work/where-bob.html" --view Bob >/dev/null 2>&1
expect_absent "$work/where-bob.html" "Cid's hand"
expect_dom "$work/where-bob.html" "step=2" 'the reason names a card Bob has not seen'

# ---- a failed claim is marked at its step ----
sed 's/Bob.life: 4/Bob.life: 3/' "$work/missed.yaml" >"$work/claim.yaml"
"$arbiter" replay "$work/claim.yaml" --html "$work/claim.html" >/dev/null 2>&1
expect_dom "$work/claim.html" "step=3" '✘ claim Bob.life: claimed 3, actual 4' '<a href="#step=3">step 3: claim Bob.life'

# ---- The Gang and EndGame, played by bots, written by play --html ----
"$arbiter" play thegang --players 4 --seed 3 --bots basic --quiet --html "$work/gang.html" || fail "play thegang --html"
expect_dom "$work/gang.html" "step=0" \
  'data-seat="Ann"' 'data-seat="Dee"' 'data-badge="vaults".*0/3' 'data-row="pocket"' 'class="card( red)?" data-card="[2-9TJQKA]'
expect_dom "$work/gang.html" "step=6" 'step 6 of' 'data-seat="Bob"'
"$arbiter" play endgame --players 3 --seed 3 --bots basic --quiet --html "$work/endgame.html" || fail "play endgame --html"
expect_dom "$work/endgame.html" "step=0" \
  'data-track="markers"' 'data-marker="markers.white"' 'data-badge="cubes.red"' 'data-row="hand"' 'value track'
expect_dom "$work/endgame.html" "step=5&view=Bob" 'data-seat="Ann".*cards hidden' 'step 5 of'

# ---- a mod's whole game (docs/authoring.md's Top Card), drawn from its state paths ----
"$arbiter" --content tests/mods/topcard play topcard --players 3 --seed 2 --bots basic --quiet \
  --html "$work/topcard.html" || fail "play topcard --html"
expect_dom "$work/topcard.html" "step=2" 'data-seat="North"' 'data-row="hand"' 'data-row="shown"' 'North shows'

# ---- a variant: the first step judged otherwise ----
grep -v '^variants:' tests/scenarios/bang/variants/refused-seed-beer-two-players-left.yaml >"$work/beer.yaml"
"$arbiter" replay "$work/beer.yaml" --variant seed-beer --html "$work/variant.html" >/dev/null 2>&1
[ $? -eq 1 ] || fail "replay --variant --html keeps --variant's exit code (1: differs)"
expect_dom "$work/variant.html" "step=0" 'with seed-beer: ' 'href="#step=[0-9]+"'

# ---- size: a long BANG! game stays well under 1 MB ----
"$arbiter" play bang --players 7 --seed 5 --bots basic --quiet --html "$work/long.html" --log "$work/long.yaml"
size=$(stat -c %s "$work/long.html")
steps=$(grep -c '^  - ' "$work/long.yaml")
echo "info a $steps-step BANG! page is $size bytes"
[ "$size" -lt 1000000 ] || fail "a $steps-step BANG! page is $size bytes"

finish
