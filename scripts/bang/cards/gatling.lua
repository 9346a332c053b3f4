-- Gatling: a shot at every other player, any distance, answered clockwise
-- from your left as a BANG! would be (Barrel, then Missed!); not a BANG!
-- card, so not limited, and one Missed! each even from Slab the Killer (R37).
local players = import("players")
local moves = import("moves")
local phase2 = import("phase2")
local respond = import("respond")
local damage = import("damage")

return {
  options = phase2.no_target,
  play = function(ctx, me, card)
    local what = ctx:label(card)
    moves.discard(ctx, card)
    ctx:logf("R37", "%p fires %s at every other player", me, what)
    damage.each_other(ctx, me, what, function(p)
      return players.unaffected(ctx, p, {card}, me) or respond.shot(ctx, p, {by = me, what = what, needed = 1})
    end)
  end,
}
