-- Math Whiz: after the deal, everyone announces the sum of their pocket
-- cards: 2 to 10 at face value, J, Q and K 10, A 11.
local C = import("common")
return {
  after_deal = function(ctx)
    for s = 1, ctx:seats() do
      local sum = 0
      for _, c in ipairs(ctx:zone(s, "pocket")) do
        local r = C.rank(ctx, c)
        sum = sum + (r == 14 and 11 or math.min(r, 10))
      end
      C.announce(ctx, ctx:name(s) .. " announces a sum of " .. sum, "G38")
    end
  end,
}
