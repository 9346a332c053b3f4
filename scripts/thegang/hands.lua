-- The Gang: ranks and hands: a card's rank, a player's hand (pocket and
-- community), the ranking it makes so far.
local hands = {}

hands.VALUES = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}

function hands.value_text(rank) return hands.VALUES[rank - 1] end

-- A card's rank for counting (the suitless Jack's is J), 0 for none.
function hands.rank(ctx, card) return ctx:rank(card) or 0 end

function hands.hand(ctx, seat)
  local cards = {}
  for _, c in ipairs(ctx:zone(seat, "pocket")) do cards[#cards + 1] = c end
  for _, c in ipairs(ctx:zone(0, "community")) do cards[#cards + 1] = c end
  return cards
end

-- The ranking of fewer than five cards: what their ranks alone make.
local function small_ranking(ctx, cards)
  local count, pairs_, best = {}, 0, 1
  for _, c in ipairs(cards) do
    local r = hands.rank(ctx, c)
    count[r] = (count[r] or 0) + 1
  end
  for r = 2, 14 do
    local k = count[r] or 0
    if k == 2 then pairs_ = pairs_ + 1 end
    if k == 3 then best = math.max(best, 4) end
    if k == 4 then best = math.max(best, 8) end
  end
  if best == 1 and pairs_ >= 2 then best = 3 elseif best == 1 and pairs_ == 1 then best = 2 end
  if best == 4 and pairs_ >= 1 and #cards >= 5 then best = 7 end
  return ctx:hand_rankings()[best]
end

-- The ranking name of a player's best hand so far (pocket plus the community shown).
function hands.ranking_so_far(ctx, seat)
  local cards = hands.hand(ctx, seat)
  if #cards >= 5 then
    local _, name = ctx:hand_value(cards)
    return name
  end
  return small_ranking(ctx, cards)
end

return hands
