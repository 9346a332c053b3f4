-- Punch (Dodge City): a BANG! effect on a player at distance 1, whatever
-- the weapon (a Scope or Binocular counts); not a BANG! card, so not
-- limited (D04, D05).
local moves = import("moves")
local shots = import("dodge-city/shots")

return {
  options = function(ctx, me, card, offer) shots.options(ctx, me, card, offer, 1) end,
  play = function(ctx, me, card, o)
    moves.discard(ctx, card)
    shots.fire(ctx, me, card, o.target)
  end,
}
