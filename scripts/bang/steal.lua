-- Panic! and Cat Balou: the player picks a card in play in front of the
-- target, or the target's hand for a random card (R17, R18).
local common = import("common")

local steal = {}

-- rules = {reach = 1 or nil (any distance), hand = whether the hand may be chosen,
--          hand_refusal = reason when it may not, ruling = "R17"}
function steal.options(ctx, me, card, opts, refusals, rules)
  local label = "play " .. ctx:label(card)
  for _, p in ipairs(common.others(ctx, me)) do
    local who = ctx:name(p)
    local tries = {}
    tries[#tries + 1] = {label = label .. " -> hand of " .. who, card = card, target = p, hand = true}
    for _, c in ipairs(ctx:zone(p, "table")) do
      tries[#tries + 1] = {label = label .. " -> " .. ctx:label(c) .. " of " .. who, card = card, target = p, pick = c}
    end
    local d = ctx:distance(me, p)
    for _, t in ipairs(tries) do
      if rules.reach and d > rules.reach then
        refusals[#refusals + 1] = {t.label, who .. " is at distance " .. d .. "; " .. ctx:card_name(card) ..
          " reaches distance " .. rules.reach .. " only, whatever the weapon (" .. rules.ruling .. ")"}
      elseif t.hand and not rules.hand then
        refusals[#refusals + 1] = {t.label, rules.hand_refusal}
      elseif t.hand and ctx:size(p, "hand") == 0 then
        refusals[#refusals + 1] = {t.label, who .. " has no card in hand (" .. rules.ruling .. ")"}
      else
        opts[#opts + 1] = t
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
