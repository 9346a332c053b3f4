-- Cat Balou: any other player, any distance, discards a card of your
-- choosing in play, or a random card from their hand; you choose (R18).
local moves = import("moves")
local steal = import("steal")

local RULES = {hand = true, ruling = "R18"}

local function options(ctx, me, card, offer) steal.options(ctx, me, card, offer, RULES) end

return {
  options = options,
  play = function(ctx, me, card, o)
    moves.discard(ctx, card)
    steal.discard(ctx, me, card, o, "R18")
  end,
}
