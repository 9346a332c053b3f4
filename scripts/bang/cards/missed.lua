-- Missed!: cancels a shot aimed at you (played from the response window).
-- In phase 2 only a character that uses it as a BANG! may play it (Calamity
-- Janet, R09, R46).
local kinds = import("kinds")
local shoot = import("shoot")

local function options(ctx, me, card, offer)
  local v = offer.view
  if kinds.counts_as(ctx, me, card, "bang", v.ch) then
    shoot.options(ctx, me, card, offer)
    return
  end
  if not offer.refusing then return end
  local why = kinds.why_not_as(ctx, me, card, "bang", v.ch)
    or ctx:def_name(card) .. " is played only to cancel a shot aimed at you (R09)"
  offer:refuse({verb = "play", card = card}, why)
  local others = v.others
  for i = 1, #others do offer:refuse({verb = "play", card = card, target = others[i]}, why) end
end

return {
  options = options,
  play = shoot.play,
}
