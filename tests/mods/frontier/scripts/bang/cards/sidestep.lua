-- Sidestep: a Missed! by its definition's counts_as, answered from the
-- response window; `keeps_kind` keeps Calamity Janet from playing it as a
-- BANG! (FR13). In phase 2 it is refused.
return {
  keeps_kind = true,
  options = function(ctx, me, card, offer)
    for _, p in ipairs(offer.view.others) do
      offer:refuse({verb = "play", card = card, target = p}, "Sidestep is only ever a Missed!, played against a shot (FR13)")
    end
    offer:refuse({verb = "play", card = card}, "Sidestep is only ever a Missed!, played against a shot (FR13)")
  end,
  play = function(ctx, _, card) error(ctx:label(card) .. " is played only against a shot", 0) end,
}
