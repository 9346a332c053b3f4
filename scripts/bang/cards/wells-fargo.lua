-- Wells Fargo: draw 3 cards.
return import("phase2").draw_card(3)
