-- Getaway Driver: by agreement, one player announces the ranking of their
-- best hand so far (pocket plus the community cards shown), nothing more.
local common = import("common")
local targets = import("lib/targets")
return {
  proposals = function(ctx) return targets.each_seat(ctx, "propose Getaway Driver") end,
  use = function(ctx, p)
    common.announce(ctx, ctx:name(p.target) .. " announces " .. common.ranking_so_far(ctx, p.target), "G32")
  end,
}
