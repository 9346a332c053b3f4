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
        ctx:log("Digger Dale regains 1 life for " .. ctx:name(ev.seat) .. " (life " .. ctx:get(me, "life") .. ")", "DD1")
      else
        ctx:log("Digger Dale is at his maximum and regains nothing for " .. ctx:name(ev.seat), "DD1")
      end
    end,
  },
}
