-- Pedro Ramirez: his first phase-1 card may be the top of the discard pile
-- (not when it is empty); the second comes from the deck (R48).
local moves = import("moves")
local words = import("words")
local ask = import("ask")

return {
  draw_phase = function(ctx, me)
    local o = ask.choose(ctx, me, function()
      if ctx:card_count(0, "discard") > 0 then
        return {{verb = "draw", label = "draw from deck"}, {verb = "draw", label = "draw from discard", discard = true}}
      end
      return {{verb = "draw", label = "draw from deck"}}, {{"draw from discard", "the discard pile is empty (R48)"}}
    end, "Pedro Ramirez draws his first card from the deck or the top of the discard pile (R04, R48)")
    if not o.discard then
      moves.draw(ctx, me, 2, moves.phase1(ctx, me))
      return
    end
    local top = ctx:top(0, "discard")
    ctx:move(top, me, "hand")
    ctx:logf("R48", "%s takes %c from the discard pile, then draws from the deck", words.who(ctx, me), top)
    moves.draw(ctx, me, 1, moves.phase1(ctx, me))
  end,
}
