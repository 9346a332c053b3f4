-- The Gang: what must hold at every step of a game, checked after each
-- chip move when rules.self_check is on.
local force = import("force")
local chip_list = import("chip_list")
local invariant = {}

function invariant.broken(ctx)
  local n = ctx:seat_count()
  local where = {}
  for s = 1, n do
    local colours = {}
    for _, chip in ipairs(chip_list.chips_of(ctx, s)) do
      local colour, stars = chip_list.parse_chip(chip)
      if not colour or stars < 1 or stars > n then return ctx:name(s) .. " holds a chip that does not exist: " .. chip end
      if where[chip] then return chip .. " is held by " .. where[chip] .. " and " .. ctx:name(s) end
      if colours[colour] then return ctx:name(s) .. " holds two " .. colour .. " chips" end
      where[chip], colours[colour] = ctx:name(s), true
    end
  end
  for _, chip in ipairs(ctx:get(0, "centre") or {}) do
    if where[chip] then return chip .. " is both in the centre and with " .. where[chip] end
  end
  local playing = {deck = true, community = true, discard = true, gather = true, pocket = true}
  local count = 0
  for _, c in ipairs(ctx:cards_of("card")) do
    local zone = ctx:where(c)
    if not playing[zone] then return ctx:label(c) .. " is in the " .. tostring(zone) end
    count = count + 1
  end
  if count ~= 52 then return "the deck has " .. count .. " cards, not 52" end
  for _, c in ipairs(ctx:cards_of("jack")) do
    local zone = ctx:where(c)
    if zone ~= "box" and zone ~= "pocket" and zone ~= "discard" then return ctx:label(c) .. " is in the " .. tostring(zone) end
    if zone ~= "box" and not force.bringing(ctx, ctx:zone(0, "specialist"), "jack") then
      return ctx:label(c) .. " is out of the box without the specialist that brings it"
    end
  end
  local vaults, alarms, cards = ctx:get(0, "vaults"), ctx:get(0, "alarms"), ctx:get(0, "alarm_cards")
  if vaults < 0 or vaults > ctx:rule("vaults") then return "vaults is " .. vaults end
  if alarms < 0 or alarms > cards then return "alarms is " .. alarms end
  local history = ctx:get(0, "history") or {}
  local won, lost = 0, 0
  for _, h in ipairs(history) do
    if h == "success" then won = won + 1 else lost = lost + 1 end
  end
  if won > vaults or lost > alarms then return "history " .. #history .. " does not match vaults and alarms" end
  local result = ctx:get(0, "result")
  local expected = vaults >= ctx:rule("vaults") and "won" or alarms >= cards and "lost" or "playing"
  if result ~= expected then return "result is " .. tostring(result) .. " with " .. vaults .. " vaults and " .. alarms .. " alarms" end
  if result ~= "playing" and not ctx:over() then return "the game is " .. result .. " but not over" end
  return nil
end

function invariant.check(ctx)
  if ctx:rule("self_check") then
    local bad = invariant.broken(ctx)
    if bad then error("invariant broken: " .. bad, 0) end
  end
end

return invariant
