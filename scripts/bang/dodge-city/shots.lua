-- The expansion's BANG! effects that are not BANG! cards (Punch,
-- Springfield, Knife, Derringer, Pepperbox, Buffalo Rifle): a shot,
-- answered as a BANG! is (Missed!, Barrel, a green Missed!), not limited
-- to one a turn, one Missed! enough even against Slab the Killer (D04);
-- its player is the source. Their targets (D05): distance 1 whatever the
-- weapon, within reach, or any other player.
local players = import("players")
local respond = import("respond")
local damage = import("damage")
local words = import("words")

local shots = {}

-- What a range is called in a refusal.
local function reaches(ctx, card, range, me)
  if range == "reach" then
    return ctx:def_name(card) .. " reaches as far as a BANG!: " .. ctx:reach(me) .. " with " .. words.reach_source(ctx, me)
  end
  return ctx:def_name(card) .. " reaches distance " .. range .. " only, whatever the weapon"
end

-- The options of a shot card: each other living player it reaches, with
-- `verb` ("play" from the hand, "use" from play). `range` is 1 (distance
-- 1), "reach" (the weapon's reach) or nil (any distance).
function shots.options(ctx, me, card, offer, range, verb)
  verb = verb or "play"
  local v = offer.view
  local others, names = v.others, v.names
  local limit = range == "reach" and ctx:reach(me) or range
  local without = limit and players.distance_without(ctx, me, v.ch)
  for i = 1, #others do
    local p = others[i]
    local o = {verb = verb, card = card, target = p}
    local d = limit and ctx:distance(me, p, without)
    if not d or d <= limit then
      offer:option(o)
    elseif offer.refusing then
      offer:refuse(o, function()
        return names[p] .. " is at distance " .. d .. " (" .. ctx:distance_why(me, p, without) .. "); " ..
          reaches(ctx, card, range, me) .. " (R14, D05)"
      end)
    end
  end
  if offer.refusing then
    offer:refuse({verb = verb, card = card, target = me}, ctx:def_name(card) .. " is aimed at another player (D05)")
  end
end

-- The shot of `card` by `me` at `t`: no effect on a player the card does
-- not affect (Apache Kid), else answered, else 1 life lost to `me`.
function shots.fire(ctx, me, card, t)
  local what = ctx:label(card)
  ctx:logf("D04", "%p shoots %p with %c: a BANG! effect, not a BANG! card, so no limit", me, t, card)
  if players.unaffected(ctx, t, {card}, me) then return end
  if not respond.shot(ctx, t, {by = me, what = what, needed = 1}) then
    damage.hit(ctx, t, 1, me, {what = what})
  end
end

-- A shot at every other living player, clockwise from the left of `me`,
-- each answered in turn, `me` the source of every loss (Howitzer, D04).
function shots.each_other(ctx, me, card)
  local what = ctx:label(card)
  ctx:logf("D04", "%p fires %c at every other player: a BANG! effect, not a BANG! card", me, card)
  damage.each_other(ctx, me, what, function(p)
    return players.unaffected(ctx, p, {card}, me) or respond.shot(ctx, p, {by = me, what = what, needed = 1})
  end)
end

return shots
