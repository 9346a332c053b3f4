-- Saloon: every living player gains 1 life, never above their maximum (R25).
local common = import("common")

return {
  options = common.no_target,
  saves = function() return false, "Saloon is played only in your own phase 2 and is never a save at 0 life (R25)" end,
  play = function(ctx, me, card)
    common.discard(ctx, card)
    for _, p in ipairs(ctx:living(me)) do common.heal(ctx, p, 1) end
    ctx:log(ctx:name(me) .. " plays " .. ctx:label(card) .. ": every living player gains 1 life, up to their maximum", "R25")
  end,
}
