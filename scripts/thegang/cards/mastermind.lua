-- Mastermind: by agreement, the gang names a card value and one player
-- announces how many pocket cards of that value they hold.
local common = import("common")
return {
  proposals = function(ctx, proposer)
    local out = {}
    for t = 1, ctx:seats() do
      for _, v in ipairs(common.VALUES) do
        out[#out + 1] = {label = "propose Mastermind -> " .. ctx:name(t) .. " counts " .. v, target = t, rank = common.value_rank(v)}
      end
    end
    return out
  end,
  use = function(ctx, p)
    local n = 0
    for _, c in ipairs(ctx:zone(p.target, "pocket")) do
      if common.rank(ctx, c) == p.rank then n = n + 1 end
    end
    common.announce(ctx, ctx:name(p.target) .. " announces " .. n .. " of value " .. common.value_text(p.rank), "G34")
  end,
}
