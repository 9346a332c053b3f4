-- Panic! and Cat Balou: the player picks a card in play in front of the
-- target, or the target's hand for a random card (R17, R18).
local common = import("common")

local steal = {}

-- rules = {reach = 1 or nil (any distance), hand = whether the hand may be chosen,
--          hand_refusal = reason when it may not, ruling = "R17"}
-- With `refusals` nil only the options are added; `v` is common.view's.
-- A card named that is not in play in front of the target, and the
-- player's own cards: refused whatever the distance. Hidden cards are not
-- told apart from cards elsewhere, so the reason gives nothing away.
local function elsewhere_refusals(ctx, me, card, label, others, names, refusals, ruling)
  local what = ctx:def_name(card)
  local mine = what .. " takes a card from another player, never one's own (" .. ruling .. ")"
  refusals[#refusals + 1] = {label .. " -> hand of " .. names[me], mine}
  for _, c in ipairs(ctx:zone(me, "table")) do
    refusals[#refusals + 1] = {label .. " -> " .. ctx:label(c) .. " of " .. names[me], mine}
  end
  local deck = ctx:cards_of("card")
  for i = 1, #others do
    local p, who = others[i], names[others[i]]
    -- A name in play there is left to the other refusals: a label may leave out the (RankSuit).
    local in_play = {}
    for _, c in ipairs(ctx:zone(p, "table")) do in_play[ctx:def_name(c)] = true end
    for _, c in ipairs(deck) do
      if not in_play[ctx:def_name(c)] and c ~= card then
        refusals[#refusals + 1] = {label .. " -> " .. ctx:label(c) .. " of " .. who, ctx:label(c) ..
          " is not in play in front of " .. who .. ": name a card in play there, or the hand for a random card (" ..
          ruling .. ")"}
      end
    end
  end
end

function steal.options(ctx, me, card, opts, refusals, rules, v)
  local label, others, names, view = common.targets(ctx, me, card, v)
  if refusals then elsewhere_refusals(ctx, me, card, label, others, names, refusals, rules.ruling) end
  local reach = rules.reach
  local ds = reach and common.distances(view, ctx)
  for i = 1, #others do
    local p = others[i]
    local who = names[p]
    local d = ds and ds[i]
    if d and d > reach then
      if refusals then
        local why = who .. " is at distance " .. d .. " (" .. ctx:distance_why(me, p) .. "); " ..
          ctx:def_name(card) .. " reaches distance " .. reach .. " only, whatever the weapon (R14, " ..
          rules.ruling .. ")"
        refusals[#refusals + 1] = {label .. " -> hand of " .. who, why}
        for _, c in ipairs(ctx:zone(p, "table")) do
          refusals[#refusals + 1] = {label .. " -> " .. ctx:label(c) .. " of " .. who, why}
        end
      end
    else
      if not rules.hand then
        if refusals then refusals[#refusals + 1] = {label .. " -> hand of " .. who, rules.hand_refusal} end
      elseif ctx:size(p, "hand") == 0 then
        if refusals then
          refusals[#refusals + 1] = {label .. " -> hand of " .. who, who .. " has no card in hand (" .. rules.ruling .. ")"}
        end
      else
        opts[#opts + 1] = {label = label .. " -> hand of " .. who, card = card, target = p, hand = true}
      end
      local cards = ctx:zone(p, "table")
      for k = 1, #cards do
        local c = cards[k]
        opts[#opts + 1] = {label = label .. " -> " .. ctx:label(c) .. " of " .. who, card = card, target = p, pick = c}
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

return steal
