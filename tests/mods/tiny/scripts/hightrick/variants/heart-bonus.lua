-- Heart bonus: a trigger of the game (owner 0, card 0) on `trick_taken`.
return {
  on = {
    trick_taken = function(ctx, owner, card, ev)
      if ctx:suit(ev.by) ~= "♥" then return end
      ctx:add(ev.seat, "points", 1)
      ctx:logf("H1", "%p took the trick with a heart: one more point", ev.seat)
    end,
  },
}
