-- Noise Sensors: the 1-star chips of rounds 1 to 3 lie dark side up; once
-- taken from the centre they stay with their taker.
return {
  dark = function(ctx, stars, round) return stars == 1 and round <= 3 end,
}
