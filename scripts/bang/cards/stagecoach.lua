-- Stagecoach: draw 2 cards.
return import("common").draw_card(2)
