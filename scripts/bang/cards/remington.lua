-- Remington: a weapon of reach 3 (R16); it replaces the weapon in play (R07).
local equip = import("equip")

return {
  options = equip.options,
  play = equip.play,
}
