-- Bart Cassidy: for each life point lost he draws a card, once the hit is
-- settled and only if he is still alive (R51).
local common = import("common")

return {
  on = {
    hurt = function(ctx, me, card, ev)
      if ev.seat ~= me then return end
      if ctx:narrating() then
        ctx:log(common.who(ctx, me) .. " draws " .. ev.amount .. " for the life lost, the hit settled", "R51")
      end
      common.draw(ctx, me, ev.amount)
    end,
  },
}
