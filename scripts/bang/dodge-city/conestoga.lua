-- Conestoga (Dodge City), green: in a later phase 2 of its holder, used
-- from play to take a card from any other player at any distance, a card
-- in play of your choosing or a random card from the hand; a player with
-- no card cannot be chosen (D01, D05).
local steal = import("steal")
local green = import("dodge-city/green")

local RULES = {hand = true, ruling = "D05"}

return green.card(function(ctx, me, card, offer) steal.options(ctx, me, card, green.using(offer), RULES) end,
  function(ctx, me, card, o) steal.take(ctx, me, card, o, "D05") end)
