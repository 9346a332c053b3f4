-- Mustang: in play; other players see you at +1 distance (modifier seen_from_others, R15).
local equip = import("equip")

local EFFECT = freeze({"others see %p one seat further away", "R15"})

return {
  options = equip.options,
  play = equip.play_with(EFFECT),
}
