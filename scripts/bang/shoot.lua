-- A BANG! shot from phase 2: one per turn unless Volcanic or Willy the Kid
-- (R05), at a player within reach (R16). BANG! cards use it, and so do
-- Calamity Janet's Missed! cards played as BANG! (R46).
local common = import("common")
local respond = import("respond")
local damage = import("damage")

local shoot = {}

function shoot.options(ctx, me, card, opts, refusals)
  local label = "play " .. ctx:label(card)
  local limited = (ctx:get(me, "bangs") or 0) >= 1 and not common.has_flag(ctx, me, "unlimited_bang")
  local reach = ctx:reach(me)
  for _, p in ipairs(common.others(ctx, me)) do
    local l = label .. " -> " .. ctx:name(p)
    local d = ctx:distance(me, p)
    if limited then
      refusals[#refusals + 1] = {l, ctx:name(me) .. " already played a BANG! this turn and has no Volcanic (R05)"}
    elseif d > reach then
      refusals[#refusals + 1] = {l, ctx:name(p) .. " is at distance " .. d .. ", beyond " .. ctx:name(me) ..
        "'s reach of " .. reach .. " (R16)"}
    else
      opts[#opts + 1] = {label = l, card = card, target = p}
    end
  end
  refusals[#refusals + 1] = {label .. " -> " .. ctx:name(me), "a BANG! is aimed at another player (R05)"}
end

function shoot.play(ctx, me, card, o)
  local t, what = o.target, ctx:label(card)
  ctx:log(ctx:name(me) .. " shoots " .. ctx:name(t) .. " with " .. what .. ": distance " .. ctx:distance(me, t) ..
    ", reach " .. ctx:reach(me), "R16")
  ctx:add(me, "bangs", 1)
  common.discard(ctx, card)
  local needed = common.character(ctx, me).bang_needs or 1
  if needed > 1 then ctx:log(ctx:name(me) .. "'s BANG! takes " .. needed .. " Missed! to cancel", "R45") end
  if not respond.shot(ctx, t, {by = me, what = what, needed = needed}) then
    damage.hit(ctx, t, 1, me, {what = what})
  end
end

return shoot
