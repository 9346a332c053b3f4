-- Laser Tripwires: a flop without J, Q or K makes the holder of the top
-- white chip put their pocket cards away face down and draw new ones.
local chip_list = import("chip_list")
local pockets = import("pockets")
return {
  after_flop = function(ctx)
    pockets.flop_redraw(ctx, "Laser Tripwires", chip_list.chip("white", ctx:seat_count()), false)
  end,
}
