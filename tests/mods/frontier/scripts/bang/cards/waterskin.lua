-- Waterskin: put in play like a blue card; in play, its holder's phase 2
-- offers "use Waterskin", which discards it for 1 life (FR6). The rules ask
-- a card in play for `use_options` and carry the choice out with `use`.
local equip = import("equip")
local common = import("common")

return {
  options = equip.options,
  play = equip.play,
  use_options = function(ctx, me, card, offer)
    if ctx:get(me, "life") < ctx:get(me, "max_life") then
      offer:option{verb = "use", card = card}
    else
      offer:refuse({verb = "use", card = card}, "Waterskin gives no life at the maximum (FR6)")
    end
  end,
  use = function(ctx, me, card)
    common.discard(ctx, card)
    common.heal(ctx, me, 1)
    ctx:logf("FR6", "%p uses %c from play (life %s)", me, card, ctx:get(me, "life"))
  end,
}
