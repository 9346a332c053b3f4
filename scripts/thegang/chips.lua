-- The Gang: the chips as text and how they move in a chip round.
local rounds = import("rounds")
local chip_list = import("chip_list")
local K = {}

-- The chips' texts, built when a script loads and never changed afterwards:
-- a decision looks its labels up instead of concatenating them. Up to 6
-- stars (6 players at most). A chip written otherwise in a setup ("white
-- 03") is not in these tables: round_of and stars_of parse it. Each module
-- that reads them keeps its own copy as locals (a module's tables are
-- frozen, and a read through the freeze costs a metamethod).
function K.texts()
  local t = {
    COLOURS = {"white", "yellow", "orange", "red"},
    CHIP = {}, TAKE = {},              -- [round][stars]: "white 3", "take white 3"
    CHIP_ROUND = {}, CHIP_STARS = {},  -- by chip: its round (colour) and stars
    RETURN = {},                       -- by chip: "return white 3"
    TAKEN = {},                        -- by label: the chip a "take ..." takes
    -- The chip round's options, made of their parts (verb, chip, round,
    -- stars) with their labels as `text`, in lists K.offered makes:
    -- [round][stars] a take, by chip a return.
    TAKE_OPT = {}, RETURN_OPT = {},
    READY_OPT = {text = "ready", verb = "ready"},
  }
  for r, colour in ipairs(t.COLOURS) do
    t.CHIP[r], t.TAKE[r], t.TAKE_OPT[r] = {}, {}, {}
    for k = 1, 6 do
      local chip = colour .. " " .. k
      t.CHIP[r][k], t.TAKE[r][k] = chip, "take " .. chip
      t.CHIP_ROUND[chip], t.CHIP_STARS[chip] = r, k
      t.RETURN[chip] = "return " .. chip
      t.TAKEN["take " .. chip] = chip
      t.TAKE_OPT[r][k] = {text = "take " .. chip, verb = "take", chip = chip, round = r, stars = k}
      t.RETURN_OPT[chip] = {text = "return " .. chip, verb = "return", chip = chip, round = r, stars = k}
    end
  end
  return t
end

local T = K.texts()
local CHIP_ROUND, CHIP_STARS = T.CHIP_ROUND, T.CHIP_STARS

-- A chip round's list of options, their text made only when someone reads
-- it (a person, a record, a digest; docs/lua-api.md): a game between bots
-- never copies it. An option with a `label` of its own (a proposal) may
-- join the list.
local READ_WHEN_ASKED = {__label = "text"}
function K.offered(opts) return setmetatable(opts, READ_WHEN_ASKED) end

local function stars_of(chip)
  local k = CHIP_STARS[chip]
  if k then return k end
  local _, stars = chip_list.parse_chip(chip)
  return stars
end

-- A chip's round (its colour's), nil for no colour of the game.
local function round_of(chip)
  local r = CHIP_ROUND[chip]
  if r then return r end
  return rounds.round_of_colour((chip_list.parse_chip(chip)))
end

-- Chips in round order, then by stars (as chip_list.give sorts them).
local function chip_order(a, b)
  local ra, rb = round_of(a), round_of(b)
  if ra ~= rb then return ra < rb end
  return stars_of(a) < stars_of(b)
end

-- The chip of round `round`'s colour a player holds (as chip_list.held_of_colour).
local function held_of(ctx, seat, round)
  local list = ctx:get(seat, "chips") or {}
  for j = 1, #list do
    local c = list[j]
    if round_of(c) == round then return c end
  end
  return nil
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

-- The chips of the round nobody holds, by stars, as chip_list.update_centre puts
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

-- Moves a chip as option `o` says (its verb, a take or a return, and its
-- chip). `lists` and `h` are the round's read_chips, kept up to date here;
-- `r` the round's constants (chip_round).
local function move_chip(ctx, seat, o, r, lists, h)
  local me = r.names[seat]
  local chip = o.chip
  if o.verb == "return" then
    lists[seat] = without(lists[seat], chip)
    ctx:set(seat, "chips", lists[seat])
    h[chip], h[seat] = nil, nil
    ctx:logf("G05", "%s returns %s to the centre", me, chip)
  else
    local mine, from = h[seat], h[chip]
    if mine then lists[seat] = without(lists[seat], mine) end
    if from then
      lists[from] = without(lists[from], chip)
      ctx:set(from, "chips", lists[from])
    end
    -- The list is in chip_list.give's order: the chip goes in its place there
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
    local whence = from and r.names[from] or "the centre"
    if mine then
      ctx:logf("G04", "%s takes %s from %s, putting %s back", me, chip, whence, mine)
    else
      ctx:logf("G04", "%s takes %s from %s", me, chip, whence)
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

K.stars_of, K.round_of, K.held_of = stars_of, round_of, held_of
K.read_chips, K.set_centre, K.move_chip = read_chips, set_centre, move_chip

return K
