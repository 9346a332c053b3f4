-- Springfield (Dodge City): with a cost (another card of the hand,
-- discarded with it, D03), a BANG! effect on any other player at any
-- distance; not a BANG! card (D04, D05).
local cost = import("dodge-city/cost")
local shots = import("dodge-city/shots")

return {
  options = function(ctx, me, card, offer)
    cost.options(ctx, me, card, offer, function(paid) shots.options(ctx, me, card, paid, nil) end)
  end,
  play = function(ctx, me, card, o)
    cost.pay(ctx, me, card, o)
    shots.fire(ctx, me, card, o.target)
  end,
}
