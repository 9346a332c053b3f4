-- Getaway Driver: by agreement, one player announces the ranking of their
-- best hand so far (pocket plus the community cards shown), nothing more.
local common = import("common")
return {
  proposals = function(ctx, proposer, offer) common.propose_to_each(ctx, offer) end,
  use = function(ctx, p)
    common.announce(ctx, ctx:name(p.target) .. " announces " .. common.ranking_so_far(ctx, p.target), "G32")
  end,
}
