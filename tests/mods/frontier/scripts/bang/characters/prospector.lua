-- Prospector: once in each phase 2 of his turn he may draw a card (FR15).
-- The option's part `bot` names the kind the basic bot uses it for ("draw",
-- as a card's bot_play), so the bot uses it where it leaves Tinker's alone.
local common = import("common")

local LABEL = "ability prospect"

return {
  extra_options = function(ctx, me, offer)
    if ctx:turn() == me and ctx:get(0, "phase") == 2 and not ctx:get(me, "prospector.used") then
      offer:option{verb = "ability", label = LABEL, bot = "draw"}
    elseif offer.refusing then
      offer:refuse(LABEL, "Prospector draws once in each phase 2 of his own turn (FR15)")
    end
  end,
  use_option = function(ctx, me)
    ctx:set(me, "prospector.used", true)
    ctx:logf("FR15", "%s draws a card with his ability", common.who(ctx, me))
    common.draw(ctx, me, 1)
  end,
  on = {
    turn_begins = function(ctx, me, _, ev)
      if ev.seat == me then ctx:set(me, "prospector.used", nil) end
    end,
  },
}
