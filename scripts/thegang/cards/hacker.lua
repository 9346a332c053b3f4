-- Hacker: by agreement, one player draws a card, then puts one pocket card away face down.
local C = import("common")
return {
  follow_up = "discard",  -- its decision's verb ("discard K♠"): the pocket card put away
  proposals = function(ctx, proposer)
    local out = {}
    for t = 1, ctx:seats() do out[#out + 1] = {label = "propose Hacker -> " .. ctx:name(t), target = t} end
    return out
  end,
  use = function(ctx, p)
    local c = ctx:draw(p.target, "pocket")
    ctx:log(ctx:name(p.target) .. " draws a card", "G35")
    if c then ctx:tell(p.target, "you draw " .. ctx:label(c), "G35") end
    C.discard_one(ctx, p.target, "Hacker", "G35")
  end,
}
