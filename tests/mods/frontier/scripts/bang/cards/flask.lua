-- Flask, a green card (the frontier-green variant): put in play like a
-- blue card; from its holder's next turn on "use Flask" draws 2 cards
-- (FR7). The rules refuse it in the turn it was put in play and discard it
-- once used, as its kind says (kinds_used_from_play); its script says only
-- what it does.
local equip = import("equip")
local common = import("common")

return {
  options = equip.options,
  play = equip.play,
  use_options = function(_, _, card, offer) offer:option{verb = "use", card = card} end,
  use = function(ctx, me, card)
    ctx:logf("FR7", "%p uses %c from play and draws 2 cards", me, card)
    common.draw(ctx, me, 2, ctx:label(card))
  end,
}
