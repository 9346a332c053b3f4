-- Math Whiz: after the deal, everyone announces the sum of their pocket
-- cards: 2 to 10 at face value, J, Q and K 10, A 11.
local pockets = import("pockets")
return {
  after_deal = function(ctx)
    pockets.announce_pockets(ctx, "G38", function(ranks)
      local sum = 0
      for _, r in ipairs(ranks) do sum = sum + (r == 14 and 11 or math.min(r, 10)) end
      return "a sum of " .. sum
    end)
  end,
}
