-- Hasty Getaway: no orange chips; the fourth card is turned, then the river.
return {
  skips = function(ctx, round) return round == 3 end,
}
