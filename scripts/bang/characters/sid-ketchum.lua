-- Sid Ketchum: at any of his own decisions, even out of turn and at 0 life,
-- he may discard two cards for +1 life, never above his maximum (R54); not
-- a Beer, so it works with two players left. Under seed-sid never above 4.
-- ask.lua adds these options to every decision that is his.
local moves = import("moves")
local words = import("words")

local function cap(ctx, me)
  local max, limit = ctx:get(me, "max_life"), ctx:rule("sid_life_cap")
  if limit > 0 and limit < max then return limit end
  return max
end

-- Each pair of cards in hand, as "ability discard A, B" (parts: verb =
-- "ability", cards = {A, B}); a single card, or any pair at full life, refused.
local function extra_options(ctx, me, offer)
  local hand = ctx:zone(me, "hand")
  local refusing = offer.refusing
  if refusing then
    for i = 1, #hand do
      offer:refuse("ability discard " .. ctx:label(hand[i]), "Sid Ketchum discards two cards for 1 life, not one (R54)")
    end
  end
  if #hand < 2 then return end
  local full = ctx:get(me, "life") >= cap(ctx, me)
  if full and not refusing then return end
  local labels = {}
  for i = 1, #hand do labels[i] = ctx:label(hand[i]) end
  for i = 1, #hand - 1 do
    for j = i + 1, #hand do
      local label = "ability discard " .. labels[i] .. ", " .. labels[j]
      if full then
        offer:refuse(label, "Sid Ketchum is already at " .. ctx:get(me, "life") .. " life, the most his ability allows (R54)")
      else
        offer:option{verb = "ability", label = label, card = hand[i], cards = {hand[i], hand[j]}}
      end
    end
  end
end

return {
  extra_options = extra_options,
  use_option = function(ctx, me, o)
    moves.discard(ctx, o.cards[1])
    moves.discard(ctx, o.cards[2])
    moves.heal(ctx, me, 1, cap(ctx, me))
    ctx:logf("R54", "%s discards %c and %c for 1 life (life %s)", words.who(ctx, me), o.cards[1], o.cards[2],
      ctx:get(me, "life"))
  end,
}
