-- Barrel: in play; a shot at you first makes a "draw!": a heart counts as a Missed! (R43).
local equip = import("equip")

return {
  options = equip.options,
  quick_options = equip.options,
  play = equip.play,
}
