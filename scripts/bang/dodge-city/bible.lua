-- Bible (Dodge City), green: used from play as a Missed! against a shot
-- aimed at its holder, from the turn after it is put in play; then its
-- holder draws a card, the cancelling settled first (D01, D06).
local moves = import("moves")

return import("dodge-city/green").missed(function(ctx, me, card)
  ctx:logf("D06", "%c cancelled the shot: %p draws a card", card, me)
  moves.draw(ctx, me, 1, ctx:label(card))
end)
