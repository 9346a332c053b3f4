-- Sean Mallory (Dodge City): his hand limit in phase 3 is 10 cards, not his
-- life; above 10 he discards down to 10 (D14). Phase 3 asks `hand_limit`.
return {
  hand_limit = function() return 10, "D14" end,
}
