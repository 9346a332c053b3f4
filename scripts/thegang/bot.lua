-- The Gang: the bots.
local hands = import("hands")
local K = import("chips")
local bot = {}

local T = K.texts()
local COLOURS, CHIP_STARS = T.COLOURS, T.CHIP_STARS
local stars_of, held_of = K.stars_of, K.held_of

-- A basic bot sees what its player sees: its pocket, the community cards
-- and the chips. It ranks its hand against every pocket the others might
-- hold (a fixed sample, so the same position gives the same pick), aims at
-- the chip of that rank, takes only from the centre and never swaps for a
-- chip that is not nearer its aim, so every round ends. It reads each
-- option's parts (its verb, chip, card, target: see offers.option_label),
-- never its text.

local function preflop_strength(ctx, pocket)
  local ranks = {}
  for _, c in ipairs(pocket) do ranks[#ranks + 1] = hands.rank(ctx, c) end
  table.sort(ranks, function(a, b) return a > b end)
  for i = 1, #ranks - 1 do
    if ranks[i] == ranks[i + 1] then return 0.5 + (ranks[i] - 2) / 24 end
  end
  local hi, lo = ranks[1], ranks[2]
  local suited = #pocket >= 2 and ctx:suit(pocket[1]) ~= nil and ctx:suit(pocket[1]) == ctx:suit(pocket[2])
  local s = (hi - 2) / 12 * 0.55 + (lo - 2) / 12 * 0.2 + (suited and 0.04 or 0) + (hi - lo == 1 and 0.03 or 0)
  return math.min(1, s)
end

local function same(a, b)
  if #a ~= #b then return false end
  for i = 1, #a do
    if a[i] ~= b[i] then return false end
  end
  return true
end

-- A hand's strength changes only when a card is dealt, and is the same
-- whatever else happens, so it is worked out once for each pocket and
-- community and kept, by seat, with the cards it was worked out from
-- (a bot may not set the game's state; this only saves time: the answer is
-- the same as working it out again).
local known = {}

-- The share of the others' possible pockets that this hand beats (ties half):
-- every card but the community and this player's pocket, in card order, makes
-- the pool; every step-th pair of it is ranked (about 120), in one engine call.
local function strength_of(ctx, seat)
  local pocket, community = ctx:zone(seat, "pocket"), ctx:zone(0, "community")
  local k = known[seat]
  if k and same(k.pocket, pocket) and same(k.community, community) then return k.strength end
  local v
  if #community < 3 then
    v = preflop_strength(ctx, pocket)
  else
    local wins, ties, total = ctx:hand_versus(pocket, community, "card", 120)
    v = total > 0 and (wins + ties * 0.5) / total or 0.5
  end
  known[seat] = {pocket = pocket, community = community, strength = v}
  return v
end

-- The first option with this verb and part (`key` = `value`), or nil.
local function find(options, verb, key, value)
  for i = 1, #options do
    local o = options[i]
    if o.verb == verb and (key == nil or o[key] == value) then return i end
  end
  return nil
end

local function bot_guess(ctx, options)
  local community = ctx:zone(0, "community")
  if options[1].rank then
    local best = 2
    for _, c in ipairs(community) do best = math.max(best, hands.rank(ctx, c)) end
    return find(options, "guess", "rank", best) or 1
  end
  local _, name = ctx:hand_value(community)
  local rankings = ctx:hand_rankings()
  local aim = name == "high card" and "one pair" or name == "one pair" and "two pair" or name
  for i, r in ipairs(rankings) do
    if aim == r then return find(options, "guess", "ranking", r) or i end
  end
  return 1
end

local function bot_discard(ctx, seat, options)
  local community = ctx:zone(0, "community")
  local best, pick = nil, 1
  for i, o in ipairs(options) do
    local card = o.card
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
        score = -hands.rank(ctx, card)
      end
      if best == nil or score > best then best, pick = score, i end
    end
  end
  return pick
end

local function bot_pass(ctx, options)
  local low, pick = 99, 1
  for i, o in ipairs(options) do
    local card = o.card
    if card and hands.rank(ctx, card) < low then low, pick = hands.rank(ctx, card), i end
  end
  return pick
end

local abs, floor = math.abs, math.floor

local function bot_chips(ctx, seat, options)
  -- The round is that of any take or return offered; a return offered is
  -- always of the chip the player holds, and it is the last option unless
  -- "ready" or a proposal follows (then the chip is looked up).
  local round, mine
  local last = options[#options]
  if last.verb == "return" and last.round then
    round, mine = last.round, last.chip
  else
    local first = options[1]
    round = first.verb == "take" and first.round or ctx:get(0, "round")
    mine = held_of(ctx, seat, round)
  end
  local n = ctx:seat_count()
  -- Proposals come last among the options: none unless the last option is one.
  if last.verb == "propose" and round >= 2 and (ctx:get(0, "proposals") or 0) == 0 then
    local first
    for i = 1, #options do
      local o = options[i]
      if o.verb == "propose" then
        first = first or i
        if o.target == seat then return i end
      end
    end
    if first then return first end
  end
  local aim = 1 + floor(strength_of(ctx, seat) * (n - 1) + 0.5)
  local have = mine and stars_of(mine)
  local best, pick, pick_stars = have and abs(have - aim) or 99, nil, nil
  -- The centre holds only chips as the game writes them ("white 3"), so
  -- each one's take, if offered, is an option of that chip.
  local centre = ctx:get(0, "centre") or {}
  if #centre > 0 then
    -- Where each take is, found in one pass.
    local at = {}
    for i = 1, #options do
      local o = options[i]
      if o.verb == "take" then
        local chip = o.chip
        if not at[chip] then at[chip] = i end
      end
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
    local take = find(options, "take")
    if take then return take end
  end
  return find(options, "ready") or 0
end

-- The verbs of a chip decision.
local CHIP_VERBS = {take = true, ["return"] = true, ready = true, propose = true}

-- The caps that keep a game between bots finite (G17) are the bots' own:
-- past chip_move_cap chip moves in a round, a bot holding a chip of the
-- round waits and one without takes a chip from the centre (so the round
-- ends); past proposal_cap proposals in a heist, a bot proposes no more.
-- nil when no cap binds (or the rules hold the caps themselves).
-- The rules a bot reads, the same all game: read once for each game (a
-- ctx is one game's).
local rules_of, caps_in_rules, move_cap, proposal_cap
local function read_rules(ctx)
  if rules_of ~= ctx then
    rules_of = ctx
    caps_in_rules, move_cap, proposal_cap = ctx:rule("caps_in_rules"), ctx:rule("chip_move_cap"), ctx:rule("proposal_cap")
  end
end

local function capped_pick(ctx, seat, options)
  read_rules(ctx)
  if caps_in_rules then return nil end
  if not CHIP_VERBS[options[1].verb] then return nil end  -- not a chip decision
  local moves = ctx:get(0, "moves") or 0
  local over_moves = moves >= move_cap
  local over_proposals = (ctx:get(0, "proposals") or 0) >= proposal_cap
  if not over_moves and not over_proposals then return nil end
  local mine = held_of(ctx, seat, ctx:get(0, "round"))
  local centre = {}
  for _, c in ipairs(ctx:get(0, "centre") or {}) do centre[c] = true end
  local keep = {}
  for i, o in ipairs(options) do
    local ok = true
    local verb = o.verb
    if verb == "propose" then
      ok = not over_proposals
    elseif over_moves then
      if verb == "take" then ok = not mine and centre[o.chip] == true else ok = verb ~= "return" end
    end
    if ok then keep[#keep + 1] = i end
  end
  if #keep == #options then return nil end
  if #keep == 0 then return 0 end
  return keep[1 + (moves + seat) % #keep]
end

-- `options` are the option tables the rules offered (their parts), one
-- for each label; nil where the rules offered plain labels (never in The
-- Gang: then a random pick).
function bot.pick(ctx, seat, labels, level, options)
  if not options then return nil end
  local verb = options[1].verb
  -- "agree" is only ever offered first, with "refuse".
  if verb == "agree" then return 1 end
  local capped = capped_pick(ctx, seat, options)
  if capped then return capped end
  if level == "random" then
    local round = ctx:get(0, "round")
    local held = round and COLOURS[round] and held_of(ctx, seat, round)
    if held and verb == "take" and ((ctx:get(0, "moves") or 0) + seat) % 3 ~= 0 then return 0 end
    return nil
  end
  -- Most decisions are chip decisions (take, return, ready, propose):
  -- straight to bot_chips, where the others also end.
  if CHIP_VERBS[verb] then return bot_chips(ctx, seat, options) end
  if verb == "guess" then return bot_guess(ctx, options) end
  if verb == "show" then return 1 end
  if verb == "discard" then return bot_discard(ctx, seat, options) end
  if verb == "pass" then return bot_pass(ctx, options) end
  return bot_chips(ctx, seat, options)
end

return bot
