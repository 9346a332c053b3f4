-- Cards with a cost (Rag Time, Brawl, Springfield, Tequila, Whisky): to
-- play one, discard any one other card of the hand with it, "play CARD +
-- COST". The cost is not played (no effect, not counted as a BANG!); it
-- goes to the discard pile first, the card on top, and stays paid whatever
-- the effect does (D03).
local moves = import("moves")

local cost = {}

-- The offer as the card's options see it, every option and refusal
-- carrying the cost card `c`.
local function with_cost(offer, c)
  return {
    view = offer.view,
    refusing = offer.refusing,
    option = function(_, o)
      o.cost = c
      return offer:option(o)
    end,
    refuse = function(_, o, why)
      if type(o) == "table" then o.cost = c end
      offer:refuse(o, why)
    end,
  }
end

-- Calls `add(offer)` once for each other card of the hand as the cost (a
-- card alike in every way to one before it once), the offer's options then
-- carrying it; refuses the card played with no cost.
function cost.options(ctx, me, card, offer, add)
  local seen, any = {}, false
  for _, c in ipairs(ctx:zone(me, "hand")) do
    local l = c ~= card and ctx:label(c)
    if l and not seen[l] then
      seen[l], any = true, true
      add(with_cost(offer, c))
    end
  end
  if not offer.refusing then return end
  local why = ctx:def_name(card) .. " costs another card of the hand, discarded with it: write 'play " ..
    ctx:label(card) .. " + CARD'" .. (any and "" or ", and " .. ctx:name(me) .. " has no other card") .. " (D03)"
  offer:refuse({verb = "play", card = card}, why)
  for _, p in ipairs(ctx:living()) do offer:refuse({verb = "play", card = card, target = p}, why) end
end

-- Pays the cost of the option chosen and discards the card over it.
function cost.pay(ctx, me, card, o)
  ctx:logf("D03", "%p discards %c, the cost, and plays %c on it", me, o.cost, card)
  moves.discard(ctx, o.cost)
  moves.discard(ctx, card)
end

return cost
