-- Indians!: every other player, clockwise from your left, discards a BANG!
-- or loses 1 life to you; Missed! and Barrel do not help (R36).
local moves = import("moves")
local phase2 = import("phase2")
local respond = import("respond")
local damage = import("damage")

return {
  options = phase2.no_target,
  play = function(ctx, me, card)
    local what = ctx:label(card)
    moves.discard(ctx, card)
    ctx:logf("R36", "%p plays %s against every other player", me, what)
    damage.each_other(ctx, me, what, function(p)
      return respond.bang(ctx, p, ctx:name(me) .. "'s " .. what, "R36")
    end)
  end,
}
