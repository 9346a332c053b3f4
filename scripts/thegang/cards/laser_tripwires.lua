-- Laser Tripwires: a flop without J, Q or K makes the holder of the top
-- white chip put their pocket cards away face down and draw new ones.
local C = import("common")
return {
  after_flop = function(ctx)
    local faces = false
    for _, c in ipairs(ctx:zone(0, "community")) do
      local r = C.rank(ctx, c)
      if r >= 11 and r <= 13 then faces = true end
    end
    local holder = C.holder(ctx, C.chip("white", ctx:seats()))
    if faces then
      ctx:log("Laser Tripwires: the flop shows a J, Q or K, nothing happens", "G15")
    elseif not holder then
      ctx:log("Laser Tripwires: nobody holds the top white chip", "G15")
    else
      C.redraw(ctx, holder, "Laser Tripwires: no J, Q or K on the flop", "G15")
    end
  end,
}
