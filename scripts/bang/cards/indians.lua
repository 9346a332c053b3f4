-- Indians!: every other player, clockwise from your left, discards a BANG!
-- or loses 1 life to you; Missed! and Barrel do not help (R36).
local common = import("common")
local respond = import("respond")
local damage = import("damage")

return {
  options = function(ctx, me, card, opts)
    opts[#opts + 1] = {label = "play " .. ctx:label(card), card = card}
  end,
  play = function(ctx, me, card)
    local what = ctx:label(card)
    common.discard(ctx, card)
    ctx:log(ctx:name(me) .. " plays " .. what .. " against every other player", "R36")
    for _, p in ipairs(common.others(ctx, me)) do
      if ctx:alive(p) and not respond.bang(ctx, p, ctx:name(me) .. "'s " .. what, "R36") then
        damage.hit(ctx, p, 1, me, {what = what})
      end
    end
  end,
}
