-- Calamity Janet: BANG! and Missed! are interchangeable for her, both ways,
-- everywhere (R46); the seed-calamity rule keeps only BANG! as Missed!.
-- common.counts_as reads this flag.
return {
  interchangeable = true,
}
