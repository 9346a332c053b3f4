-- Tequila Joe (Dodge City): each Beer he plays gives him 2 life instead of
-- 1, in his turn and at 0 life, never above his maximum (D16). With two
-- players left a Beer still gives nothing (R23). Wherever a card heals its
-- player the rules ask `heal_amount`.
return {
  heal_amount = function(ctx, _, card, amount)
    if ctx:def_name(card) == "Beer" then return amount + 1, "D16" end
    return amount
  end,
}
