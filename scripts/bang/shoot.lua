-- A BANG! shot from phase 2: one per turn unless Volcanic or Willy the Kid
-- (R05), at a player within reach (R16). BANG! cards use it, and so do
-- Calamity Janet's Missed! cards played as BANG! (R46).
local players = import("players")
local kinds = import("kinds")
local moves = import("moves")
local viewpoint = import("viewpoint")
local words = import("words")
local respond = import("respond")
local damage = import("damage")

local distances, reach_of, has_flag = viewpoint.distances, viewpoint.reach, players.has_flag

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

-- A BANG! at each other player within reach; the rest refused, saying why.
function shoot.options(ctx, me, card, offer)
  local v = offer.view
  local l = limited(ctx, me, v)
  local refusing = offer.refusing
  if l and not refusing then return end
  local names, others = v.names, v.others
  if l then
    local why = names[me] .. " already played a BANG! this turn, and nothing lifts the limit of one (R05)"
    for i = 1, #others do offer:refuse({verb = "play", card = card, target = others[i]}, why) end
  else
    local reach, ds = reach_of(v, ctx), distances(v, ctx)
    local source -- what gives the reach, named in the refusals
    for i = 1, #others do
      local d, p = ds[i], others[i]
      if d <= reach then
        offer:option{verb = "play", card = card, target = p}
      elseif refusing then
        source = source or words.reach_source(ctx, me)
        local why = ctx:distance_why(me, p, players.distance_without(ctx, me, v.ch))
        offer:refuse({verb = "play", card = card, target = p}, names[p] .. " is at distance " .. d .. " (" ..
          why .. "), beyond " .. names[me] .. "'s reach of " .. reach .. " with " .. source ..
          " (R14, R16)")
      end
    end
  end
  if refusing then offer:refuse({verb = "play", card = card, target = me}, "a BANG! is aimed at another player (R05)") end
end

-- "2nd", "3rd", "11th"
local function ordinal(n)
  local teen = n % 100 >= 11 and n % 100 <= 13
  return n .. (not teen and ({"st", "nd", "rd"})[n % 10] or "th")
end

-- The narration of a shot: what lifts the limit for a BANG! after the first
-- (Willy the Kid R55, a Volcanic R05), Calamity Janet's Missed! used as a
-- BANG! (R46), then the distance and the reach with what made them (R16).
-- When nothing changes the distance and no weapon card gives the reach the
-- line says only the two numbers.
local function narrate(ctx, me, t, card, what)
  local used = ctx:get(me, "bangs") or 0
  if used >= 1 then
    if players.character(ctx, me).unlimited_bang then
      ctx:logf("R55", "%s may play any number of BANG! cards: this is the %s this turn",
        words.who(ctx, me), ordinal(used + 1))
    else
      local by = "a card in play"
      for _, c in ipairs(ctx:zone(me, "table")) do
        local m = ctx:script(c)
        if m and m.unlimited_bang then by = ctx:label(c) end
      end
      ctx:logf("R05", "%p has %s: no limit on BANG! cards, this is the %s this turn",
        me, by, ordinal(used + 1))
    end
  end
  if kinds.kind(ctx, card) ~= "bang" then
    ctx:logf("R46", "%s plays %s as a BANG!", words.who(ctx, me), what)
  end
  local without = players.distance_without(ctx, me)
  local why, modified = ctx:distance_why(me, t, without)
  local dist, reach = "distance " .. ctx:distance(me, t, without), "reach " .. ctx:reach(me)
  if modified then dist = dist .. " (" .. why .. ")" end
  if modified or ctx:reach_card(me) then reach = reach .. " with " .. words.reach_source(ctx, me) end
  ctx:logf("R16", "%p shoots %p with %s: %s, %s", me, t, what, dist, reach)
end

function shoot.play(ctx, me, card, o)
  local t, what = o.target, ctx:label(card)
  -- The distance and reach are explained piece by piece: only when someone reads it.
  if ctx:narrating() then narrate(ctx, me, t, card, what) end
  ctx:add(me, "bangs", 1)
  moves.discard(ctx, card)
  if players.unaffected(ctx, t, {card}, me) then return end
  -- The shooter's character may ask for more Missed! (Slab the Killer's `bang_shot`, R45).
  local ch = players.character(ctx, me)
  local shot = {by = me, what = what, needed = ch.bang_needs or 1}
  if ch.bang_shot then ch.bang_shot(ctx, me, shot) end
  if not respond.shot(ctx, t, shot) then
    damage.hit(ctx, t, 1, me, {what = what, needed = shot.needed, ruling = shot.ruling})
  end
end

return shoot
