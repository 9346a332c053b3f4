-- Wells Fargo: draw 3 cards.
return import("common").draw_card(3)
