-- Vera Custer (Dodge City): in phase 1, after the Dynamite and Jail
-- checks and before drawing, she picks another living character ("copy
-- Slab the Killer", or "copy none") and has that ability until her next
-- turn, passive ones included, never its life; she keeps it even if that
-- character dies. A turn lost to Jail has no phase 1, so no ability until
-- her next turn (D13).
--
-- The copy is her value `borrowed`: the rules read the copied character's
-- hooks and flags as hers, and the engine its modifiers (docs/games/bang.md).
-- Its `on` handlers are heard through hers, which pass each event on.
local moves = import("moves")
local viewpoint = import("viewpoint")
local words = import("words")
local ask = import("ask")

local EVENTS = {"hurt", "eliminated", "turn_begins", "hand_empty", "answered"}

-- The copied character's handler of that event, called as if hers.
local function pass_on(name)
  return function(ctx, me, _, ev)
    local copied = ctx:get(me, "borrowed")
    if not copied then return end
    for i = 1, #copied do
      local on = ctx:script(copied[i]).on
      if on and on[name] then on[name](ctx, me, copied[i], ev) end
    end
  end
end

local on = {}
for _, name in ipairs(EVENTS) do on[name] = pass_on(name) end

-- Her own turn ends the copy of her last turn; the copied character hears
-- that turn begin first (a once-a-turn ability is ready again).
local forward_turn = on.turn_begins
on.turn_begins = function(ctx, me, card, ev)
  if ev.seat ~= me then return forward_turn(ctx, me, card, ev) end
  forward_turn(ctx, me, card, ev)
  local copied = ctx:get(me, "borrowed")
  if not copied then return end
  ctx:set(me, "borrowed", nil)
  ctx:logf("D13", "%s no longer has the ability of %s: her turn begins", words.who(ctx, me), ctx:def_name(copied[1]))
end

local function options(ctx, me)
  local opts = {}
  for _, p in ipairs(viewpoint.others(ctx, me)) do
    local c = ctx:top(p, "board")
    if c then opts[#opts + 1] = {verb = "copy", label = "copy " .. ctx:def_name(c), card = c} end
  end
  opts[#opts + 1] = {verb = "copy", label = "copy none"}
  return opts
end

local function refusals(ctx, me)
  local out = {{"copy " .. ctx:get(me, "character"), "Vera Custer copies another character, not herself (D13)"}}
  for p = 1, ctx:seat_count() do
    local c = not ctx:alive(p) and ctx:top(p, "board")
    if c then
      out[#out + 1] = {"copy " .. ctx:def_name(c), ctx:name(p) .. " is out of the game: Vera Custer copies a living character (D13)"}
    end
  end
  return out
end

return {
  draw_phase = function(ctx, me)
    local o = ask.choose(ctx, me, function()
      return options(ctx, me), function() return refusals(ctx, me) end
    end, "Vera Custer picks another living character whose ability she has until her next turn (D13)")
    if not o.card then
      ctx:logf("D13", "%s copies no one this turn", words.who(ctx, me))
      moves.draw(ctx, me, 2, moves.phase1(ctx, me))
      return
    end
    ctx:set(me, "borrowed", {o.card})
    ctx:logf("D13", "%s has the ability of %s until her next turn", words.who(ctx, me), ctx:def_name(o.card))
    local draw = ctx:script(o.card).draw_phase
    if draw then
      draw(ctx, me)
    else
      moves.draw(ctx, me, 2, moves.phase1(ctx, me))
    end
  end,
  on = on,
}
