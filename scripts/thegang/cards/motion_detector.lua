-- Motion Detector: a flop with a J, Q or K makes the holder of white 1 put
-- their pocket cards away face down and draw new ones.
local C = import("common")
return {
  after_flop = function(ctx)
    local faces = false
    for _, c in ipairs(ctx:zone(0, "community")) do
      local r = C.rank(ctx, c)
      if r >= 11 and r <= 13 then faces = true end
    end
    local holder = C.holder(ctx, "white 1")
    if not faces then
      ctx:log("Motion Detector: no J, Q or K on the flop, nothing happens", "G15")
    elseif not holder then
      ctx:log("Motion Detector: nobody holds white 1", "G15")
    else
      C.redraw(ctx, holder, "Motion Detector: the flop shows a J, Q or K", "G15")
    end
  end,
}
