-- Strong Beer: a wrapper. It is given the Beer's module and returns the
-- Beer's new module: the same functions, with `play` giving one more life
-- once the Beer's own effect has given one.
local common = import("common")

return function(beer)
  local strong = {}
  for key, value in pairs(beer) do strong[key] = value end  -- a copy: order does not matter

  function strong.play(ctx, me, card, o)
    local before = ctx:get(me, "life")
    beer.play(ctx, me, card, o)
    if ctx:get(me, "life") > before and common.heal(ctx, me, 1) > 0 then
      ctx:logf("SB1", "The Beer is strong: %p regains 1 more life (life %d)", me, ctx:get(me, "life"))
    end
  end

  return strong
end
