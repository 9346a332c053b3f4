# Every --json output parses as JSON, with the shapes docs/cli.md gives;
# claimed and actual values keep their types.
source "$(dirname "$0")/lib.bash"

# parses NAME FILE PYTHON: the file is JSON, and the Python check holds for it (d).
parses() {
  if python3 -c "
import json, sys
d = json.load(open(sys.argv[1]))
$3
" "$2" 2>"$WORK/py.err"; then ok "$1"; else fail "$1" "$(tail -3 "$WORK/py.err")"; fi
}

cat >"$WORK/game.yaml" <<'YAML'
arbiter: 1
game: duelists
seed: 1
players: [Ann, Bob]
setup:
  hands: {Ann: [Shot (9♣)], Bob: [Shot (8♦)]}
actions:
  - deck: Shot (3♠)
YAML

run games --json
expect_rc "games --json exits 0" 0
parses "games --json: a list of games" "$OUT" '
g = [x for x in d if x["id"] == "duelists"][0]
assert g["min_players"] == 2 and g["max_players"] == 4 and g["default_players"] == 2
assert any(v["id"] == "red-dodge" for v in g["variants"])
assert isinstance(g["options"], list) and isinstance(g["content"], str)'

run legal "$WORK/game.yaml" --json
expect_rc "legal --json exits 0" 0
parses "legal --json: who decides and the labels" "$OUT" '
assert d["exit"] == 0 and d["after"] == 1 and d["over"] is False
assert d["options"][0]["player"] == "Ann"
assert "play Shot (9♣) -> Bob" in d["options"][0]["labels"]
assert d["why"] is None'
run legal "$WORK/game.yaml" --json --why "play Shot (9♣) -> Ann"
parses "legal --json --why: the reason as text" "$OUT" 'assert isinstance(d["why"], str) and d["why"]'
sed 's/  - deck: Shot (3♠)/  - Bob: play Shot (8♦) -> Ann/' "$WORK/game.yaml" >"$WORK/refused.yaml"
run legal "$WORK/refused.yaml" --json
expect_rc "legal --json of a refused record exits 1" 1
parses "legal --json of a refused record: the reason, no options" "$OUT" '
assert d["exit"] == 1 and d["message"] and d["options"] == []'

run cards duelists --json
expect_rc "cards --json exits 0" 0
parses "cards --json: types with their cards, numbers as numbers" "$OUT" '
assert d["game"] == "duelists"
cards = [c for t in d["types"] for c in t["cards"]]
assert all(isinstance(c["id"], int) for c in cards)
assert any(c["card"] == "Shot (9♣)" and c["rank"] == "9" and c["suit"] == "♣" for c in cards)'
run cards duelists --json --yaml
expect_rc "cards takes --json or --yaml, not both" 2

# Claims: a number stays a number, a list a list.
{ cat "$WORK/game.yaml"; echo '  - expect: {Bob.life: 1, Ann.hand: [Shot (3♠)]}'; } >"$WORK/claims.yaml"
run replay "$WORK/claims.yaml" --json
expect_rc "a failed claim exits 1" 1
parses "replay --json: claimed and actual keep their types" "$OUT" '
f = {c["path"]: c for c in d["failed_claims"]}
assert f["Bob.life"]["claimed"] == 1 and isinstance(f["Bob.life"]["actual"], int), f
assert f["Ann.hand"]["claimed"] == ["Shot (3♠)"] and isinstance(f["Ann.hand"]["actual"], list), f'

run sim duelists -n 10 --json
parses "sim --json: the mean length with its interval" "$OUT" '
r = d["result"]
assert r["mean_decisions_low"] <= r["mean_decisions"] <= r["mean_decisions_high"]'
run sim duelists -n 10 --json --compare one-life
parses "sim --compare --json: the verdict and the length change" "$OUT" '
assert isinstance(d["verdict"], str) and d["verdict"].startswith("one-life")
c = d["length_change"]; assert c["low"] <= c["change"] <= c["high"]'
run sim duelists -n 10 --shard 0/2
parses "sim --shard: a shard file" "$OUT" 'assert d["arbiter_sim_shard"] == 1'
run replay "$WORK/game.yaml" --json
parses "replay --json of a legal record" "$OUT" 'assert d["exit"] == 0 and d["step"] is None'

# Every command that takes --json is covered above.
for cmd in $("$ARBITER" --help | awk '/^SUBCOMMANDS:/ {on = 1; next} on && /^  [a-z]/ {print $1}'); do
  if "$ARBITER" "$cmd" --help 2>/dev/null | grep -q -- "--json"; then
    case "$cmd" in
      games | legal | cards | replay | sim) ok "$cmd --json is tested here" ;;
      *) fail "$cmd --json is tested here" "add a check for '$cmd --json' to tests/cli/json.sh" ;;
    esac
  fi
done

finish
