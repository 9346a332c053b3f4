-- EndGame: the rules script. After the opening (setup.lua, which follows a
-- record's setup) it plays turns until the bank is empty, then the final
-- phase, the field reveal and scoring. Ruling ids (E01...) are listed in
-- docs/games/endgame.md.
local board = import("board")
local bots = import("bots")
local setup_ = import("setup")
local names_of = import("lib/names").list

local game = {}

-- Keys and labels of the hot paths, as locals (board's module table is frozen).
local K = board.constants()
local BANK, MARKERS = K.bank, K.markers
local TAKE, GIVE, MOVES = K.take, K.give, K.moves
local marker_key, bank_key, cubes_key = board.marker_key, board.bank_key, board.cubes_key
local destroyed_key, boxed_key = board.destroyed_key, board.boxed_key
local take_label, give_label, move_label = board.take_label, board.give_label, board.move_label

local function int(x) return math.tointeger(tonumber(x)) end

game.setup = setup_.setup

-- ---- a turn ----

local DYF_AT_STEP_3 = "Double your fun is played at the start of the turn, before taking a cube, not at step 3 (E16)"

-- The cards a player may play: one option per distinct label. Double your
-- fun (a card whose script has `start`) only where `allow_double`. `hand`
-- and `starts` (which of its cards have `start`) when already read.
local function hand_options(ctx, me, allow_double, hand, starts)
  local opts = {}
  hand = hand or ctx:zone(me, "hand")
  for k, c in ipairs(hand) do
    local start
    if starts then start = starts[k] elseif not allow_double then start = ctx:script(c).start end
    if allow_double or not start then
      local label = "play " .. ctx:label(c)
      local seen = false
      for j = 1, #opts do
        if opts[j].label == label then seen = true break end
      end
      if not seen then opts[#opts + 1] = {label = label, card = c} end
    end
  end
  return opts
end

-- Plays a card from the hand: off the hand, then its effects in order (E14).
local function play_card(ctx, me, card, name)
  ctx:move(card, 0, "discard")
  ctx:log((name or ctx:name(me)) .. " plays " .. ctx:label(card), "E05")
  ctx:script(card).play(ctx, me, card, 1)
end
game.play_card = play_card

-- Step 3's refusals, built only when a written move matches no option.
local function step_three_refusals(ctx, me)
  local refusals = {}
  for _, c in ipairs(ctx:zone(me, "hand")) do
    if ctx:script(c).start then refusals[#refusals + 1] = {"play " .. ctx:label(c), DYF_AT_STEP_3} end
  end
  local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
  -- With rules.end_step_lost (version 2) a step past the end is a legal move, lost.
  if ctx:rule("end_step_lost") then tmin, tmax = math.mininteger, math.maxinteger end
  for _, o in ipairs(board.move_options(ctx, 1)) do
    local p = board.position(ctx, o.colour)
    if (o.steps < 0 and p <= tmin) or (o.steps > 0 and p >= tmax) then
      refusals[#refusals + 1] = {o.label, "the " .. o.colour .. " marker is already at the end of the track (E13)"}
    end
  end
  for _, o in ipairs(board.move_options(ctx, 2)) do
    refusals[#refusals + 1] = {o.label, "step 3 moves a marker one step, not two (E05)"}
  end
  for _, r in ipairs(board.gone_refusals(ctx, function(c)
    return {move_label(c, -1), move_label(c, 1)}
  end)) do refusals[#refusals + 1] = r end
  return refusals
end

-- Step 3: play a card and draw, or move a marker one step (E05).
local function step_three(ctx, me, name, cols, hand, starts)
  local opts = hand_options(ctx, me, false, hand, starts)
  local cards = #opts
  -- One step either way for each live marker (E18); at an end of the track
  -- the step is lost (E13), or, as version 1 read it (rules.end_step_lost
  -- false), not offered that way.
  local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
  local lim_min, lim_max = tmin, tmax
  if ctx:rule("end_step_lost") then lim_min, lim_max = math.mininteger, math.maxinteger end
  local colour_at = {}
  for _, c in ipairs(cols) do
    local p = ctx:get(0, MARKERS[c] or marker_key(c))
    if p ~= "gone" then
      local t = MOVES[c]
      if p > lim_min then
        local n = #opts + 1
        opts[n], colour_at[n] = t and t[-1] or move_label(c, -1), c
      end
      if p < lim_max then
        local n = #opts + 1
        opts[n], colour_at[n] = t and t[1] or move_label(c, 1), c
      end
    end
  end
  if #opts == 0 then
    ctx:log(name .. " has no card to play and no marker to move: step 3 is skipped", "E05")
    return
  end
  local _, i = ctx:choose(me, opts, function() return step_three_refusals(ctx, me) end,
    "Step 3: play a card and draw, or move a marker one step (E02, E05)")
  if i <= cards then
    play_card(ctx, me, opts[i].card, name)
    board.draw(ctx, me, name)
    return
  end
  local c = colour_at[i]
  local t = MOVES[c]
  board.move(ctx, c, opts[i] == (t and t[-1] or move_label(c, -1)) and -1 or 1, name .. " moves a marker", tmin, tmax, "E05")
end

-- Step 2: give a cube from the bank to an opponent (E04); `bank` holds
-- the bank's count of each colour.
local function step_two(ctx, me, name, cols, bank)
  local to = ctx:living(me)
  -- The opponents: the living from the player on, leaving the player out.
  if to[1] == me then table.remove(to, 1) else to = board.others(ctx, me) end
  local per = #to
  local gives, names = {}, nil
  local n1, n2, n3
  if per == 3 then
    n1, n2, n3 = ctx:name(to[1]), ctx:name(to[2]), ctx:name(to[3])
    for _, c in ipairs(cols) do
      if bank[c] > 0 then
        local prefix, n = GIVE[c] or give_label(c, ""), #gives
        gives[n + 1], gives[n + 2], gives[n + 3] = prefix .. n1, prefix .. n2, prefix .. n3
      end
    end
  else
    names = {}
    for k, p in ipairs(to) do names[k] = ctx:name(p) end
    for _, c in ipairs(cols) do
      if bank[c] > 0 then
        local prefix = GIVE[c] or give_label(c, "")
        for k = 1, per do gives[#gives + 1] = prefix .. names[k] end
      end
    end
  end
  local _, j = ctx:choose(me, gives, function() return board.cube_refusals(ctx, me, "give") end,
    "Step 2: give a cube from the bank to an opponent (E02, E04)")
  -- Options run colour by colour, each to every opponent in turn.
  local at = 0
  for _, c in ipairs(cols) do
    if bank[c] > 0 then
      if j <= at + per then
        local k = j - at
        board.give(ctx, me, c, to[k], name, names and names[k] or (k == 1 and n1 or k == 2 and n2 or n3))
        return
      end
      at = at + per
    end
  end
end

-- A turn; `bank` holds the bank's count of each colour and `in_bank` their sum.
local function play_turn(ctx, me, cols, bank, in_bank)
  local name = ctx:name(me)
  ctx:log(name .. "'s turn", "E02")
  local hand, starts
  if in_bank == 0 then
    ctx:log("the bank is empty: steps 1 and 2 are skipped", "E06")
  else
    -- Step 1, where Double your fun may replace steps 1 to 3 (E16).
    local opts, colour_at = {}, {}
    for _, c in ipairs(cols) do
      if bank[c] > 0 then
        local n = #opts + 1
        opts[n], colour_at[n] = TAKE[c] or take_label(c), c
      end
    end
    -- The hand is read once for steps 1 and 3: taking and giving cubes leave it as it is.
    hand, starts = ctx:zone(me, "hand"), {}
    local double = false
    for k, c in ipairs(hand) do
      local start = ctx:script(c).start and true or false
      starts[k] = start
      if start and not double then
        double = true
        opts[#opts + 1] = {label = "play " .. ctx:label(c), card = c}
      end
    end
    local _, i = ctx:choose(me, opts, function() return board.cube_refusals(ctx, me, "take") end,
      "Step 1: take a cube from the bank (E02, E03)")
    local c = colour_at[i]
    if not c then
      local card = opts[i].card
      ctx:move(card, 0, "discard")
      ctx:log(name .. " plays " .. ctx:label(card) .. " at the start of the turn", "E16")
      ctx:script(card).start(ctx, me, card)
      return
    end
    board.take(ctx, me, c, name)
    bank[c] = bank[c] - 1
    -- Step 2.
    if in_bank == 1 then
      ctx:log("the bank is empty: step 2 is skipped", "E06")
    else
      step_two(ctx, me, name, cols, bank)
    end
  end
  step_three(ctx, me, name, cols, hand, starts)
end

-- ---- the end ----

-- From the player after the one whose turn ended, each player with more than
-- one card plays one, with no drawing, until every hand is down to one (E07).
local function final_phase(ctx, first)
  ctx:set(0, "phase", "final")
  local keep = ctx:rule("final_hand")
  local function anyone_left()
    for s = 1, ctx:seats() do
      if ctx:size(s, "hand") > keep then return true end
    end
    return false
  end
  local p = first
  while anyone_left() do
    if ctx:size(p, "hand") > keep then
      ctx:set_turn(p)
      local opts = hand_options(ctx, p, true)
      local _, i = ctx:choose(p, opts, function()
        local refusals = {}
        for _, o in ipairs(board.move_options(ctx, 1)) do
          refusals[#refusals + 1] = {o.label, "no marker moves in the final phase: each player plays one card (E07)"}
        end
        return refusals
      end, "Final phase: play one card (no drawing)")
      play_card(ctx, p, opts[i].card)
    else
      ctx:log(ctx:name(p) .. " has " .. ctx:size(p, "hand") .. " card(s) and is skipped", "E07")
    end
    p = ctx:next_living(p)
  end
end

local function applies_at_reveal(ctx, card)
  for _, k in ipairs(ctx:rule("field_applies")) do
    if k == ctx:def_get(card, "kind") then return true end
  end
  return false
end

-- Both field cards face up: movement cards move, set cards come into force,
-- others do nothing (rules.field_applies) (E08).
local function reveal_field(ctx)
  ctx:set(0, "phase", "reveal")
  local chooser = ctx:rule("field_chooser")
  for _, c in ipairs(ctx:zone(0, "field")) do
    ctx:move(c, 0, "revealed")
    ctx:log("field card turned up: " .. ctx:label(c), "E08")
    if applies_at_reveal(ctx, c) then
      board.apply_revealed(ctx, chooser, c, 1)
    else
      ctx:log(ctx:label(c) .. " has no effect at the reveal", "E08")
    end
  end
end

-- Colours from the highest value down; equal values together or one by one (E12).
local function colour_groups(ctx)
  local order = {}
  for i, c in ipairs(board.colours(ctx)) do order[i] = {colour = c, value = board.value(ctx, c), at = i} end
  table.sort(order, function(a, b)
    if a.value ~= b.value then return a.value > b.value end
    return a.at < b.at
  end)
  local groups = {}
  for _, o in ipairs(order) do
    local last = groups[#groups]
    if last and ctx:rule("tie_same_value") == "together" and last.value == o.value then
      last.colours[#last.colours + 1] = o.colour
    else
      groups[#groups + 1] = {value = o.value, colours = {o.colour}}
    end
  end
  return groups
end

-- The scores are current (board.lua keeps them so; the check at the end
-- counts them again).
function game.winners(ctx)
  local best
  for s = 1, ctx:seats() do
    local v = ctx:get(s, "score")
    if not best or v > best then best = v end
  end
  local tied = {}
  for s = 1, ctx:seats() do
    if ctx:get(s, "score") == best then tied[#tied + 1] = s end
  end
  if #tied == 1 then return tied end
  for _, g in ipairs(colour_groups(ctx)) do
    local counts, most = {}, -1
    for _, s in ipairs(tied) do
      local n = 0
      for _, c in ipairs(g.colours) do n = n + board.count(ctx, s, c) end
      counts[s] = n
      most = math.max(most, n)
    end
    local keep = {}
    for _, s in ipairs(tied) do
      if counts[s] == most then keep[#keep + 1] = s end
    end
    ctx:log("tie-break on " .. table.concat(g.colours, " + ") .. " (worth " .. g.value .. "): " ..
      #keep .. " of " .. #tied .. " tied players hold the most (" .. most .. ")", "E12")
    tied = keep
    if #tied == 1 then return tied end
  end
  if ctx:rule("tie_unbroken") == "none" then
    ctx:log("still tied after every colour: nobody wins", "E12")
    return {}
  end
  ctx:log("still tied after every colour: the tied players share the win", "E12")
  return tied
end

local function finish(ctx)
  for s = 1, ctx:seats() do
    for _, c in ipairs(ctx:zone(s, "hand")) do
      ctx:move(c, 0, "discard")
      ctx:log(ctx:name(s) .. "'s last card " .. ctx:label(c) .. " is discarded without effect", "E09")
    end
  end
  -- Kept: each score is read out part by part from a snapshot of the board.
  if ctx:narrating() then
    local snap = board.snapshot(ctx)
    for s = 1, ctx:seats() do
      ctx:log(ctx:name(s) .. " scores " .. ctx:get(s, "score") .. ": " .. board.score_parts(snap, s), "E10")
    end
  end
  local w = game.winners(ctx)
  if #w == 0 then
    ctx:logf("E12", "Nobody wins")
  elseif #w == 1 then
    ctx:logf("E10", "%p wins", w[1])
  else
    ctx:logf("E12", "%s share the win", names_of(ctx, w))
  end
  ctx:set(0, "phase", "over")
  ctx:finish(w)
end

-- ---- checks ----

-- Every cube is in the bank, with a player, destroyed, or left in the box;
-- every marker is on the track or gone. Returns what is broken, or nil.
local function board_broken(ctx)
  local cols, totals = board.colours(ctx), ctx:rule("cubes")
  local seats = ctx:seats()
  local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
  for i, c in ipairs(cols) do
    local in_the_bank = ctx:get(0, bank_key(c)) or 0
    local n = in_the_bank + (ctx:get(0, destroyed_key(c)) or 0) + (ctx:get(0, boxed_key(c)) or 0)
    if in_the_bank < 0 then return "the bank has " .. in_the_bank .. " " .. c end
    local k = cubes_key(c)
    for s = 1, seats do
      local held = ctx:get(s, k) or 0
      if held < 0 then return ctx:name(s) .. " has " .. held .. " " .. c end
      n = n + held
    end
    local total = int(totals[i])
    if n ~= total then return c .. " cubes: " .. n .. " counted, " .. total .. " in the game" end
    local m = ctx:get(0, marker_key(c))
    if m ~= "gone" and (math.type(m) ~= "integer" or m < tmin or m > tmax) then
      return "the " .. c .. " marker is at " .. tostring(m)
    end
  end
  return nil
end

-- Each player's score is what the board gives now (board.lua keeps them
-- current change by change).
local function scores_broken(ctx)
  local snap = board.snapshot(ctx)
  for s = 1, ctx:seats() do
    local kept, counted = ctx:get(s, "score"), board.score_of(snap, s)
    if kept ~= counted then
      return ctx:name(s) .. "'s score is " .. tostring(kept) .. ", the board gives " .. counted
    end
  end
  return nil
end

-- The whole board and every score checked: an error if one is broken.
local function check(ctx)
  local bad = board_broken(ctx) or scores_broken(ctx)
  if bad then error("EndGame invariant broken: " .. bad) end
end

-- The bank's count of each colour, and their sum (E07: the final phase
-- starts when none is left), read at the end of every turn.
local function read_bank(ctx, cols)
  local bank, n = {}, 0
  for _, c in ipairs(cols) do
    local k = ctx:get(0, BANK[c] or bank_key(c)) or 0
    if k < 0 then error("EndGame invariant broken: the bank has " .. k .. " " .. c) end
    bank[c], n = k, n + k
  end
  return bank, n
end

-- The board and the scores are checked in full at the end. During play,
-- every change to them goes through board.lua, which keeps what the check
-- asks: a cube only moves between holders (never made or lost, never below
-- none), a marker stays on the track (moves stop at its ends) or is gone,
-- and each change adjusts the scores it moves. The setup checks what it
-- deals (counts, the box, positions). Soak runs and `arbiter play --check`
-- check the whole invariant after every step.
function game.run(ctx)
  local me = ctx:turn()
  local cols = board.colours(ctx)
  local bank, in_bank = read_bank(ctx, cols)
  while true do
    play_turn(ctx, me, cols, bank, in_bank)
    -- The bank as the next turn starts: nothing changes it in between.
    bank, in_bank = read_bank(ctx, cols)
    if in_bank == 0 then
      local nxt = ctx:next_living(me)
      ctx:log("the bank is empty at the end of " .. ctx:name(me) .. "'s turn: the final phase starts with " ..
        ctx:name(nxt), "E07")
      final_phase(ctx, nxt)
      reveal_field(ctx)
      finish(ctx)
      check(ctx)
      return
    end
    me = ctx:next_living(me)
    ctx:set_turn(me)
  end
end

-- The board as board_broken checks it, and every score (soak runs and
-- `arbiter play --check` call this after every step).
function game.invariant(ctx)
  return board_broken(ctx) or scores_broken(ctx)
end

-- ---- bots ----

function game.bot(ctx, seat, labels, level)
  if level ~= "basic" then return nil end
  return bots.basic(ctx, seat, labels)
end

return game
