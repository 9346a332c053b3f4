-- The basic bot: scores each option by what it does to the board, read from
-- its label, and picks the one that most raises its own score over the best
-- other player's. It pushes low-value colours onto the leader, takes what
-- it values, and moves markers its way. Ties go to the first option.
local board = import("board")

local bots = {}

local function copy(snap)
  local out = {colours = snap.colours, value = {}, cubes = {}, sets = {}}
  for c, v in pairs(snap.value) do out.value[c] = v end
  for seat, cubes in ipairs(snap.cubes) do
    out.cubes[seat] = {}
    for c, n in pairs(cubes) do out.cubes[seat][c] = n end
  end
  for i, s in ipairs(snap.sets) do out.sets[i] = s end
  return out
end

-- My score minus the best score among the others; a little of my lead over
-- their average too, so pushing a bad cube onto anyone beats doing nothing.
local function edge(snap, me)
  local best, sum, n = nil, 0, 0
  for seat = 1, #snap.cubes do
    if seat ~= me then
      local s = board.score_of(snap, seat)
      if not best or s > best then best = s end
      sum, n = sum + s, n + 1
    end
  end
  local mine = board.score_of(snap, me)
  return mine - (best or 0) + 0.25 * (mine - (n > 0 and sum / n or 0))
end

local function move(ctx, snap, colour, steps)
  local p = board.position(ctx, colour)
  if p then
    snap.value[colour] = math.max(ctx:rule("track_min"), math.min(ctx:rule("track_max"), snap.value[colour] + steps))
  end
end

local function add(snap, seat, colour, n)
  if seat and snap.cubes[seat] and snap.cubes[seat][colour] then
    snap.cubes[seat][colour] = math.max(0, snap.cubes[seat][colour] + n)
  end
end

-- What playing a card from the hand would do, as far as the bot can tell.
local function play_card(ctx, snap, name)
  local c = ctx:find(name)
  if not c then return 0 end
  local kind = ctx:prop(c, "kind")
  if kind == "movement" then
    for _, colour in ipairs(ctx:prop(c, "colours")) do move(ctx, snap, colour, ctx:prop(c, "steps")) end
  elseif kind == "set" then
    snap.sets[#snap.sets + 1] = {colours = ctx:prop(c, "colours"), points = ctx:prop(c, "points"), times = 1}
  else
    return 1  -- an action card: worth a little more than doing nothing
  end
  return 0
end

-- The snapshot after the option, and a bonus for what the board cannot show.
local function after(ctx, me, snap, label)
  local s, bonus = copy(snap), 0
  local w = {}
  for word in label:gmatch("%S+") do w[#w + 1] = word end
  local verb = w[1]
  if verb == "take" and w[2] == "two" then
    local best = -math.huge
    for _, c in ipairs(board.take_options(ctx)) do best = math.max(best, snap.value[c.colour]) end
    bonus = 2 * best
  elseif verb == "give" and w[2] == "two" then
    local best = -math.huge
    for _, c in ipairs(board.take_options(ctx)) do best = math.max(best, -snap.value[c.colour]) end
    bonus = 2 * best
  elseif verb == "take" and w[3] == "from" then
    add(s, me, w[2], 1)
    add(s, ctx:seat(w[4]), w[2], -1)
  elseif verb == "take" then
    add(s, me, w[2], 1)
  elseif verb == "give" then
    add(s, ctx:seat(w[4]), w[2], 1)
  elseif verb == "hand" then
    add(s, me, w[3], -1)
    add(s, ctx:seat(w[5]), w[3], 1)
  elseif verb == "move" then
    move(ctx, s, w[2], (w[3] == "right" and 1 or -1) * (math.tointeger(tonumber(w[4] or "1")) or 1))
  elseif verb == "vote" then
    move(ctx, s, w[2], w[3] == "yes" and 2 or -2)
  elseif verb == "swap" then
    local with = ctx:seat(w[6])
    add(s, me, w[2], -1)
    add(s, me, w[4], 1)
    add(s, with, w[2], 1)
    add(s, with, w[4], -1)
  elseif verb == "destroy" and w[3] == "cube" then
    add(s, me, w[2], -1)
  elseif verb == "destroy" and w[3] == "marker" then
    s.value[w[2]] = 0
  elseif verb == "switch" then
    s.value[w[2]], s.value[w[4]] = snap.value[w[4]], snap.value[w[2]]
  elseif verb == "flip" then
    s.value[w[2]] = -snap.value[w[2]]
  elseif verb == "play" then
    local name = label:sub(6)
    if name == "Double your fun" then
      -- Two of the better cube step, against one take, one give and step 3.
      local best_take, best_give = -math.huge, -math.huge
      for _, c in ipairs(board.take_options(ctx)) do
        best_take = math.max(best_take, snap.value[c.colour])
        best_give = math.max(best_give, -snap.value[c.colour])
      end
      bonus = 2 * math.max(best_take, best_give) - best_take - best_give - 1
    else
      bonus = play_card(ctx, s, name)
    end
  end
  return s, bonus
end

function bots.basic(ctx, me, labels)
  local snap = board.snapshot(ctx)
  local base = edge(snap, me)
  local best, pick = -math.huge, nil
  for i, label in ipairs(labels) do
    local s, bonus = after(ctx, me, snap, label)
    local v = edge(s, me) - base + bonus
    if v > best then best, pick = v, i end
  end
  return pick
end

return bots
