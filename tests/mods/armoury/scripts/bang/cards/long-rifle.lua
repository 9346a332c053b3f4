-- Long Rifle: a weapon of reach 6. The reach is the definition's
-- `modifiers: {reach: 6}`; replacing the weapon in play is any weapon's
-- (equip).
local equip = import("equip")

return {
  options = equip.options,
  play = equip.play,
}
