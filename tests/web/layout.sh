#!/usr/bin/env bash
# The replay page as people open it: every game's page of a legal game, a
# refused record and a failed claim, at 1280x800, 1920x1080 and 400x800 in
# headless Chromium, checked from inside the page (tests/web/check.js): the
# step's narration and the controls within the viewport, the page opening at
# the decisive step, one row of controls and of EndGame's value track, the
# seats placed evenly with the viewer at the bottom, empty rows hidden, card
# faces in their suits' colours, The Gang's showdown on the table, and a
# --view page holding no card outside that player's view at any step.
# With a second argument, a folder, each page is also saved there as a
# screenshot (to look at). Skipped (exit 77) where Chromium is not installed.
#   bash tests/web/layout.sh build/arbiter [shots/]
set -u
arbiter=${1:-build/arbiter}
shots=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
. "$(dirname "$0")/lib.sh"
[ -z "$shots" ] || mkdir -p "$shots"

# Headless Chromium's --dump-dom keeps part of the window for itself: the
# page's height is measured once, and each window made that much taller, so
# that "1280x800" is a page of 1280x800.
echo '<script>document.write("<pre id=check>" + innerHeight + "</pre>")</script>' >"$work/probe.html"
inner=$(browse --window-size=1000,1000 --dump-dom "file://$work/probe.html" | grep -o '<pre id="check">[0-9]*' | grep -o '[0-9]*$')
extra=$((1000 - ${inner:-1000}))

