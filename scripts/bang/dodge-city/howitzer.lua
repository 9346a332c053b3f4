-- Howitzer (Dodge City), green: in a later phase 2 of its holder, used
-- from play for a BANG! effect on every other player at any distance,
-- answered one at a time clockwise from the user's left as a Gatling is;
-- the user is the source of every loss (D01, D04).
local shots = import("dodge-city/shots")
local green = import("dodge-city/green")

return green.card(function(_, _, card, offer) offer:option{verb = "use", card = card} end,
  function(ctx, me, card) shots.each_other(ctx, me, card) end)
