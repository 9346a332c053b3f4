-- Suzy Lafayette: the moment her hand becomes empty she draws a card, even
-- in the middle of a card (R53). moves.move raises `hand_empty`.
local words = import("words")

return {
  on = {
    hand_empty = function(ctx, me, card, ev)
      if ev.seat ~= me then return end
      local c = ctx:draw(me, "hand")
      if c then ctx:logf("R53", "%s has an empty hand and draws a card at once", words.who(ctx, me)) end
    end,
  },
}
