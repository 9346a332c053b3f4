-- BANG!: what a decision reads again and again, asked of the engine once:
-- the other living players, the names, distances, reach, the cards in play.
local players = import("players")

local viewpoint = {}

local character = players.character

-- The other living players, clockwise from the left of `seat` (R58).
local function others(ctx, seat)
  local out = ctx:living(seat)
  if out[1] == seat then table.remove(out, 1) end
  return out
end
viewpoint.others = others

-- Every player's name by seat.
function viewpoint.all_names(ctx)
  local names = {}
  for p = 1, ctx:seat_count() do names[p] = ctx:name(p) end
  return names
end

-- What stays true for the whole of `me`'s turn, kept by the rules while the
-- turn lasts: every player's name (`names`, from viewpoint.all_names, if
-- given), `me`'s character module, and the "play CARD" labels of cards seen
-- in hand (filled by phase2.play_label).
function viewpoint.turn(ctx, me, names)
  return {names = names or viewpoint.all_names(ctx), ch = character(ctx, me), plays = {}}
end

-- What the options of one decision of `me` read again and again, asked of
-- the engine once: `ch` the character module, `others` the other living
-- players (clockwise from the left), `names[p]` the players' names. `turn`,
-- if given, is viewpoint.turn's for `me`. `dists` (viewpoint.distances), `reach`,
-- `limited` and `table` are filled when first asked. A card's `options`
-- finds it as `offer.view`.
function viewpoint.view(ctx, me, turn)
  local os = others(ctx, me)
  if turn then return {me = me, ch = turn.ch, others = os, names = turn.names, plays = turn.plays} end
  local names = {[me] = ctx:name(me)}
  for i = 1, #os do
    local p = os[i]
    names[p] = ctx:name(p)
  end
  return {me = me, ch = character(ctx, me), others = os, names = names}
end

-- The distances from the view's player to each of `v.others`, in that
-- order, asked once per decision.
function viewpoint.distances(v, ctx)
  local ds = v.dists
  if not ds then
    ds = {}
    local me, os = v.me, v.others
    local without = players.distance_without(ctx, me, v.ch)
    for i = 1, #os do ds[i] = ctx:distance(me, os[i], without) end
    v.dists = ds
  end
  return ds
end

-- The view's player's reach, asked once per decision.
function viewpoint.reach(v, ctx)
  local r = v.reach
  if not r then
    r = ctx:reach(v.me)
    v.reach = r
  end
  return r
end

-- The cards in play in front of the view's player, asked once per decision.
function viewpoint.own_table(v, ctx)
  local t = v.table
  if not t then
    t = ctx:zone(v.me, "table")
    v.table = t
  end
  return t
end

return viewpoint
