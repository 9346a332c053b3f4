-- Greg Digger (Dodge City): each time another character is eliminated he
-- regains 2 life, never above his maximum; one trigger per elimination, so
-- a card that kills two gives him 2 twice (D20).
local moves = import("moves")
local words = import("words")

return {
  on = {
    eliminated = function(ctx, me, _, ev)
      if ev.seat == me or not ctx:alive(me) then return end
      local gained = moves.heal(ctx, me, 2)
      ctx:logf("D20", "%s digs in after %p is out: %s (life %s)", words.who(ctx, me), ev.seat,
        gained > 0 and ("+" .. gained) or "at full life, nothing", ctx:get(me, "life"))
    end,
  },
}
