# arbiter cards: one physical card a line, grouped by type, as records write
# them; --variant applies house rules first; --yaml for machines.
source "$(dirname "$0")/lib.bash"

run cards duelists
expect_rc "cards exits 0" 0
expect_out "a section per type, with its count" "card (11 cards, start in deck)"
expect_out "a card is written Name (RankSuit)" "  Shot (2♠)"
expect_out "the last copy is there" "  Spyglass (A♠)"
n=$(grep -c "^  Shot (" "$OUT")
if [ "$n" -eq 10 ]; then ok "one line per physical Shot (10)"; else fail "one line per physical Shot (10)" "got $n"; fi
expect_out "properties follow the card" "sees_others -1"

# A variant that adds a character and removes a card.
cat >"$ARBITER_HOME/content/duelists/variants/gunslingers.yaml" <<'YAML'
description: Adds a gunslinger and takes the Spyglass out.
add:
  - {name: Quickdraw, type: card, copies: [Q♥, Q♦], text: A faster shot.}
remove: [Spyglass]
YAML
run cards duelists --variant gunslingers
expect_rc "cards --variant exits 0" 0
expect_out "an added card is listed" "  Quickdraw (Q♦)"
expect_no_out "a removed card is gone" "Spyglass"
expect_out "the section count follows" "card (12 cards"

run cards duelists --variant no-such
expect_rc "an unknown variant exits 3" 3
expect_err "the unknown variant is named" "no variant 'no-such'"

run cards duelists --yaml
expect_rc "cards --yaml exits 0" 0
expect_out "yaml: the game" "game: duelists"
expect_out "yaml: ids follow the content" "id: 11"
expect_out "yaml: the card as records write it" "card: Spyglass (A♠)"
if python3 -c 'import sys, yaml' 2>/dev/null; then
  if python3 -c 'import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); assert sum(len(t["cards"]) for t in d["types"]) == 11' "$OUT"; then
    ok "yaml: parses, 11 cards"
  else fail "yaml: parses, 11 cards"; fi
fi

finish
