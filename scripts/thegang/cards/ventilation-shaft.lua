-- Ventilation Shaft: the top chips (as many stars as players) of rounds 1
-- to 3 lie dark side up; once taken from the centre they stay with their taker.
return {
  dark = function(ctx, stars, round) return stars == ctx:seat_count() and round <= 3 end,
}
