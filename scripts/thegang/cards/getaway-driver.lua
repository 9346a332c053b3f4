-- Getaway Driver: by agreement, one player announces the ranking of their
-- best hand so far (pocket plus the community cards shown), nothing more.
local hands = import("hands")
local offers = import("offers")
local pockets = import("pockets")
return {
  proposals = function(ctx, proposer, offer) offers.propose_to_each(ctx, offer) end,
  use = function(ctx, p)
    pockets.announce(ctx, ctx:name(p.target) .. " announces " .. hands.ranking_so_far(ctx, p.target), "G32")
  end,
}
