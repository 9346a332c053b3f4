-- The Gang: the bots.
local common = import("common")
local K = import("chips")
local bot = {}

local T = K.texts()
local COLOURS, CHIP_ROUND, CHIP_STARS, TAKEN = T.COLOURS, T.CHIP_ROUND, T.CHIP_STARS, T.TAKEN
local stars_of, held_of = K.stars_of, K.held_of

-- A basic bot sees what its player sees: its pocket, the community cards
-- and the chips. It ranks its hand against every pocket the others might
-- hold (a fixed sample, so the same position gives the same pick), aims at
-- the chip of that rank, takes only from the centre and never swaps for a
-- chip that is not nearer its aim, so every round ends.

local function preflop_strength(ctx, pocket)
  local ranks = {}
  for _, c in ipairs(pocket) do ranks[#ranks + 1] = common.rank(ctx, c) end
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
    for _, c in ipairs(community) do best = math.max(best, common.rank(ctx, c)) end
    return find_label(labels, "guess " .. common.value_text(best)) or 1
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
        score = -common.rank(ctx, card)
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
    if card and common.rank(ctx, card) < low then low, pick = common.rank(ctx, card), i end
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

function bot.pick(ctx, seat, labels, level)
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

return bot
