-- Brawl (Dodge City): with a cost (D03), every other player discards a
-- card: for each, clockwise from your left, you choose one of their cards
-- in play or a random card from their hand. Those with no card are
-- skipped; with nobody holding one it cannot be played (D05).
local players = import("players")
local moves = import("moves")
local viewpoint = import("viewpoint")
local ask = import("ask")
local cost = import("dodge-city/cost")

local function has_cards(ctx, p) return ctx:card_count(p, "hand") + ctx:card_count(p, "table") > 0 end

-- The choices of the card `p` discards: each card in play, then the hand.
local function choices(ctx, p)
  local opts = {}
  for _, c in ipairs(ctx:zone(p, "table")) do
    opts[#opts + 1] = {verb = "discard", label = "discard " .. ctx:label(c) .. " of " .. ctx:name(p), card = c}
  end
  if ctx:card_count(p, "hand") > 0 then
    opts[#opts + 1] = {verb = "discard", label = "discard from the hand of " .. ctx:name(p), hand = true}
  end
  return opts
end

local function options(ctx, me, card, offer)
  for _, p in ipairs(offer.view.others) do
    if has_cards(ctx, p) then
      cost.options(ctx, me, card, offer, function(paid) paid:option{verb = "play", card = card} end)
      return
    end
  end
  if not offer.refusing then return end
  local why = "no other player has a card: Brawl has nobody to make discard (D05)"
  offer:refuse({verb = "play", card = card}, why)
  for _, c in ipairs(ctx:zone(me, "hand")) do
    if c ~= card then offer:refuse({verb = "play", card = card, cost = c}, why) end
  end
end

local function discard_one(ctx, me, card, p)
  if players.unaffected(ctx, p, {card}, me) then return end
  local o = ask.choose(ctx, me, function() return choices(ctx, p) end,
    ctx:name(me) .. " chooses the card " .. ctx:name(p) .. " discards for " .. ctx:label(card) .. " (D05)")
  local c = o.card or ctx:random_pick(ctx:zone(p, "hand"))
  moves.discard(ctx, c)
  ctx:logf("D05", "%p discards %c%s for %p's %c", p, c, o.hand and " (at random from the hand)" or "", me, card)
end

return {
  options = options,
  play = function(ctx, me, card, o)
    cost.pay(ctx, me, card, o)
    for _, p in ipairs(viewpoint.others(ctx, me)) do
      if ctx:alive(p) and has_cards(ctx, p) then discard_one(ctx, me, card, p) end
    end
  end,
}
