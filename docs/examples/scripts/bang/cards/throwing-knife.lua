-- Throwing Knife: a shot at a player at distance 2 or less, whatever the
-- weapon. The shot goes through BANG!'s one response window (respond.shot):
-- Barrel "draw!"s first, then the target may play Missed! cards. It is no
-- BANG!: the `bangs` count of the turn is left alone.
local common = import("common")
local respond = import("respond")
local damage = import("damage")

local RANGE = 2

return {
  -- Every target is either an option or a refusal with its reason, so a
  -- record that throws too far is told why.
  options = function(ctx, me, card, offer)
    for _, p in ipairs(common.others(ctx, me)) do
      local d = ctx:distance(me, p)
      local throw = {verb = "play", card = card, target = p}
      if d <= RANGE then
        offer:option(throw)
      else
        offer:refuse(throw, ctx:name(p) .. " is at distance " .. d ..
          ": a Throwing Knife flies 2 at most, whatever the weapon (TK1)")
      end
    end
    offer:refuse({verb = "play", card = card, target = me}, "a Throwing Knife is thrown at another player (TK1)")
  end,

  play = function(ctx, me, card, o)
    local what = ctx:label(card)
    ctx:logf("TK1", "%p throws %c at %p, at distance %d", me, card, o.target, ctx:distance(me, o.target))
    common.discard(ctx, card)
    if not respond.shot(ctx, o.target, {by = me, what = what}) then
      damage.hit(ctx, o.target, 1, me, {what = what})
    end
  end,
}
