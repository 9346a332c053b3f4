-- Laser Tripwires: a flop without J, Q or K makes the holder of the top
-- white chip put their pocket cards away face down and draw new ones.
local C = import("common")
return {
  after_flop = function(ctx)
    C.flop_redraw(ctx, "Laser Tripwires", C.chip("white", ctx:seats()), false)
  end,
}
