-- The basic bot: scores each option by what it does to the board, read from
-- its parts (the option tables the rules offer: a verb, a colour, a seat,
-- steps, a card), and picks the one that most raises its own score over the
-- best other player's. It pushes low-value colours onto the leader, takes
-- what it values, and moves markers its way. Ties go to the first option.
--
-- Speed: an option is scored by the change it makes. The board is read
-- from board.lua's tables (board.state: the counts, markers, scores and
-- sets in force, kept current by every change), never through the engine;
-- an option moves only the scores it changes, and what several options of
-- a decision share (a marker's value, the sets counting a colour, the best
-- cube the bank can give) is worked out once a decision. A card is read
-- from its definition (board.card_info: kind, colours, steps, points and
-- `start_cubes`, the cubes a card played at the start of a turn takes or
-- gives), never from its name.
local board = import("board")
local scoring = import("scoring")

-- Globals and the board's functions as locals: a frozen module's field, or a
-- global through the sandbox, costs a lookup more on every read.
local ipairs = ipairs
local max, min, huge = math.max, math.min, math.huge
local state, card_info, rule, colours_of = board.state, board.card_info, board.rule, board.colours
local sets_with, change_of, sets_of = board.sets_with, scoring.change, scoring.sets_of

local bots = {}

-- The others' best score, the sum of their scores and how many they are.
local function others_of(scores, n, me)
  local best, sum, others = nil, 0, 0
  for seat = 1, n do
    if seat ~= me then
      local s = scores[seat]
      if not best or s > best then best = s end
      sum, others = sum + s, others + 1
    end
  end
  return best, sum, others
end

-- My score minus the best score among the others; a little of my lead over
-- their average too, so pushing a bad cube onto anyone beats doing nothing.
local function lead(mine, best, sum, others)
  return mine - (best or 0) + 0.25 * (mine - (others > 0 and sum / others or 0))
end

local function edge(scores, n, me)
  return lead(scores[me], others_of(scores, n, me))
end

-- ---- the board as the decision found it ----

-- The decision being scored and the board's tables. What several options
-- read is kept for the decision (`gen`): nothing of one decision reaches
-- the next.
local gen = 0
local ctx_, me_, n_ = nil, 0, 0
local B, marker_of, cubes_of, bank_of, has_sets = nil, nil, nil, nil, false
-- `scores`: the scores as the option being scored leaves them; `base`, as
-- the decision found them. The seats an option changed are listed in
-- `touched` (`nt` of them; `stamp[seat] == opt` once listed) and set back
-- after it.
local scores, base, touched, nt, stamp, opt = {}, nil, {}, 0, {}, 0
local track_min, track_max = 0, 0
local best_of, best_gen = {}, {}

-- A marker's value (0 once destroyed) and whether it is still on the
-- track; nil for a colour the game has no marker of.
local function value(colour)
  local m = marker_of[colour]
  if m == "gone" then return 0, false end
  return m, m ~= nil
end

-- ---- an option's changes, as changes of the scores ----

-- One change of a seat's cubes of a colour by `d`, as the scores count it
-- (scoring.change), with the seat's cubes of `a` already at `na` (an
-- earlier change of the same option; nil: none): the score's change and
-- the count after (nil when the colour has no marker, which changes
-- nothing).
local function cube_change(cubes, colour, d, a, na)
  local v = value(colour)
  if v == nil then return 0, nil end
  local was
  if colour == a then was = na else was = cubes[colour] or 0 end
  local now = max(0, was + d)
  if not has_sets then return (now - was) * v, now end
  return change_of(v, sets_with(colour), cubes, was, now, a, na), now
end

-- A seat's score change when its cubes of `a` go by `da` and then, seeing
-- that, its cubes of `b` by `db` (`b` nil: only the first).
local function cubes_delta(seat, a, da, b, db)
  local cubes = cubes_of[seat]
  local change, na = cube_change(cubes, a, da, nil, nil)
  if b then
    local more = cube_change(cubes, b, db, na and a, na)
    change = change + more
  end
  return change
