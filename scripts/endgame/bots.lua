-- The basic bot: scores each option by what it does to the board, read from
-- its label, and picks the one that most raises its own score over the best
-- other player's. It pushes low-value colours onto the leader, takes what
-- it values, and moves markers its way. Ties go to the first option.
--
-- Speed: an option is scored by the change it makes. The players' scores
-- are the board's own (board.lua keeps them current); a marker or a seat's
-- cubes are read from the game only when an option touches them, once a
-- decision; an option moves only the scores it changes. A label is read
-- once into what it does (`compile`) and kept: labels repeat from decision
-- to decision and game to game.
local board = import("board")

-- Globals and the board's functions as locals: a frozen module's field, or a
-- global through the sandbox, costs a lookup more on every read.
local ipairs, pairs, tonumber = ipairs, pairs, tonumber
local max, min, tointeger, huge = math.max, math.min, math.tointeger, math.huge
local position, take_options = board.position, board.take_options
local cubes_key, marker_key = board.cubes_key, board.marker_key

local bots = {}

-- ---- labels, read once ----

-- What an option does, by its label's words: {kind, ...}. Kept from call to
-- call (a pure function of the label: what a bot picks never depends on it
-- having been kept); bounded for odd mods.
local NOTHING, TAKE_TWO, GIVE_TWO, TAKE_FROM, TAKE, GIVE, HAND, MOVE, SWAP, DESTROY_CUBE, DESTROY_MARKER,
  SWITCH, FLIP, DOUBLE, PLAY = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
local ops, kept = {}, 0

