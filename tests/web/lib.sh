# What the browser tests share (sourced by tests/web/*.sh): Debian's
# headless Chromium found or the test skipped (exit 77), a work folder
# removed on exit, failures counted, and a page opened at a fragment.
#   . "$(dirname "$0")/lib.sh"
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "skipped: chromium is not installed (apt-get install chromium)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

fail() {
  echo "FAIL $*"
  failed=$((failed + 1))
}

# Chromium without a window, a profile of its own each time (runs do not
# share state), and nothing fetched from the network; the arguments after.
browse() {
  "$chromium" --headless --no-sandbox --disable-gpu --no-first-run --hide-scrollbars \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$(mktemp -d "$work/profile.XXXX")" --virtual-time-budget=10000 "$@" 2>/dev/null
}

# The DOM of PAGE once its script has run, opened at FRAGMENT: the file it is in.
dom() {
  local page=$1 fragment=$2 out
  out="$work/dom-$(basename "$page")-${fragment//[^a-zA-Z0-9]/_}.html"
  browse --dump-dom "file://$page#$fragment" >"$out"
  echo "$out"
}

# Every pattern (extended regular expressions) is in the DOM of PAGE at FRAGMENT.
expect_dom() {
  local page=$1 fragment=$2
  shift 2
  local file
  file=$(dom "$page" "$fragment")
  for pattern in "$@"; do
    if grep -Eq -- "$pattern" "$file"; then
      echo "ok   $(basename "$page")#$fragment holds /$pattern/"
    else
      fail "$(basename "$page")#$fragment lacks /$pattern/"
    fi
  done
}

# No pattern (fixed text) is anywhere in FILE.
expect_absent() {
  local file=$1
  shift
  for text in "$@"; do
    if grep -Fq -- "$text" "$file"; then
      fail "$(basename "$file") holds '$text'"
    else
      echo "ok   $(basename "$file") holds no '$text'"
    fi
  done
}

# The verdict of the whole test: its exit code.
finish() {
  echo "$failed failed"
  [ "$failed" -eq 0 ]
}
