-- Scrapper: any card of his hand is a Missed! for him (FR4); `uses_as` is
-- asked about every card that is not already the kind wanted, one that
-- counts as nothing too.
return {
  uses_as = function(_, _, _, as) return as == "missed" end,
}
