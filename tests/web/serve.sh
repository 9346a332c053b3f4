#!/usr/bin/env bash
# A served BANG! game played to its end in real browsers (tests/web/serve.py):
# Debian's Chromium, chromium-driver and python3-selenium. Skipped (exit 77)
# where any of them is missing; CI installs them (make test).
#   bash tests/web/serve.sh build/arbiter
set -u
arbiter=${1:-build/arbiter}
chromium=$(command -v chromium || command -v chromium-browser || true)
driver=$(command -v chromedriver || { [ -x /usr/bin/chromedriver ] && echo /usr/bin/chromedriver; } || true)
if [ -z "$chromium" ] || [ -z "$driver" ]; then
  echo "skipped: chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"
  exit 77
fi
# Debian's selenium is for Debian's python3, which a PATH may put behind
# another one.
python=""
for p in python3 /usr/bin/python3; do
  if command -v "$p" >/dev/null && "$p" -c "import selenium" 2>/dev/null; then
    python=$p
    break
  fi
done
if [ -z "$python" ]; then
  echo "skipped: python3-selenium is not installed (apt-get install python3-selenium)"
  exit 77
fi
# The pages are built apart from the server (cli/serve.cpp): a build
# without it has nothing to play them against.
if ! "$arbiter" help 2>/dev/null | grep -q '^  serve '; then
  echo "skipped: this arbiter has no 'serve' command"
  exit 77
fi
exec "$python" "$(dirname "$0")/serve.py" "$arbiter" "$chromium" "$driver"
