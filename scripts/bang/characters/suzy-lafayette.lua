-- Suzy Lafayette: the moment her hand becomes empty she draws a card, even
-- in the middle of a card (R53). common.move raises `hand_empty`.
return {
  on = {
    hand_empty = function(ctx, me, card, ev)
      if ev.seat ~= me then return end
      local c = ctx:draw(me, "hand")
      if c then ctx:log("Suzy Lafayette's hand is empty: she draws a card at once", "R53") end
    end,
  },
}
