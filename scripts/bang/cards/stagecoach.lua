-- Stagecoach: draw 2 cards.
return import("phase2").draw_card(2)