end

-- A seat's score in the option being scored goes by `d`.
local function bump(seat, d)
  if stamp[seat] ~= opt then
    stamp[seat], nt = opt, nt + 1
    touched[nt] = seat
  end
  scores[seat] = scores[seat] + d
end

-- A seat's cubes change as cubes_delta says; a seat outside the game changes nothing.
local function bump_cubes(seat, a, da, b, db)
  if not seat or seat < 1 or seat > n_ then return end
  bump(seat, cubes_delta(seat, a, da, b, db))
end

-- A marker's value goes from `was` to `v`: every seat's score moves by its
-- cubes of that colour (set cards count cubes, not values).
local function revalue(colour, was, v)
  if v == was then return end
  local d = v - was
  for seat = 1, n_ do
    local k = cubes_of[seat][colour] or 0
    if k ~= 0 then bump(seat, k * d) end
  end
end

-- A marker moved from `now`: on the track only, never past its ends.
local function moved(now, steps)
  return max(track_min, min(track_max, now + steps))
end

-- The best value of a colour the bank can still give (sign -1: the worst).
local function best_take(sign)
  if best_gen[sign] ~= gen then
    local best = -huge
    for _, c in ipairs(colours_of(ctx_)) do
      if (bank_of[c] or 0) > 0 then best = max(best, sign * value(c)) end
    end
    best_of[sign], best_gen[sign] = best, gen
  end
  return best_of[sign]
end

-- What a card's `bot_value` (its own options' worth, in its card file) may
-- read and change: a marker's value, a marker revalued for every holder, a
-- seat's cubes changed, the best (1) or worst (-1) value the bank can give.
local worth = {value = value, revalue = revalue, cubes = bump_cubes, bank_best = best_take}

-- Moves `scores` (the scores before, one per seat) by what the option does;
-- returns a bonus for what the board cannot show. A cube given, taken or
-- handed over is the board's own move; any other option is its card's to
-- value (`by`, the card that offers it: its `bot_value`), and changes
-- nothing the bot can see when the card says nothing. Marker moves, votes
-- and card plays never come here: the decision loop works them out itself.
local function score(o)
  local verb, me, colour = o.verb, me_, o.colour
  if verb == "give" and colour then
    bump_cubes(o.to, colour, 1)
  elseif verb == "take" and colour then
    local from = o.from
    if from == me then
      bump_cubes(me, colour, 1, colour, -1)
    else
      bump_cubes(me, colour, 1)
      if from then bump_cubes(from, colour, -1) end
    end
  elseif verb == "hand" then
    if o.to == me then
      bump_cubes(me, colour, -1, colour, 1)
    else
      bump_cubes(me, colour, -1)
      bump_cubes(o.to, colour, 1)
    end
  else
    local by = o.by
    local own = by and card_info(ctx_, by).bot_value
    if own then return own(worth, o, me) or 0 end
  end
  return 0
end

-- The edge (as `edge` gives it) of the scores the option left, worked out
-- from what the decision found where only one seat changed: `best0`,
-- `sum0` and `others0` are the best, the sum and the count of the others'
-- scores before, `before` the edge before.
local best0, sum0, others0, before = 0, 0, 0, 0
local seen_gen, seen_gain = {}, {}  -- per seat: the best gain of a cube from the bank worked out this decision

local function edge_now(me)
  if nt == 0 then return before end
  if nt == 1 then
    local t = touched[1]
    local mine = scores[me]
    local best, sum = best0, sum0
    if t ~= me then
      local s, was = scores[t], base[t]
      sum = sum - was + s
      if s >= best then
        best = s
      elseif was >= best then
        return edge(scores, n_, me)  -- the best fell: another may lead now
      end
    end
    return lead(mine, best, sum, others0)
  end
  return edge(scores, n_, me)
end

