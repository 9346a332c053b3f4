-- Set cards (Green, Purple, Orange, Grey, All in): once played or turned up
-- they stay in force, and at scoring every player gets the points for each
-- set of the card's colours they hold (E11). Doubled: twice the points.
local board = import("board")

return {
  play = function(ctx, me, card, times)
    ctx:move(card, 0, "sets")
    ctx:card_set(card, "times", times)
    ctx:logf("E11", "%c is in force for every player%s",
      card, (times > 1 and ", doubled: twice the points (E15)" or ""))
    board.add_set(ctx, card)
  end,
}
