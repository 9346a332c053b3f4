-- Bart Cassidy: for each life point lost he draws a card, once the hit is
-- settled and only if he is still alive (R51).
local common = import("common")

return {
  on = {
    hurt = function(ctx, me, card, ev)
      if ev.seat ~= me then return end
      ctx:logf("R51", "%s draws %s for the life lost, the hit settled", common.who(ctx, me), ev.amount)
      common.draw(ctx, me, ev.amount)
    end,
  },
}
