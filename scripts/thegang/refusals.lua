-- The Gang: what a player might try in vain during a chip round, with the
-- reasons (the moves the rules refuse).
local rounds = import("rounds")
local force = import("force")
local chip_list = import("chip_list")
local proposals = import("proposals")
local offer_of = proposals.offer_of
local refusals_ = {}

-- Who holds which chip, each player's list read once for one decision:
-- nothing moves while the options are built, and reading every list again
-- for each chip was most of a decision's time. Answers as chip_list.holder and
-- chip_list.held_of_colour do.
local function holdings(ctx)
  local lists = {}
  for s = 1, ctx:seat_count() do lists[s] = chip_list.chips_of(ctx, s) end
  local h = {}
  function h.holder(chip)
    for s, list in ipairs(lists) do
      for _, c in ipairs(list) do
        if c == chip then return s end
      end
    end
    return nil
  end
  function h.held(seat, colour)
    for _, c in ipairs(lists[seat]) do
      if chip_list.parse_chip(c) == colour then return c end
    end
    return nil
  end
  return h
end

local function dark_held(ctx, chip, round, h)
  local _, stars = chip_list.parse_chip(chip)
  return chip_list.dark(ctx, stars, round) and h.holder(chip) ~= nil
end

local function all_hold(ctx, colour, h)
  for s = 1, ctx:seat_count() do
    if not h.held(s, colour) then return false end
  end
  return true
end

-- Why a chip of another colour cannot be taken (or returned) now. Only the
-- round's colour is ever taken, so G04 (a take of one's own colour swaps)
-- never applies to another colour: holding one of that colour changes nothing.
local function other_colour_reason(ctx, colour, round)
  local r = rounds.round_of_colour(colour)
  if force.skipped(ctx, r) then return "no " .. colour .. " chips in this heist (G13)" end
  if r < round then
    if force.any(ctx, "cleared", r, round) then
      return colour .. " chips left the table when round " .. (r + 1) .. " began (G14)"
    end
    return colour .. " chips belong to round " .. r .. " and stay where they are (G06)"
  end
  return colour .. " chips come out in round " .. r .. ", and this is round " .. round .. " (G03)"
end

-- What one player might try in vain now, with the reasons: the moves the
-- rules refuse. chip_round makes the options themselves (the takes, the
-- return, "ready" and the proposals this leaves out).
local function chip_refusals(ctx, seat, round, capped)
  local colour = rounds.COLOURS[round]
  local n = ctx:seat_count()
  local me = ctx:name(seat)
  local h = holdings(ctx)
  local mine = h.held(seat, colour)
  local locked = mine and dark_held(ctx, mine, round, h)
  local refusals = {}
  for k = 1, n do
    local chip = chip_list.chip(colour, k)
    local holder = h.holder(chip)
    local label = "take " .. chip
    if chip == mine then
      refusals[#refusals + 1] = {label, me .. " already holds " .. chip .. " (G04)"}
    elseif locked then
      refusals[#refusals + 1] = {label, me .. "'s " .. mine ..
        " lies dark side up and cannot go back to the centre, so " .. me .. " keeps it (G12)"}
    elseif holder and dark_held(ctx, chip, round, h) then
      refusals[#refusals + 1] = {label, chip .. " lies dark side up: once taken it stays with " ..
        ctx:name(holder) .. " (G12)"}
    elseif capped and (mine or holder) then
      refusals[#refusals + 1] = {label, "this round passed the cap of " .. ctx:rule("chip_move_cap") ..
        " chip moves: only a player without a " .. colour .. " chip may move, taking one from the centre (G17)"}
    end
  end
  for k = n + 1, 6 do
    refusals[#refusals + 1] = {"take " .. chip_list.chip(colour, k), "with " .. n .. " players the chips have 1 to " .. n .. " stars (G02)"}
  end
  for _, other in ipairs(rounds.COLOURS) do
    if other ~= colour then
      local why = other_colour_reason(ctx, other, round)
      for k = 1, n do refusals[#refusals + 1] = {"take " .. chip_list.chip(other, k), why} end
      local held = h.held(seat, other)
      if held then refusals[#refusals + 1] = {"return " .. held, why} end
    end
  end
  for k = 1, n do
    local chip = chip_list.chip(colour, k)
    local why
    if not mine then
      why = me .. " holds no " .. colour .. " chip (G05)"
    elseif chip ~= mine then
      why = me .. " holds " .. mine .. ", not " .. chip .. ": a player returns only their own chip (G05)"
    elseif locked then
      why = mine .. " lies dark side up: once taken it stays with " .. me .. " (G12)"
    elseif capped then
      why = "this round passed the cap of chip moves (G17)"
    end
    if why then refusals[#refusals + 1] = {"return " .. chip, why} end
  end
  local sp = ctx:zone(0, "specialist")[1]
  local script = sp and ctx:script(sp)
  if script and script.proposals then
    local name = ctx:label(sp)
    local used = ctx:get(0, "specialist_used")
    local why
    if used then
      why = name .. " has been used this heist, and a specialist acts once per heist (G30)"
    elseif ctx:rule("caps_in_rules") and (ctx:get(0, "proposals") or 0) >= ctx:rule("proposal_cap") then
      why = "the gang has made " .. ctx:rule("proposal_cap") .. " proposals this heist, the house cap (G17)"
    end
    if why then
      for _, p in ipairs(offer_of(ctx, sp, seat)) do refusals[#refusals + 1] = {p.label, why} end
    end
    -- The decision the card asks while it acts ("show K♠"), never asked now.
    if script.follow_up then
      local when = used and (name .. " has acted this heist, and a specialist acts once per heist (G30)") or
        (name .. " acts only once every other player has agreed to a proposal of it; none has been agreed to (G30)")
      for _, c in ipairs(ctx:zone(seat, "pocket")) do
        refusals[#refusals + 1] = {script.follow_up .. " " .. ctx:label(c), when}
      end
    end
  end
  proposals.not_in_force(ctx, seat, refusals)
  if ctx:option("round_end") == "ready" then
    if not all_hold(ctx, colour, h) then
      refusals[#refusals + 1] = {"ready", "not everyone holds a " .. colour .. " chip yet (G07)"}
    elseif ctx:get(seat, "ready") then
      refusals[#refusals + 1] = {"ready", me .. " has said ready since the last chip moved (G07)"}
    end
  else
    refusals[#refusals + 1] = {"ready", "with round_end auto a round ends the moment everyone holds a chip of its colour (G07)"}
  end
  return refusals
end

refusals_.chip_refusals = chip_refusals

return refusals_
