-- Black Jack: in phase 1 he shows his second card; on a heart or a diamond
-- he draws one more (R50).
local common = import("common")

return {
  draw_phase = function(ctx, me)
    ctx:draw(me, "hand")
    local second = ctx:draw(me, "hand")
    if not second then return end
    local suit = ctx:suit(second)
    local more = suit == "♥" or suit == "♦"
    if ctx:narrating() then
      ctx:log(common.who(ctx, me) .. " shows the second card, " .. ctx:label(second) ..
        (more and ": red, one more card" or ": not red, no more"), "R50")
    end
    if more then ctx:draw(me, "hand") end
  end,
}
