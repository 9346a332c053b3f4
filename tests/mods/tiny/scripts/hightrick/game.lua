-- High Trick: deal, then one trick a round until the hands are empty.
local events = import("lib/events")

local game = {}

-- setup.hands pins a player's cards; the others are dealt from the shuffled deck.
function game.setup(ctx, s)
  for _, key in ipairs(s._keys or {}) do
    if key ~= "hands" then ctx:setup_error("setup." .. key, "High Trick's setup has only 'hands'") end
  end
  ctx:shuffle(0, "deck")
  local size = ctx:rule("hand_size")
  local pinned = s.hands or {}
  for _, p in ipairs(ctx:living()) do
    for i, text in ipairs(pinned[ctx:name(p)] or {}) do
      local c, why = ctx:find(text, 0, "deck")
      if not c then ctx:setup_error("setup.hands." .. ctx:name(p) .. "[" .. (i - 1) .. "]", why) end
      ctx:move(c, p, "hand")
    end
  end
  for _, p in ipairs(ctx:living()) do
    while ctx:card_count(p, "hand") < size do ctx:draw(p, "hand") end
    local labels = {}
    for _, c in ipairs(ctx:zone(p, "hand")) do labels[#labels + 1] = ctx:label(c) end
    ctx:setup_record("hands", ctx:name(p), labels)
    ctx:set(p, "points", 0)
  end
  ctx:set_turn(1)
end

local function play_card(ctx, p)
  local opts = {}
  for _, c in ipairs(ctx:zone(p, "hand")) do opts[#opts + 1] = {label = "play " .. ctx:label(c), card = c} end
  local _, i = ctx:choose(p, opts, {{"pass", "every player plays a card to each trick (T1)"}},
    ctx:name(p) .. ": play a card to the trick")
  ctx:move(opts[i].card, 0, "trick")
end

-- Who takes the trick: the highest rank; a tie follows the `ties` rule.
-- Returns the seats that score and the card that took it (nil for nobody).
local function taker(ctx, order)
  local trick = ctx:zone(0, "trick")
  local best = 0
  for _, c in ipairs(trick) do best = math.max(best, ctx:rank(c)) end
  local top = {}
  for k, c in ipairs(trick) do
    if ctx:rank(c) == best then top[#top + 1] = k end
  end
  if #top == 1 or ctx:rule("ties") == "first" then return {order[top[1]]}, trick[top[1]] end
  if ctx:rule("ties") == "split" then
    local seats = {}
    for _, k in ipairs(top) do seats[#seats + 1] = order[k] end
    return seats, trick[top[1]]
  end
  return {}, nil
end

local function one_trick(ctx)
  local order = ctx:living(ctx:turn())
  for _, p in ipairs(order) do play_card(ctx, p) end
  local seats, by = taker(ctx, order)
  if #seats == 0 then
    ctx:logf("T2", "A tie: the trick scores for nobody and is discarded")
    for _, c in ipairs(ctx:zone(0, "trick")) do ctx:move(c, 0, "discard") end
    return
  end
  for _, c in ipairs(ctx:zone(0, "trick")) do ctx:move(c, seats[1], "won") end
  for _, p in ipairs(seats) do
    ctx:add(p, "points", 1)
    ctx:logf("T2", "%p takes the trick with %c", p, by)
    events.emit(ctx, "trick_taken", {seat = p, by = by})
  end
  ctx:set_turn(seats[1])
end

function game.run(ctx)
  while ctx:card_count(ctx:turn(), "hand") > 0 do one_trick(ctx) end
  local best, winners = -1, {}
  for _, p in ipairs(ctx:living(1)) do
    local n = ctx:get(p, "points")
    if n > best then best, winners = n, {p} elseif n == best then winners[#winners + 1] = p end
  end
  ctx:finish(winners)
end

-- The basic bot plays its highest card.
function game.bot(ctx, seat, labels, level)
  if level ~= "basic" then return nil end
  local best, pick = -1, nil
  for i, c in ipairs(ctx:zone(seat, "hand")) do
    if ctx:rank(c) > best then best, pick = ctx:rank(c), i end
  end
  return pick
end

return game
