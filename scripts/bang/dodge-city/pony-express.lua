-- Pony Express (Dodge City), green: in a later phase 2 of its holder, used
-- from play to draw 3 cards, a green Wells Fargo (D01).
local moves = import("moves")
local green = import("dodge-city/green")

return green.card(function(_, _, card, offer) offer:option{verb = "use", card = card} end, function(ctx, me, card)
  ctx:logf("D01", "%p uses %c from play and draws 3 cards", me, card)
  moves.draw(ctx, me, 3, ctx:label(card))
end)
