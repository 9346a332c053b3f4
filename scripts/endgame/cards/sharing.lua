-- Sharing is caring: swap one of your cubes with one cube of one other
-- player (you choose both); then each player, from the start player, may
-- move one marker two steps. Doubled: two swaps, four steps.
local board = import("board")

local function swap(ctx, me)
  local same_ok = ctx:rule("swap_same_colour")
  local opts = {}
  for _, mine in ipairs(board.held(ctx, me)) do
    for _, p in ipairs(board.others(ctx, me)) do
      for _, theirs in ipairs(board.held(ctx, p)) do
        if same_ok or theirs ~= mine then
          opts[#opts + 1] = {label = "swap " .. mine .. " for " .. theirs .. " of " .. ctx:name(p),
                             mine = mine, theirs = theirs, with = p}
        end
      end
    end
  end
  if #opts == 0 then
    ctx:log(ctx:name(me) .. " has no cube to swap for one of another colour", "E30")
    return
  end
  local _, i = ctx:choose(me, opts, nil, "Sharing is caring: swap one of your cubes with another player's")
  local o = opts[i]
  board.shift(ctx, me, o.with, o.mine)
  board.shift(ctx, o.with, me, o.theirs)
  ctx:log(ctx:name(me) .. " swaps a " .. o.mine .. " cube for a " .. o.theirs .. " cube of " .. ctx:name(o.with), "E30")
end

return {
  play = function(ctx, me, card, times)
    for _ = 1, times do swap(ctx, me) end
    local steps = 2 * times
    for _, p in ipairs(board.everyone(ctx, me)) do
      local opts = board.move_options(ctx, steps)
      if #opts == 0 then return end
      opts[#opts + 1] = {label = "pass"}
      local refusals = board.gone_refusals(ctx, function(c)
        return {board.move_label(c, -steps), board.move_label(c, steps)}
      end)
      local _, i = ctx:choose(p, opts, refusals, "Sharing is caring: you may move one marker " .. steps .. " steps")
      local o = opts[i]
      if o.colour then
        board.move(ctx, o.colour, o.steps, ctx:name(p) .. " (Sharing is caring)")
      else
        ctx:log(ctx:name(p) .. " moves no marker", "E30")
      end
    end
  end,
}
