-- Pixie Pete (Dodge City): in phase 1 he draws 3 cards instead of 2, all
-- from the deck; fewer when the piles hold fewer (D21).
local moves = import("moves")
local words = import("words")

return {
  draw_phase = function(ctx, me)
    ctx:logf("D21", "%s draws 3 cards in phase 1", words.who(ctx, me))
    moves.draw(ctx, me, 3, moves.phase1(ctx, me))
  end,
}
