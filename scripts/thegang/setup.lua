-- The Gang: the setup of a game or of a position (setup keys, the mode's
-- challenge and specialist stacks, pockets, community cards and chips).
local rounds = import("rounds")
local words = import("words")
local force = import("force")
local chip_list = import("chip_list")
local setup_ = {}

local MODES = {basic = true, intermediate = true, advanced = true, expert = true}

local function fail(ctx, path, why) ctx:setup_error(path, why) end

local function number_of(ctx, c) return ctx:def_get(c, "number") end
local by_number = force.by_number

-- Puts cards on a stack so that the first of the list is on top.
local function stack_up(ctx, cards, zone)
  for i = #cards, 1, -1 do ctx:move(cards[i], 0, zone) end
end

-- The stack continues in number order after `after` (the highest number in force).
local function rotated(ctx, cards, after)
  local low, high = {}, {}
  for _, c in ipairs(cards) do
    if number_of(ctx, c) > after then high[#high + 1] = c else low[#low + 1] = c end
  end
  for _, c in ipairs(low) do high[#high + 1] = c end
  return high
end

-- How many cards of a stack's round were drawn before a position (G23):
-- those numbered up to the card in force.
local function drawn_so_far(ctx, cycle, after)
  local n = 0
  for _, c in ipairs(cycle) do
    if number_of(ctx, c) <= after and c ~= ctx:get(0, "standing") then n = n + 1 end
  end
  return n
end

local function alarm_cards(ctx)
  if ctx:option("mode") == "expert" then return ctx:rule("expert_alarms") end
  return ctx:rule("alarms")
end

-- Named cards of one type for `setup.challenges` / `setup.specialist`.
local function named_cards(ctx, setup, key, type_)
  local out = {}
  for i, text in ipairs(words.list(setup[key])) do
    local path = "setup." .. key .. (type(setup[key]) == "table" and ("[" .. (i - 1) .. "]") or "")
    local c, why = ctx:find(text)
    if not c then fail(ctx, path, why) end
    if ctx:def_type(c) ~= type_ then fail(ctx, path, ctx:label(c) .. " is not a " .. type_ .. " card") end
    for _, d in ipairs(out) do
      if d == c then fail(ctx, path, ctx:label(c) .. " is named twice") end
    end
    out[#out + 1] = c
  end
  return out
end

-- The challenge and specialist stacks of the mode, and the cards in force.
local function setup_cards(ctx, setup)
  local mode = ctx:option("mode")
  local forced = named_cards(ctx, setup, "challenges", "challenge")
  local special = named_cards(ctx, setup, "specialist", "specialist")
  if mode == "basic" then
    if #forced > 0 then fail(ctx, "setup.challenges", "basic mode uses no challenge cards (see the option mode)") end
    if #special > 0 then fail(ctx, "setup.specialist", "basic mode uses no specialist cards (see the option mode)") end
    return
  end
  local challenges = by_number(ctx, ctx:cards_of("challenge"))
  local specialists = by_number(ctx, ctx:cards_of("specialist"))
  local stack = {}
  for _, c in ipairs(challenges) do
    if mode == "intermediate" or number_of(ctx, c) ~= 1 then stack[#stack + 1] = c end
  end
  for _, c in ipairs(forced) do
    local ok = false
    for _, s in ipairs(stack) do ok = ok or s == c end
    if not ok then
      fail(ctx, "setup.challenges", ctx:label(c) .. " is left out in " .. mode .. " mode (" ..
        (mode == "expert" and "G22" or "G21") .. ")")
    end
  end
  if mode == "expert" and #special > 0 then fail(ctx, "setup.specialist", "expert mode uses no specialists (G22)") end
  if #special > 1 then fail(ctx, "setup.specialist", "only one specialist is in force at a time") end
  if mode == "intermediate" and #forced + #special > 1 then
    fail(ctx, "setup.challenges", "intermediate mode has one challenge or one specialist in force at a time")
  end
  if mode == "advanced" and #forced > 0 and #forced - 1 + #special > 1 then
    fail(ctx, "setup.challenges", "advanced mode has the standing challenge (listed first) and one more card at most")
  end
  if mode == "expert" and #forced > 0 and #forced ~= 2 then
    fail(ctx, "setup.challenges", "expert mode always has two challenges in force")
  end
  if #forced == 0 and mode == "advanced" then
    forced = {ctx:random_pick(stack)}
  elseif #forced == 0 and mode == "expert" then
    local first = ctx:random_pick(stack)
    local rest = {}
    for _, c in ipairs(stack) do
      if c ~= first then rest[#rest + 1] = c end
    end
    forced = by_number(ctx, {first, ctx:random_pick(rest)})
  end
  -- A position later in the game: the stacks have turned as far as the cards in force.
  local later = (setup.heist or 1) > 1
  local after = 0
  for i, c in ipairs(forced) do
    ctx:move(c, 0, "challenges")
    if later and not (mode == "advanced" and i == 1) then after = math.max(after, number_of(ctx, c)) end
  end
  if mode == "advanced" then ctx:set(0, "standing", forced[1]) end
  local left = {}
  for _, c in ipairs(stack) do
    if select(1, ctx:where(c)) == "box" then left[#left + 1] = c end
  end
  stack_up(ctx, rotated(ctx, left, after), "challenge_stack")
  if mode ~= "expert" then ctx:set(0, "challenge_drawn", drawn_so_far(ctx, stack, after)) end
  if mode ~= "expert" then
    local sp_after = 0
    for _, c in ipairs(special) do
      ctx:move(c, 0, "specialist")
      if later then sp_after = number_of(ctx, c) end
    end
    local rest = {}
    for _, c in ipairs(specialists) do
      if select(1, ctx:where(c)) == "box" then rest[#rest + 1] = c end
    end
    stack_up(ctx, rotated(ctx, rest, sp_after), "specialist_stack")
    ctx:set(0, "specialist_drawn", drawn_so_far(ctx, specialists, sp_after))
  end
  local names = {}
  for _, c in ipairs(ctx:zone(0, "challenges")) do names[#names + 1] = ctx:label(c) end
  if #names > 0 then ctx:setup_record("challenges", names) end
  if #ctx:zone(0, "specialist") > 0 then ctx:setup_record("specialist", ctx:label(ctx:zone(0, "specialist")[1])) end
end

local function whole(ctx, setup, key, lo, hi, default)
  local v = setup[key]
  if v == nil then return default end
  if math.type(v) ~= "integer" or v < lo or v > hi then
    fail(ctx, "setup." .. key, "expected a whole number from " .. lo .. " to " .. hi)
  end
  return v
end

local function player_key(ctx, key, name)
  local seat = ctx:seat(name)
  if not seat then fail(ctx, "setup." .. key .. "." .. name, "no player " .. name .. " in this game") end
  return seat
end

-- Validates `setup.chips` and hands them out.
local function setup_chips(ctx, setup, round)
  local chips = setup.chips
  if chips == nil then return end
  if type(chips) ~= "table" or not chips._keys then fail(ctx, "setup.chips", "expected a map of player to chips") end
  local n = ctx:seat_count()
  local seen = {}
  for _, name in ipairs(chips._keys) do
    local seat = player_key(ctx, "chips", name)
    local colours = {}
    for i, text in ipairs(words.list(chips[name])) do
      local path = "setup.chips." .. name .. "[" .. (i - 1) .. "]"
      local colour, stars = chip_list.parse_chip(text)
      local r = colour and rounds.round_of_colour(colour)
      if not r then fail(ctx, path, "'" .. text .. "' is not a chip such as white 3") end
      if stars < 1 or stars > n then fail(ctx, path, "with " .. n .. " players the chips have 1 to " .. n .. " stars (G02)") end
      if r > round then fail(ctx, path, colour .. " chips come out in round " .. r .. ", after round " .. round) end
      if force.skipped(ctx, r) then fail(ctx, path, "no " .. colour .. " chips in this heist (G13)") end
      if r < round and force.any(ctx, "cleared", r, round) then
        fail(ctx, path, colour .. " chips left the table when round " .. (r + 1) .. " began (G14)")
      end
      if seen[text] then fail(ctx, path, text .. " is held by " .. seen[text] .. " already") end
      if colours[colour] then fail(ctx, path, name .. " would hold two " .. colour .. " chips (G04)") end
      seen[text], colours[colour] = name, true
      chip_list.give(ctx, seat, text)
    end
  end
end

-- The ruling behind the pocket count: G01, and the card in force that sets it.
local function pocket_rule(ctx, count)
  for _, c in ipairs(force.in_force(ctx)) do
    local s = ctx:script(c)
    if s and s.pocket_count and s.pocket_count(ctx) == count then
      return "G01, " .. ctx:label(c) .. ": " .. count .. " pocket cards each"
    end
  end
  return "G01: " .. count .. " pocket cards each, 3 only with Security Cameras"
end

local function setup_pockets(ctx, setup, count, pinned)
  local pockets = setup.pockets
  if pockets == nil then return end
  if type(pockets) ~= "table" or not pockets._keys then fail(ctx, "setup.pockets", "expected a map of player to cards") end
  for _, name in ipairs(pockets._keys) do
    local seat = player_key(ctx, "pockets", name)
    local list = words.list(pockets[name])
    if #list ~= count then
      fail(ctx, "setup.pockets." .. name, name .. " holds " .. #list .. " pocket card" .. (#list == 1 and "" or "s") ..
        "; this heist deals " .. count .. " (" .. pocket_rule(ctx, count) .. ")")
    end
    for i, text in ipairs(list) do
      local path = "setup.pockets." .. name .. "[" .. (i - 1) .. "]"
      local c, why = ctx:find(text, 0, "deck")
      local card = not c and ctx:find(text)
      -- A card that starts in the box (J*) comes into play only with the specialist that brings it.
      local bringer = card and force.bringing(ctx, ctx:cards_of("specialist"), ctx:def_type(card))
      if bringer then
        if not force.bringing(ctx, force.in_force(ctx), ctx:def_type(card)) then
          fail(ctx, path, ctx:label(card) .. " comes into play only with the " .. ctx:def_name(bringer) .. " specialist (G37)")
        end
        c, why = ctx:find(text, 0, "box")
      end
      if not c then fail(ctx, path, why or ("no card " .. text)) end
      ctx:move(c, seat, "pocket")
    end
    pinned[seat] = true
  end
end

local SETUP_KEYS = {"pockets", "community", "deck", "heist", "round", "vaults", "alarms", "chips", "challenges", "specialist"}

function setup_.setup(ctx, setup)
  for _, key in ipairs(setup._keys or {}) do
    local known = false
    for _, k in ipairs(SETUP_KEYS) do known = known or k == key end
    if not known then fail(ctx, "setup." .. key, "The Gang has no setup key '" .. key .. "'" ..
      ctx:setup_hint(key, SETUP_KEYS) .. " (keys: " .. table.concat(SETUP_KEYS, ", ") .. ")") end
  end
  local mode = ctx:option("mode")
  if not MODES[mode] then fail(ctx, "options.mode", "unknown mode " .. tostring(mode)) end
  local n = ctx:seat_count()
  ctx:set(0, "alarm_cards", alarm_cards(ctx))
  ctx:set(0, "heist", whole(ctx, setup, "heist", 1, 99, 1))
  local round = whole(ctx, setup, "round", 1, 4, 1)
  ctx:set(0, "round", round)
  ctx:set(0, "vaults", whole(ctx, setup, "vaults", 0, ctx:rule("vaults") - 1, 0))
  ctx:set(0, "alarms", whole(ctx, setup, "alarms", 0, alarm_cards(ctx) - 1, 0))
  ctx:set(0, "result", "playing")
  ctx:set(0, "history", {})
  ctx:set(0, "announcements", {})
  ctx:set(0, "first_round", round)
  for s = 1, n do ctx:set(s, "chips", {}) end
  setup_cards(ctx, setup)
  if round > 1 and force.skipped(ctx, round) then fail(ctx, "setup.round", "round " .. round .. " is skipped in this heist (G13)") end

  ctx:shuffle(0, "deck")
  local count = force.pocket_count(ctx)
  local pinned = {}
  setup_pockets(ctx, setup, count, pinned)
  local community = words.list(setup.community)
  if setup.community ~= nil and #community ~= rounds.COMMUNITY[round] then
    fail(ctx, "setup.community", "round " .. round .. " shows " .. rounds.COMMUNITY[round] .. " community cards, not " ..
      #community .. " (to pin cards still to come, use setup.deck)")
  end
  for i, text in ipairs(community) do
    local c, why = ctx:find(text, 0, "deck")
    if not c then fail(ctx, "setup.community[" .. (i - 1) .. "]", why) end
    ctx:move(c, 0, "community")
  end
  -- Cards stacked on the pile are set aside while the rest is dealt.
  local stacked = {}
  for i, text in ipairs(words.list(setup.deck)) do
    local c, why = ctx:find(text, 0, "deck")
    if not c then fail(ctx, "setup.deck[" .. (i - 1) .. "]", why) end
    ctx:move(c, 0, "gather")
    stacked[#stacked + 1] = c
  end
  for _ = 1, count do
    for s = 1, n do
      if not pinned[s] then ctx:draw(s, "pocket") end
    end
  end
  for _ = #community + 1, rounds.COMMUNITY[round] do ctx:draw(0, "community") end
  stack_up(ctx, stacked, "deck")
  ctx:set_known_top(#stacked)
  setup_chips(ctx, setup, round)
  chip_list.update_centre(ctx, round)

  for s = 1, n do
    local labels = {}
    for _, c in ipairs(ctx:zone(s, "pocket")) do labels[#labels + 1] = ctx:label(c) end
    ctx:setup_record("pockets", ctx:name(s), labels)
  end
  if round > 1 then
    local labels = {}
    for _, c in ipairs(ctx:zone(0, "community")) do labels[#labels + 1] = ctx:label(c) end
    ctx:setup_record("community", labels)
    ctx:setup_record("round", round)
  end
  for _, key in ipairs({"heist", "vaults", "alarms"}) do
    if setup[key] ~= nil then ctx:setup_record(key, setup[key]) end
  end
  if setup.chips ~= nil then
    for s = 1, n do
      if #chip_list.chips_of(ctx, s) > 0 then ctx:setup_record("chips", ctx:name(s), chip_list.chips_of(ctx, s)) end
    end
  end
  if #stacked > 0 then
    local labels = {}
    for _, c in ipairs(stacked) do labels[#labels + 1] = ctx:label(c) end
    ctx:setup_record("deck", labels)
  end
end

return setup_
