-- Black Jack: in phase 1 he shows his second card; on a heart or a diamond
-- he draws one more (R50).
return {
  draw_phase = function(ctx, me)
    ctx:draw(me, "hand")
    local second = ctx:draw(me, "hand")
    if not second then return end
    local suit = ctx:suit(second)
    local more = suit == "♥" or suit == "♦"
    ctx:log("Black Jack shows his second card, " .. ctx:label(second) ..
      (more and ": red, he draws one more" or ": not red"), "R50")
    if more then ctx:draw(me, "hand") end
  end,
}
