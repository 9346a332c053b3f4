-- Hacker: by agreement, one player draws a card, then puts one pocket card away face down.
local offers = import("offers")
local pockets = import("pockets")
return {
  follow_up = "discard",  -- its decision's verb ("discard K♠"): the pocket card put away
  proposals = function(ctx, proposer, offer) offers.propose_to_each(ctx, offer) end,
  use = function(ctx, p)
    local c = ctx:draw(p.target, "pocket")
    ctx:logf("G35", "%p draws a card", p.target)
    if c then ctx:tellf(p.target, "G35", "you draw %c", c) end
    pockets.discard_one(ctx, p.target, "Hacker", "G35")
  end,
}
