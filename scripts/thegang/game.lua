-- The Gang: heists of four rounds. Each round turns community cards, then
-- every player takes a chip of the round's colour, in no order, to rank
-- their hand against the others'. The showdown checks the red chips.
-- Ruling ids (G01...) are listed in docs/games/thegang.md.
local C = import("common")
local game = {}

local MODES = {basic = true, intermediate = true, advanced = true, expert = true}

-- The chips' texts, built once when the script loads and never changed
-- afterwards: a decision looks its labels up instead of concatenating them.
-- Up to 6 stars (6 players at most). A chip written otherwise in a setup
-- ("white 03") is not in these tables: round_of and stars_of parse it.
local COLOURS = {"white", "yellow", "orange", "red"}
local CHIP, TAKE = {}, {}              -- [round][stars]: "white 3", "take white 3"
local CHIP_ROUND, CHIP_STARS = {}, {}  -- by chip: its round (colour) and stars
local RETURN = {}                      -- by chip: "return white 3"
local TAKEN = {}                       -- by label: the chip a "take ..." takes
for r, colour in ipairs(COLOURS) do
  CHIP[r], TAKE[r] = {}, {}
  for k = 1, 6 do
    local chip = colour .. " " .. k
    CHIP[r][k], TAKE[r][k] = chip, "take " .. chip
    CHIP_ROUND[chip], CHIP_STARS[chip] = r, k
    RETURN[chip] = "return " .. chip
    TAKEN["take " .. chip] = chip
  end
end

local function stars_of(chip)
  local k = CHIP_STARS[chip]
  if k then return k end
  local _, stars = C.parse_chip(chip)
  return stars
end

-- A chip's round (its colour's), nil for no colour of the game.
local function round_of(chip)
  local r = CHIP_ROUND[chip]
  if r then return r end
  return C.round_of_colour((C.parse_chip(chip)))
end

-- Chips in round order, then by stars (as C.give sorts them).
local function chip_order(a, b)
  local ra, rb = round_of(a), round_of(b)
  if ra ~= rb then return ra < rb end
  return stars_of(a) < stars_of(b)
end

-- The chip of round `round`'s colour a player holds (as C.held_of_colour).
local function held_of(ctx, seat, round)
  local list = ctx:get(seat, "chips") or {}
  for j = 1, #list do
    local c = list[j]
    if round_of(c) == round then return c end
  end
  return nil
end

-- ---------------------------------------------------------------- setup --

local function fail(ctx, path, why) ctx:setup_error(path, why) end

local function number_of(ctx, c) return ctx:prop(c, "number") end

local function by_number(ctx, cards)
  table.sort(cards, function(a, b) return number_of(ctx, a) < number_of(ctx, b) end)
  return cards
end

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
  for i, text in ipairs(C.list(setup[key])) do
    local path = "setup." .. key .. (type(setup[key]) == "table" and ("[" .. (i - 1) .. "]") or "")
    local c, why = ctx:find(text)
    if not c then fail(ctx, path, why) end
    if ctx:type(c) ~= type_ then fail(ctx, path, ctx:label(c) .. " is not a " .. type_ .. " card") end
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
  if #names > 0 then ctx:record_setup("challenges", names) end
  if #ctx:zone(0, "specialist") > 0 then ctx:record_setup("specialist", ctx:label(ctx:zone(0, "specialist")[1])) end
end

local function whole(ctx, setup, key, lo, hi, default)
  local v = setup[key]
  if v == nil then return default end
  if math.type(v) ~= "integer" or v < lo or v > hi then
    fail(ctx, "setup." .. key, "expected a whole number from " .. lo .. " to " .. hi)
  end
  return v
end

local function player_key(ctx, setup, key, name)
  local seat = ctx:seat(name)
  if not seat then fail(ctx, "setup." .. key .. "." .. name, "no player " .. name .. " in this game") end
  return seat
end

-- Validates `setup.chips` and hands them out.
local function setup_chips(ctx, setup, round)
  local chips = setup.chips
  if chips == nil then return end
  if type(chips) ~= "table" or not chips._keys then fail(ctx, "setup.chips", "expected a map of player to chips") end
  local n = ctx:seats()
  local seen = {}
  for _, name in ipairs(chips._keys) do
    local seat = player_key(ctx, setup, "chips", name)
    local colours = {}
    for i, text in ipairs(C.list(chips[name])) do
      local path = "setup.chips." .. name .. "[" .. (i - 1) .. "]"
      local colour, stars = C.parse_chip(text)
      local r = colour and C.round_of_colour(colour)
      if not r then fail(ctx, path, "'" .. text .. "' is not a chip such as white 3") end
      if stars < 1 or stars > n then fail(ctx, path, "with " .. n .. " players the chips have 1 to " .. n .. " stars (G02)") end
      if r > round then fail(ctx, path, colour .. " chips come out in round " .. r .. ", after round " .. round) end
      if C.skipped(ctx, r) then fail(ctx, path, "no " .. colour .. " chips in this heist (G13)") end
      if r < round and C.any(ctx, "cleared", r, round) then
        fail(ctx, path, colour .. " chips left the table when round " .. (r + 1) .. " began (G14)")
      end
      if seen[text] then fail(ctx, path, text .. " is held by " .. seen[text] .. " already") end
      if colours[colour] then fail(ctx, path, name .. " would hold two " .. colour .. " chips (G04)") end
      seen[text], colours[colour] = name, true
      C.give(ctx, seat, text)
    end
  end
