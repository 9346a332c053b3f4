-- Barrel: in play; a shot at you first makes a "draw!": a heart counts as a Missed! (R43).
local equip = import("equip")
local judgement = import("judgement")

return {
  options = equip.options,
  play = equip.play,
  cancels_shot = function(ctx, me, card)
    return (judgement.draw(ctx, me, judgement.HEART, ctx:label(card), true))
  end,
}
