-- Blue cards put in play in front of their player: never two of one name
-- (R06); a weapon replaces the one in play, even of the same name (R07).
local common = import("common")

local equip = {}

function equip.options(ctx, me, card, opts, refusals)
  local label = "play " .. ctx:label(card)
  local name = ctx:card_name(card)
  local same = common.in_play(ctx, me, name)
  if same and not ctx:prop(card, "weapon") then
    refusals[#refusals + 1] = {label, ctx:name(me) .. " already has " .. ctx:label(same) .. " in play (R06)"}
  else
    opts[#opts + 1] = {label = label, card = card}
  end
end

function equip.play(ctx, me, card)
  if ctx:prop(card, "weapon") then
    local old = common.weapon(ctx, me)
    if old then
      ctx:move(old, 0, "discard")
      ctx:log(ctx:name(me) .. " discards " .. ctx:label(old) .. " for the new weapon", "R07")
    end
  end
  common.move(ctx, card, me, "table")
  ctx:log(ctx:name(me) .. " puts " .. ctx:label(card) .. " in play" ..
    (ctx:prop(card, "weapon") and (": reach " .. ctx:reach(me)) or ""), ctx:prop(card, "weapon") and "R16" or "R06")
end

return equip
