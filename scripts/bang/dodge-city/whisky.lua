-- Whisky (Dodge City): with a cost (D03), you regain 2 life (its
-- definition's `heals`), never above your maximum; in your turn only,
-- never a save at 0 life (D07).
local moves = import("moves")
local cost = import("dodge-city/cost")

return {
  options = function(ctx, me, card, offer)
    cost.options(ctx, me, card, offer, function(paid) paid:option{verb = "play", card = card} end)
  end,
  play = function(ctx, me, card, o)
    cost.pay(ctx, me, card, o)
    local amount, ruling = moves.heals(ctx, me, card)
    local gained = moves.heal(ctx, me, amount)
    ctx:logf(ruling or "D07", "%p drinks %c: %s (life %s)", me, card,
      gained > 0 and ("+" .. gained) or "at full life, to no effect", ctx:get(me, "life"))
  end,
}
