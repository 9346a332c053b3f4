-- Slab the Killer: cancelling one of his BANG! cards takes two Missed!
-- (each successful Barrel "draw!" counts as one); his Gatling and Duel are
-- normal (R45). shoot.lua calls `bang_shot` for his BANG! cards only; the
-- response window and the damage cite the ruling set here.
local words = import("words")

return {
  bang_shot = function(ctx, me, shot)
    shot.needed, shot.ruling = 2, "R45"
    ctx:logf("R45", "%s: this BANG! takes %d Missed! to cancel", words.who(ctx, me), shot.needed)
  end,
}
