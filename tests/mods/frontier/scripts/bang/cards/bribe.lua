-- Bribe: played with a cost, another card of the hand (the option's
-- `cost`, labelled "play Bribe (9♣) + CARD"); the cost is discarded first,
-- then the Bribe, and its player draws 3 (FR13).
local common = import("common")

return {
  options = function(ctx, me, card, offer)
    for _, c in ipairs(ctx:zone(me, "hand")) do
      if c ~= card then offer:option{verb = "play", card = card, cost = c} end
    end
  end,
  play = function(ctx, me, card, o)
    common.discard(ctx, o.cost)
    common.discard(ctx, card)
    ctx:logf("FR13", "%p discards %c with %c and draws 3 cards", me, o.cost, card)
    common.draw(ctx, me, 3, ctx:label(card))
  end,
}
