-- The Gang: a heist (its rounds and the showdown) and what changes between
-- heists (the table cleared, the cards in force replaced).
local rounds = import("rounds")
local hands = import("hands")
local words = import("words")
local force = import("force")
local chip_list = import("chip_list")
local chip_round = import("round").play
local K = import("chips")
local heist = {}

local by_number = force.by_number

-- Whether the cards hold the suitless Jack (J*: rank J and no suit, G37).
local function has_suitless_jack(ctx, cards)
  for _, c in ipairs(cards) do
    if ctx:rank(c) == 11 and ctx:suit(c) == nil then return true end
  end
  return false
end

local function deal_pockets(ctx)
  local count = force.pocket_count(ctx)
  for _ = 1, count do
    for s = 1, ctx:seat_count() do ctx:draw(s, "pocket") end
  end
  if not ctx:narrating() then return end
  for s = 1, ctx:seat_count() do ctx:tellf(s, "G01", "your pocket cards: %s",
    words.labels(ctx, ctx:zone(s, "pocket"))) end
end

local function turn_cards(ctx, round)
  local shown = {}
  for _ = #ctx:zone(0, "community") + 1, rounds.COMMUNITY[round] do
    shown[#shown + 1] = ctx:draw(0, "community")
  end
  if ctx:narrating() then
    ctx:logf("G03", "The %s: %s (community %s)",
      rounds.ROUND_NAMES[round], words.labels(ctx, shown), words.labels(ctx, ctx:zone(0, "community")))
  end
end

-- The card in force that makes the seat's hand beat every other hand of its
-- ranking (the Muscle, G40), or nil.
local function ranking_beater(ctx, seat)
  return force.first(ctx, "beats_its_ranking", seat)
end

-- A comparable strength: ranking, then Muscle (G40), then the full value.
-- The ranking is the category: a royal flush is a straight flush (unless
-- rules.royal_is_straight_flush is false, as version 1 read it).
local function strength(ctx, seat)
  local v, name, text = ctx:hand_value(hands.hand(ctx, seat))
  if name == "royal flush" and ctx:rule("royal_is_straight_flush") then name = "straight flush" end
  local ranking = 0
  for i, r in ipairs(ctx:hand_rankings()) do
    if r == name then ranking = i end
  end
  local bonus = ranking_beater(ctx, seat) and 1 or 0
  return {ranking, bonus, v}, text
end

local function at_least(a, b)
  for i = 1, 3 do
    if a[i] ~= b[i] then return a[i] > b[i] end
  end
  return true
end

-- Whether beating its ranking (the Muscle, G40) is the point in dispute
-- between a hand and the best shown before: one of two hands of one ranking
-- has it, or such a hand meets a higher ranking (which still wins).
local function ranking_beater_decides(key, best)
  if best == nil then return false end
  if key[1] == best[1] then return key[2] ~= best[2] end
  return key[2] > 0 and key[1] < best[1]
end

local function showdown(ctx)
  local order = {}
  for s = 1, ctx:seat_count() do
    local stars = K.stars_of(K.held_of(ctx, s, 4))  -- the red chip
    order[#order + 1] = {seat = s, stars = stars}
  end
  table.sort(order, function(a, b) return a.stars < b.stars end)
  local ok, best = true, nil
  for k, e in ipairs(order) do
    if k == #order then
      if force.any(ctx, "guess_fails", e.seat) then ok = false end
    end
    local key, text = strength(ctx, e.seat)
    local good = best == nil or at_least(key, best)
    -- Kept: the hand shown is read out card by card, and its ruling found from it.
    if ctx:narrating() then
      local pocket = ctx:zone(e.seat, "pocket")
      local shown, beater = words.labels(ctx, pocket), ranking_beater(ctx, e.seat)
      -- The suitless Jack's hand is read by G37 (never in a flush, five jacks).
      local ruling = ranking_beater_decides(key, best) and "G40" or (has_suitless_jack(ctx, pocket) and "G37") or
        (good and "G08" or "G09")
      local with = beater and " with the " .. ctx:def_name(beater) or ""
      local against = not good and ", weaker than a hand shown before" or
        (best ~= nil and at_least(best, key)) and ", equal to the hand before: either order is right" or ""
      ctx:logf(ruling, "%p (red %s) shows %s: %s%s%s", e.seat, e.stars, shown, text, with, against)
    end
    if not good then ok = false end
    if best == nil or at_least(key, best) then best = key end
  end
  return ok
end

local function play_heist(ctx, first_round)
  if first_round == 1 and not ctx:resuming() then
    force.each(ctx, "after_deal")
    -- The first chips of a heist are its settled point: a record may stop
    -- there with the heists before it judged (a round half played may not).
    ctx:settled()
  end
  for round = first_round, 4 do
    ctx:set(0, "round", round)
    if round > first_round then
      turn_cards(ctx, round)
      if round == 2 then force.each(ctx, "after_flop") end
      force.each(ctx, "round_start", round)
    end
    -- A clone of the game starts again in this round, its cards turned
    -- (game.run), at the chip move its checkpoint was at (round.lua).
    if force.skipped(ctx, round) then
      chip_list.update_centre(ctx, round)
      ctx:logf("G13", "No %s chips this heist: round %s is skipped", rounds.COLOURS[round], round)
    else
      chip_round(ctx, round)
    end
  end
  return showdown(ctx)
end

-- ------------------------------------------------------ between heists --

local function draw_from(ctx, zone, counter)
  if ctx:card_count(0, zone) == 0 then return nil end
  if (ctx:get(0, counter) or 0) >= ctx:card_count(0, zone) then
    ctx:shuffle(0, zone, true)
    ctx:set(0, counter, 0)
    ctx:logf("G23", "Every card of the %s has been drawn once: it is shuffled", (zone:gsub("_", " ")))
  end
  ctx:add(0, counter, 1)
  local c = ctx:top(0, zone)
  return c
end

-- Cards in force leave; the next heist's card comes in (G20 to G22).
-- Draws the top of a stack (`challenge` or `specialist`) into `zone`, read out.
local function reveal(ctx, kind, zone, intro, ruling)
  local c = draw_from(ctx, kind .. "_stack", kind .. "_drawn")
  if c then
    ctx:move(c, 0, zone)
    ctx:logf(ruling, "%s: %c. %s", intro, c, ctx:def_text(c))
  end
end

local function next_cards(ctx, success)
  local mode = ctx:option("mode")
  if mode == "basic" then return end
  local standing = ctx:get(0, "standing")
  for _, c in ipairs(ctx:zone(0, "specialist")) do ctx:move(c, 0, "specialist_stack", "bottom") end
  if mode == "expert" then
    local lower = by_number(ctx, ctx:zone(0, "challenges"))[1]
    ctx:move(lower, 0, "box")
    ctx:logf("G22", "%c leaves the game", lower)
    reveal(ctx, "challenge", "challenges", "Challenge drawn", "G22")
    return
  end
  for _, c in ipairs(ctx:zone(0, "challenges")) do
    if c ~= standing then ctx:move(c, 0, "challenge_stack", "bottom") end
  end
  if success then
    reveal(ctx, "challenge", "challenges", "Challenge drawn for the next heist", "G20")
  else
    reveal(ctx, "specialist", "specialist", "Specialist drawn for the next heist", "G20")
  end
end

local function clear_table(ctx)
  for _, z in ipairs({"community", "discard", "gather"}) do
    for _, c in ipairs(ctx:zone(0, z)) do
      if ctx:def_type(c) == "jack" then ctx:move(c, 0, "box") else ctx:move(c, 0, "deck") end
    end
  end
  for s = 1, ctx:seat_count() do
    for _, c in ipairs(ctx:zone(s, "pocket")) do
      if ctx:def_type(c) == "jack" then ctx:move(c, 0, "box") else ctx:move(c, 0, "deck") end
    end
    ctx:set(s, "chips", {})  -- "ready" is cleared when each round ends
  end
  for _, k in ipairs({"specialist_used", "proposals", "moves"}) do ctx:set(0, k, nil) end
  force.each(ctx, "heist_end")
  ctx:set(0, "announcements", {})
end

-- Where a heist starts, for the narration: the score so far, the pockets
-- (G01), the chips (G02) and, for a record that starts in a later round,
-- the community cards already shown (G03).
local function announce_heist(ctx, first_round)
  ctx:logf("G01", "Heist %s (%s of %s vaults gold, %s of %s alarms red): %s pocket cards each", ctx:get(0, "heist"),
    ctx:get(0, "vaults") or 0, ctx:rule("vaults"), ctx:get(0, "alarms") or 0, ctx:get(0, "alarm_cards"),
    force.pocket_count(ctx))
  ctx:logf("G02", "Each colour has chips of 1 to %d stars, one per player", ctx:seat_count())
  if first_round > 1 then
    ctx:logf("G03", "The record starts at round %d (%s chips); community: %s", first_round, rounds.COLOURS[first_round],
      words.labels(ctx, ctx:zone(0, "community")))
  end
end

heist.play, heist.announce, heist.clear_table = play_heist, announce_heist, clear_table
heist.next_cards, heist.deal_pockets = next_cards, deal_pockets

return heist
