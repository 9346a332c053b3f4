-- Motion Detector: a flop with a J, Q or K makes the holder of white 1 put
-- their pocket cards away face down and draw new ones.
local pockets = import("pockets")
return {
  after_flop = function(ctx)
    pockets.flop_redraw(ctx, "Motion Detector", "white 1", true)
  end,
}
