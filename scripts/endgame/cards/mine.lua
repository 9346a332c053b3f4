-- This is mine now: take one cube (you choose the colour) from one other
-- player; then each player takes one cube from their left neighbour. In
-- that second effect everyone chooses at once against the holdings before
-- it, in the order they decide, and all the cubes move together (E32).
-- Doubled: two cubes each time.
local board = import("board")
local together = import("lib/together")

local function take(ctx, me)
  local opts = {}
  local cols = board.colours(ctx)
  for _, p in ipairs(board.others(ctx, me)) do
    local held = board.held(ctx, p, cols)
    if #held > 0 then
      local name = ctx:name(p)
      for _, c in ipairs(held) do
        opts[#opts + 1] = {label = "take " .. c .. " from " .. name, verb = "take", colour = c, from = p}
      end
    end
  end
  if #opts == 0 then
    ctx:logf("E32", "no other player has a cube to take")
    return
  end
  local _, i = ctx:choose(me, opts, nil, "This is mine now: take one cube from another player (E32)")
  board.shift(ctx, opts[i].from, me, opts[i].colour)
  ctx:logf("E32", "%p takes a %s cube from %p", me, opts[i].colour, opts[i].from)
end

-- Why a colour the giver did not hold before this effect is refused
-- (built only when asked).
local function not_held(ctx, t)
  local refusals = {}
  for k, c in ipairs(t.colours) do
    if t.left[c] <= 0 then
      refusals[#refusals + 1] = {t.labels[k].label, ctx:name(t.giver) .. " has no " .. c ..
        " cube left of those held before this effect: every cube moves at once, at the end (E32)"}
    end
  end
  return refusals
end

-- A pair's options: the colours its giver has left of those held before.
local function offer(t)
  local opts, of = {}, {}
  for k, c in ipairs(t.colours) do
    if t.left[c] > 0 then
      opts[#opts + 1] = t.labels[k]
      of[#opts] = c
    end
  end
  return opts, of
end

-- Everyone takes from the left at once.
local function everyone_takes(ctx, me, times)
  local by_giver = ctx:rule("mine_chooser") == "giver"
  local colours = board.colours(ctx)
  local pairs_ = {}
  for _, p in ipairs(board.everyone(ctx, me)) do
    local giver = board.left_of(ctx, p)
    local left, labels = {}, {}
    local taker_name, giver_name = ctx:name(p), ctx:name(giver)
    for k, c in ipairs(colours) do
      left[c] = board.count(ctx, giver, c)
      labels[k] = by_giver and {label = "hand over " .. c .. " -> " .. taker_name, verb = "hand", colour = c, to = p} or
        {label = "take " .. c .. " from " .. giver_name, verb = "take", colour = c, from = giver}
    end
    local t = {taker = p, giver = giver, chooser = by_giver and giver or p,
               left = left, picks = {}, wanted = times, colours = colours, labels = labels}
    t.entry = {seat = t.chooser, pair = t, refusals = function() return not_held(ctx, t) end}
    t.entry.options, t.of = offer(t)
    pairs_[#pairs_ + 1] = t
  end
  -- A pair whose giver has nothing left is done with the picks it has.
  local entries = {}
  for k, t in ipairs(pairs_) do entries[k] = t.entry end
  together.ask(ctx, entries, "This is mine now: every player takes a cube from their left neighbour (E32)", function(e, i)
    local t = e.pair
    local c = t.of[i]
    t.left[c] = t.left[c] - 1
    t.picks[#t.picks + 1] = c
    t.entry.options, t.of = offer(t)
    if #t.picks >= t.wanted then return "done" end
  end)
  for _, t in ipairs(pairs_) do
    for _, c in ipairs(t.picks) do
      board.shift(ctx, t.giver, t.taker, c)
      ctx:logf("E32", "%p takes a %s cube from %p", t.taker, c, t.giver)
    end
  end
end

return {
  play = function(ctx, me, card, times)
    for _ = 1, times do take(ctx, me) end
    if times > 1 then
      board.second_effect(ctx, card, nil,
        "every player takes %d cubes from their left neighbour, all at once (doubled, E15)", times)
    else
      board.second_effect(ctx, card, nil, "every player takes one cube from their left neighbour, all at once")
    end
    everyone_takes(ctx, me, times)
  end,
}
