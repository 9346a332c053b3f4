-- Elena Fuente (Dodge City): any card of her hand may be played as a
-- Missed! against a shot, and it is then nothing but that Missed! (its own
-- effect does not happen); never a card in play, and no help where a
-- BANG! is wanted (a Duel, Indians!) (D12). `uses_as` is asked about every
-- card of the hand that is not already the kind wanted.
return {
  uses_as = function(_, _, _, as)
    if as == "missed" then return true, "D12" end
    return false, "Elena Fuente uses the cards of her hand as a Missed! only, never as a BANG! (D12)"
  end,
}
