#!/usr/bin/env bash
# The screenshots of docs/replay.md: one step of each game's replay page,
# taken by headless Chromium (`make screenshots`). With --check, only says
# whether every image docs/replay.md shows exists (CI runs that).
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
# game, players, seed, step to show
for shot in "bang 5 3 20" "thegang 4 3 14" "endgame 3 3 12"; do
  set -- $shot
  "$arbiter" play "$1" --players "$2" --seed "$3" --bots basic --quiet --html "$work/$1.html"
  "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/profile-$1" --virtual-time-budget=5000 --window-size=1100,1250 \
    --screenshot="docs/images/replay-$1.png" "file://$work/$1.html#step=$4" 2>/dev/null
  echo "docs/images/replay-$1.png: $1, $2 players, seed $3, step $4"
done
