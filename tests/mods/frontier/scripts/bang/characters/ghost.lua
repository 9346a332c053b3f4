-- Ghost: a card of spades another player plays against him has no effect
-- on him (FR10); the rules ask `unaffected_by` of each card played against
-- him, after it is discarded.
return {
  unaffected_by = function(ctx, _, card) return ctx:suit(card) == "♠", "FR10" end,
}
