-- Blinder: in his turn the cards in play in front of the player he shoots
-- do not cancel the shot (FR11); the rules ask the shooter's `table_off`
-- before a Barrel's "draw!".
return {
  table_off = function(ctx, me) return ctx:turn() == me, "FR11" end,
}
