-- Dynamite with the expansion's second copy (D09), a wrapper of the base
-- card: never two Dynamites in front of one player, so it cannot be put in
-- play by a player who has one, and one that does not explode passes to
-- the next living player clockwise who has none; when nobody qualifies
-- (two players left, the other holding one) it stays where it is and is
-- checked again next turn.
local players = import("players")

local function other_dynamite(ctx, seat, card)
  for _, c in ipairs(ctx:zone(seat, "table")) do
    if c ~= card and ctx:def_name(c) == ctx:def_name(card) then return c end
  end
  return nil
end

-- Where a Dynamite that just passed to `at` belongs: `at` when it holds no
-- other, else the next living player after it who holds none, else `from`.
local function settle(ctx, from, at, card)
  local p = at
  while other_dynamite(ctx, p, card) do
    p = ctx:next_living(p)
    if p == from then break end
  end
  if p == at then return end
  ctx:move(card, p, "table")
  if p == from then
    ctx:logf("D09", "%p already has a Dynamite, and so does everyone else: %c stays in front of %p", at, card, from)
  else
    ctx:logf("D09", "%p already has a Dynamite: %c passes on to %p", at, card, p)
  end
end

return function(base)
  local m = {}
  for k, v in pairs(base) do m[k] = v end
  function m.options(ctx, me, card, offer)
    local have = players.find_in(ctx, me, "table", ctx:def_name(card))
    if have then
      offer:refuse({verb = "play", card = card}, function()
        return ctx:name(me) .. " already has " .. ctx:label(have) .. " in play: never two Dynamites in front of one player (D09)"
      end)
      return
    end
    base.options(ctx, me, card, offer)
  end
  function m.turn_start(ctx, me, card)
    local outcome = base.turn_start(ctx, me, card)
    local zone, at = ctx:where(card)
    if zone == "table" and at ~= me then settle(ctx, me, at, card) end
    return outcome
  end
  -- Under seed-dynamite a Dynamite just played moves to the next player
  -- (R41): one who has the other already passes it on too.
  local on = {}
  for k, v in pairs(base.on or {}) do on[k] = v end
  if on.turn_begins then
    local moves_on = on.turn_begins
    on.turn_begins = function(ctx, holder, card, ev)
      moves_on(ctx, holder, card, ev)
      local zone, at = ctx:where(card)
      if zone == "table" and at ~= holder then settle(ctx, holder, at, card) end
    end
  end
  m.on = on
  return m
end
