-- Bill Noface (Dodge City): in phase 1 he draws 1 card plus 1 for each
-- life point he is missing (his maximum less his life as phase 1 begins),
-- all from the deck (D21).
local moves = import("moves")
local words = import("words")

return {
  draw_phase = function(ctx, me)
    local missing = ctx:get(me, "max_life") - ctx:get(me, "life")
    local n = 1 + math.max(0, missing)
    ctx:logf("D21", "%s is missing %s life and draws %s in phase 1", words.who(ctx, me), missing,
      n == 1 and "1 card" or (n .. " cards"))
    moves.draw(ctx, me, n, moves.phase1(ctx, me))
  end,
}
