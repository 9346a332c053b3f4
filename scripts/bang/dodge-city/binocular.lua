-- Binocular (Dodge City): in play; you see other players at -1 distance, as
-- with a Scope, and the two add up (modifier sees_others, D08).
local equip = import("equip")

local EFFECT = freeze({"%p sees the others one seat closer, never below 1", "D08"})

return {
  options = equip.options,
  play = equip.play_with(EFFECT),
}
