-- Calamity Janet: BANG! and Missed! are interchangeable for her, both ways,
-- everywhere (R46); the seed-calamity rule keeps only BANG! as Missed!.
-- kinds.counts_as asks `uses_as` of a card that is not already the kind
-- wanted; the refusals of the response window and of Missed! in phase 2
-- give her reason. A card whose module `keeps_kind` is only ever what it
-- counts as, never swapped.
local ONE_WAY = "under seed-calamity Calamity Janet uses BANG! as Missed! only, not Missed! as BANG! (R46)"

return {
  uses_as = function(ctx, _, card, as)
    if ctx:script(card).keeps_kind then return false end
    local real = ctx:def_get(card, "counts_as")
    if as == "missed" then return real == "bang" end
    if as ~= "bang" or real ~= "missed" then return false end
    if ctx:rule("calamity_missed_as_bang") then return true end
    return false, ONE_WAY
  end,
}
