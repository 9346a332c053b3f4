-- Investor: after the deal, everyone announces how many face cards (J, Q, K) they hold.
local pockets = import("pockets")
return {
  after_deal = function(ctx)
    pockets.announce_pockets(ctx, "G33", function(ranks)
      local n = 0
      for _, r in ipairs(ranks) do
        if r >= 11 and r <= 13 then n = n + 1 end
      end
      return n .. " face cards"
    end)
  end,
}
