-- Scope: in play; you see other players at -1 distance (modifier sees_others, R15).
local equip = import("equip")

local EFFECT = freeze({"%p sees the others one seat closer, never below 1", "R15"})

return {
  options = equip.options,
  play = equip.play_with(EFFECT),
}
