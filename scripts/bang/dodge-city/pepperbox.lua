-- Pepperbox (Dodge City), green: in a later phase 2 of its holder, used
-- from play for a BANG! effect on a player within the weapon's reach; not
-- a BANG! card (D01, D04, D05).
local shots = import("dodge-city/shots")
local green = import("dodge-city/green")

return green.card(function(ctx, me, card, offer) shots.options(ctx, me, card, offer, "reach", "use") end,
  function(ctx, me, card, o) shots.fire(ctx, me, card, o.target) end)
