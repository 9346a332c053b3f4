-- Jourdonnais: a built-in Barrel, which "draw!"s after a real one, so with
-- both he makes two separate "draw!"s against a shot (R44).
local words = import("words")
local judgement = import("judgement")

return {
  cancels_shot = function(ctx, me, _, shot)
    local what = ctx:get(me, "character") .. "'s built-in Barrel"
    if shot.draws > 0 then
      ctx:logf("R44", "%s has a real Barrel too: the shot is not cancelled yet, so a second \"draw!\", for the " ..
        "built-in one", words.who(ctx, me))
    end
    return (judgement.draw(ctx, me, judgement.HEART, what, true)), what
  end,
}
