-- Quick Access: no white chips; after the deal, straight to the flop.
return {
  skips = function(ctx, round) return round == 1 end,
}
