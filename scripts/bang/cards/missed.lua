-- Missed!: cancels a shot aimed at you (played from the response window).
-- In phase 2 only Calamity Janet may play it, as a BANG! (R09, R46).
local common = import("common")
local shoot = import("shoot")

return {
  options = function(ctx, me, card, opts, refusals)
    if common.counts_as(ctx, me, card, "BANG!") then
      shoot.options(ctx, me, card, opts, refusals)
      return
    end
    local label = "play " .. ctx:label(card)
    local why = common.character(ctx, me).interchangeable
      and "Calamity Janet may use BANG! as Missed! but not Missed! as BANG! under seed-calamity (R46)"
      or "Missed! is played only to cancel a shot aimed at you (R09)"
    refusals[#refusals + 1] = {label, why}
    for _, p in ipairs(common.others(ctx, me)) do
      refusals[#refusals + 1] = {label .. " -> " .. ctx:name(p), why}
    end
  end,
  play = shoot.play,
}
