-- Dodge (Dodge City): a Missed! against a shot aimed at you (its
-- definition counts as one), then you draw a card, the cancelling settled
-- first (D06); played only as such an answer. Calamity Janet does not use
-- it as a BANG!: only cards named BANG! and Missed! swap for her (D12).
local moves = import("moves")

return {
  keeps_kind = true,
  options = function(ctx, me, card, offer)
    if not offer.refusing then return end
    local why = ctx:def_name(card) .. " is played only in answer to a shot aimed at you (R09, D06)"
    offer:refuse({verb = "play", card = card}, why)
    for _, p in ipairs(offer.view.others) do offer:refuse({verb = "play", card = card, target = p}, why) end
  end,
  -- Never offered in phase 2 (options only refuses), so never played there.
  play = function(ctx, _, card) error(ctx:label(card) .. " is played only in answer to a shot", 0) end,
  after_answer = function(ctx, me, card)
    ctx:logf("D06", "%p's %c cancelled the shot: %p draws a card", me, card, me)
    moves.draw(ctx, me, 1, ctx:label(card))
  end,
}
