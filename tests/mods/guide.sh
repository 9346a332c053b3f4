# docs/authoring.md quotes its example files: each quote is marked
# `<!-- file: PATH -->` and must be that file, byte for byte, so the guide
# shows what CI runs. Run from the repository root: bash tests/mods/guide.sh
set -u
guide=docs/authoring.md
passed=0
failed=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Cut each marked block out of the guide into $work/N, its path into $work/N.path.
awk -v dir="$work" '
  /^<!-- file: .* -->$/ { path = $3; n++; getline; inside = 1; printf "%s", path > (dir "/" n ".path"); next }
  inside && /^```$/ { inside = 0; next }
  inside { print > (dir "/" n) }
' "$guide"

for p in "$work"/*.path; do
  [ -e "$p" ] || break
  block="${p%.path}"
  file=$(cat "$p")
  touch "$block"
  if [ -f "$file" ] && cmp -s "$block" "$file"; then
    passed=$((passed + 1))
    echo "ok   $file is quoted as it is"
  else
    failed=$((failed + 1))
    echo "FAIL $file differs from its quote in $guide"
    [ -f "$file" ] && diff "$file" "$block" | head -10
  fi
done
if [ "$passed" -lt 10 ]; then
  failed=$((failed + 1))
  echo "FAIL only $passed quoted files found in $guide"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
