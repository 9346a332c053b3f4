-- Cat Balou: any other player, any distance, discards a card of your
-- choosing in play, or a random card from their hand; you choose (R18).
local players = import("players")
local moves = import("moves")
local steal = import("steal")

local RULES = {hand = true, ruling = "R18"}

local function options(ctx, me, card, offer) steal.options(ctx, me, card, offer, RULES) end

return {
  options = options,
  play = function(ctx, me, card, o)
    moves.discard(ctx, card)
    if players.unaffected(ctx, o.target, {card}, me) then return end
    local c = steal.pick(ctx, me, o)
    moves.discard(ctx, c)
    ctx:logf("R18", "%p's %c makes %p discard %c%s",
      me, card, o.target, c, (o.hand and " (at random from the hand)" or ""))
  end,
}
