-- Muscle: by agreement, one player's hand beats every other hand of the same
-- ranking at the showdown; a higher ranking still wins.
local offers = import("offers")
return {
  proposals = function(ctx, proposer, offer) offers.propose_to_each(ctx, offer) end,
  use = function(ctx, p)
    ctx:set(0, "muscle", p.target)
    ctx:logf("G40", "%p has the Muscle: their hand beats every other hand of its ranking", p.target)
  end,
  beats_its_ranking = function(ctx, seat) return ctx:get(0, "muscle") == seat end,
  -- The choice lasts one heist.
  heist_end = function(ctx) ctx:set(0, "muscle", nil) end,
}
