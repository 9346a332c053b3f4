-- Blue cards put in play in front of their player: never two of one name
-- (R06); a weapon replaces the one in play, even of the same name (R07).
local players = import("players")
local moves = import("moves")
local viewpoint = import("viewpoint")

local equip = {}

-- Offered unless a card of its name is in play already (R06); a weapon
-- replaces the one in play (R07).
function equip.options(ctx, me, card, offer)
  local v = offer.view
  local name = ctx:def_name(card)
  local in_play = viewpoint.own_table(v, ctx)
  if not ctx:def_get(card, "weapon") then
    for i = 1, #in_play do
      local same = in_play[i]
      if ctx:def_name(same) == name then
        offer:refuse({verb = "play", card = card},
          function() return v.names[me] .. " already has " .. ctx:label(same) .. " in play (R06)" end)
        return
      end
    end
  end
  offer:option{verb = "play", card = card}
end

-- `effect`, if given, is {format, ruling}: what the card changes, a
-- ctx:logf format whose one value is the player (%p: Mustang, Scope, R15).
function equip.play(ctx, me, card, o, effect)
  if ctx:def_get(card, "weapon") then
    local old = players.weapon(ctx, me)
    if old then
      ctx:move(old, 0, "discard")
      ctx:logf("R07", "%p discards %c for the new weapon", me, old)
    end
  end
  moves.move(ctx, card, me, "table")
  if ctx:def_get(card, "weapon") then
    ctx:logf("R16", "%p puts %c in play: reach %d", me, card, ctx:reach(me))
  elseif effect then
    ctx:logf(effect[2], "%p puts %c in play: " .. effect[1], me, card, me)
  else
    ctx:logf("R06", "%p puts %c in play", me, card)
  end
end

-- The play function of a blue card with that effect (see equip.play).
function equip.play_with(effect)
  return function(ctx, me, card, o) equip.play(ctx, me, card, o, effect) end
end

return equip
