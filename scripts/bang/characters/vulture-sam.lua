-- Vulture Sam: when another player is eliminated, their hand and then their
-- table cards go into his hand instead of the discard pile (R27).
local words = import("words")

return {
  on = {
    eliminated = function(ctx, me, card, ev)
      if ev.seat == me or not ctx:alive(me) then return end
      local n = 0
      for _, zone in ipairs({"hand", "table"}) do
        for _, c in ipairs(ctx:zone(ev.seat, zone)) do
          ctx:move(c, me, "hand")
          n = n + 1
        end
      end
      if n == 0 then
        ctx:logf("R27", "%p leaves no cards for %s", ev.seat, words.who(ctx, me))
      else
        ctx:logf("R27", n == 1 and "%s takes %p's %d card, hand first" or "%s takes %p's %d cards, hand first",
          words.who(ctx, me), ev.seat, n)
      end
    end,
  },
}
