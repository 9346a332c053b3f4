-- Saloon: every living player gains 1 life, never above their maximum (R25).
local moves = import("moves")
local phase2 = import("phase2")

return {
  options = phase2.no_target,
  saves = function() return false, "Saloon is played only in your own phase 2 and is never a save at 0 life (R25)" end,
  play = function(ctx, me, card)
    moves.discard(ctx, card)
    for _, p in ipairs(ctx:living(me)) do moves.heal(ctx, p, 1) end
    ctx:logf("R25", "%p plays %c: every living player gains 1 life, up to their maximum", me, card)
  end,
}
