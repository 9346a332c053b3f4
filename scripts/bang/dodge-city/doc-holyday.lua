-- Doc Holyday (Dodge City): once in phase 2 of his turn he may discard any
-- two cards of his hand for a BANG! effect on a player within his reach
-- ("ability discard A, B -> Bob"): a shot, answered by Missed!, a Barrel
-- and the rest, but not a BANG! card, so it is not limited and one Missed!
-- stops it even from a Slab the Killer who copies him (D19, D04).
local players = import("players")
local respond = import("respond")
local damage = import("damage")
local moves = import("moves")
local viewpoint = import("viewpoint")
local words = import("words")

local USED = "doc_holyday.used"
local WHAT = "Doc Holyday's ability"

-- The other living players, clockwise from his left, each with whether
-- his reach gets there.
local function others(ctx, me)
  local out, without, reach = {}, players.distance_without(ctx, me), ctx:reach(me)
  for _, p in ipairs(viewpoint.others(ctx, me)) do
    out[#out + 1] = {p, ctx:distance(me, p, without) <= reach}
  end
  return out
end

-- Each pair of cards of the hand, in hand order, as the label's first part;
-- a pair alike in every way to one before it (two Stagecoaches) once.
local function pairs_of(ctx, hand)
  local out, seen = {}, {}
  for i = 1, #hand - 1 do
    for j = i + 1, #hand do
      local label = "ability discard " .. ctx:label(hand[i]) .. ", " .. ctx:label(hand[j]) .. " -> "
      if not seen[label] then
        seen[label] = true
        out[#out + 1] = {label, hand[i], hand[j]}
      end
    end
  end
  return out
end

-- Why the ability may not be used now, or nil.
local function why_not(ctx, me)
  if ctx:turn() ~= me or ctx:get(0, "phase") ~= 2 then
    return "Doc Holyday uses his ability in phase 2 of his own turn (D19)"
  end
  if ctx:get(me, USED) then return "Doc Holyday has used his ability this turn: once a turn (D19)" end
  return nil
end

local function extra_options(ctx, me, offer)
  local refusing = offer.refusing
  local why = why_not(ctx, me)
  if why and not refusing then return end
  local hand = ctx:zone(me, "hand")
  if refusing then
    for _, c in ipairs(hand) do
      offer:refuse("ability discard " .. ctx:label(c), why or "Doc Holyday discards two cards, not one, and names a target (D19)")
    end
  end
  local ps, os = pairs_of(ctx, hand), others(ctx, me)
  -- The basic bot shoots with the pair worth least (the option's part `bot`).
  local cheapest, low
  for _, pair in ipairs(ps) do
    local w = (ctx:def_get(pair[2], "bot_worth") or 3) + (ctx:def_get(pair[3], "bot_worth") or 3)
    if not low or w < low then cheapest, low = pair, w end
  end
  for _, pair in ipairs(ps) do
    for _, t in ipairs(os) do
      local p, within = t[1], t[2]
      local label = pair[1] .. ctx:name(p)
      if why then
        offer:refuse(label, why)
      elseif within then
        offer:option{verb = "ability", label = label, discards = {pair[2], pair[3]}, target = p,
          bot = pair == cheapest and "shoot" or nil}
      elseif refusing then
        offer:refuse(label, function()
          return ctx:name(p) .. " is at distance " .. ctx:distance(me, p, players.distance_without(ctx, me)) ..
            ", beyond " .. ctx:name(me) .. "'s reach of " .. ctx:reach(me) .. " with " .. words.reach_source(ctx, me) ..
            ": Doc Holyday shoots as a BANG! does (D19, R16)"
        end)
      end
    end
  end
end

local function use_option(ctx, me, o)
  ctx:set(me, USED, true)
  local t = o.target
  moves.discard(ctx, o.discards[1])
  moves.discard(ctx, o.discards[2])
  ctx:logf("D19", "%s discards %c and %c and shoots %p: not a BANG! card, so no limit (D04)", words.who(ctx, me),
    o.discards[1], o.discards[2], t)
  if not players.unaffected(ctx, t, o.discards, me) and not respond.shot(ctx, t, {by = me, what = WHAT, needed = 1}) then
    damage.hit(ctx, t, 1, me, {what = WHAT})
  end
  damage.check_win(ctx)
end

return {
  extra_options = extra_options,
  use_option = use_option,
  on = {
    turn_begins = function(ctx, me, _, ev)
      if ev.seat == me and ctx:get(me, USED) then ctx:set(me, USED, nil) end
    end,
  },
}
