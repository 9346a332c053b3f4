-- Shield, a green card (the frontier-green variant): put in play like a
-- blue card; from the turn after, its holder may use it from play against
-- a shot (`answers_shot`), and then draws a card (`after_answer`) (FR12).
local equip = import("equip")
local common = import("common")

return {
  options = equip.options,
  play = equip.play,
  answers_shot = true,
  after_answer = function(ctx, me, card)
    ctx:logf("FR12", "%p used %c from play and draws a card", me, card)
    common.draw(ctx, me, 1, ctx:label(card))
  end,
}
