-- Sid Ketchum: at any of his own decisions, even out of turn and at 0 life,
-- he may discard two cards for +1 life, never above his maximum (R54); not
-- a Beer, so it works with two players left. Under seed-sid never above 4.
-- ask.lua adds these options to every decision that is his.
local common = import("common")

local function cap(ctx, me)
  local max, limit = ctx:get(me, "max_life"), ctx:rule("sid_life_cap")
  if limit > 0 and limit < max then return limit end
  return max
end

-- With `refusals` nil only the options are added (ask.lua builds the
-- refusals apart, when they are asked for).
local function extra_options(ctx, me, opts, refusals)
  local hand = ctx:zone(me, "hand")
  if refusals then
    for i = 1, #hand do
      refusals[#refusals + 1] = {"ability discard " .. ctx:label(hand[i]),
        "Sid Ketchum discards two cards for 1 life, not one (R54)"}
    end
  end
  if #hand < 2 then return end
  local full = ctx:get(me, "life") >= cap(ctx, me)
  if full and not refusals then return end
  local labels = {}
  for i = 1, #hand do labels[i] = ctx:label(hand[i]) end
  for i = 1, #hand - 1 do
    for j = i + 1, #hand do
      local label = "ability discard " .. labels[i] .. ", " .. labels[j]
      if full then
        refusals[#refusals + 1] = {label, "Sid Ketchum is already at " .. ctx:get(me, "life") ..
          " life, the most his ability allows (R54)"}
      else
        opts[#opts + 1] = {label = label, card = hand[i], cards = {hand[i], hand[j]}}
      end
    end
  end
end

return {
  extra_options = extra_options,
  quick_extra_options = extra_options,
  use_option = function(ctx, me, o)
    common.discard(ctx, o.cards[1])
    common.discard(ctx, o.cards[2])
    common.heal(ctx, me, 1, cap(ctx, me))
    ctx:logf("R54", "%s discards %c and %c for 1 life (life %s)", common.who(ctx, me), o.cards[1], o.cards[2],
      ctx:get(me, "life"))
  end,
}
