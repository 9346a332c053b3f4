-- Volcanic: a weapon of reach 1 that lifts the one-BANG!-per-turn limit (R05).
local equip = import("equip")

return {
  options = equip.options,
  play = equip.play,
  unlimited_bang = true,
}
