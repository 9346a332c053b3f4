-- Canteen (Dodge City), green: in a later phase 2 of its holder, used from
-- play for 1 life (its definition's `heals`), never above the maximum;
-- never a save at 0 life (D01, D07).
local moves = import("moves")
local green = import("dodge-city/green")

return green.card(function(_, _, card, offer) offer:option{verb = "use", card = card} end, function(ctx, me, card)
  local amount, ruling = moves.heals(ctx, me, card)
  local gained = moves.heal(ctx, me, amount)
  ctx:logf(ruling or "D07", "%p uses %c from play: %s (life %s)", me, card,
    gained > 0 and ("+" .. gained) or "at full life, to no effect", ctx:get(me, "life"))
end)
