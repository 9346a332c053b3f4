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

-- Why a cube `seat` does not hold cannot be handed over or destroyed, and
-- why a cube is not handed to oneself (E31): `verb` is "hand over" or
-- "destroy".
local function not_held(ctx, seat, verb)
  return function()
    local out, mine = {}, {}
    for _, c in ipairs(board.held(ctx, seat)) do mine[c] = true end
    local me = ctx:name(seat)
    for _, c in ipairs(board.colours(ctx)) do
      local why = me .. " holds no " .. c .. " cube: This is yours now " ..
        (verb == "destroy" and "destroys" or "hands over") .. " only the player's own cubes (E31)"
      if verb == "destroy" then
        if not mine[c] then out[#out + 1] = {"destroy " .. c .. " cube", why} end
      else
        for _, p in ipairs(board.others(ctx, seat)) do
          if not mine[c] then out[#out + 1] = {"hand over " .. c .. " -> " .. ctx:name(p), why} end
        end
        out[#out + 1] = {"hand over " .. c .. " -> " .. me, "a cube is handed to another player, not to oneself (E31)"}
      end
    end
    return out
  end
end

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
  local _, i = ctx:choose(me, opts, not_held(ctx, me, "hand over"),
    "This is yours now: give one of your cubes to another player (E31)")
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
        local _, i = ctx:choose(p, opts, not_held(ctx, p, "destroy"), "This is yours now: you may destroy one of your cubes (E31)")
        local c = held[i]
        if not c then break end
        board.shift(ctx, p, "destroyed", c)
        ctx:logf("E31", "%p destroys a %s cube", p, c)
      end
    end
  end,
}
