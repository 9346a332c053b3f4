-- Tinker: once in each phase 2 of his turn he may draw a card (FR5). The
-- ability's option names no cards, only its label; the basic bot leaves
-- such an ability alone.
local common = import("common")

local LABEL = "ability tinker"

local function usable(ctx, me)
  return ctx:turn() == me and ctx:get(0, "phase") == 2 and not ctx:get(me, "tinker.used")
end

return {
  extra_options = function(ctx, me, offer)
    if usable(ctx, me) then
      offer:option{verb = "ability", label = LABEL}
    elseif offer.refusing then
      offer:refuse(LABEL, "Tinker draws once in each phase 2 of his own turn (FR5)")
    end
  end,
  use_option = function(ctx, me)
    ctx:set(me, "tinker.used", true)
    common.draw(ctx, me, 1)
    ctx:logf("FR5", "%s draws a card with his ability", common.who(ctx, me))
  end,
  on = {
    turn_begins = function(ctx, me, _, ev)
      if ev.seat == me then ctx:set(me, "tinker.used", nil) end
    end,
  },
}
