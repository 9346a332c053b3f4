-- Digger Dale: each time another player is eliminated, he regains 1 life,
-- never above his maximum. The `eliminated` event reaches the handlers of
-- the dead too, so he checks that he is alive himself.
local common = import("common")

return {
  on = {
    eliminated = function(ctx, me, card, ev)
      if ev.seat == me or not ctx:alive(me) then return end
      local gained = common.heal(ctx, me, 1)
      if gained > 0 then
        ctx:logf("DD1", "Digger Dale regains 1 life for %p (life %d)", ev.seat, ctx:get(me, "life"))
      else
        ctx:logf("DD1", "Digger Dale is at his maximum and regains nothing for %p", ev.seat)
      end
    end,
  },
}
