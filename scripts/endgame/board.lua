-- The board: cubes (counts kept with ctx:set), the value markers, scores.
-- Every change to cubes or markers goes through here, so each player's
-- `score` is always current.
local board = {}

local function int(x) return math.tointeger(tonumber(x)) end

-- A rule written as a list of numbers, one per colour: {red = 10, ...}.
function board.per_colour(ctx, rule)
  local out, values = {}, ctx:rule(rule)
  for i, c in ipairs(board.colours(ctx)) do out[c] = int(values[i]) end
  return out
end

function board.colours(ctx) return ctx:rule("colours") end

function board.name(ctx, seat) return ctx:name(seat) end

-- ---- markers ----

-- A marker's position, or nil once it is destroyed (Aaaaaand gone).
function board.position(ctx, colour)
  local m = ctx:get(0, "markers." .. colour)
  if m == "gone" then return nil end
  return m
end

function board.gone(ctx, colour) return ctx:get(0, "markers." .. colour) == "gone" end

-- What one cube of the colour scores now: a destroyed marker scores 0 (E10).
function board.value(ctx, colour) return board.position(ctx, colour) or 0 end

-- Markers still on the track, in colour order: a destroyed one can no longer be chosen (E18).
function board.live(ctx)
  local out = {}
  for _, c in ipairs(board.colours(ctx)) do
    if not board.gone(ctx, c) then out[#out + 1] = c end
  end
  return out
end

local function clamp(ctx, v)
  return math.max(ctx:rule("track_min"), math.min(ctx:rule("track_max"), v))
end

-- Moves a marker by `steps` (plus: right); it stops at an end of the track
-- and extra steps are lost (E13). A destroyed marker does not move (E18).
function board.move(ctx, colour, steps, why)
  local from = board.position(ctx, colour)
  if not from then
    ctx:log("the " .. colour .. " marker is destroyed and does not move", "E18")
    return 0
  end
  local to = clamp(ctx, from + steps)
  ctx:set(0, "markers." .. colour, to)
  local text = (why and why .. ": " or "") .. colour .. " " .. from .. " -> " .. to
  if to ~= from + steps then text = text .. " (stopped at the end of the track)" end
  ctx:log(text, to ~= from + steps and "E13" or nil)
  board.rescore(ctx)
  return to - from
end

function board.place(ctx, colour, position, why)
  ctx:set(0, "markers." .. colour, clamp(ctx, position))
  if why then ctx:log(why, nil) end
  board.rescore(ctx)
end

function board.destroy_marker(ctx, colour)
  ctx:set(0, "markers." .. colour, "gone")
  board.rescore(ctx)
end

-- ---- cubes ----
-- A holder is a seat, "bank" or "destroyed".

local function key(holder, colour)
  if holder == "bank" then return 0, "bank." .. colour end
  if holder == "destroyed" then return 0, "destroyed." .. colour end
  return holder, "cubes." .. colour
end

function board.count(ctx, holder, colour)
  local s, k = key(holder, colour)
  return ctx:get(s, k) or 0
end

function board.total(ctx, holder)
  local n = 0
  for _, c in ipairs(board.colours(ctx)) do n = n + board.count(ctx, holder, c) end
  return n
end

-- Colours the holder has at least one cube of, in colour order.
function board.held(ctx, holder)
  local out = {}
  for _, c in ipairs(board.colours(ctx)) do
    if board.count(ctx, holder, c) > 0 then out[#out + 1] = c end
  end
  return out
end

function board.shift(ctx, from, to, colour, n)
  n = n or 1
  local s1, k1 = key(from, colour)
  local s2, k2 = key(to, colour)
  local have = ctx:get(s1, k1) or 0
  if have < n then error("no " .. colour .. " cube to move from " .. tostring(from)) end
  ctx:set(s1, k1, have - n)
  ctx:set(s2, k2, (ctx:get(s2, k2) or 0) + n)
  board.rescore(ctx)
end

-- ---- scores ----

-- The state scoring reads, as plain tables: a bot can change a copy and score it.
function board.snapshot(ctx)
  local snap = {colours = board.colours(ctx), value = {}, cubes = {}, sets = {}}
  for _, c in ipairs(snap.colours) do snap.value[c] = board.value(ctx, c) end
  for seat = 1, ctx:seats() do
    snap.cubes[seat] = {}
    for _, c in ipairs(snap.colours) do snap.cubes[seat][c] = board.count(ctx, seat, c) end
  end
  for _, card in ipairs(ctx:zone(0, "sets")) do
    snap.sets[#snap.sets + 1] = {
      colours = ctx:prop(card, "colours"),
      points = ctx:prop(card, "points"),
      times = ctx:card_get(card, "times") or 1,
    }
  end
  return snap
end

-- How many whole sets of these colours a player's cubes make.
function board.sets_of(cubes, colours)
  local n
  for _, c in ipairs(colours) do
    n = n and math.min(n, cubes[c] or 0) or (cubes[c] or 0)
  end
  return n or 0
end

-- Cubes at their colour's value, plus every set card in force (E10, E11).
function board.score_of(snap, seat)
  local cubes, total = snap.cubes[seat], 0
  for _, c in ipairs(snap.colours) do total = total + cubes[c] * snap.value[c] end
  for _, s in ipairs(snap.sets) do
    total = total + s.points * s.times * board.sets_of(cubes, s.colours)
  end
  return total
end

function board.rescore(ctx)
  local snap = board.snapshot(ctx)
  for seat = 1, ctx:seats() do ctx:set(seat, "score", board.score_of(snap, seat)) end
end

-- ---- players ----

-- Everyone, clockwise from the start player (or the given seat), for
-- "each player may" effects (E14).
function board.everyone(ctx, me)
  local from = ctx:rule("each_player_from") == "turn" and me or 1
  return ctx:living(from)
end

function board.others(ctx, me)
  local out = {}
  for _, p in ipairs(ctx:living(me)) do
    if p ~= me then out[#out + 1] = p end
  end
  return out
end

-- The player on the left: the turn passes to the left, so it is the next seat.
function board.left_of(ctx, seat) return ctx:next_living(seat) end

function board.final(ctx) return ctx:get(0, "phase") == "final" end

-- ---- labels ----

function board.move_label(colour, steps)
  local dir = steps > 0 and "right" or "left"
  local n = math.abs(steps)
  return "move " .. colour .. " " .. dir .. (n ~= 1 and " " .. n or "")
end

-- Options to move any live marker `n` steps either way.
function board.move_options(ctx, n)
  local opts = {}
  for _, c in ipairs(board.live(ctx)) do
    opts[#opts + 1] = {label = board.move_label(c, -n), colour = c, steps = -n}
    opts[#opts + 1] = {label = board.move_label(c, n), colour = c, steps = n}
  end
  return opts
end

-- Refusals for the markers that are gone: they can no longer be chosen.
function board.gone_refusals(ctx, labels_for)
  local out = {}
  for _, c in ipairs(board.colours(ctx)) do
    if board.gone(ctx, c) then
      for _, l in ipairs(labels_for(c)) do
        out[#out + 1] = {l, "the " .. c .. " marker was destroyed (Aaaaaand gone) and can no longer be chosen (E18)"}
      end
    end
  end
  return out
end

-- ---- the cube steps of a turn ----

function board.take_options(ctx)
  local opts = {}
  for _, c in ipairs(board.colours(ctx)) do
    if board.count(ctx, "bank", c) > 0 then opts[#opts + 1] = {label = "take " .. c, colour = c} end
  end
  return opts
end

-- Why a take or give of a colour the bank lacks, or a give to oneself, is refused.
function board.cube_refusals(ctx, me, verb)
  local out = {}
  for _, c in ipairs(board.colours(ctx)) do
    if board.count(ctx, "bank", c) == 0 then
      local why = "the bank has no " .. c .. " cube left (" .. (verb == "take" and "E03" or "E04") .. ")"
      if verb == "take" then
        out[#out + 1] = {"take " .. c, why}
      else
        for _, p in ipairs(board.others(ctx, me)) do out[#out + 1] = {"give " .. c .. " -> " .. ctx:name(p), why} end
      end
    end
    if verb == "give" then
      out[#out + 1] = {"give " .. c .. " -> " .. ctx:name(me), "cubes are given to an opponent, not to yourself (E04)"}
    end
  end
  return out
end

-- Giving from the bank: to any opponent, or only to `only` when given.
function board.give_options(ctx, me, only)
  local opts = {}
  for _, c in ipairs(board.colours(ctx)) do
    if board.count(ctx, "bank", c) > 0 then
      for _, p in ipairs(board.others(ctx, me)) do
        if not only or p == only then
          opts[#opts + 1] = {label = "give " .. c .. " -> " .. ctx:name(p), colour = c, to = p}
        end
      end
    end
  end
  return opts
end

function board.take(ctx, me, colour)
  board.shift(ctx, "bank", me, colour)
  ctx:log(ctx:name(me) .. " takes a " .. colour .. " cube from the bank", "E03")
end

function board.give(ctx, me, colour, to)
  board.shift(ctx, "bank", to, colour)
  ctx:log(ctx:name(me) .. " gives a " .. colour .. " cube from the bank to " .. ctx:name(to), "E04")
end

-- Draws one card for the player, if the pile has any left (E19).
function board.draw(ctx, me)
  local c = ctx:draw(me, "hand")
  if c then
    ctx:log(ctx:name(me) .. " draws a card", "E05")
    ctx:tell(me, ctx:name(me) .. " draws " .. ctx:label(c), "E05")
  else
    ctx:log("the draw pile is empty: " .. ctx:name(me) .. " draws nothing", "E19")
  end
  return c
end

-- ---- cards that act second-hand ----

-- A card turned up from the field or drawn by I hate secrets: I hate
-- secrets and Double your fun do nothing there (card data
-- applies_when_revealed), every other card acts as if played by `me`.
function board.apply_revealed(ctx, me, card, times)
  if ctx:prop(card, "applies_when_revealed") == false then
    ctx:log(ctx:label(card) .. " has no effect when turned up or drawn", "E17")
    return
  end
  ctx:script(card).play(ctx, me, card, times)
end

return board
