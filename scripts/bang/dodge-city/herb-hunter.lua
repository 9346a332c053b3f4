-- Herb Hunter (Dodge City): each time another character is eliminated he
-- draws 2 cards; one trigger per elimination. He draws as the player goes
-- out, before any reward or penalty: eliminating an Outlaw gives him 2 + 3
-- (D20, R28).
local moves = import("moves")
local words = import("words")

return {
  on = {
    eliminated = function(ctx, me, _, ev)
      if ev.seat == me or not ctx:alive(me) then return end
      ctx:logf("D20", "%s draws 2 cards as %p is out", words.who(ctx, me), ev.seat)
      moves.draw(ctx, me, 2, words.who(ctx, me) .. "'s ability")
    end,
  },
}
