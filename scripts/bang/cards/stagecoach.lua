-- Stagecoach: draw 2 cards.
local common = import("common")

return {
  options = function(ctx, me, card, opts)
    opts[#opts + 1] = {label = "play " .. ctx:label(card), card = card}
  end,
  play = function(ctx, me, card)
    common.discard(ctx, card)
    ctx:log(ctx:name(me) .. " plays " .. ctx:label(card) .. " and draws 2 cards")
    common.draw(ctx, me, 2)
  end,
}