end

-- The ruling behind the pocket count: G01, and the card in force that sets it.
local function pocket_rule(ctx, count)
  for _, c in ipairs(C.in_force(ctx)) do
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
    local seat = player_key(ctx, setup, "pockets", name)
    local list = C.list(pockets[name])
    if #list ~= count then
      fail(ctx, "setup.pockets." .. name, name .. " holds " .. #list .. " pocket card" .. (#list == 1 and "" or "s") ..
        "; this heist deals " .. count .. " (" .. pocket_rule(ctx, count) .. ")")
    end
    for i, text in ipairs(list) do
      local path = "setup.pockets." .. name .. "[" .. (i - 1) .. "]"
      local c, why = ctx:find(text, 0, "deck")
      if not c and ctx:find(text) and ctx:type(ctx:find(text)) == "jack" then
        if not C.in_force_named(ctx, "Jack") then fail(ctx, path, "J* comes into play only with the Jack specialist (G37)") end
        c, why = ctx:find(text, 0, "box")
      end
      if not c then fail(ctx, path, why or ("no card " .. text)) end
      ctx:move(c, seat, "pocket")
    end
    pinned[seat] = true
  end
end

local SETUP_KEYS = {"pockets", "community", "deck", "heist", "round", "vaults", "alarms", "chips", "challenges", "specialist"}

