-- Black Jack: in phase 1 he shows his second card; on a heart or a diamond
-- he draws one more (R50).
local words = import("words")
local moves = import("moves")

return {
  draw_phase = function(ctx, me)
    local phase1 = moves.phase1(ctx, me)
    ctx:draw(me, "hand", phase1)
    local second = ctx:draw(me, "hand", phase1)
    if not second then return end
    local suit = ctx:suit(second)
    local more = suit == "♥" or suit == "♦"
    ctx:logf("R50", more and "%s shows the second card, %c: red, one more card" or
      "%s shows the second card, %c: not red, no more", words.who(ctx, me), second)
    if more then ctx:draw(me, "hand", phase1) end
  end,
}