local function compile(label)
  local w = {}
  for word in label:gmatch("%S+") do w[#w + 1] = word end
  local verb, op = w[1]
  if verb == "take" and w[2] == "two" then
    op = {TAKE_TWO}
  elseif verb == "give" and w[2] == "two" then
    op = {GIVE_TWO}
  elseif verb == "take" and w[3] == "from" then
    op = {TAKE_FROM, w[2], w[4]}
  elseif verb == "take" then
    op = {TAKE, w[2]}
  elseif verb == "give" then
    op = {GIVE, w[2], w[4]}
  elseif verb == "hand" then
    op = {HAND, w[3], w[5]}
  elseif verb == "move" then
    op = {MOVE, w[2], (w[3] == "right" and 1 or -1) * (tointeger(tonumber(w[4] or "1")) or 1)}
  elseif verb == "vote" then
    op = {MOVE, w[2], w[3] == "yes" and 2 or -2}
  elseif verb == "swap" then
    op = {SWAP, w[2], w[4], w[6]}
  elseif verb == "destroy" and w[3] == "cube" then
    op = {DESTROY_CUBE, w[2]}
  elseif verb == "destroy" and w[3] == "marker" then
    op = {DESTROY_MARKER, w[2]}
  elseif verb == "switch" then
    op = {SWITCH, w[2], w[4]}
  elseif verb == "flip" then
    op = {FLIP, w[2]}
  elseif verb == "play" then
    local name = label:sub(6)
    op = name == "Double your fun" and {DOUBLE} or {PLAY, name}
  else
    op = {NOTHING}
  end
  if kept >= 4096 then ops, kept = {}, 0 end
  ops[label], kept = op, kept + 1
  return op
end

-- My score minus the best score among the others; a little of my lead over
-- their average too, so pushing a bad cube onto anyone beats doing nothing.
local function edge(scores, n, me)
  local best, sum, others = nil, 0, 0
  for seat = 1, n do
    if seat ~= me then
      local s = scores[seat]
      if not best or s > best then best = s end
      sum, others = sum + s, others + 1
    end
  end
  local mine = scores[me]
  return mine - (best or 0) + 0.25 * (mine - (others > 0 and sum / others or 0))
end

-- ---- the board as the decision found it, read on demand ----

-- The decision being scored, and what was read of the board for it. The
-- tables are kept from decision to decision (a table's keys, once there,
-- cost nothing to set again); an entry counts only when it was read for
-- this decision (`gen`), so nothing of one decision reaches the next.
local gen = 0
local ctx_, me_, n_ = nil, 0, 0
local value_of, value_gen, live_of = {}, {}, {}
local cubes_of, cubes_gen = {}, {}  -- per seat: colour -> count, colour -> gen
local seat_by, seat_gen = {}, {}
local base, scores = {}, {}
local sets_now, sets_gen = nil, 0
local track_min, track_max, track_gen = 0, 0, 0
local best_of, best_gen = {}, {}
local over, over_used = {}, false  -- an option's earlier changes, where it makes several

-- A marker's value (0 once destroyed); nil for a word that is no colour.
-- `live_of[colour]`: still on the track.
local function value(colour)
  if value_gen[colour] == gen then return value_of[colour] end
  local pos = position(ctx_, colour)
  local v = pos or 0
  if pos == nil and ctx_:get(0, marker_key(colour)) == nil then v = nil end
  value_of[colour], live_of[colour], value_gen[colour] = v, pos ~= nil, gen
  return v
end

local function cubes(seat, colour)
  local at = cubes_gen[seat]
  if at[colour] == gen then return cubes_of[seat][colour] end
  local k = ctx_:get(seat, cubes_key(colour)) or 0
  cubes_of[seat][colour], at[colour] = k, gen
  return k
end

-- The set cards in force: {colours, worth} each.
local function sets()
  if sets_gen == gen then return sets_now end
  local s = {}
  for _, card in ipairs(ctx_:zone(0, "sets")) do
    s[#s + 1] = {colours = ctx_:def_get(card, "colours"),
      worth = ctx_:def_get(card, "points") * (ctx_:card_get(card, "times") or 1)}
  end
  sets_now, sets_gen = s, gen
  return s
end

-- The sets in force that count cubes of a colour: {worth, others} each,
-- `others` the set's other colours.
local with_of, with_gen = {}, {}

local function sets_with(colour)
  if with_gen[colour] == gen then return with_of[colour] end
  local out = {}
  for _, s in ipairs(sets()) do
    local has, others = false, {}
    for _, c in ipairs(s.colours) do
      if c == colour then has = true else others[#others + 1] = c end
    end
    if has then out[#out + 1] = {worth = s.worth, others = others} end
  end
  with_of[colour], with_gen[colour] = out, gen
  return out
end

local function seat_of(name)
  if not name then return nil end
  if seat_gen[name] ~= gen then seat_by[name], seat_gen[name] = ctx_:seat(name) or false, gen end
  return seat_by[name] or nil
end

-- What a card of the hand is, by its name (its definition's: kept).
local cards = {}

local function card(name)
  local c = cards[name]
  if c == nil then
    local found = ctx_:find(name)
    c = false
    if found then
      c = {kind = ctx_:def_get(found, "kind")}
      if c.kind == "movement" then
        c.colours, c.steps = ctx_:def_get(found, "colours"), ctx_:def_get(found, "steps")
      elseif c.kind == "set" then
        c.colours, c.points = ctx_:def_get(found, "colours"), ctx_:def_get(found, "points")
      end
    end
    cards[name] = c
  end
  return c
end

-- ---- an option's changes, as changes of the scores ----

-- A seat's cubes of a colour as the option leaves them so far.
local function now_cubes(seat, colour)
  if over_used then
    local n = over[seat][colour]
    if n ~= nil then return n end
  end
  return cubes(seat, colour)
end

-- How many whole sets of these colours a seat holds, with its cubes of
-- `colour` at `n` (the others as the option leaves them so far).
local function sets_of(seat, colours, colour, n)
  local least
  for _, c in ipairs(colours) do
    local k = c == colour and n or now_cubes(seat, c)
    if not least or k < least then least = k end
  end
  return least or 0
end

-- A seat's cubes of a colour go by `d` (never below none): its score moves
-- by their value and by the sets in force they complete or break (a set
-- counts the fewest cubes of its colours). `more`: another change follows
-- in this option, which sees this one.
local function add(seat, colour, d, more)
  if not seat or seat < 1 or seat > n_ then return end
  local v = value(colour)
  if v == nil then return end
  local with = sets_with(colour)
  local was
  if d > 0 and #with == 0 and not more and not over_used then
    was = 0  -- only the difference counts: one more cube at its value
  else
    was = now_cubes(seat, colour)
  end
  local now = max(0, was + d)
  local change = (now - was) * v
  for i = 1, #with do
    local s = with[i]
    local others, least = s.others, nil
    for j = 1, #others do
      local k = now_cubes(seat, others[j])
      if not least or k < least then least = k end
    end
    if least then
      change = change + s.worth * (min(now, least) - min(was, least))
    else
      change = change + s.worth * (now - was)
    end
  end
  scores[seat] = scores[seat] + change
  if more then
    over[seat][colour] = now
    over_used = true
  end
end

-- A marker's value goes from `was` to `v`: every seat's score moves by its
-- cubes of that colour (set cards count cubes, not values).
local function revalue(colour, was, v)
  if v == was then return end
  for seat = 1, n_ do scores[seat] = scores[seat] + cubes(seat, colour) * (v - was) end
end

-- A marker moved from `now`: on the track only, never past its ends.
local function moved(now, steps)
  if track_gen ~= gen then track_min, track_max, track_gen = ctx_:rule("track_min"), ctx_:rule("track_max"), gen end
  return max(track_min, min(track_max, now + steps))
end

local function move(colour, steps)
  local was = value(colour)
  if was ~= nil and live_of[colour] then revalue(colour, was, moved(was, steps)) end
end

-- The best value of a colour the bank can still give (sign -1: the worst).
local function best_take(sign)
  if best_gen[sign] ~= gen then
    local best = -huge
    for _, c in ipairs(take_options(ctx_)) do best = max(best, sign * value(c.colour)) end
    best_of[sign], best_gen[sign] = best, gen
  end
  return best_of[sign]
end

-- What playing a card from the hand would do, as far as the bot can tell.
local function play_card(name)
  local c = card(name)
  if not c then return 0 end
  if c.kind == "movement" then
    -- Each colour moves from where the card's earlier moves left it.
    local at = nil
    for _, colour in ipairs(c.colours) do
      local was = at and at[colour] or value(colour)
      if was ~= nil and live_of[colour] then
        local v = moved(was, c.steps)
        revalue(colour, was, v)
        at = at or {}
        at[colour] = v
      end
    end
  elseif c.kind == "set" then
    for seat = 1, n_ do scores[seat] = scores[seat] + c.points * sets_of(seat, c.colours) end
  else
    return 1  -- an action card: worth a little more than doing nothing
  end
  return 0
end

-- Moves `scores` (the scores before, one per seat) by what the option does;
-- returns a bonus for what the board cannot show.
local function score(op)
  local kind, me = op[1], me_
  if kind == MOVE then
    move(op[2], op[3])
  elseif kind == GIVE then
    add(seat_of(op[3]), op[2], 1)
  elseif kind == TAKE then
    add(me, op[2], 1)
  elseif kind == PLAY then
    return play_card(op[2])
  elseif kind == TAKE_TWO then
    return 2 * best_take(1)
  elseif kind == GIVE_TWO then
    return 2 * best_take(-1)
  elseif kind == TAKE_FROM then
    add(me, op[2], 1, true)
    add(seat_of(op[3]), op[2], -1)
  elseif kind == HAND then
    add(me, op[2], -1, true)
    add(seat_of(op[3]), op[2], 1)
  elseif kind == SWAP then
    local with = seat_of(op[4])
    add(me, op[2], -1, true)
    add(me, op[3], 1, true)
    add(with, op[2], 1, true)
    add(with, op[3], -1, true)
  elseif kind == DESTROY_CUBE then
    add(me, op[2], -1)
  elseif kind == DESTROY_MARKER then
    local was = value(op[2])
    if was ~= nil then revalue(op[2], was, 0) end
  elseif kind == SWITCH then
    local a, b = value(op[2]), value(op[3])
    if a ~= nil and b ~= nil and op[2] ~= op[3] then
      revalue(op[2], a, b)
      revalue(op[3], b, a)
    end
  elseif kind == FLIP then
    local v = value(op[2])
    if v ~= nil then revalue(op[2], v, -v) end
  elseif kind == DOUBLE then
    -- Two of the better cube step, against one take, one give and step 3.
    local take, give = best_take(1), best_take(-1)
    return 2 * max(take, give) - take - give - 1
  end
  return 0
end

function bots.basic(ctx, me, labels)
  gen = gen + 1
  ctx_, me_ = ctx, me
  local n = ctx:seats()
  n_ = n
  for seat = 1, n do
    base[seat] = ctx:get(seat, "score")
    if not cubes_of[seat] then cubes_of[seat], cubes_gen[seat], over[seat] = {}, {}, {} end
  end
  for seat = n + 1, #base do base[seat], scores[seat] = nil, nil end
  local before = edge(base, n, me)
  local best, pick = -huge, nil
  for i = 1, #labels do
    local label = labels[i]
    for seat = 1, n do scores[seat] = base[seat] end
    local bonus = score(ops[label] or compile(label))
    if over_used then
      for seat = 1, n do
        local o = over[seat]
        for colour in pairs(o) do o[colour] = nil end
      end
      over_used = false
    end
    local v = edge(scores, n, me) - before + bonus
    if v > best then best, pick = v, i end
  end
  ctx_ = nil
  return pick
end

return bots
