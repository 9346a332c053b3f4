-- Panic!: take a card from a player at distance 1, whatever the weapon: a
-- card in play of your choosing, or a random card from the hand (R17).
-- Under seed-panic only a card in play.
local common = import("common")
local steal = import("steal")

local WITH_HAND = {reach = 1, hand = true, ruling = "R17"}
local NO_HAND = {
  reach = 1,
  hand = false,
  hand_refusal = "Panic! takes only a card in play under seed-panic (R17)",
  ruling = "R17",
}

local function options(ctx, me, card, opts, refusals, v)
  steal.options(ctx, me, card, opts, refusals, ctx:rule("panic_takes_hand") and WITH_HAND or NO_HAND, v)
end

return {
  options = options,
  quick_options = options,
  play = function(ctx, me, card, o)
    local narrating = ctx:narrating()
    if narrating then
      ctx:log(ctx:name(o.target) .. " is at distance " .. ctx:distance(me, o.target) .. " from " .. ctx:name(me) ..
        " (" .. ctx:distance_why(me, o.target) .. "): within Panic!'s distance of 1", "R17")
    end
    common.discard(ctx, card)
    local c = steal.pick(ctx, me, o)
    common.move(ctx, c, me, "hand")
    if not narrating then return end
    if o.hand then
      ctx:log(ctx:name(me) .. " takes a random card from " .. ctx:name(o.target) .. "'s hand with " .. ctx:label(card), "R17")
      ctx:tell(me, "You take " .. ctx:label(c))
      ctx:tell(o.target, ctx:name(me) .. " takes your " .. ctx:label(c))
    else
      ctx:log(ctx:name(me) .. " takes " .. ctx:label(c) .. " from in front of " .. ctx:name(o.target) ..
        " with " .. ctx:label(card), "R17")
    end
  end,
}
