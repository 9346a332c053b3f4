-- Knife (Dodge City), green: in a later phase 2 of its holder, used from
-- play for a BANG! effect on a player at distance 1, whatever the weapon;
-- not a BANG! card (D01, D04, D05).
local shots = import("dodge-city/shots")
local green = import("dodge-city/green")

return green.card(function(ctx, me, card, offer) shots.options(ctx, me, card, offer, 1, "use") end,
  function(ctx, me, card, o) shots.fire(ctx, me, card, o.target) end)
