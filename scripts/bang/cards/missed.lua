-- Missed!: cancels a shot aimed at you (played from the response window).
-- In phase 2 only Calamity Janet may play it, as a BANG! (R09, R46).
local common = import("common")
local shoot = import("shoot")

local function options(ctx, me, card, opts, refusals, v)
  v = common.view_of(ctx, me, v)
  if common.counts_as(ctx, me, card, "bang", v.ch) then
    shoot.options(ctx, me, card, opts, refusals, v)
    return
  end
  if not refusals then return end
  local label = common.play_label(v, ctx, card)
  local why = v.ch.interchangeable
    and "Calamity Janet may use BANG! as Missed! but not Missed! as BANG! under seed-calamity (R46)"
    or ctx:def_name(card) .. " is played only to cancel a shot aimed at you (R09)"
  refusals[#refusals + 1] = {label, why}
  local names, others = v.names, v.others
  for i = 1, #others do
    refusals[#refusals + 1] = {label .. " -> " .. names[others[i]], why}
  end
end

return {
  options = options,
  quick_options = options,
  play = shoot.play,
}
