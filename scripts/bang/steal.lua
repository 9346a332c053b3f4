-- Panic!, Cat Balou and the cards that act as they do: the player picks a card in play in front of the
-- target, or the target's hand for a random card (R17, R18).
local players = import("players")
local moves = import("moves")
local viewpoint = import("viewpoint")

local steal = {}

-- rules = {reach = 1 or nil (any distance), hand = whether the hand may be chosen,
--          hand_refusal = reason when it may not, ruling = "R17"}
-- The options' parts: target, and hand = true (a random card from the hand)
-- or pick (the card in play chosen).
--
-- A card named that is not in play in front of the target, and the
-- player's own cards: refused whatever the distance. Hidden cards are not
-- told apart from cards elsewhere, so the reason gives nothing away.
local function elsewhere_refusals(ctx, me, card, offer, ruling)
  local v = offer.view
  local others, names = v.others, v.names
  local what = ctx:def_name(card)
  local mine = what .. " takes a card from another player, never one's own (" .. ruling .. ")"
  offer:refuse({verb = "play", card = card, target = me, hand = true}, mine)
  for _, c in ipairs(ctx:zone(me, "table")) do
    offer:refuse({verb = "play", card = card, target = me, pick = c}, mine)
  end
  local deck = ctx:cards_of("card")
  for i = 1, #others do
    local p, who = others[i], names[others[i]]
    -- A name in play there is left to the other refusals: a label may leave out the (RankSuit).
    local in_play = {}
    for _, c in ipairs(ctx:zone(p, "table")) do in_play[ctx:def_name(c)] = true end
    for _, c in ipairs(deck) do
      if not in_play[ctx:def_name(c)] and c ~= card then
        offer:refuse({verb = "play", card = card, target = p, pick = c}, ctx:label(c) ..
          " is not in play in front of " .. who .. ": name a card in play there, or the hand for a random card (" ..
          ruling .. ")")
      end
    end
  end
end

function steal.options(ctx, me, card, offer, rules)
  local v = offer.view
  local refusing = offer.refusing
  if refusing then elsewhere_refusals(ctx, me, card, offer, rules.ruling) end
  local others, names = v.others, v.names
  local reach = rules.reach
  local ds = reach and viewpoint.distances(v, ctx)
  for i = 1, #others do
    local p = others[i]
    local d = ds and ds[i]
    if d and d > reach then
      if refusing then
        local why = names[p] .. " is at distance " .. d .. " (" ..
          ctx:distance_why(me, p, players.distance_without(ctx, me, v.ch)) .. "); " ..
          ctx:def_name(card) .. " reaches distance " .. reach .. " only, whatever the weapon (R14, " ..
          rules.ruling .. ")"
        offer:refuse({verb = "play", card = card, target = p, hand = true}, why)
        for _, c in ipairs(ctx:zone(p, "table")) do
          offer:refuse({verb = "play", card = card, target = p, pick = c}, why)
        end
      end
    else
      if not rules.hand then
        offer:refuse({verb = "play", card = card, target = p, hand = true}, rules.hand_refusal)
      elseif ctx:card_count(p, "hand") == 0 then
        offer:refuse({verb = "play", card = card, target = p, hand = true},
          names[p] .. " has no card in hand (" .. rules.ruling .. ")")
      else
        offer:option{verb = "play", card = card, target = p, hand = true}
      end
      local cards = ctx:zone(p, "table")
      for k = 1, #cards do
        offer:option{verb = "play", card = card, target = p, pick = cards[k]}
      end
    end
  end
end

-- The card taken: the one chosen in play, or a random one from the hand.
function steal.pick(ctx, me, o)
  if o.pick then return o.pick end
  local c = ctx:random_pick(ctx:zone(o.target, "hand"))
  return c
end

-- `me` takes the card the option names into the hand, with `card` (unless
-- the target is unaffected by it): a card from the hand is told only to
-- the two of them.
function steal.take(ctx, me, card, o, ruling)
  if players.unaffected(ctx, o.target, {card}, me) then return end
  local c = steal.pick(ctx, me, o)
  moves.move(ctx, c, me, "hand")
  if o.hand then
    ctx:logf(ruling, "%p takes a random card from %p's hand with %c", me, o.target, card)
    ctx:tellf(me, nil, "You take %c", c)
    ctx:tellf(o.target, nil, "%p takes your %c", me, c)
  else
    ctx:logf(ruling, "%p takes %c from in front of %p with %c", me, c, o.target, card)
  end
end

-- The target discards the card the option names, made to by `me`'s `card`
-- (unless unaffected by it).
function steal.discard(ctx, me, card, o, ruling)
  if players.unaffected(ctx, o.target, {card}, me) then return end
  local c = steal.pick(ctx, me, o)
  moves.discard(ctx, c)
  ctx:logf(ruling, "%p's %c makes %p discard %c%s", me, card, o.target, c,
    o.hand and " (at random from the hand)" or "")
end

return steal
