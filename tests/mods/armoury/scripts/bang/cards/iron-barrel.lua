-- Iron Barrel: in play, a shot at its holder first makes a "draw!"; a heart
-- or a diamond counts as a Missed! (as a Barrel, R43). The rules call `cancels_shot` for
-- every card in play that has it, in order of play, before asking for a
-- Missed!; putting it in play is any blue card's (equip).
local equip = import("equip")
local judgement = import("judgement")

local RED = {suits = {"♥", "♦"}, text = "a heart or a diamond"}

return {
  options = equip.options,
  play = equip.play,
  cancels_shot = function(ctx, me, card)
    local ok = judgement.draw(ctx, me, RED, ctx:label(card), true)
    return ok
  end,
}
