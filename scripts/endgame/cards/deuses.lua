-- Deuses: move every marker two steps, left or right, choosing per colour;
-- then all players vote at once on each marker: majority yes, two steps
-- right; majority no, two steps left; a tie, no move (E33). Doubled: four.
local board = import("board")
local choices = import("choices")
local together = import("lib/together")

-- The votes on a marker, as options: made once a colour and kept.
local YES, NO = {}, {}
local function vote(c, yes)
  local t = yes and YES or NO
  local o = t[c]
  if not o then
    o = {label = "vote " .. c .. (yes and " yes" or " no"), verb = "vote", colour = c, yes = yes}
    t[c] = o
  end
  return o
end

-- A voter's options: yes and no on each marker not voted on yet, and the
-- colour of each pair.
local function ballot(live, pending)
  local opts, of = {}, {}
  for _, c in ipairs(live) do
    if pending[c] then
      opts[#opts + 1] = vote(c, true)
      opts[#opts + 1] = vote(c, false)
      of[#of + 1] = c
    end
  end
  return opts, of
end

-- Why a second vote on a marker, or one on a marker that is gone, is
-- refused (built only when asked).
local function voted(ctx, p, live, pending)
  local refusals = {}
  for _, c in ipairs(board.colours(ctx)) do
    if board.gone(ctx, c) then
      local why = "the " .. c .. " marker was destroyed (Aaaaaand gone): the vote is on the markers still on the track (E33, E18)"
      refusals[#refusals + 1] = {"vote " .. c .. " yes", why}
      refusals[#refusals + 1] = {"vote " .. c .. " no", why}
    end
  end
  for _, c in ipairs(live) do
    if not pending[c] then
      for _, a in ipairs({"yes", "no"}) do
        refusals[#refusals + 1] = {"vote " .. c .. " " .. a, ctx:name(p) .. " has already voted on " .. c .. " (E33)"}
      end
    end
  end
  return refusals
end

local function votes(ctx, me, steps)
  local live = board.live(ctx)
  local tally = {}
  for _, c in ipairs(live) do tally[c] = {yes = 0, no = 0} end
  local voters = board.everyone(ctx, me)
  -- Each voter's entry of the decision stays the same until they vote.
  local entry, colour_of = {}, {}
  for _, p in ipairs(voters) do
    local pending = {}
    for _, c in ipairs(live) do pending[c] = true end
    local opts, of = ballot(live, pending)
    entry[p] = {seat = p, options = opts, pending = pending,
                refusals = function() return voted(ctx, p, live, pending) end}
    colour_of[p] = of
  end
  local entries = {}
  for k, p in ipairs(voters) do entries[k] = entry[p] end
  together.ask(ctx, entries, "Deuses: vote on every marker, yes: right, no: left (E33)", function(e, i)
    local seat = e.seat
    local c, answer = colour_of[seat][(i + 1) // 2], i % 2 == 1 and "yes" or "no"
    e.pending[c] = nil
    e.options, colour_of[seat] = ballot(live, e.pending)
    tally[c][answer] = tally[c][answer] + 1
  end)
  local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
  for _, c in ipairs(live) do
    local t = tally[c]
    local why = "Deuses vote on " .. c .. ": " .. t.yes .. " yes, " .. t.no .. " no"
    if t.yes > t.no then
      board.move(ctx, c, steps, why, tmin, tmax, "E33")
    elseif t.no > t.yes then
      board.move(ctx, c, -steps, why, tmin, tmax, "E33")
    else
      ctx:logf("E33", "%s: a tie, no move", why)
    end
  end
end

-- Why another move than the two `colour` is asked for is refused: each
-- marker still on the track moves `steps`, one colour after another (E33).
local function move_refusals(ctx, live, colour, steps)
  local out = choices.gone_refusals(ctx, function(c) return {board.move_label(c, -steps), board.move_label(c, steps)} end)
  for _, c in ipairs(live) do
    if c ~= colour then
      local why = "Deuses moves the markers one colour at a time, and asks for the " .. colour .. " one now (E33)"
      out[#out + 1] = {board.move_label(c, -steps), why}
      out[#out + 1] = {board.move_label(c, steps), why}
    end
    local why = "Deuses moves each marker " .. steps .. " steps, not 1 (E33)"
    out[#out + 1] = {board.move_label(c, -1), why}
    out[#out + 1] = {board.move_label(c, 1), why}
  end
  return out
end

return {
  play = function(ctx, me, card, times)
    local steps = 2 * times
    local name = ctx:name(me) .. " (Deuses)"
    local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
    local live = board.live(ctx)
    for _, c in ipairs(live) do
      local opts = choices.offered({choices.move_option(c, -steps), choices.move_option(c, steps)})
      local _, i = ctx:choose(me, opts, function() return move_refusals(ctx, live, c, steps) end,
        "Deuses: move the " .. c .. " marker " .. steps .. " steps (E33)")
      board.move(ctx, c, i == 1 and -steps or steps, name, tmin, tmax, "E33")
    end
    board.second_effect(ctx, card, nil, "every player votes on each marker still on the track, all at once")
    votes(ctx, me, steps)
  end,
}
