-- Brewer: a Beer heals him 2 life instead of 1, in his turn and at 0 life
-- (FR2); the rules ask `heal_amount` wherever a card heals its player.
return {
  heal_amount = function(ctx, _, card, amount)
    if ctx:def_name(card) == "Beer" then return amount + 1, "FR2" end
    return amount
  end,
}
