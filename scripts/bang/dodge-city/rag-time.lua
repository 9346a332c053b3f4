-- Rag Time (Dodge City): with a cost (D03), take a card from any other
-- player at any distance, a card in play of your choosing or a random card
-- from the hand, into your hand: a Panic! without the distance. A player
-- with no card cannot be chosen (D05).
local steal = import("steal")
local cost = import("dodge-city/cost")

local RULES = {hand = true, ruling = "D05"}

return {
  options = function(ctx, me, card, offer)
    cost.options(ctx, me, card, offer, function(paid) steal.options(ctx, me, card, paid, RULES) end)
  end,
  play = function(ctx, me, card, o)
    cost.pay(ctx, me, card, o)
    steal.take(ctx, me, card, o, "D05")
  end,
}
