-- Missed!: cancels a shot aimed at you (played from the response window).
-- In phase 2 only Calamity Janet may play it, as a BANG! (R09, R46).
local common = import("common")
local shoot = import("shoot")

local function options(ctx, me, card, offer)
  local v = offer.view
  if common.counts_as(ctx, me, card, "bang", v.ch) then
    shoot.options(ctx, me, card, offer)
    return
  end
  if not offer.refusing then return end
  local why = v.ch.interchangeable
    and "Calamity Janet may use BANG! as Missed! but not Missed! as BANG! under seed-calamity (R46)"
    or ctx:def_name(card) .. " is played only to cancel a shot aimed at you (R09)"
  offer:refuse({verb = "play", card = card}, why)
  local others = v.others
  for i = 1, #others do offer:refuse({verb = "play", card = card, target = others[i]}, why) end
end

return {
  options = options,
  play = shoot.play,
}
