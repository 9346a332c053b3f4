-- Tequila (Dodge City): with a cost (D03), any one living player you
-- choose, yourself too, regains 1 life, never above the maximum; in your
-- turn only, never a save at 0 life (D05, D07).
local moves = import("moves")
local cost = import("dodge-city/cost")

return {
  options = function(ctx, me, card, offer)
    cost.options(ctx, me, card, offer, function(paid)
      for _, p in ipairs(ctx:living(me)) do paid:option{verb = "play", card = card, target = p} end
    end)
  end,
  play = function(ctx, me, card, o)
    cost.pay(ctx, me, card, o)
    local t = o.target
    local amount, ruling = moves.heals(ctx, t, card)
    local gained = moves.heal(ctx, t, amount)
    ctx:logf(ruling or "D07", "%p gives %p %c: %s (life %s)", me, t, card,
      gained > 0 and ("+" .. gained) or "at full life, to no effect", ctx:get(t, "life"))
  end,
}
