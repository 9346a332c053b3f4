-- Double your fun: played at the start of your turn instead of steps 1 to
-- 3: take two cubes from the bank, or give two (to one opponent or split),
-- then draw one card (E16). Played any other way it does nothing.
local board = import("board")
local choices = import("choices")

-- Takes `n` cubes (the card's start_cubes), one at a time.
local function take_two(ctx, me, n)
  for _ = 1, n do
    local opts = choices.take_options(ctx)
    if #opts == 0 then
      ctx:logf("E06", "the bank is empty: nothing more to take")
      return
    end
    local _, i = ctx:choose(me, opts, function() return choices.cube_refusals(ctx, me, "take") end,
      "Double your fun: take a cube (E16)")
    board.take(ctx, me, opts[i].colour)
  end
end

-- Gives `n` cubes, one at a time.
local function give_two(ctx, me, n)
  local only
  for _ = 1, n do
    local opts = choices.give_options(ctx, me, only)
    if #opts == 0 then
      ctx:logf("E06", "the bank is empty: nothing more to give")
      return
    end
    local _, i = ctx:choose(me, opts, function() return choices.cube_refusals(ctx, me, "give") end,
      "Double your fun: give a cube (E16)")
    board.give(ctx, me, opts[i].colour, opts[i].to)
    if not ctx:rule("dyf_split") then only = opts[i].to end
  end
end

-- For the basic bot (bots.lua): taking or giving two is worth two of the
-- best cube the bank can give (giving: the worst, to another).
local function bot_value(worth, o)
  return o.cubes * worth.bank_best(o.verb == "take" and 1 or -1)
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card, times)
    ctx:logf("E16", "Double your fun does nothing here: it only acts at the start of its player's turn")
  end,
  start = function(ctx, me, card)
    local n = ctx:def_get(card, "start_cubes") or 2
    local opts = {{label = "take two", verb = "take", cubes = n, by = card},
      {label = "give two", verb = "give", cubes = n, by = card}}
    local _, i = ctx:choose(me, opts, nil, "Double your fun: take two cubes or give two (E16)")
    if i == 1 then take_two(ctx, me, n) else give_two(ctx, me, n) end
    if ctx:rule("dyf_draws") then board.draw(ctx, me) end
  end,
}
