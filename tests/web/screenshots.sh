#!/usr/bin/env bash
# The screenshots of docs/replay.md: each game's replay page, a refused
# record opening at its refused step, and a phone's window, taken by
# headless Chromium (`make screenshots`); and the seat's page of a served
# game at both sizes (docs/serve.md), taken by tests/web/serve.sh. With
# --check, only says whether every image docs/replay.md shows exists (CI
# runs that).
#   bash tests/web/screenshots.sh build/arbiter
#   bash tests/web/screenshots.sh --check
set -eu
if [ "${1:-}" = "--check" ]; then
  missing=0
  for image in $(grep -o 'images/replay-[a-z]*\.png' docs/replay.md | sort -u); do
    if [ -s "docs/$image" ]; then echo "ok   docs/$image"; else echo "FAIL docs/$image is missing"; missing=1; fi
  done
  exit $missing
fi
arbiter=${1:-build/arbiter}
chromium=$(command -v chromium || command -v chromium-browser || true)
[ -n "$chromium" ] || { echo "screenshots need chromium (apt-get install chromium)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/images

# shot IMAGE PAGE FRAGMENT WIDTH,HEIGHT
shot() {
  "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$(mktemp -d "$work/profile.XXXX")" --virtual-time-budget=5000 --window-size="$4" \
    --screenshot="docs/images/replay-$1.png" "file://$2${3:+#$3}" 2>/dev/null
  echo "docs/images/replay-$1.png: $(basename "$2") ${3:+#$3} at $4"
}

# The first step of a page that reveals something (view.yaml's `reveals`).
first_reveal() {
  python3 -c '
import json, re, sys
t = open(sys.argv[1], encoding="utf-8").read()
d = json.loads(re.search(r"id=\"data\">(.*?)</script>", t, re.S).group(1))
print(next((s["n"] for s in d["steps"] if "r" in s), 0))' "$1"
}

"$arbiter" play bang --players 7 --seed 5 --bots basic --quiet --html "$work/bang.html"
shot bang "$work/bang.html" "step=40" 1280,800
"$arbiter" play thegang --players 4 --seed 3 --bots basic --quiet --html "$work/thegang.html"
shot thegang "$work/thegang.html" "step=$(first_reveal "$work/thegang.html")" 1280,800
"$arbiter" play endgame --players 3 --seed 3 --bots basic --quiet --html "$work/endgame.html"
shot endgame "$work/endgame.html" "step=12" 1280,800
shot phone "$work/bang.html" "step=40&view=Cid" 400,800
# A refused record: the page opens at the refused step by itself.
"$arbiter" play bang --players 4 --seed 3 --bots basic --quiet --log "$work/game.yaml"
awk '/^actions:/ { print; inside = 1; next }
  inside && /^  - / { k++; if (k == 13) { print "  - Ann: play Beer (6♥)"; exit } }
  { print }' "$work/game.yaml" >"$work/refused.yaml"
"$arbiter" replay "$work/refused.yaml" --html "$work/refused.html" >/dev/null 2>&1 || true
shot refused "$work/refused.html" "" 1280,800
# The seat's page of a served game (docs/serve.md), taken by the browser
# test as it plays.
ARBITER_SHOTS=docs/images bash tests/web/serve.sh "$arbiter" >/dev/null
ls docs/images/seat-*.png
