-- Derringer (Dodge City), green: in a later phase 2 of its holder, used
-- from play for a BANG! effect on a player at distance 1, whatever the
-- weapon, then its holder draws a card: the shot settled first, and the
-- card drawn even if the shot is cancelled or the target dies (D01, D04,
-- D06).
local moves = import("moves")
local shots = import("dodge-city/shots")
local green = import("dodge-city/green")

return green.card(function(ctx, me, card, offer) shots.options(ctx, me, card, offer, 1, "use") end,
  function(ctx, me, card, o)
    shots.fire(ctx, me, card, o.target)
    ctx:logf("D06", "%p draws a card for %c, the shot settled", me, card)
    moves.draw(ctx, me, 1, ctx:label(card))
  end)
