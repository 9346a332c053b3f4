-- Panic!: take a card from a player at distance 1, whatever the weapon: a
-- card in play of your choosing, or a random card from the hand (R17).
-- Under seed-panic only a card in play.
local players = import("players")
local moves = import("moves")
local steal = import("steal")

local WITH_HAND = {reach = 1, hand = true, ruling = "R17"}
local NO_HAND = {
  reach = 1,
  hand = false,
  hand_refusal = "Panic! takes only a card in play under seed-panic (R17)",
  ruling = "R17",
}

local function options(ctx, me, card, offer)
  steal.options(ctx, me, card, offer, ctx:rule("panic_takes_hand") and WITH_HAND or NO_HAND)
end

return {
  options = options,
  play = function(ctx, me, card, o)
    -- Kept: how the distance came out is worked out piece by piece (ctx:distance_why).
    if ctx:narrating() then
      local without = players.distance_without(ctx, me)
      ctx:logf("R17", "%p is at distance %d from %p (%s): within Panic!'s distance of 1", o.target,
        ctx:distance(me, o.target, without), me, (ctx:distance_why(me, o.target, without)))
    end
    moves.discard(ctx, card)
    steal.take(ctx, me, card, o, "R17")
  end,
}
