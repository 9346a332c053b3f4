-- The options and refusals of the board's decisions: an option is a table
-- of its parts (a verb, a colour, a seat, steps), with the label a record
-- writes; refusals are built only when a written move matches no option.
local board = import("board")

local choices = {}

local take_label, give_label, label_of_move = board.take_label, board.give_label, board.move_label
local colours, live, gone, state, count, others = board.colours, board.live, board.gone, board.state, board.count,
  board.others

-- ---- options, made of their parts ----
-- An option is a table: its `text` (what a record writes), its `verb` and
-- the parts a bot reads (a colour, a seat, steps, a card). Options that
-- depend on nothing but their parts are made once and kept: ctx:choose and
-- the bots only read them.

local kept_moves, kept_takes, kept_gives = {}, {}, {}

-- A decision's list whose options' text is made only when someone reads it
-- (a person, a record, a digest; docs/lua-api.md): the kept options below
-- hold it as `text`, not `label`, so that a game between bots never copies
-- it. An option with a `label` of its own may join such a list.
local READ_WHEN_ASKED = {__label = "text"}
local function offered(opts) return setmetatable(opts, READ_WHEN_ASKED) end

-- Move a marker `steps` (plus: right).
local function move_option(colour, steps)
  local t = kept_moves[colour]
  if not t then
    t = {}
    kept_moves[colour] = t
  end
  local o = t[steps]
  if not o then
    o = {text = label_of_move(colour, steps), verb = "move", colour = colour, steps = steps}
    t[steps] = o
  end
  return o
end

-- Take a cube of a colour from the bank.
local function take_option(colour)
  local o = kept_takes[colour]
  if not o then
    o = {text = take_label(colour), verb = "take", colour = colour}
    kept_takes[colour] = o
  end
  return o
end

-- Give a cube of a colour from the bank to seat `to`, named `name`.
local function give_option(colour, to, name)
  local t = kept_gives[colour]
  if not t then
    t = {}
    kept_gives[colour] = t
  end
  local o = t[to]
  if not o or o.name ~= name then
    o = {text = give_label(colour, name), verb = "give", colour = colour, to = to, name = name}
    t[to] = o
  end
  return o
end

-- ---- options of markers ----

-- Options to move any live marker `n` steps either way.
local function move_options(ctx, n)
  local opts = {}
  for _, c in ipairs(live(ctx)) do
    opts[#opts + 1] = move_option(c, -n)
    opts[#opts + 1] = move_option(c, n)
  end
  return offered(opts)
end

-- Refusals for the markers that are gone: they can no longer be chosen.
local function gone_refusals(ctx, labels_for)
  local out = {}
  for _, c in ipairs(colours(ctx)) do
    if gone(ctx, c) then
      for _, l in ipairs(labels_for(c)) do
        out[#out + 1] = {l, "the " .. c .. " marker was destroyed (Aaaaaand gone) and can no longer be chosen (E18)"}
      end
    end
  end
  return out
end

-- ---- the cube steps of a turn ----

local function take_options(ctx)
  local opts, bank = {}, state(ctx).bank
  for _, c in ipairs(colours(ctx)) do
    if (bank[c] or 0) > 0 then opts[#opts + 1] = take_option(c) end
  end
  return offered(opts)
end

-- Why a take or give of a colour the bank lacks, or a give to oneself, is refused.
-- What later steps offer, written at step 1: the turn's steps go in order
-- (E03, E04, E05), and a field card is turned up only by I hate secrets (E17).
local function step_one_refusals(ctx, me, out)
  local first = "step 1 comes first: " .. ctx:name(me) .. " takes a cube from the bank"
  for _, c in ipairs(colours(ctx)) do
    for _, p in ipairs(others(ctx, me)) do
      out[#out + 1] = {"give " .. c .. " -> " .. ctx:name(p), first .. ", then gives one (E03, E04)"}
    end
  end
  for _, c in ipairs(ctx:zone(me, "hand")) do
    out[#out + 1] = {"play " .. ctx:label(c), first .. " and gives one before playing a card (E03, E05)"}
  end
  for _, c in ipairs(ctx:zone(0, "field")) do
    out[#out + 1] = {"turn up field card " .. ctx:card_get(c, "field_pos"),
      "a field card is turned up only by I hate secrets, as its effect (E17)"}
  end
end

local function cube_refusals(ctx, me, verb)
  local out = {}
  for _, c in ipairs(colours(ctx)) do
    if count(ctx, "bank", c) == 0 then
      local why = "the bank has no " .. c .. " cube left (" .. (verb == "take" and "E03" or "E04") .. ")"
      if verb == "take" then
        out[#out + 1] = {"take " .. c, why}
      else
        for _, p in ipairs(others(ctx, me)) do out[#out + 1] = {"give " .. c .. " -> " .. ctx:name(p), why} end
      end
    end
    if verb == "give" then
      out[#out + 1] = {"give " .. c .. " -> " .. ctx:name(me), "cubes are given to an opponent, not to yourself (E04)"}
    end
  end
  if verb == "take" then step_one_refusals(ctx, me, out) end
  return out
end

-- Giving from the bank: to any opponent, or only to `only` when given.
local function give_options(ctx, me, only)
  local opts = {}
  local to, names = others(ctx, me), {}
  for i, p in ipairs(to) do names[i] = ctx:name(p) end
  for _, c in ipairs(colours(ctx)) do
    if count(ctx, "bank", c) > 0 then
      for i, p in ipairs(to) do
        if not only or p == only then
          opts[#opts + 1] = give_option(c, p, names[i])
        end
      end
    end
  end
  return offered(opts)
end

choices.offered = offered
choices.move_option = move_option
choices.take_option = take_option
choices.give_option = give_option
choices.move_options = move_options
choices.gone_refusals = gone_refusals
choices.take_options = take_options
choices.cube_refusals = cube_refusals
choices.give_options = give_options

return choices
