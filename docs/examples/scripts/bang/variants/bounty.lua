-- Sheriff's bounty: a trigger of the game. Its handlers are called like a
-- card's, with owner 0 and card 0: no player owns it.
local common = import("common")

return {
  on = {
    eliminated = function(ctx, owner, card, ev)
      if ctx:get(ev.seat, "role") ~= "outlaw" then return end
      local sheriff = common.seat_of_role(ctx, "sheriff")
      if not sheriff or not ctx:alive(sheriff) then return end
      ctx:logf("SB2", "Bounty: an Outlaw is dead, the Sheriff %p draws a card", sheriff)
      common.draw(ctx, sheriff, 1)
    end,
  },
}
