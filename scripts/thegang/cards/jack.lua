-- Jack: by agreement, one player takes the suitless Jack (J*) into their
-- pocket, then puts one pocket card away face down.
local offers = import("offers")
local pockets = import("pockets")
return {
  follow_up = "discard",  -- its decision's verb ("discard K♠"): the pocket card put away
  proposals = function(ctx, proposer, offer) offers.propose_to_each(ctx, offer) end,
  use = function(ctx, p)
    local jack = ctx:find("J*", 0, "box")
    ctx:move(jack, p.target, "pocket")
    ctx:logf("G37", "%p takes the suitless Jack", p.target)
    pockets.discard_one(ctx, p.target, "Jack", "G37")
  end,
}
