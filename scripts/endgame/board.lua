-- The board: cubes (counts kept with ctx:set), the value markers, scores.
-- Every change to cubes or markers goes through here, and each change
-- brings the players' `score` it affects up to date at once, so a score is
-- always current (game.invariant checks them against a full count).
--
-- Speed: a game makes thousands of these calls. The board is also kept as
-- plain Lua tables (`B`, below), read at the start of play and written
-- beside the game's state by every change here, so reading a count, a
-- marker or a score costs no call into the engine; the end-of-game check
-- and `game.invariant` count the game's own state, never these tables.
-- Keys, labels and options of the standard colours are built once (other
-- colours, from a variant, on the fly and kept); rules are read once (they
-- are the content's, the same for every game of a Lua state); a change
-- adjusts only the scores it moves instead of counting the whole board
-- again. Functions call each other as locals: the module table is frozen,
-- and every field read through it costs a lookup more.
local scoring = import("scoring")

local board = {}

local function int(x) return math.tointeger(tonumber(x)) end

-- ---- rules, read once ----

local RULES = {}

-- A rule's value (a list is shared: read it, never change it).
local function rule(ctx, name)
  local v = RULES[name]
  if v == nil then
    v = ctx:rule(name)
    RULES[name] = v
  end
  return v
end

-- ---- constant keys and labels ----

local STANDARD = {"red", "blue", "yellow", "white", "black"}

local function per_standard(make)
  local t = {}
  for _, c in ipairs(STANDARD) do t[c] = make(c) end
  return t
end

local function move_label(colour, steps)
  local dir = steps > 0 and "right" or "left"
  local n = math.abs(steps)
  return "move " .. colour .. " " .. dir .. (n ~= 1 and " " .. n or "")
end

-- New tables of the standard colours' keys and labels, for a module's
-- locals: a field of a module is frozen with it, and slower to read.
local function constants()
  return {
    cubes = per_standard(function(c) return "cubes." .. c end),
    bank = per_standard(function(c) return "bank." .. c end),
    destroyed = per_standard(function(c) return "destroyed." .. c end),
    markers = per_standard(function(c) return "markers." .. c end),
    boxed = per_standard(function(c) return "boxed." .. c end),
    take = per_standard(function(c) return "take " .. c end),
    give = per_standard(function(c) return "give " .. c .. " -> " end),
    -- "move red left 2" ... for the step counts the cards use (doubled
    -- Deuses on a wide track, 8, is built on the fly).
    moves = per_standard(function(c)
      local t = {}
      for _, n in ipairs({1, 2, 4}) do
        t[n], t[-n] = move_label(c, n), move_label(c, -n)
      end
      return t
    end),
  }
end

local K = constants()
local CUBES, BANK, DESTROYED, MARKERS, BOXED = K.cubes, K.bank, K.destroyed, K.markers, K.boxed
local TAKE, GIVE, MOVES = K.take, K.give, K.moves

local function cubes_key(c) return CUBES[c] or "cubes." .. c end
local function bank_key(c) return BANK[c] or "bank." .. c end
local function destroyed_key(c) return DESTROYED[c] or "destroyed." .. c end
local function marker_key(c) return MARKERS[c] or "markers." .. c end
local function boxed_key(c) return BOXED[c] or "boxed." .. c end
local function take_label(c) return TAKE[c] or "take " .. c end
local function give_label(c, name) return (GIVE[c] or "give " .. c .. " -> ") .. name end

local function label_of_move(colour, steps)
  local t = MOVES[colour]
  return t and t[steps] or move_label(colour, steps)
end

-- ---- the board as Lua tables ----
-- B.n seats, B.names[seat]; B.cubes[seat][colour], B.score[seat]; B.bank[colour],
-- B.destroyed[colour]; B.marker[colour] (a position, or "gone"); B.sets,
-- the set cards in force ({colours =, worth =} each, worth = points ×
-- times), and B.with[colour], scoring.sets_with of them (filled when first
-- asked); B.cards[card], what a card is, and B.lists, lists of options
-- the rules keep by what they depend on, both kept for the game. `B.ctx` is the
-- game they are of: any other game's ctx reads them again from its state.
local B = {ctx = nil, n = 0, names = {}, cubes = {}, score = {}, bank = {}, destroyed = {}, marker = {}, sets = {},
  with = {}, cards = {}}

local function colours(ctx) return rule(ctx, "colours") end

local function load(ctx)
  local n, cols = ctx:seat_count(), colours(ctx)
  B.ctx, B.n = ctx, n
  for seat = 1, n do
    local t = B.cubes[seat] or {}
    for _, c in ipairs(cols) do t[c] = ctx:get(seat, CUBES[c] or cubes_key(c)) or 0 end
    B.cubes[seat], B.score[seat], B.names[seat] = t, ctx:get(seat, "score") or 0, ctx:name(seat)
  end
  for _, c in ipairs(cols) do
    B.bank[c] = ctx:get(0, BANK[c] or bank_key(c)) or 0
    B.destroyed[c] = ctx:get(0, DESTROYED[c] or destroyed_key(c)) or 0
    B.marker[c] = ctx:get(0, MARKERS[c] or marker_key(c))
  end
  local sets = {}
  for _, card in ipairs(ctx:zone(0, "sets")) do
    sets[#sets + 1] = {colours = ctx:def_get(card, "colours"),
      worth = ctx:def_get(card, "points") * (ctx:card_get(card, "times") or 1)}
  end
  B.sets, B.with, B.cards, B.lists = sets, {}, {}, {}
  return B
end

-- The tables, read again when they are of another game.
local function state(ctx)
  if B.ctx ~= ctx then load(ctx) end
  return B
end

-- Play starts: the tables are read from the game's state as the setup left it.
local function begin(ctx) load(ctx) end

-- The players' names, by seat (a list kept for the game: read it, never change it).
local function seat_names(ctx) return state(ctx).names end

-- What a card is, read once a game: {kind, colours, steps, points,
-- start_cubes, start (its script plays at the start of a turn), bot_value
-- (how the basic bot values the card's own options, its script's), play
-- (the option to play it)}.
local function card_info(ctx, card)
  local b = state(ctx)
  local info = b.cards[card]
  if not info then
    local label = "play " .. ctx:label(card)
    local script = ctx:script(card)
    info = {kind = ctx:def_get(card, "kind"), colours = ctx:def_get(card, "colours"),
      steps = ctx:def_get(card, "steps"), points = ctx:def_get(card, "points"),
      start_cubes = ctx:def_get(card, "start_cubes"), start = script.start ~= nil, bot_value = script.bot_value}
    info.play = {text = label, verb = "play", card = card}  -- in lists choices.offered makes
    b.cards[card] = info
  end
  return info
end

-- A rule written as a list of numbers, one per colour: {red = 10, ...}.
local function per_colour(ctx, name)
  local out, values = {}, ctx:rule(name)
  for i, c in ipairs(colours(ctx)) do out[c] = int(values[i]) end
  return out
end

-- ---- markers ----

-- A marker's position, or nil once it is destroyed (Aaaaaand gone).
local function position(ctx, colour)
  local m = state(ctx).marker[colour]
  if m == "gone" then return nil end
  return m
end

local function gone(ctx, colour) return state(ctx).marker[colour] == "gone" end

-- What one cube of the colour scores now: a destroyed marker scores 0 (E10).
local function value(ctx, colour) return position(ctx, colour) or 0 end

-- Markers still on the track, in colour order: a destroyed one can no longer be chosen (E18).
local function live(ctx)
  local out, marker = {}, state(ctx).marker
  for _, c in ipairs(colours(ctx)) do
    if marker[c] ~= "gone" then out[#out + 1] = c end
  end
  return out
end

-- ---- scores kept current ----

local function add_score(ctx, seat, d)
  local s = B.score[seat] + d
  B.score[seat] = s
  ctx:set(seat, "score", s)
end

-- A marker's value went from `old` to `new`: each player's score moves by
-- their cubes of that colour times the difference (set cards count cubes,
-- not values, so they do not change).
local function revalue(ctx, colour, old, new)
  local d = new - old
  if d == 0 then return end
  local cubes = state(ctx).cubes
  for seat = 1, B.n do
    local n = cubes[seat][colour]
    if n ~= 0 then add_score(ctx, seat, n * d) end
  end
end

-- The sets in force that count cubes of `colour`, as scoring.change reads them.
local function sets_with(colour)
  local w = B.with[colour]
  if not w then
    w = scoring.sets_with(B.sets, colour)
    B.with[colour] = w
  end
  return w
end

-- ---- markers moved ----

-- Moves a marker by `steps` (plus: right); it stops at an end of the track
-- and extra steps are lost (E13). A destroyed marker does not move (E18).
-- `tmin` and `tmax`: the track's ends, when the caller has read them.
-- `ruling`: the rule that makes this move, cited on its line unless the
-- end of the track cut it short (then E13 is the point in dispute). The
-- line begins with `why`, after `who` when given (both text).
local function move(ctx, colour, steps, why, tmin, tmax, ruling, who)
  local from = state(ctx).marker[colour]
  if from == "gone" or from == nil then
    ctx:logf("E18", "the %s marker is destroyed and does not move", colour)
    return 0
  end
  if not tmin then tmin, tmax = rule(ctx, "track_min"), rule(ctx, "track_max") end
  if math.type(from) ~= "integer" or from < tmin or from > tmax then
    error("EndGame invariant broken: the " .. colour .. " marker is at " .. tostring(from))
  end
  local to = math.max(tmin, math.min(tmax, from + steps))
  ctx:set(0, MARKERS[colour] or marker_key(colour), to)
  B.marker[colour] = to
  -- Kept: the line's wording depends on how the move ended.
  if ctx:narrating() then
    if who then why = who .. why end
    local text = (why and why .. ": " or "") .. colour .. " " .. from .. " -> " .. to
    if to == from and steps ~= 0 then
      local n = steps < 0 and -steps or steps
      text = (why and why .. ": " or "") .. colour .. " stays at " .. from .. ", the " ..
        (n == 1 and "step is" or n .. " steps are") .. " lost at the end of the track"
    elseif to ~= from + steps then
      text = text .. " (stopped at the end of the track)"
    end
    ctx:logf(to ~= from + steps and "E13" or ruling, "%s", text)
  end
  revalue(ctx, colour, from, to)
  return to - from
end

-- Puts a marker at a position, stopped at the ends of the track.
local function place(ctx, colour, at, why)
  local old = value(ctx, colour)
  local tmin, tmax = rule(ctx, "track_min"), rule(ctx, "track_max")
  if math.type(old) ~= "integer" or old < tmin or old > tmax then
    error("EndGame invariant broken: the " .. colour .. " marker is at " .. tostring(old))
  end
  local to = math.max(tmin, math.min(tmax, at))
  ctx:set(0, marker_key(colour), to)
  B.marker[colour] = to
  if why then ctx:logf(nil, "%s", why) end
  revalue(ctx, colour, old, to)
end

local function destroy_marker(ctx, colour)
  local old = value(ctx, colour)
  ctx:set(0, marker_key(colour), "gone")
  B.marker[colour] = "gone"
  revalue(ctx, colour, old, 0)
end

-- ---- cubes ----
-- A holder is a seat, "bank" or "destroyed".

-- The state key of a holder's cubes, and the table and key they are kept
-- in here.
local function key(holder, colour)
  if holder == "bank" then return 0, BANK[colour] or bank_key(colour), B.bank, colour end
  if holder == "destroyed" then return 0, DESTROYED[colour] or destroyed_key(colour), B.destroyed, colour end
  return holder, CUBES[colour] or cubes_key(colour), B.cubes[holder], colour
end

-- A holder as an error message names it.
local function holder_name(ctx, holder)
  if holder == "bank" then return "the bank" end
  if holder == "destroyed" then return "the destroyed cubes" end
  return ctx:name(holder)
end

local function count(ctx, holder, colour)
  local b = state(ctx)
  if holder == "bank" then return b.bank[colour] or 0 end
  if holder == "destroyed" then return b.destroyed[colour] or 0 end
  return b.cubes[holder][colour] or 0
end

-- Colours the holder has at least one cube of, in colour order (`cols`:
-- the colours, when the caller has read them).
local function held(ctx, holder, cols)
  local out = {}
  for _, c in ipairs(cols or colours(ctx)) do
    if count(ctx, holder, c) > 0 then out[#out + 1] = c end
  end
  return out
end

-- A seat's cubes of `colour` changed by `dn`, each worth `v`: its score
-- moves by their value, and by the sets in force they complete or break.
local function adjust(ctx, seat, colour, dn, v)
  local d = dn * v
  if #B.sets > 0 then
    local cubes = B.cubes[seat]
    local now = cubes[colour] or 0
    d = scoring.change(v, sets_with(colour), cubes, now - dn, now)
  end
  if d ~= 0 then add_score(ctx, seat, d) end
end

-- Moves n cubes (default 1) of a colour between holders, never below none
-- (cubes are moved, never made or lost), and adjusts the seats' scores.
local function shift(ctx, from, to, colour, n)
  n = n or 1
  state(ctx)
  local s1, k1, t1 = key(from, colour)
  local s2, k2, t2 = key(to, colour)
  local have = t1[colour] or 0
  if have < n then error("EndGame invariant broken: no " .. colour .. " cube to move from " .. holder_name(ctx, from)) end
  local had = t2[colour] or 0
  if had < 0 then error("EndGame invariant broken: " .. holder_name(ctx, to) .. " has " .. had .. " " .. colour) end
  if s1 == s2 and k1 == k2 then return end
  ctx:set(s1, k1, have - n)
  ctx:set(s2, k2, had + n)
  t1[colour], t2[colour] = have - n, had + n
  if s1 == 0 and s2 == 0 then return end
  local v = value(ctx, colour)
  if s1 ~= 0 then adjust(ctx, s1, colour, -n, v) end
  if s2 ~= 0 then adjust(ctx, s2, colour, n, v) end
end

-- One cube from the bank to a seat (steps 1 and 2, Double your fun): what
-- shift does, on its most common path.
local function from_bank(ctx, seat, colour)
  local b = state(ctx)
  local have = b.bank[colour] or 0
  if have < 1 then error("EndGame invariant broken: no " .. colour .. " cube to move from the bank") end
  local cubes = b.cubes[seat]
  local had = cubes[colour] or 0
  if had < 0 then error("EndGame invariant broken: " .. ctx:name(seat) .. " has " .. had .. " " .. colour) end
  ctx:set(0, BANK[colour] or bank_key(colour), have - 1)
  ctx:set(seat, CUBES[colour] or cubes_key(colour), had + 1)
  b.bank[colour], cubes[colour] = have - 1, had + 1
  local d = b.marker[colour]
  if d == "gone" or d == nil then d = 0 end
  if #b.sets > 0 then d = scoring.change(d, sets_with(colour), cubes, had, had + 1) end
  if d ~= 0 then add_score(ctx, seat, d) end
end

-- A set card came into force: every seat's score gains its points for
-- each set of its colours the seat holds (E11).
local function add_set(ctx, card)
  local set_colours, points = ctx:def_get(card, "colours"), ctx:def_get(card, "points")
  local times = ctx:card_get(card, "times") or 1
  local fresh = B.ctx ~= ctx  -- read again now, the card already among them
  local b = state(ctx)
  local worth = points * times
  for seat = 1, b.n do
    local d = worth * scoring.sets_of(b.cubes[seat], set_colours)
    if d ~= 0 then add_score(ctx, seat, d) end
  end
  if not fresh then
    b.sets[#b.sets + 1] = {colours = set_colours, worth = worth}
    b.with = {}
  end
end

-- ---- scores counted in full ----

-- The state scoring reads, as plain tables, counted from the game's own
-- state (not the tables above: the check at the end compares the two).
local function snapshot(ctx)
  local cols = colours(ctx)
  local snap = {colours = cols, value = {}, cubes = {}, sets = {}}
  for _, c in ipairs(cols) do
    local m = ctx:get(0, MARKERS[c] or marker_key(c))
    snap.value[c] = m ~= "gone" and m or 0
  end
  for seat = 1, ctx:seat_count() do
    local cubes = {}
    for _, c in ipairs(cols) do cubes[c] = ctx:get(seat, CUBES[c] or cubes_key(c)) or 0 end
    snap.cubes[seat] = cubes
  end
  for _, card in ipairs(ctx:zone(0, "sets")) do
    snap.sets[#snap.sets + 1] = {
      colours = ctx:def_get(card, "colours"),
      worth = ctx:def_get(card, "points") * (ctx:card_get(card, "times") or 1),
    }
  end
  return snap
end

-- A seat's score, counted in full (scoring.total: E10, E11).
local function score_of(snap, seat)
  return scoring.total(snap.cubes[seat], snap.colours, snap.value, snap.sets)
end

-- How a score adds up, for the narration at the end (E10, E11):
-- "red 2 × 3 = 6, white 1 × -2 = -2, set red + blue 1 × 5 = 5".
local function score_parts(snap, seat)
  local parts = {}
  scoring.terms(snap.cubes[seat], snap.colours, snap.value, snap.sets, function(what, n, worth)
    local name = type(what) == "table" and "set " .. table.concat(what, " + ") or what
    parts[#parts + 1] = name .. " " .. n .. " × " .. worth .. " = " .. n * worth
  end)
  return #parts > 0 and table.concat(parts, ", ") or "no cubes"
end

-- Counts every score from the board (after the setup, a set card coming
-- into force, and at the end).
local function rescore(ctx)
  local snap = snapshot(ctx)
  for seat = 1, ctx:seat_count() do
    local s = score_of(snap, seat)
    ctx:set(seat, "score", s)
    if B.ctx == ctx then B.score[seat] = s end
  end
end

-- ---- players ----

-- Everyone, clockwise from the start player (or the given seat), for
-- "each player may" effects (E14).
local function everyone(ctx, me)
  local from = rule(ctx, "each_player_from") == "turn" and me or 1
  return ctx:living(from)
end

-- Narrates a card's second effect, which follows its first (E14): the
-- card's name, what the effect does (`what`, a ctx:logf format, and its
-- values) and, for an "each player" effect taken in turn, who goes first
-- (`players`, in their order, or nil).
local function second_effect(ctx, card, players, what, ...)
  -- Kept: the line's format is put together from its parts.
  if not ctx:narrating() then return end
  local first, values = players and players[1], table.pack(card, ...)
  local format = "%c, second effect: " .. what
  if first then
    format = format .. (rule(ctx, "each_player_from") == "turn" and ", clockwise from %p, who played the card" or
      ", clockwise from %p, the start player")
    values.n = values.n + 1
    values[values.n] = first
  end
  ctx:logf("E14", format, table.unpack(values, 1, values.n))
end

local function others(ctx, me)
  local out = {}
  for _, p in ipairs(ctx:living(me)) do
    if p ~= me then out[#out + 1] = p end
  end
  return out
end

-- ---- cubes from the bank ----

local function take(ctx, me, colour)
  from_bank(ctx, me, colour)
  ctx:logf("E03", "%p takes a %s cube from the bank", me, colour)
end

local function give(ctx, me, colour, to)
  from_bank(ctx, to, colour)
  ctx:logf("E04", "%p gives a %s cube from the bank to %p", me, colour, to)
end

-- Draws one card for the player, if the pile has any left (E19).
local function draw(ctx, me)
  local c = ctx:draw(me, "hand")
  if c then
    ctx:logf("E05", "%p draws a card", me)
    ctx:tellf(me, "E05", "%p draws %c", me, c)
  else
    ctx:logf("E19", "the draw pile is empty: %p draws nothing", me)
  end
  return c
end

-- ---- cards that act second-hand ----

-- A card turned up from the field or drawn by I hate secrets: I hate
-- secrets and Double your fun do nothing there (card data
-- applies_when_revealed), every other card acts as if played by `me`.
local function apply_revealed(ctx, me, card, times)
  if ctx:def_get(card, "applies_when_revealed") == false then
    ctx:logf("E17", "%c has no effect when turned up or drawn", card)
    return
  end
  ctx:script(card).play(ctx, me, card, times)
end

board.rule = rule
board.state = state
board.begin = begin
board.names = seat_names
board.card_info = card_info
board.per_colour = per_colour
board.colours = colours
board.position = position
board.value = value
board.live = live
board.gone = gone
board.move = move
board.place = place
board.destroy_marker = destroy_marker
board.count = count
board.held = held
board.shift = shift
board.snapshot = snapshot
board.score_of = score_of
board.sets_with = sets_with
board.score_parts = score_parts
board.rescore = rescore
board.add_set = add_set
board.everyone = everyone
board.others = others
board.second_effect = second_effect
-- The player on the left: the turn passes to the left, so it is the next seat.
function board.left_of(ctx, seat) return ctx:next_living(seat) end
function board.final(ctx) return ctx:get(0, "phase") == "final" end
board.move_label = label_of_move
board.take = take
board.give = give
board.draw = draw
board.apply_revealed = apply_revealed

-- Keys and labels for the turn's hot paths (game.lua, cards).
board.constants = constants
board.cubes_key = cubes_key
board.bank_key = bank_key
board.destroyed_key = destroyed_key
board.marker_key = marker_key
board.boxed_key = boxed_key
board.take_label = take_label
board.give_label = give_label

return board
