-- This is yours now: give one of your cubes to one other player; then each
-- player, from the start player, may destroy one of their own cubes (it
-- leaves the game). Doubled: two cubes given, up to two destroyed each.
local board = import("board")

-- Destroying a cube of a colour, as an option of the card: made once a
-- card and colour and kept.
local DESTROY = {}
local function destroy(card, c)
  local of = DESTROY[card]
  if not of then
    of = {}
    DESTROY[card] = of
  end
  local o = of[c]
  if not o then
    o = {label = "destroy " .. c .. " cube", verb = "destroy", thing = "cube", colour = c, by = card}
    of[c] = o
  end
  return o
end
local PASS = {label = "pass", verb = "pass"}

local function give(ctx, me)
  local opts = {}
  for _, c in ipairs(board.held(ctx, me)) do
    for _, p in ipairs(board.others(ctx, me)) do
      opts[#opts + 1] = {label = "hand over " .. c .. " -> " .. ctx:name(p), verb = "hand", colour = c, to = p}
    end
  end
  if #opts == 0 then
    ctx:logf("E31", "%p has no cube to give", me)
    return
  end
  local _, i = ctx:choose(me, opts, nil, "This is yours now: give one of your cubes to another player")
  board.shift(ctx, me, opts[i].to, opts[i].colour)
  ctx:logf("E31", "%p gives a %s cube to %p", me, opts[i].colour, opts[i].to)
end

-- For the basic bot (bots.lua): a cube destroyed leaves its holder, the
-- seat deciding.
local function bot_value(worth, o, me)
  worth.cubes(me, o.colour, -1)
end

return {
  bot_value = bot_value,
  play = function(ctx, me, card, times)
    for _ = 1, times do give(ctx, me) end
    local players = board.everyone(ctx, me)
    if times > 1 then
      board.second_effect(ctx, card, players, "each player may destroy up to %d of their cubes (doubled, E15)", times)
    else
      board.second_effect(ctx, card, players, "each player may destroy one of their cubes")
    end
    for _, p in ipairs(players) do
      for _ = 1, times do
        local held = board.held(ctx, p)
        if #held == 0 then break end
        local opts = {}
        for k, c in ipairs(held) do opts[k] = destroy(card, c) end
        opts[#opts + 1] = PASS
        local _, i = ctx:choose(p, opts, nil, "This is yours now: you may destroy one of your cubes")
        local c = held[i]
        if not c then break end
        board.shift(ctx, p, "destroyed", c)
        ctx:logf("E31", "%p destroys a %s cube", p, c)
      end
    end
  end,
}
