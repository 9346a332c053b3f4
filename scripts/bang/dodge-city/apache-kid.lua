-- Apache Kid (Dodge City): a card of diamonds that another player plays
-- or uses against him has no effect on him (the card is spent), whatever
-- its source: a diamond BANG!, Panic!, Cat Balou, every Indians!, Calamity
-- Janet's 8♦ Missed! as a BANG!; both cards of Doc Holyday's ability must be
-- diamonds. In a Duel his ability is off. Cost cards, "draw!"s and cards
-- in play in front of others affect him as usual (D11). The rules ask
-- `unaffected_by` of each card played against him.
return {
  unaffected_by = function(ctx, _, card)
    if ctx:def_name(card) == "Duel" then return false end
    return ctx:suit(card) == "♦", "D11"
  end,
}