-- The two commonest kinds of option, worked out in one go (the same
-- figures as scoring them change by change). `edge_one`: seat `t`'s score
-- goes by `d`, the rest stay.
local function edge_one(t, d, me)
  local s = base[t] + d
  if t == me then
    return lead(s, best0, sum0, others0)
  end
  local best, was = best0, base[t]
  if s >= best then
    best = s
  elseif was >= best then
    scores[t] = s
    local e = edge(scores, n_, me)  -- the best fell: another may lead now
    scores[t] = was
    return e
  end
  local mine, sum = base[me], sum0 - was + s
  return lead(mine, best, sum, others0)
end

-- `edge_pair`: my score goes by `dm` and another seat's, `t`, by `dt`.
local function edge_pair(dm, t, dt, me)
  local mine, was = base[me] + dm, base[t]
  local s, best = was + dt, best0
  local sum = sum0 - was + s
  if s >= best then
    best = s
  elseif was >= best then
    scores[me], scores[t] = mine, s
    local e = edge(scores, n_, me)  -- the best fell: another may lead now
    scores[me], scores[t] = base[me], was
    return e
  end
  return lead(mine, best, sum, others0)
end

-- `edge_move`: a marker's value goes by `d`, so does every cube of it.
local function edge_move(colour, d, me)
  local best, sum, others, mine = nil, 0, 0, 0
  for seat = 1, n_ do
    local s = base[seat] + cubes_of[seat][colour] * d
    if seat == me then
      mine = s
    else
      if not best or s > best then best = s end
      sum, others = sum + s, others + 1
    end
  end
  return lead(mine, best, sum, others)
end

-- The scores an option leaves, where it changes every seat's: the edge is
-- then `edge(after, n_, me)`.
local after = {}

-- The edge once markers' values go by `dvs[j]` (colour `cols[j]`, j = 1
-- to k): every seat's score by its cubes of them.
local function edge_shift(cols, dvs, k, me)
  for seat = 1, n_ do
    local cubes, s = cubes_of[seat], base[seat]
    for j = 1, k do
      local c = cubes[cols[j]]
      if c then s = s + c * dvs[j] end
    end
    after[seat] = s
  end
  return edge(after, n_, me)
end

-- The edge once every seat scores `points` for each whole set of `colours`.
local function edge_sets(points, colours, me)
  for seat = 1, n_ do after[seat] = base[seat] + points * sets_of(cubes_of[seat], colours) end
  return edge(after, n_, me)
end

-- What playing a card would do, as far as the bot can tell: the edge it
-- leaves, less the edge before, plus a bonus for what the scores cannot
-- show. A movement card's colours each move from where its earlier moves
-- left it.
local moved_cols, moved_dvs = {}, {}
local function card_gain(card, me)
  local c = card_info(ctx_, card)
  if c.start_cubes then
    -- Taking or giving that many of the better cube step, against one
    -- take, one give and step 3.
    local take, give = best_take(1), best_take(-1)
    return (before - before) + (c.start_cubes * max(take, give) - take - give - 1)
  end
  local kind = c.kind
  if kind == "movement" then
    local colours, steps, k = c.colours, c.steps, 0
    for i = 1, #colours do
      local colour = colours[i]
      local m = marker_of[colour]
      if m ~= nil and m ~= "gone" then
        local j = 1
        while j <= k and moved_cols[j] ~= colour do j = j + 1 end
        if j > k then k, moved_cols[j], moved_dvs[j] = j, colour, 0 end
        moved_dvs[j] = moved(m + moved_dvs[j], steps) - m
      end
    end
    return edge_shift(moved_cols, moved_dvs, k, me) - before
  elseif kind == "set" then
    return edge_sets(c.points, c.colours, me) - before
  end
  return (before - before) + 1  -- an action card: worth a little more than doing nothing
end

-- Any option, scored change by change.
local function scored(o, me)
  opt, nt = opt + 1, 0
  local bonus = score(o)
  local v = edge_now(me) - before + bonus
  for k = 1, nt do
    local seat = touched[k]
    scores[seat] = base[seat]
  end
  return v
end

