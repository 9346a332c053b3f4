-- Packrat: his hand limit at the end of his turn is 8 cards, whatever his
-- life (FR1); the rules' phase 3 asks `hand_limit`.
return {
  hand_limit = function() return 8, "FR1" end,
}
