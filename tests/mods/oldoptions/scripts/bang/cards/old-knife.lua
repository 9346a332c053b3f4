-- Old Knife, written the old way: options(ctx, me, card, opts, refusals).
-- Only the player on the left may be hit (OK1).
local common = import("common")
local damage = import("damage")

local function options(ctx, me, card, opts, refusals)
  local label = "play " .. ctx:label(card)
  local left = ctx:next_living(me)
  opts[#opts + 1] = {label = label .. " -> " .. ctx:name(left), card = card, target = left}
  if not refusals then return end
  for _, p in ipairs(common.others(ctx, me)) do
    if p ~= left then
      refusals[#refusals + 1] = {label .. " -> " .. ctx:name(p), "an Old Knife hits only the player on your left (OK1)"}
    end
  end
end

return {
  options = options,
  quick_options = options,
  play = function(ctx, me, card, o)
    common.discard(ctx, card)
    ctx:logf("OK1", "%p throws %c at %p", me, card, o.target)
    damage.hit(ctx, o.target, 1, me, {what = ctx:label(card)})
  end,
}
