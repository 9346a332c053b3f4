-- Sharing is caring: swap one of your cubes with one cube of one other
-- player (you choose both); then each player, from the start player, may
-- move one marker two steps. Doubled: two swaps, four steps.
local board = import("board")
local choices = import("choices")

-- The swaps a player might write in vain, with why: a cube they or the
-- other player do not hold, or (version 1) two cubes of one colour.
local function swap_refusals(ctx, me, same_ok)
  return function()
    local out, cols = {}, board.colours(ctx)
    local function holds(seat)
      local set = {}
      for _, c in ipairs(board.held(ctx, seat, cols)) do set[c] = true end
      return set
    end
    local mine = holds(me)
    for _, p in ipairs(board.others(ctx, me)) do
      local theirs = holds(p)
      for _, a in ipairs(cols) do
        for _, b in ipairs(cols) do
          local why
          if not mine[a] then
            why = ctx:name(me) .. " holds no " .. a .. " cube to swap (E30)"
          elseif not theirs[b] then
            why = ctx:name(p) .. " holds no " .. b .. " cube to swap (E30)"
          elseif a == b and not same_ok then
            why = "a swap is of two cubes of different colours (E30)"
          end
          if why then out[#out + 1] = {"swap " .. a .. " for " .. b .. " of " .. ctx:name(p), why} end
        end
      end
    end
    return out
  end
end

-- Why no swap can be made, naming who lacks the cube: the player, every
-- other player, or (version 1) the other colour.
local function no_swap_why(ctx, me, mine_held)
  if #mine_held == 0 then return ctx:name(me) .. " holds no cube to swap: nothing is swapped" end
  local others_hold = false
  for _, p in ipairs(board.others(ctx, me)) do
    if #board.held(ctx, p, board.colours(ctx)) > 0 then others_hold = true end
  end
  if not others_hold then
    return "no other player holds a cube to swap for one of " .. ctx:name(me) .. "'s: nothing is swapped"
  end
  return "the other players hold no cube but " .. mine_held[1] .. ", " .. ctx:name(me) ..
    "'s only colour, and a swap is of two cubes of different colours: nothing is swapped"
end

local function swap(ctx, me, card)
  local same_ok = ctx:rule("swap_same_colour")
  local opts = {}
  local cols = board.colours(ctx)
  local mine_held = board.held(ctx, me, cols)
  if #mine_held > 0 then
    local name_of, held_of = {}, {}
    local others = board.others(ctx, me)
    for _, p in ipairs(others) do name_of[p], held_of[p] = ctx:name(p), board.held(ctx, p, cols) end
    for _, mine in ipairs(mine_held) do
      for _, p in ipairs(others) do
        for _, theirs in ipairs(held_of[p]) do
          if same_ok or theirs ~= mine then
            opts[#opts + 1] = {label = "swap " .. mine .. " for " .. theirs .. " of " .. name_of[p],
                               verb = "swap", mine = mine, theirs = theirs, with = p, by = card}
          end
        end
      end
    end
  end
  if #opts == 0 then
    ctx:logf("E30", "%s", no_swap_why(ctx, me, mine_held))
    return
  end
  local _, i = ctx:choose(me, opts, swap_refusals(ctx, me, same_ok),
    "Sharing is caring: swap one of your cubes with another player's (E30)")
  local o = opts[i]
  board.shift(ctx, me, o.with, o.mine)
  board.shift(ctx, o.with, me, o.theirs)
  ctx:logf("E30", "%p swaps a %s cube for a %s cube of %p%s",
    me, o.mine, o.theirs, o.with, (o.mine == o.theirs and ": one colour for the same, nothing changes" or ""))
end

-- For the basic bot (bots.lua): a swap is a cube of `mine` for one of
-- `theirs`, each seat's change seeing the first; with oneself it changes
-- nothing.
local function bot_value(worth, o, me)
  local with = o.with
  if with ~= me then
    worth.cubes(me, o.mine, -1, o.theirs, 1)
    worth.cubes(with, o.mine, 1, o.theirs, -1)
  end
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card, times)
    for _ = 1, times do swap(ctx, me, card) end
    local steps = 2 * times
    -- Markers only move here, none is destroyed: the live ones stay the same.
    local live = board.live(ctx)
    if #live == 0 then return end
    local opts = {}
    for _, c in ipairs(live) do
      opts[#opts + 1] = choices.move_option(c, -steps)
      opts[#opts + 1] = choices.move_option(c, steps)
    end
    opts[#opts + 1] = {label = "pass", verb = "pass"}
    choices.offered(opts)
    local prompt = "Sharing is caring: you may move one marker " .. steps .. " steps (E30)"
    local tmin, tmax = ctx:rule("track_min"), ctx:rule("track_max")
    local function refusals()
      local out = choices.gone_refusals(ctx, function(c)
        return {board.move_label(c, -steps), board.move_label(c, steps)}
      end)
      local why = "Sharing is caring moves a marker " .. steps .. " steps, not 1 (E30)"
      for _, c in ipairs(live) do
        out[#out + 1] = {board.move_label(c, -1), why}
        out[#out + 1] = {board.move_label(c, 1), why}
      end
      return out
    end
    local players = board.everyone(ctx, me)
    board.second_effect(ctx, card, players, "each player may move one marker %d steps", steps)
    for _, p in ipairs(players) do
      local _, i = ctx:choose(p, opts, refusals, prompt)
      if i < #opts then
        board.move(ctx, live[(i + 1) // 2], i % 2 == 1 and -steps or steps, ctx:name(p) .. " (Sharing is caring)",
          tmin, tmax, "E30")
      else
        ctx:logf("E30", "%p moves no marker", p)
      end
    end
  end,
}