function game.setup(ctx, setup)
  for _, key in ipairs(setup._keys or {}) do
    local known = false
    for _, k in ipairs(SETUP_KEYS) do known = known or k == key end
    if not known then fail(ctx, "setup." .. key, "The Gang has no setup key '" .. key .. "'" ..
      ctx:did_you_mean(key, SETUP_KEYS) .. " (keys: " .. table.concat(SETUP_KEYS, ", ") .. ")") end
  end
  local mode = ctx:option("mode")
  if not MODES[mode] then fail(ctx, "options.mode", "unknown mode " .. tostring(mode)) end
  local n = ctx:seats()
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
  if round > 1 and C.skipped(ctx, round) then fail(ctx, "setup.round", "round " .. round .. " is skipped in this heist (G13)") end

  ctx:shuffle(0, "deck")
  local count = C.pocket_count(ctx)
  local pinned = {}
  setup_pockets(ctx, setup, count, pinned)
  local community = C.list(setup.community)
  if setup.community ~= nil and #community ~= C.COMMUNITY[round] then
    fail(ctx, "setup.community", "round " .. round .. " shows " .. C.COMMUNITY[round] .. " community cards, not " ..
      #community .. " (to pin cards still to come, use setup.deck)")
  end
  for i, text in ipairs(community) do
    local c, why = ctx:find(text, 0, "deck")
    if not c then fail(ctx, "setup.community[" .. (i - 1) .. "]", why) end
    ctx:move(c, 0, "community")
  end
  -- Cards stacked on the pile are set aside while the rest is dealt.
  local stacked = {}
  for i, text in ipairs(C.list(setup.deck)) do
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
  for _ = #community + 1, C.COMMUNITY[round] do ctx:draw(0, "community") end
  stack_up(ctx, stacked, "deck")
  ctx:stack(#stacked)
  setup_chips(ctx, setup, round)
  C.update_centre(ctx, round)

  for s = 1, n do
    local labels = {}
    for _, c in ipairs(ctx:zone(s, "pocket")) do labels[#labels + 1] = ctx:label(c) end
    ctx:record_setup("pockets", ctx:name(s), labels)
  end
  if round > 1 then
    local labels = {}
    for _, c in ipairs(ctx:zone(0, "community")) do labels[#labels + 1] = ctx:label(c) end
    ctx:record_setup("community", labels)
    ctx:record_setup("round", round)
  end
  for _, key in ipairs({"heist", "vaults", "alarms"}) do
    if setup[key] ~= nil then ctx:record_setup(key, setup[key]) end
  end
  if setup.chips ~= nil then
    for s = 1, n do
      if #C.chips_of(ctx, s) > 0 then ctx:record_setup("chips", ctx:name(s), C.chips_of(ctx, s)) end
    end
  end
  if #stacked > 0 then
    local labels = {}
    for _, c in ipairs(stacked) do labels[#labels + 1] = ctx:label(c) end
    ctx:record_setup("deck", labels)
  end
end

-- ---------------------------------------------------------- chip rounds --

local function check(ctx)
  if ctx:rule("self_check") then
    local bad = game.invariant(ctx)
    if bad then error("invariant broken: " .. bad, 0) end
  end
end

-- Who holds which chip, each player's list read once for one decision:
-- nothing moves while the options are built, and reading every list again
-- for each chip was most of a decision's time. Answers as C.holder and
-- C.held_of_colour do.
local function holdings(ctx)
  local lists = {}
  for s = 1, ctx:seats() do lists[s] = C.chips_of(ctx, s) end
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
      if C.parse_chip(c) == colour then return c end
    end
    return nil
  end
  return h
end

local function dark_held(ctx, chip, round, h)
  local _, stars = C.parse_chip(chip)
  return C.dark(ctx, stars, round) and h.holder(chip) ~= nil
end

local function all_hold(ctx, colour, h)
  for s = 1, ctx:seats() do
    if not h.held(s, colour) then return false end
  end
  return true
end

-- Why a chip of another colour cannot be taken (or returned) now. Only the
-- round's colour is ever taken, so G04 (a take of one's own colour swaps)
-- never applies to another colour: holding one of that colour changes nothing.
local function other_colour_reason(ctx, colour, round)
  local r = C.round_of_colour(colour)
  if C.skipped(ctx, r) then return "no " .. colour .. " chips in this heist (G13)" end
  if r < round then
    if C.any(ctx, "cleared", r, round) then
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
  local colour = C.COLOURS[round]
  local n = ctx:seats()
  local me = ctx:name(seat)
  local h = holdings(ctx)
  local mine = h.held(seat, colour)
  local locked = mine and dark_held(ctx, mine, round, h)
  local refusals = {}
  for k = 1, n do
    local chip = C.chip(colour, k)
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
    refusals[#refusals + 1] = {"take " .. C.chip(colour, k), "with " .. n .. " players the chips have 1 to " .. n .. " stars (G02)"}
  end
  for _, other in ipairs(C.COLOURS) do
    if other ~= colour then
      local why = other_colour_reason(ctx, other, round)
      for k = 1, n do refusals[#refusals + 1] = {"take " .. C.chip(other, k), why} end
      local held = h.held(seat, other)
      if held then refusals[#refusals + 1] = {"return " .. held, why} end
    end
  end
  for k = 1, n do
    local chip = C.chip(colour, k)
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
      for _, p in ipairs(script.proposals(ctx, seat)) do refusals[#refusals + 1] = {p.label, why} end
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

-- Proposals of the specialist in force that waits for agreement (G30).
local function proposals_for(ctx, seat)
  local out = {}
  local sp = ctx:zone(0, "specialist")[1]
  if not sp or ctx:get(0, "specialist_used") then return out end
  if ctx:rule("caps_in_rules") and (ctx:get(0, "proposals") or 0) >= ctx:rule("proposal_cap") then return out end
  local s = ctx:script(sp)
  if not s.proposals then return out end
  for _, p in ipairs(s.proposals(ctx, seat)) do
    p.propose = sp
    out[#out + 1] = p
  end
  return out
end

-- What a player who has still to answer a proposal might try in vain: any
-- chip move, "ready", another proposal, the card's own decision (G30).
local function answer_refusals(ctx, seat, proposer, proposal)
  return function()
    local why = ctx:name(proposer) .. "'s proposal (" .. proposal.label:gsub("^propose ", "") ..
      ") waits for every answer: " .. ctx:name(seat) .. " agrees or refuses, and chips do not move meanwhile (G30)"
    local out = {}
    for r = 1, #COLOURS do
      for k = 1, 6 do
        out[#out + 1] = {TAKE[r][k], why}
        out[#out + 1] = {RETURN[CHIP[r][k]], why}
      end
    end
    out[#out + 1] = {"ready", why}
    local script = ctx:script(proposal.propose)
    for _, p in ipairs(script.proposals(ctx, seat)) do out[#out + 1] = {p.label, why} end
    if script.follow_up then
      for _, c in ipairs(ctx:zone(seat, "pocket")) do out[#out + 1] = {script.follow_up .. " " .. ctx:label(c), why} end
    end
    return out
  end
end

local function agree(ctx, seat, proposal)
  ctx:add(0, "proposals", 1)
  local text = ctx:name(seat) .. " proposes: " .. proposal.label:gsub("^propose ", "")
  ctx:log(text, "G30")
  local waiting = C.others(ctx, seat)
  while #waiting > 0 do
    local open = {}
    for _, s in ipairs(waiting) do
      open[#open + 1] = {seat = s, options = {"agree", "refuse"}, refusals = answer_refusals(ctx, s, seat, proposal)}
    end
    local who, i = ctx:choose_any(open, text .. ": agree or refuse")
    if i == 2 then
      ctx:log(ctx:name(who) .. " refuses; the specialist stays unused for now", "G30")
      return
    end
    local rest = {}
    for _, s in ipairs(waiting) do
      if s ~= who then rest[#rest + 1] = s end
    end
    waiting = rest
  end
  ctx:log("Everyone agrees: " .. ctx:label(proposal.propose) .. " is used", "G30")
  ctx:set(0, "specialist_used", true)
  ctx:script(proposal.propose).use(ctx, proposal)
end

-- A chip round's view of the chips, each player's list read once when the
-- round begins: lists[s] (the list itself), h[s] the chip of the round seat
-- s holds, h[chip] the first seat holding that chip of the round. Only
-- move_chip moves chips during a round (a specialist's use or saying ready
-- leaves them be, Blackout acts before the round), and it keeps both up to
-- date along with the state.
local function read_chips(ctx, n, round)
  local lists, h = {}, {}
  for s = 1, n do
    local list = ctx:get(s, "chips") or {}
    lists[s] = list
    for j = 1, #list do
      local c = list[j]
      if round_of(c) == round then
        if h[s] == nil then h[s] = c end
        if h[c] == nil then h[c] = s end
      end
    end
  end
  return lists, h
end

-- The chips of the round nobody holds, by stars, as C.update_centre puts
-- them in a round that is not skipped.
local function set_centre(ctx, chips, n, h)
  local centre = {}
  for k = 1, n do
    local c = chips[k]
    if not h[c] then centre[#centre + 1] = c end
  end
  ctx:set(0, "centre", centre)
end

local function without(list, chip)
  local out = {}
  for j = 1, #list do
    local c = list[j]
    if c ~= chip then out[#out + 1] = c end
  end
  return out
end

-- Moves a chip as option `label` says (a take or a return). `lists` and `h`
-- are the round's read_chips, kept up to date here; `r` the round's
-- constants (chip_round).
local function move_chip(ctx, seat, label, r, lists, h)
  local me = r.names[seat]
  local chip = TAKEN[label]
  if not chip then
    chip = label:sub(8)  -- "return ..."
    lists[seat] = without(lists[seat], chip)
    ctx:set(seat, "chips", lists[seat])
    h[chip], h[seat] = nil, nil
    ctx:log(me .. " returns " .. chip .. " to the centre", "G05")
  else
    local mine, from = h[seat], h[chip]
    if mine then lists[seat] = without(lists[seat], mine) end
    if from then
      lists[from] = without(lists[from], chip)
      ctx:set(from, "chips", lists[from])
    end
    -- The list is in C.give's order: the chip goes in its place there
    -- (usually last, after one comparison).
    local list = lists[seat]
    local j = #list + 1
    while j > 1 and chip_order(chip, list[j - 1]) do
      list[j] = list[j - 1]
      j = j - 1
    end
    list[j] = chip
    ctx:set(seat, "chips", list)
    if mine then h[mine] = nil end
    if from then h[from] = nil end
    h[chip], h[seat] = seat, chip
    if ctx:narrating() then
      local whence = from and ("from " .. r.names[from]) or "from the centre"
      ctx:log(me .. " takes " .. chip .. " " .. whence .. (mine and (", putting " .. mine .. " back") or ""), "G04")
    end
  end
  local moves = ctx:add(0, "moves", 1)
  -- Only a round that waits for "ready" ever sets it.
  if r.ready_mode then
    for s = 1, r.n do ctx:set(s, "ready", nil) end
  end
  set_centre(ctx, r.chips, r.n, h)
  return moves
end

local function chip_round(ctx, round)
  local colour = COLOURS[round]
  local n = ctx:seats()
  local chips, takes = CHIP[round], TAKE[round]
  ctx:set(0, "moves", 0)
  local moves = 0
  local lists, h = read_chips(ctx, n, round)
  set_centre(ctx, chips, n, h)
  -- What stays the same all round: the cards in force, the names, the options and rules.
  local dark_k, dark = {}, {}  -- the stars that lie dark; those chips, for the log
  if #C.in_force(ctx) > 0 then
    for k = 1, 6 do
      if C.dark(ctx, k, round) then
        dark_k[k] = true
        if k <= n then dark[#dark + 1] = chips[k] end
      end
    end
  end
  if #dark > 0 then ctx:log("Dark side up this round: " .. table.concat(dark, ", "), "G12") end
  local names = {}
  for s = 1, n do names[s] = ctx:name(s) end
  local ready_mode = ctx:option("round_end") == "ready"
  local r = {n = n, chips = chips, names = names, ready_mode = ready_mode}  -- what move_chip reads
  -- The rules set no cap on chip moves (G17) unless rules.caps_in_rules says so.
  local cap = ctx:rule("caps_in_rules") and ctx:rule("chip_move_cap") or math.huge
  local self_check = ctx:rule("self_check")
  local specialist = ctx:zone(0, "specialist")[1]
  local prompt = "Round " .. round .. " (" .. C.ROUND_NAMES[round] .. "): take a " .. colour .. " chip"
  -- The common case: no chip of the round lies dark, no specialist is in force and
  -- the round ends by itself. Until the cap, a player's options then depend
  -- only on which chip of the round they hold (k stars, 0 for none): every
  -- take but their own and the return of theirs. Each seat's entry for each
  -- k is made once a round, when first needed (the options shared by every
  -- seat holding k).
  local plain = not ready_mode and not specialist and next(dark_k) == nil
  -- Seat s's refusals, as the function the engine calls when it needs them.
  local function refusals_of(s, capped)
    return function() return chip_refusals(ctx, s, round, capped) end
  end
  local plain_opts, entries = {}, {}  -- by k; by seat, then k
  for s = 1, n do entries[s] = {} end
  local function plain_entry(s, k)
    local e = entries[s][k]
    if not e then
      local opts = plain_opts[k]
      if not opts then
        opts = {}
        for j = 1, n do
          if j ~= k then opts[#opts + 1] = takes[j] end
        end
        if k > 0 then opts[#opts + 1] = RETURN[chips[k]] end
        plain_opts[k] = opts
      end
      e = {seat = s, options = opts, refusals = refusals_of(s, false)}
      entries[s][k] = e
    end
    return e
  end
  -- Any other case: the options seat s has, holding `mine`.
  local function options_of(s, mine, capped, everyone)
    local locked = mine and dark_k[stars_of(mine)]
    local opts, m = {}, 0
    if not locked then
      for k = 1, n do
        local chip = chips[k]
        local holder = h[chip]
        if not (chip == mine or (holder and dark_k[k]) or (capped and (mine or holder))) then
          m = m + 1
          opts[m] = takes[k]
        end
      end
      if mine and not capped then
        m = m + 1
        opts[m] = RETURN[mine] or ("return " .. mine)
      end
    end
    if ready_mode and everyone and not ctx:get(s, "ready") then opts[#opts + 1] = "ready" end
    if specialist then
      for _, p in ipairs(proposals_for(ctx, s)) do opts[#opts + 1] = p end
    end
    return opts
  end
  while true do
    local everyone = true
    for s = 1, n do
      if not h[s] then everyone = false break end
    end
    local over = everyone
    if over and ready_mode then
      for s = 1, n do
        if not ctx:get(s, "ready") then over = false break end
      end
    end
    if over then break end
    local capped = moves >= cap
    local open, by_seat = {}, {}
    for s = 1, n do
      -- The options the rules allow; the refused moves (chip_refusals) only when asked for.
      local mine = h[s]
      local held_k = 0
      if mine then
        held_k = CHIP_STARS[mine]
        if chips[held_k] ~= mine then held_k = nil end  -- a chip written otherwise: the general way
      end
      if plain and not capped and held_k then
        local e = plain_entry(s, held_k)
        open[#open + 1] = e
        by_seat[s] = e.options
      else
        local opts = options_of(s, mine, capped, everyone)
        -- A seat with nothing to do (its chip lies dark) is left out, with why.
        open[#open + 1] = {seat = s, options = opts, refusals = refusals_of(s, capped)}
        if #opts > 0 then by_seat[s] = opts end
      end
    end
    local who, i = ctx:choose_any(open, prompt)
    local o = by_seat[who][i]
    if type(o) == "table" then
      agree(ctx, who, o)
    elseif o == "ready" then
      ctx:set(who, "ready", true)
      ctx:log(names[who] .. " is ready", "G07")
    else
      moves = move_chip(ctx, who, o, r, lists, h)
    end
    if self_check then check(ctx) end
  end
  for s = 1, n do ctx:set(s, "ready", nil) end
  local held = {}
  for s = 1, n do held[#held + 1] = names[s] .. " " .. h[s] end
  ctx:log("Round " .. round .. " ends: " .. table.concat(held, ", "), "G07")
end

-- ------------------------------------------------------------ the heist --

local function deal_pockets(ctx)
  local count = C.pocket_count(ctx)
  for _ = 1, count do
    for s = 1, ctx:seats() do ctx:draw(s, "pocket") end
  end
  for s = 1, ctx:seats() do ctx:tell(s, "your pocket cards: " .. C.labels(ctx, ctx:zone(s, "pocket")), "G01") end
end

local function turn_cards(ctx, round)
  local shown = {}
  for _ = #ctx:zone(0, "community") + 1, C.COMMUNITY[round] do
    shown[#shown + 1] = ctx:draw(0, "community")
  end
  ctx:log("The " .. C.ROUND_NAMES[round] .. ": " .. C.labels(ctx, shown) .. " (community " ..
    C.labels(ctx, ctx:zone(0, "community")) .. ")", "G03")
end

-- A comparable strength: ranking, then Muscle (G40), then the full value.
-- The ranking is the category: a royal flush is a straight flush (unless
-- rules.royal_is_straight_flush is false, as version 1 read it).
local function strength(ctx, seat)
  local v, name, text = ctx:hand_value(C.hand(ctx, seat))
  if name == "royal flush" and ctx:rule("royal_is_straight_flush") then name = "straight flush" end
  local ranking = 0
  for i, r in ipairs(ctx:hand_rankings()) do
    if r == name then ranking = i end
  end
  local bonus = C.any(ctx, "muscle", seat) and 1 or 0
  return {ranking, bonus, v}, text
end

local function at_least(a, b)
  for i = 1, 3 do
    if a[i] ~= b[i] then return a[i] > b[i] end
  end
  return true
end

local function showdown(ctx)
  local order = {}
  for s = 1, ctx:seats() do
    local _, stars = C.parse_chip(C.held_of_colour(ctx, s, "red"))
    order[#order + 1] = {seat = s, stars = stars}
  end
  table.sort(order, function(a, b) return a.stars < b.stars end)
  local ok, best = true, nil
  for k, e in ipairs(order) do
    if k == #order then
      if C.any(ctx, "guess_fails", e.seat) then ok = false end
    end
    local key, text = strength(ctx, e.seat)
    local good = best == nil or at_least(key, best)
    if ctx:narrating() then
      ctx:log(ctx:name(e.seat) .. " (red " .. e.stars .. ") shows " .. C.labels(ctx, ctx:zone(e.seat, "pocket")) ..
        ": " .. text .. (C.any(ctx, "muscle", e.seat) and " with the Muscle" or "") ..
        (good and "" or ", weaker than a hand shown before") ..
        ((good and best ~= nil and at_least(best, key)) and ", equal to the hand before: either order is right" or ""),
        good and "G08" or "G09")
    end
    if not good then ok = false end
    if best == nil or at_least(key, best) then best = key end
  end
  return ok
end

local function play_heist(ctx, first_round)
  if first_round == 1 then C.each(ctx, "after_deal") end
  for round = first_round, 4 do
    ctx:set(0, "round", round)
    if round > first_round then
      turn_cards(ctx, round)
      if round == 2 then C.each(ctx, "after_flop") end
      C.each(ctx, "round_start", round)
    end
    if C.skipped(ctx, round) then
      C.update_centre(ctx, round)
      ctx:log("No " .. C.COLOURS[round] .. " chips this heist: round " .. round .. " is skipped", "G13")
    else
      chip_round(ctx, round)
    end
  end
  return showdown(ctx)
end

-- ------------------------------------------------------ between heists --

local function draw_from(ctx, zone, counter)
  if ctx:size(0, zone) == 0 then return nil end
  if (ctx:get(0, counter) or 0) >= ctx:size(0, zone) then
    ctx:shuffle(0, zone, true)
    ctx:set(0, counter, 0)
    ctx:log("Every card of the " .. zone:gsub("_", " ") .. " has been drawn once: it is shuffled", "G23")
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
    ctx:log(intro .. ": " .. ctx:label(c) .. ". " .. ctx:text(c), ruling)
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
    ctx:log(ctx:label(lower) .. " leaves the game", "G22")
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
      if ctx:type(c) == "jack" then ctx:move(c, 0, "box") else ctx:move(c, 0, "deck") end
    end
  end
  for s = 1, ctx:seats() do
    for _, c in ipairs(ctx:zone(s, "pocket")) do
      if ctx:type(c) == "jack" then ctx:move(c, 0, "box") else ctx:move(c, 0, "deck") end
    end
    ctx:set(s, "chips", {})
    ctx:set(s, "ready", nil)
  end
  for _, k in ipairs({"specialist_used", "proposals", "muscle", "moves"}) do ctx:set(0, k, nil) end
  ctx:set(0, "announcements", {})
end

-- Where a heist starts, for the narration: the score so far, the pockets
-- (G01), the chips (G02) and, for a record that starts in a later round,
-- the community cards already shown (G03).
local function announce_heist(ctx, first_round)
  if not ctx:narrating() then return end
  local n = ctx:seats()
  ctx:log("Heist " .. ctx:get(0, "heist") .. " (" .. (ctx:get(0, "vaults") or 0) .. " of " .. ctx:rule("vaults") ..
    " vaults gold, " .. (ctx:get(0, "alarms") or 0) .. " of " .. ctx:get(0, "alarm_cards") .. " alarms red): " ..
    C.pocket_count(ctx) .. " pocket cards each", "G01")
  ctx:log("Each colour has chips of 1 to " .. n .. " stars, one per player", "G02")
  if first_round > 1 then
    ctx:log("The record starts at round " .. first_round .. " (" .. C.COLOURS[first_round] .. " chips); community: " ..
      C.labels(ctx, ctx:zone(0, "community")), "G03")
  end
end

function game.run(ctx)
  local first_round = ctx:get(0, "first_round")
  ctx:set(0, "first_round", nil)
  local standing = ctx:get(0, "standing")
  if standing then ctx:log("Standing challenge for the whole game: " .. ctx:label(standing) .. ". " .. ctx:text(standing), "G21") end
  for _, c in ipairs(C.in_force(ctx)) do
    if c ~= standing then
      ctx:log("In force: " .. ctx:label(c) .. ". " .. ctx:text(c), ctx:option("mode") == "expert" and "G22" or "G20")
    end
  end
  while true do
    announce_heist(ctx, first_round)
    local success = play_heist(ctx, first_round)
    first_round = 1
    local history = ctx:get(0, "history")
    history[#history + 1] = success and "success" or "failure"
    ctx:set(0, "history", history)
    if success then
      ctx:log("Heist " .. ctx:get(0, "heist") .. " succeeds: a vault turns gold (" .. ctx:add(0, "vaults", 1) .. " of " ..
        ctx:rule("vaults") .. ")", "G10")
    else
      ctx:log("Heist " .. ctx:get(0, "heist") .. " fails: an alarm turns red (" .. ctx:add(0, "alarms", 1) .. " of " ..
        ctx:get(0, "alarm_cards") .. ")", "G10")
    end
    if ctx:get(0, "vaults") >= ctx:rule("vaults") then
      ctx:set(0, "result", "won")
      ctx:log("Three vaults are gold: the gang wins", "G11")
      ctx:finish(C.seats(ctx))
      return
    end
    if ctx:get(0, "alarms") >= ctx:get(0, "alarm_cards") then
      ctx:set(0, "result", "lost")
      ctx:log("The last alarm is red: the gang loses", "G11")
      ctx:finish({})
      return
    end
    clear_table(ctx)
    next_cards(ctx, success)
    ctx:add(0, "heist", 1)
    ctx:set(0, "round", 1)
    ctx:shuffle(0, "deck")
    deal_pockets(ctx)
    check(ctx)
  end
end

-- ----------------------------------------------------------- invariant --

function game.invariant(ctx)
  local n = ctx:seats()
  local where = {}
  for s = 1, n do
    local colours = {}
    for _, chip in ipairs(C.chips_of(ctx, s)) do
      local colour, stars = C.parse_chip(chip)
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
    if zone ~= "box" and zone ~= "pocket" and zone ~= "discard" then return "J* is in the " .. tostring(zone) end
    if zone ~= "box" and ctx:card_name(ctx:zone(0, "specialist")[1] or c) ~= "Jack" then
      return "J* is out of the box without the Jack specialist"
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
  if result ~= "playing" and not ctx:is_over() then return "the game is " .. result .. " but not over" end
  return nil
end

-- ----------------------------------------------------------------- bots --
-- A basic bot sees what its player sees: its pocket, the community cards
-- and the chips. It ranks its hand against every pocket the others might
-- hold (a fixed sample, so the same position gives the same pick), aims at
-- the chip of that rank, takes only from the centre and never swaps for a
-- chip that is not nearer its aim, so every round ends.

local function preflop_strength(ctx, pocket)
  local ranks = {}
  for _, c in ipairs(pocket) do ranks[#ranks + 1] = C.rank(ctx, c) end
  table.sort(ranks, function(a, b) return a > b end)
  for i = 1, #ranks - 1 do
    if ranks[i] == ranks[i + 1] then return 0.5 + (ranks[i] - 2) / 24 end
  end
  local hi, lo = ranks[1], ranks[2]
  local suited = #pocket >= 2 and ctx:suit(pocket[1]) ~= nil and ctx:suit(pocket[1]) == ctx:suit(pocket[2])
  local s = (hi - 2) / 12 * 0.55 + (lo - 2) / 12 * 0.2 + (suited and 0.04 or 0) + (hi - lo == 1 and 0.03 or 0)
  return math.min(1, s)
end

-- The share of the others' possible pockets that this hand beats (ties half):
-- every card but the community and this player's pocket, in card order, makes
-- the pool; every step-th pair of it is ranked (about 120), in one engine call.
local function strength_of(ctx, seat)
  local pocket, community = ctx:zone(seat, "pocket"), ctx:zone(0, "community")
  if #community < 3 then return preflop_strength(ctx, pocket) end
  local wins, ties, total = ctx:hand_versus(pocket, community, "card", 120)
  return total > 0 and (wins + ties * 0.5) / total or 0.5
end

local function find_label(labels, text)
  for i, l in ipairs(labels) do
    if l == text then return i end
  end
  return nil
end

local function starts(l, prefix) return l:sub(1, #prefix) == prefix end

local function bot_guess(ctx, labels)
  local community = ctx:zone(0, "community")
  if labels[1] == "guess 2" then
    local best = 2
    for _, c in ipairs(community) do best = math.max(best, C.rank(ctx, c)) end
    return find_label(labels, "guess " .. C.value_text(best)) or 1
  end
  local _, name = ctx:hand_value(community)
  local rankings = ctx:hand_rankings()
  local aim = name == "high card" and "one pair" or name == "one pair" and "two pair" or name
  for i, r in ipairs(rankings) do
    if aim == r then return find_label(labels, "guess " .. r) or i end
  end
  return 1
end

local function bot_discard(ctx, seat, labels)
  local community = ctx:zone(0, "community")
  local best, pick = nil, 1
  for i, l in ipairs(labels) do
    local card = ctx:find(l:gsub("^%a+ ", ""), seat, "pocket")
    if card then
      local rest = {}
      for _, c in ipairs(ctx:zone(seat, "pocket")) do
        if c ~= card then rest[#rest + 1] = c end
      end
      local score
      if #community >= 3 then
        for _, c in ipairs(community) do rest[#rest + 1] = c end
        score = ctx:hand_value(rest) or 0
      else
        score = -C.rank(ctx, card)
      end
      if best == nil or score > best then best, pick = score, i end
    end
  end
  return pick
end

local function bot_pass(ctx, seat, labels)
  local low, pick = 99, 1
  for i, l in ipairs(labels) do
    local card = ctx:find(l:gsub("^%a+ ", ""), seat, "pocket")
    if card and C.rank(ctx, card) < low then low, pick = C.rank(ctx, card), i end
  end
  return pick
end

local abs, floor = math.abs, math.floor

local function bot_chips(ctx, seat, labels)
  -- The round is the colour of any take or return offered; a return offered
  -- is always of the chip the player holds, and it is the last label unless
  -- "ready" or a proposal follows (then the chip is looked up).
  local round, mine
  local last = labels[#labels]
  local back = last:sub(1, 7) == "return " and last:sub(8) or nil
  if back and CHIP_ROUND[back] then
    round, mine = CHIP_ROUND[back], back
  else
    round = CHIP_ROUND[TAKEN[labels[1]]] or ctx:get(0, "round")
    mine = held_of(ctx, seat, round)
  end
  local n = ctx:seats()
  -- Proposals come last among the options: none unless the last label is one.
  if last:sub(1, 8) == "propose " and round >= 2 and (ctx:get(0, "proposals") or 0) == 0 then
    local me = ctx:name(seat)
    local first
    for i, l in ipairs(labels) do
      if starts(l, "propose ") then
        first = first or i
        if l:find("-> " .. me, 1, true) then return i end
      end
    end
    if first then return first end
  end
  local aim = 1 + floor(strength_of(ctx, seat) * (n - 1) + 0.5)
  local have = mine and stars_of(mine)
  local best, pick, pick_stars = have and abs(have - aim) or 99, nil, nil
  -- The centre holds only chips as the game writes them ("white 3"), so
  -- each one's take, if offered, is a label of TAKEN.
  local centre = ctx:get(0, "centre") or {}
  if #centre > 0 then
    -- Where each "take" label is, found in one pass.
    local at = {}
    for i = 1, #labels do
      local chip = TAKEN[labels[i]]
      if chip and not at[chip] then at[chip] = i end
    end
    for j = 1, #centre do
      local chip = centre[j]
      local i = at[chip]
      if i then
        local stars = CHIP_STARS[chip]
        local d = abs(stars - aim)
        if d < best or (d == best and pick and stars < pick_stars) then
          best, pick, pick_stars = d, i, stars
        end
      end
    end
  end
  if pick then return pick end
  if not mine then
    for i, l in ipairs(labels) do
      if starts(l, "take ") then return i end
    end
  end
  return find_label(labels, "ready") or 0
end

-- The caps that keep a game between bots finite (G17) are the bots' own:
-- past chip_move_cap chip moves in a round, a bot holding a chip of the
-- round waits and one without takes a chip from the centre (so the round
-- ends); past proposal_cap proposals in a heist, a bot proposes no more.
-- nil when no cap binds (or the rules hold the caps themselves).
local function capped_pick(ctx, seat, labels)
  if ctx:rule("caps_in_rules") then return nil end
  local two = labels[1]:sub(1, 2)
  if two ~= "ta" and two ~= "re" and two ~= "pr" then return nil end  -- not a chip decision
  local moves = ctx:get(0, "moves") or 0
  local over_moves = moves >= ctx:rule("chip_move_cap")
  local over_proposals = (ctx:get(0, "proposals") or 0) >= ctx:rule("proposal_cap")
  if not over_moves and not over_proposals then return nil end
  local mine = held_of(ctx, seat, ctx:get(0, "round"))
  local centre = {}
  for _, c in ipairs(ctx:get(0, "centre") or {}) do centre[c] = true end
  local keep = {}
  for i, l in ipairs(labels) do
    local ok = true
    if starts(l, "propose ") then
      ok = not over_proposals
    elseif over_moves then
      local chip = TAKEN[l]
      if chip then ok = not mine and centre[chip] == true else ok = not starts(l, "return ") end
    end
    if ok then keep[#keep + 1] = i end
  end
  if #keep == #labels then return nil end
  if #keep == 0 then return 0 end
  return keep[1 + (moves + seat) % #keep]
end

function game.bot(ctx, seat, labels, level)
  local first = labels[1]
  -- "agree" is only ever offered first, with "refuse".
  if first == "agree" then return 1 end
  local capped = capped_pick(ctx, seat, labels)
  if capped then return capped end
  if level == "random" then
    local round = ctx:get(0, "round")
    local held = round and COLOURS[round] and held_of(ctx, seat, round)
    if held and starts(first, "take ") and ((ctx:get(0, "moves") or 0) + seat) % 3 ~= 0 then return 0 end
    return nil
  end
  -- Most decisions are chip decisions ("take", "return", "ready",
  -- "propose"): straight to bot_chips, where the others also end.
  local two = first:sub(1, 2)
  if two == "ta" or two == "re" or two == "pr" then return bot_chips(ctx, seat, labels) end
  if starts(first, "guess ") then return bot_guess(ctx, labels) end
  if starts(first, "show ") then return 1 end
  if starts(first, "discard ") then return bot_discard(ctx, seat, labels) end
  if starts(first, "pass ") then return bot_pass(ctx, seat, labels) end
  return bot_chips(ctx, seat, labels)
end

return game
