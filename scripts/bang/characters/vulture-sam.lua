-- Vulture Sam: when another player is eliminated, their hand and then their
-- table cards go into his hand instead of the discard pile (R27).
local common = import("common")

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
      if ctx:narrating() then
        if n == 0 then
          ctx:log(ctx:name(ev.seat) .. " leaves no cards for " .. common.who(ctx, me), "R27")
        else
          ctx:log(common.who(ctx, me) .. " takes " .. ctx:name(ev.seat) .. "'s " .. n .. (n == 1 and " card" or " cards") ..
            ", hand first", "R27")
        end
      end
    end,
  },
}
