-- Rag Time (Dodge City): with a cost (D03), take a card from any other
-- player at any distance, a card in play of your choosing or a random card
-- from the hand, into your hand: a Panic! without the distance. A player
-- with no card cannot be chosen (D05).
local players = import("players")
local moves = import("moves")
local steal = import("steal")
local cost = import("dodge-city/cost")

local RULES = {hand = true, ruling = "D05"}

return {
  options = function(ctx, me, card, offer)
    cost.options(ctx, me, card, offer, function(paid) steal.options(ctx, me, card, paid, RULES) end)
  end,
  play = function(ctx, me, card, o)
    cost.pay(ctx, me, card, o)
    if players.unaffected(ctx, o.target, {card}, me) then return end
    local c = steal.pick(ctx, me, o)
    moves.move(ctx, c, me, "hand")
    if o.hand then
      ctx:logf("D05", "%p takes a random card from %p's hand with %c", me, o.target, card)
      ctx:tellf(me, nil, "You take %c", c)
      ctx:tellf(o.target, nil, "%p takes your %c", me, c)
    else
      ctx:logf("D05", "%p takes %c from in front of %p with %c", me, c, o.target, card)
    end
  end,
}