-- The verbs the decision loop works out itself, by kind: a table lookup
-- and a number compared, not a verb's text compared with each in turn.
local MOVE, CUBE, BETWEEN, PLAY = 1, 2, 3, 4
local KIND = {move = MOVE, vote = MOVE, give = CUBE, take = CUBE, hand = BETWEEN, play = PLAY}

-- `options`: the option tables of the decision (`labels` is nil where
-- their text is made only when read, as in the turn's steps).
function bots.basic(ctx, me, labels, options)
  if not options then return nil end  -- plain labels: nothing to read
  local n_options = #options
  if n_options == 1 then return 1 end
  gen = gen + 1
  ctx_, me_ = ctx, me
  B = state(ctx)
  marker_of, cubes_of, bank_of, has_sets = B.marker, B.cubes, B.bank, #B.sets > 0
  track_min, track_max = rule(ctx, "track_min"), rule(ctx, "track_max")
  local n = B.n
  base, n_ = B.score, n
  for seat = 1, n do
    scores[seat] = base[seat]
  end
  for seat = n + 1, #scores do scores[seat] = nil end
  -- The others' best and sum, as edge counts them.
  best0, sum0, others0 = others_of(base, n, me)
  before = lead(base[me], best0, sum0, others0)
  local top, pick = -huge, nil
  for i = 1, n_options do
    local o = options[i]
    local verb, colour, v = o.verb, o.colour, nil
    local kind = KIND[verb]
    if kind == MOVE then
      -- A marker moved (on the track, never past its ends): every holder
      -- of its colour. A vote counts as moving it its two steps.
      local was, d = marker_of[colour], 0
      if was ~= nil and was ~= "gone" then
        local steps = o.steps
        if verb == "vote" then steps = o.yes and 2 or -2 end
        local to = was + steps
        if to > track_max then to = track_max end
        if to < track_min then to = track_min end
        d = to - was
      end
      v = (d ~= 0 and edge_move(colour, d, me) or before) - before
    elseif kind == CUBE and colour and not o.from then
      -- One cube from the bank: one seat gains its value and the sets it
      -- completes. The more it gains, the lower the edge when it is
      -- another's and the higher when it is mine: an option that gains
      -- that seat no better than an earlier one cannot be picked, and is
      -- not worked out.
      local t = verb == "give" and o.to or me
      local m = marker_of[colour]
      if m == "gone" then m = 0 end
      if m ~= nil and t >= 1 and t <= n then
        local gain = has_sets and (cube_change(cubes_of[t], colour, 1)) or m
        local seen = seen_gen[t] == gen and seen_gain[t]
        if not seen or (t == me and gain > seen) or (t ~= me and gain < seen) then
          seen_gen[t], seen_gain[t] = gen, gain
          v = edge_one(t, gain, me) - before
        end
      else
        v = before - before
      end
    elseif kind == BETWEEN or (kind == CUBE and o.from and verb == "take") then
      -- Cubes between me and another seat, `t`.
      local t = o.to or o.from
      if t == me or t < 1 or t > n then
        v = scored(o, me)
      elseif not has_sets then
        -- No set in force: each cube moves its value (the seat giving one
        -- always holds it).
        local d = value(colour)
        if d and verb == "hand" then d = -d end
        if d == nil then
          v = scored(o, me)
        else
          v = edge_pair(d, t, -d, me) - before
        end
      else
        -- Sets in force: each seat's changes, one after the other, as
        -- cube_change counts them.
        local dm, dt
        if verb == "hand" then
          dm, dt = cubes_delta(me, colour, -1), cubes_delta(t, colour, 1)
        else
          dm, dt = cubes_delta(me, colour, 1), cubes_delta(t, colour, -1)
        end
        v = edge_pair(dm, t, dt, me) - before
      end
    elseif kind == PLAY then
      v = card_gain(o.card, me)
    else
      v = scored(o, me)
    end
    if v and v > top then top, pick = v, i end
  end
  ctx_, base = nil, nil
  return pick
end

return bots
