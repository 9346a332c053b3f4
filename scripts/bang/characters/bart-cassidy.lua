-- Bart Cassidy: for each life point lost he draws a card, once the hit is
-- settled and only if he is still alive (R51).
local moves = import("moves")
local words = import("words")

return {
  on = {
    hurt = function(ctx, me, card, ev)
      if ev.seat ~= me then return end
      ctx:logf("R51", "%s draws %s for the life lost, the hit settled", words.who(ctx, me), ev.amount)
      moves.draw(ctx, me, ev.amount)
    end,
  },
}
