-- Scope: in play; you see other players at -1 distance (modifier sees_others, R15).
local equip = import("equip")

return {
  options = equip.options,
  quick_options = equip.options,
  play = equip.play,
}
