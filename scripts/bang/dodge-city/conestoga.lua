-- Conestoga (Dodge City), green: in a later phase 2 of its holder, used
-- from play to take a card from any other player at any distance, a card
-- in play of your choosing or a random card from the hand; a player with
-- no card cannot be chosen (D01, D05).
local players = import("players")
local moves = import("moves")
local steal = import("steal")
local green = import("dodge-city/green")

local RULES = {hand = true, ruling = "D05"}

return green.card(function(ctx, me, card, offer) steal.options(ctx, me, card, green.using(offer), RULES) end,
  function(ctx, me, card, o)
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
  end)
