-- Getaway Driver: by agreement, one player announces the ranking of their
-- best hand so far (pocket plus the community cards shown), nothing more.
local C = import("common")
return {
  proposals = function(ctx, proposer)
    local out = {}
    for t = 1, ctx:seats() do
      out[#out + 1] = {label = "propose Getaway Driver -> " .. ctx:name(t), target = t}
    end
    return out
  end,
  use = function(ctx, p)
    C.announce(ctx, ctx:name(p.target) .. " announces " .. C.ranking_so_far(ctx, p.target), "G32")
  end,
}
