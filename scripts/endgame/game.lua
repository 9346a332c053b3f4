-- EndGame: the rules script. After the opening (setup.lua, which follows a
-- record's setup) it plays turns until the bank is empty, then the final
-- phase, the field reveal and scoring. Ruling ids (E01...) are listed in
-- docs/games/endgame.md.
local board = import("board")
local choices = import("choices")
local bots = import("bots")
local setup_ = import("setup")
local names_of = import("lib/names").list

local game = {}

-- Keys and options of the hot paths, as locals (board's module table is frozen).
local marker_key, bank_key, cubes_key = board.marker_key, board.bank_key, board.cubes_key
local destroyed_key, boxed_key = board.destroyed_key, board.boxed_key
local move_label = board.move_label
local rule, state, card_info = board.rule, board.state, board.card_info
local take_option, give_option, move_option = choices.take_option, choices.give_option, choices.move_option
local offered = choices.offered

local function int(x) return math.tointeger(tonumber(x)) end

game.setup = setup_.setup

-- ---- a turn ----

local DYF_AT_STEP_3 = "Double your fun is played at the start of the turn, before taking a cube, not at step 3 (E16)"

-- The cards a player may play: one option per distinct label. Double your
-- fun (a card whose script has `start`) only where `allow_double`. `hand`
-- when already read.
local function hand_options(ctx, me, allow_double, hand)
  local opts = {}
  hand = hand or ctx:zone(me, "hand")
  for _, c in ipairs(hand) do
    local info = card_info(ctx, c)
    if allow_double or not info.start then
      local o = info.play
      local label, seen = o.text, false
      for j = 1, #opts do
        if opts[j].text == label then seen = true break end
      end
      if not seen then opts[#opts + 1] = o end
    end
  end
  return opts
end

-- Plays a card from the hand: off the hand, then its effects in order (E14).
local function play_card(ctx, me, card)
  ctx:move(card, 0, "discard")
  ctx:logf("E05", "%p plays %c", me, card)
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
  for _, o in ipairs(choices.move_options(ctx, 1)) do
    local p = board.position(ctx, o.colour)
    if (o.steps < 0 and p <= tmin) or (o.steps > 0 and p >= tmax) then
      refusals[#refusals + 1] = {o.text, "the " .. o.colour .. " marker is already at the end of the track (E13)"}
    end
  end
  for _, o in ipairs(choices.move_options(ctx, 2)) do
    refusals[#refusals + 1] = {o.text, "step 3 moves a marker one step, not two (E05)"}
  end
  for _, r in ipairs(choices.gone_refusals(ctx, function(c)
    return {move_label(c, -1), move_label(c, 1)}
  end)) do refusals[#refusals + 1] = r end
  return refusals
end

-- Step 3: play a card and draw, or move a marker one step (E05).
local function step_three(ctx, me, name, cols, hand)
  local opts = hand_options(ctx, me, false, hand)
  local cards = #opts
  -- One step either way for each live marker (E18); at an end of the track
  -- the step is lost (E13), or, as version 1 read it (rules.end_step_lost
  -- false), not offered that way.
  local tmin, tmax = rule(ctx, "track_min"), rule(ctx, "track_max")
  local lim_min, lim_max = tmin, tmax
  if rule(ctx, "end_step_lost") then lim_min, lim_max = math.mininteger, math.maxinteger end
  local marker = state(ctx).marker
  for _, c in ipairs(cols) do
    local p = marker[c]
    if p ~= "gone" then
      if p > lim_min then opts[#opts + 1] = move_option(c, -1) end
      if p < lim_max then opts[#opts + 1] = move_option(c, 1) end
    end
  end
  if #opts == 0 then
    ctx:logf("E05", "%p has no card to play and no marker to move: step 3 is skipped", me)
    return
  end
  ctx:settled()  -- between card resolutions (E02)
  local _, i = ctx:choose(me, offered(opts), function() return step_three_refusals(ctx, me) end,
    "Step 3: play a card and draw, or move a marker one step (E02, E05)")
  local o = opts[i]
  if i <= cards then
    play_card(ctx, me, o.card)
    board.draw(ctx, me)
    return
  end
  board.move(ctx, o.colour, o.steps, " moves a marker", tmin, tmax, "E05", name)
end

-- Step 2: give a cube from the bank to an opponent (E04); `bank` holds
-- the bank's count of each colour.
local function step_two(ctx, me, cols, bank)
  -- The options depend on the player and on the colours the bank has: kept
  -- for the game by both (nobody leaves an EndGame).
  local key = me
  for _, c in ipairs(cols) do key = key * 2 + (bank[c] > 0 and 1 or 0) end
  local lists = state(ctx).lists
  local gives = lists[key]
  if not gives then
    local to = ctx:living(me)
    -- The opponents: the living from the player on, leaving the player out.
    if to[1] == me then table.remove(to, 1) else to = board.others(ctx, me) end
    local per, names, n = #to, board.names(ctx), 0
    gives = {}
    for _, c in ipairs(cols) do
      if bank[c] > 0 then
        for k = 1, per do
          local p = to[k]
          n = n + 1
          gives[n] = give_option(c, p, names[p])
        end
      end
    end
    lists[key] = offered(gives)
  end
  ctx:settled()  -- between card resolutions (E02)
  local _, j = ctx:choose(me, gives, function() return choices.cube_refusals(ctx, me, "give") end,
    "Step 2: give a cube from the bank to an opponent (E02, E04)")
  local o = gives[j]
  board.give(ctx, me, o.colour, o.to)
end

-- A turn; `bank` holds the bank's count of each colour and `in_bank` their sum.
local function play_turn(ctx, me, cols, bank, in_bank)
  local name = board.names(ctx)[me]
  ctx:logf("E02", "%p's turn", me)
  local hand
  if in_bank == 0 then
    ctx:logf("E06", "the bank is empty: steps 1 and 2 are skipped")
  else
    -- Step 1, where Double your fun may replace steps 1 to 3 (E16).
    local opts = {}
    for _, c in ipairs(cols) do
      if bank[c] > 0 then opts[#opts + 1] = take_option(c) end
    end
    -- The hand is read once for steps 1 and 3: taking and giving cubes leave it as it is.
    hand = ctx:zone(me, "hand")
    for _, c in ipairs(hand) do
      local info = card_info(ctx, c)
      if info.start then
        opts[#opts + 1] = info.play
        break
      end
    end
    ctx:settled()  -- between card resolutions (E02)
    local _, i = ctx:choose(me, offered(opts), function() return choices.cube_refusals(ctx, me, "take") end,
      "Step 1: take a cube from the bank (E02, E03)")
    local o = opts[i]
    if o.card then
      local card = o.card
      ctx:move(card, 0, "discard")
      ctx:logf("E16", "%p plays %c at the start of the turn", me, card)
      ctx:script(card).start(ctx, me, card)
      return
    end
    local c = o.colour
    board.take(ctx, me, c)
    bank[c] = bank[c] - 1
    -- Step 2.
    if in_bank == 1 then
      ctx:logf("E06", "the bank is empty: step 2 is skipped")
    else
      step_two(ctx, me, cols, bank)
    end
  end
  step_three(ctx, me, name, cols, hand)
end

-- ---- the end ----

-- What a player might try in vain in the final phase: a marker moved a
-- step, a cube taken or given (E07).
local function final_refusals(ctx, me)
  local refusals = {}
  for _, o in ipairs(choices.move_options(ctx, 1)) do
    refusals[#refusals + 1] = {o.text, "no marker moves in the final phase: each player plays one card (E07)"}
  end
  local why = "there are no cube steps in the final phase: each player plays one card (E07)"
  for _, c in ipairs(board.colours(ctx)) do
    refusals[#refusals + 1] = {board.take_label(c), why}
    for p = 1, ctx:seat_count() do
      if p ~= me then refusals[#refusals + 1] = {board.give_label(c, ctx:name(p)), why} end
    end
  end
  return refusals
end

-- From the player after the one whose turn ended, each player with more than
-- one card plays one, with no drawing, until every hand is down to one (E07).
local function final_phase(ctx, first)
  ctx:set(0, "phase", "final")
  local keep = rule(ctx, "final_hand")
  local function anyone_left()
    for s = 1, ctx:seat_count() do
      if ctx:card_count(s, "hand") > keep then return true end
    end
    return false
  end
  local p = first
  while anyone_left() do
    if ctx:card_count(p, "hand") > keep then
      ctx:set_turn(p)
      ctx:checkpoint()  -- a clone made in the final phase starts again here (game.run)
      local opts = hand_options(ctx, p, true)
      ctx:settled()  -- between card resolutions (E02)
      local _, i = ctx:choose(p, offered(opts), function() return final_refusals(ctx, p) end,
        "Final phase: play one card, with no drawing (E07)")
      play_card(ctx, p, opts[i].card)
    else
      ctx:logf("E07", "%p has %d card(s) and is skipped", p, ctx:card_count(p, "hand"))
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
    ctx:logf("E08", "field card turned up: %c", c)
    if applies_at_reveal(ctx, c) then
      board.apply_revealed(ctx, chooser, c, 1)
    else
      ctx:logf("E08", "%c has no effect at the reveal", c)
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
  for s = 1, ctx:seat_count() do
    local v = ctx:get(s, "score")
    if not best or v > best then best = v end
  end
  local tied = {}
  for s = 1, ctx:seat_count() do
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
    ctx:logf("E12", "tie-break on %s (worth %s): %s of %s tied players hold the most (%s)",
      table.concat(g.colours, " + "), g.value, #keep, #tied, most)
    tied = keep
    if #tied == 1 then return tied end
  end
  if ctx:rule("tie_unbroken") == "none" then
    ctx:logf("E12", "still tied after every colour: nobody wins")
    return {}
  end
  ctx:logf("E12", "still tied after every colour: the tied players share the win")
  return tied
end

-- For the search level: how close the seat came to the lead, from its
-- margin over the best other score: a half when level, towards 1 ahead and
-- towards 0 behind (about three quarters eight points ahead).
function game.standing(ctx, seat)
  local best
  for s = 1, ctx:seat_count() do
    local v = ctx:get(s, "score")
    if s ~= seat and (not best or v > best) then best = v end
  end
  return 1 / (1 + math.exp((best - ctx:get(seat, "score")) / 8))
end

local function finish(ctx)
  for s = 1, ctx:seat_count() do
    for _, c in ipairs(ctx:zone(s, "hand")) do
      ctx:move(c, 0, "discard")
      ctx:logf("E09", "%p's last card %c is discarded without effect", s, c)
    end
  end
  -- Kept: each score is read out part by part from a snapshot of the board.
  if ctx:narrating() then
    local snap = board.snapshot(ctx)
    for s = 1, ctx:seat_count() do
      ctx:logf("E10", "%p scores %s: %s", s, ctx:get(s, "score"), board.score_parts(snap, s))
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
  local seats = ctx:seat_count()
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
  for s = 1, ctx:seat_count() do
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
  local bank, n, held = {}, 0, state(ctx).bank
  for _, c in ipairs(cols) do
    local k = held[c] or 0
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
  board.begin(ctx)
  local me = ctx:turn()
  local cols = board.colours(ctx)
  local bank, in_bank = read_bank(ctx, cols)
  -- A clone made in the final phase starts again there, with the player to play.
  local resume_final = ctx:resuming() and ctx:get(0, "phase") == "final"
  while not resume_final do
    ctx:checkpoint()  -- a clone of the game starts again here, at this turn
    play_turn(ctx, me, cols, bank, in_bank)
    -- The bank as the next turn starts: nothing changes it in between.
    bank, in_bank = read_bank(ctx, cols)
    if in_bank == 0 then
      local nxt = ctx:next_living(me)
      ctx:logf("E07", "the bank is empty at the end of %p's turn: the final phase starts with %p", me, nxt)
      break
    end
    me = ctx:next_living(me)
    ctx:set_turn(me)
  end
  final_phase(ctx, resume_final and me or ctx:next_living(me))
  reveal_field(ctx)
  finish(ctx)
  check(ctx)
end

-- The board as board_broken checks it, and every score (soak runs and
-- `arbiter play --check` call this after every step).
function game.invariant(ctx)
  return board_broken(ctx) or scores_broken(ctx)
end

-- ---- bots ----

function game.bot(ctx, seat, labels, level, options)
  if level ~= "basic" then return nil end
  return bots.basic(ctx, seat, labels, options)
end

return game