# check PAGE FRAGMENT WIDTHxHEIGHT CONFIG [REFERENCE_PAGE]: the page, with
# check.js added after its own script and CONFIG as window.CHECK, opened at
# FRAGMENT in a window of that size; every line check.js writes is printed
# and each FAIL counted. With REFERENCE_PAGE (the referee's page of the
# same record), the page for one player is checked against it.
check() {
  local page=$1 fragment=$2 size=$3 config=$4 ref=${5:-} name
  name=$(basename "$page" .html)-${size}${fragment:+-${fragment//[^a-zA-Z0-9]/_}}
  python3 - "$page" "$here/check.js" "$config" "$ref" >"$work/$name.html" <<'PY'
import sys
page, check, config, ref = sys.argv[1:5]
html = open(page, encoding="utf-8").read()
extra = "<script>window.CHECK = " + config + ";</script>\n"
if ref:
    data = open(ref, encoding="utf-8").read()
    start = data.index('id="data">') + len('id="data">')
    block = data[start:data.index("</script>", start)]
    extra += '<script type="application/json" id="ref">' + block + "</script>\n"
    extra += "<script>window.REF = JSON.parse(document.getElementById('ref').textContent);</script>\n"
extra += "<script>\n" + open(check, encoding="utf-8").read() + "\n</script>\n"
at = html.rindex("</body>")
sys.stdout.write(html[:at] + extra + html[at:])
PY
  local w=${size%x*} h=${size#*x}
  browse --window-size="$w,$((h + extra))" --dump-dom "file://$work/$name.html${fragment:+#$fragment}" >"$work/$name.dom"
  local lines
  lines=$(python3 -c '
import html, re, sys
m = re.search(r"<pre id=\"check\">(.*?)</pre>", open(sys.argv[1], encoding="utf-8").read(), re.S)
print(html.unescape(m.group(1)) if m else "FAIL the page wrote no results")' "$work/$name.dom")
  while IFS= read -r line; do
    case $line in
      FAIL*) fail "$name: ${line#FAIL }" ;;
      *) echo "${line:0:4} $name: ${line:5}" ;;
    esac
  done <<<"$lines"
  if [ -n "$shots" ]; then
    browse --window-size="${size/x/,}" --screenshot="$shots/$name.png" "file://$page${fragment:+#$fragment}" >/dev/null
  fi
}

# A record cut after its first N entries, then LINE added as entry N+1.
cut_record() {
  local log=$1 n=$2 line=$3
  awk -v n="$n" -v add="$line" '
    /^actions:/ { print; inside = 1; next }
    inside && /^  - / { k++; if (k > n) { if (!done) print add; done = 1; next } }
    inside && /^    / && k > n { next }
    { print }
    END { if (!done) print add }' "$log"
}

sizes="1280x800 1920x1080 400x800"
# game, players, seed, entries kept before the bad one, a claim's path that fails
for game in "bang 4 3 12 Ann.hand.count" "thegang 3 3 12 Ann.pocket.count" "endgame 3 3 12 Ann.hand.count"; do
  set -- $game
  g=$1
  "$arbiter" play "$g" --players "$2" --seed "$3" --bots basic --quiet --log "$work/$g.yaml" --html "$work/$g.html" ||
    fail "play $g"
  cut_record "$work/$g.yaml" "$4" "  - Ann: dance a jig" >"$work/$g-refused.yaml"
  "$arbiter" replay "$work/$g-refused.yaml" --html "$work/$g-refused.html" >/dev/null 2>&1
  [ $? -eq 1 ] || fail "$g: a record with a move nobody may make is refused (exit 1)"
  cut_record "$work/$g.yaml" "$4" "  - expect: {$5: 99}" >"$work/$g-claim.yaml"
  "$arbiter" replay "$work/$g-claim.yaml" --html "$work/$g-claim.html" >/dev/null 2>&1
  [ $? -eq 1 ] || fail "$g: a record with a false claim fails (exit 1)"
  bad=$(($4 + 1))
  for size in $sizes; do
    check "$work/$g.html" "" "$size" '{"opensAt": 0, "bottom": "Ann"}'
    check "$work/$g-refused.html" "" "$size" "{\"opensAt\": $bad, \"decisive\": $bad, \"moment\": \"refused\"}"
    check "$work/$g-claim.html" "" "$size" "{\"opensAt\": $bad, \"decisive\": $bad, \"moment\": \"claim\"}"
  done
  # #step=N still wins over the decisive step.
  check "$work/$g-refused.html" "step=2" 1280x800 '{"opensAt": 2}'
  # Bob's own page, and the referee's seen as Bob: Bob at the bottom.
  "$arbiter" replay "$work/$g.yaml" --html "$work/$g-bob.html" --view Bob >/dev/null || fail "replay $g --view Bob"
  check "$work/$g-bob.html" "step=8" 1280x800 '{"bottom": "Bob"}' "$work/$g.html"
  check "$work/$g.html" "step=8&view=Bob" 1280x800 '{"bottom": "Bob"}'
done

# Seven players at 1280x800: the table, the narration and the controls in
# sight together.
"$arbiter" play bang --players 7 --seed 5 --bots basic --quiet --html "$work/bang7.html" || fail "play bang 7"
for step in 0 30 60; do
  check "$work/bang7.html" "step=$step" 1280x800 '{"tableInView": true, "bottom": "Ann"}'
done
# 2, 5 and 6 players placed evenly too (EndGame is for 2 to 4, BANG! for 4 to 7).
for shot in "endgame 2" "bang 5" "bang 6"; do
  set -- $shot
  "$arbiter" play "$1" --players "$2" --seed 4 --bots basic --quiet --html "$work/$1$2.html" || fail "play $1 $2"
  check "$work/$1$2.html" "step=10" 1280x800 '{"tableInView": true, "bottom": "Ann"}'
done

# The Gang's showdown is drawn on the table (the step that shows it also
# deals the next heist): every pocket, each seat marked as shown.
"$arbiter" play thegang --players 4 --seed 3 --bots basic --quiet --html "$work/gang4.html" || fail "play thegang 4"
showdown=$(python3 -c '
import json, re, sys
t = open(sys.argv[1], encoding="utf-8").read()
d = json.loads(re.search(r"id=\"data\">(.*?)</script>", t, re.S).group(1))
print(next((s["n"] for s in d["steps"] if s.get("r", {}).get("key") == "showdown"), -1))' "$work/gang4.html")
if [ "$showdown" -lt 0 ]; then
  fail "no showdown in The Gang's page"
else
  for size in $sizes; do check "$work/gang4.html" "step=$showdown" "$size" '{"reveal": 4}'; done
fi

finish
