-- Hideout (Dodge City): in play; other players see you at +1 distance, as
-- with a Mustang, and the two add up (modifier seen_from_others, D08).
local equip = import("equip")

local EFFECT = freeze({"others see %p one seat further away", "D08"})

return {
  options = equip.options,
  play = equip.play_with(EFFECT),
}
