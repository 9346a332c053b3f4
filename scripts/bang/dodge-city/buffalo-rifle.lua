-- Buffalo Rifle (Dodge City), green: in a later phase 2 of its holder,
-- used from play for a BANG! effect on any other player at any distance;
-- not a BANG! card (D01, D04, D05).
local shots = import("dodge-city/shots")
local green = import("dodge-city/green")

return green.card(function(ctx, me, card, offer) shots.options(ctx, me, card, offer, nil, "use") end,
  function(ctx, me, card, o) shots.fire(ctx, me, card, o.target) end)
