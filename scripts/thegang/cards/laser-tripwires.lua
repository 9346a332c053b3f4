-- Laser Tripwires: a flop without J, Q or K makes the holder of the top
-- white chip put their pocket cards away face down and draw new ones.
local common = import("common")
return {
  after_flop = function(ctx)
    common.flop_redraw(ctx, "Laser Tripwires", common.chip("white", ctx:seats()), false)
  end,
}
