-- A BANG! shot from phase 2: one per turn unless Volcanic or Willy the Kid
-- (R05), at a player within reach (R16). BANG! cards use it, and so do
-- Calamity Janet's Missed! cards played as BANG! (R46).
local common = import("common")
local respond = import("respond")
local damage = import("damage")

local view, distances, reach_of, has_flag = common.view, common.distances, common.reach, common.has_flag

local shoot = {}

-- Whether the view's player has used up the turn's BANG! (R05).
local function limited(ctx, me, v)
  local l = v.limited
  if l == nil then
    l = (ctx:get(me, "bangs") or 0) >= 1 and not has_flag(ctx, me, "unlimited_bang", v.ch)
    v.limited = l
  end
  return l
end

-- With `refusals` nil only the options are added (the decision's
-- refusals are built apart, when asked for); `v` is common.view's.
-- common.view_of is written out in the first line: BANG! is the card most
-- often in hand, and a call more costs measurably here.
function shoot.options(ctx, me, card, opts, refusals, v)
  if not v or v.me ~= me then v = view(ctx, me) end
  local l = limited(ctx, me, v)
  if l and not refusals then return end
  local label = common.play_label(v, ctx, card)
  local names, others = v.names, v.others
  if l then
    local why = names[me] .. " already played a BANG! this turn and has no Volcanic (R05)"
    for i = 1, #others do refusals[#refusals + 1] = {label .. " -> " .. names[others[i]], why} end
  else
    local reach, ds = reach_of(v, ctx), distances(v, ctx)
    for i = 1, #others do
      local d = ds[i]
      if d <= reach then
        local p = others[i]
        opts[#opts + 1] = {label = label .. " -> " .. names[p], card = card, target = p}
      elseif refusals then
        local p = others[i]
        refusals[#refusals + 1] = {label .. " -> " .. names[p], names[p] .. " is at distance " .. d .. ", beyond " ..
          names[me] .. "'s reach of " .. reach .. " (R16)"}
      end
    end
  end
  if refusals then
    refusals[#refusals + 1] = {label .. " -> " .. names[me], "a BANG! is aimed at another player (R05)"}
  end
end

function shoot.play(ctx, me, card, o)
  local t, what = o.target, ctx:label(card)
  if ctx:narrating() then
    ctx:log(ctx:name(me) .. " shoots " .. ctx:name(t) .. " with " .. what .. ": distance " .. ctx:distance(me, t) ..
      ", reach " .. ctx:reach(me), "R16")
  end
  ctx:add(me, "bangs", 1)
  common.discard(ctx, card)
  local needed = common.character(ctx, me).bang_needs or 1
  if needed > 1 then ctx:log(ctx:name(me) .. "'s BANG! takes " .. needed .. " Missed! to cancel", "R45") end
  if not respond.shot(ctx, t, {by = me, what = what, needed = needed}) then
    damage.hit(ctx, t, 1, me, {what = what})
  end
end

return shoot
