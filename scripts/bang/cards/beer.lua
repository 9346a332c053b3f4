-- Beer: +1 life for yourself, never above your maximum (R24); with two
-- players left it does nothing (R23), or cannot be played at all under
-- seed-beer.
local moves = import("moves")

local function options(ctx, me, card, offer)
  local play = {verb = "play", card = card}
  if ctx:living_count() <= 2 and not ctx:rule("beer_with_two_left") then
    offer:refuse(play, "only two players are left: Beer cannot be played (R23, seed-beer)")
  else
    offer:option(play)
  end
end

return {
  options = options,
  -- At 0 life it saves, +1 life, unless only two players are left (R22, R23).
  saves = function(ctx, me)
    if ctx:living_count() > 2 then return true end
    return false, "only two players are alive: a Beer cannot save " .. ctx:name(me) .. " (R23)"
  end,
  play = function(ctx, me, card)
    moves.discard(ctx, card)
    if ctx:living_count() <= 2 then
      ctx:logf("R23", "%p drinks %c, but with two players left it gives no life", me, card)
      return
    end
    local amount, ruling = moves.heals(ctx, me, card)
    local gained = moves.heal(ctx, me, amount)
    ctx:logf(ruling or "R24", "%p drinks %c%s (life %s)",
      me, card, (gained > 0 and "" or " at full life, to no effect"), ctx:get(me, "life"))
  end,
}
