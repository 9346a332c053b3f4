-- Muscle: by agreement, one player's hand beats every other hand of the same
-- ranking at the showdown; a higher ranking still wins.
return {
  proposals = function(ctx, proposer)
    local out = {}
    for t = 1, ctx:seats() do out[#out + 1] = {label = "propose Muscle -> " .. ctx:name(t), target = t} end
    return out
  end,
  use = function(ctx, p)
    ctx:set(0, "muscle", p.target)
    ctx:log(ctx:name(p.target) .. " has the Muscle: their hand beats every other hand of its ranking", "G40")
  end,
  muscle = function(ctx, seat) return ctx:get(0, "muscle") == seat end,
}
