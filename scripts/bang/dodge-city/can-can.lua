-- Can Can (Dodge City), green: in a later phase 2 of its holder, used from
-- play to make any other player, at any distance, discard a card: one in
-- play of your choosing or a random card from the hand (D01, D05).
local players = import("players")
local moves = import("moves")
local steal = import("steal")
local green = import("dodge-city/green")

local RULES = {hand = true, ruling = "D05"}

return green.card(function(ctx, me, card, offer) steal.options(ctx, me, card, green.using(offer), RULES) end,
  function(ctx, me, card, o)
    if players.unaffected(ctx, o.target, {card}, me) then return end
    local c = steal.pick(ctx, me, o)
    moves.discard(ctx, c)
    ctx:logf("D05", "%p's %c makes %p discard %c%s", me, card, o.target, c, o.hand and " (at random from the hand)" or "")
  end)
