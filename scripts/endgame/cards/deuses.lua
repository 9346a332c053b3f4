-- Deuses: move every marker two steps, left or right, choosing per colour;
-- then all players vote at once on each marker: majority yes, two steps
-- right; majority no, two steps left; a tie, no move (E33). Doubled: four.
local board = import("board")

local function votes(ctx, me, steps)
  local live = board.live(ctx)
  local tally, pending = {}, {}
  for _, c in ipairs(live) do tally[c] = {yes = 0, no = 0} end
  local voters = board.everyone(ctx, me)
  for _, p in ipairs(voters) do
    pending[p] = {}
    for _, c in ipairs(live) do pending[p][c] = true end
  end
  while true do
    local open = {}
    for _, p in ipairs(voters) do
      local opts, refusals = {}, {}
      for _, c in ipairs(live) do
        if pending[p][c] then
          opts[#opts + 1] = "vote " .. c .. " yes"
          opts[#opts + 1] = "vote " .. c .. " no"
        else
          for _, a in ipairs({"yes", "no"}) do
            refusals[#refusals + 1] = {"vote " .. c .. " " .. a, ctx:name(p) .. " has already voted on " .. c .. " (E33)"}
          end
        end
      end
      if #opts > 0 then open[#open + 1] = {seat = p, options = opts, refusals = refusals} end
    end
    if #open == 0 then break end
    local seat, _, label = ctx:choose_any(open, "Deuses: vote on every marker (yes: right, no: left)")
    local c, answer = label:match("^vote (%S+) (%S+)$")
    pending[seat][c] = nil
    tally[c][answer] = tally[c][answer] + 1
  end
  for _, c in ipairs(live) do
    local t = tally[c]
    local why = "Deuses vote on " .. c .. ": " .. t.yes .. " yes, " .. t.no .. " no"
    if t.yes > t.no then
      board.move(ctx, c, steps, why)
    elseif t.no > t.yes then
      board.move(ctx, c, -steps, why)
    else
      ctx:log(why .. ": a tie, no move", "E33")
    end
  end
end

return {
  play = function(ctx, me, card, times)
    local steps = 2 * times
    for _, c in ipairs(board.live(ctx)) do
      local opts = {
        {label = board.move_label(c, -steps), steps = -steps},
        {label = board.move_label(c, steps), steps = steps},
      }
      local _, i = ctx:choose(me, opts, nil, "Deuses: move the " .. c .. " marker " .. steps .. " steps")
      board.move(ctx, c, opts[i].steps, ctx:name(me) .. " (Deuses)")
    end
    votes(ctx, me, steps)
  end,
}
