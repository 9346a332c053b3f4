-- Investor: after the deal, everyone announces how many face cards (J, Q, K) they hold.
local C = import("common")
return {
  after_deal = function(ctx)
    for s = 1, ctx:seats() do
      local n = 0
      for _, c in ipairs(ctx:zone(s, "pocket")) do
        local r = C.rank(ctx, c)
        if r >= 11 and r <= 13 then n = n + 1 end
      end
      C.announce(ctx, ctx:name(s) .. " announces " .. n .. " face cards", "G33")
    end
  end,
}
