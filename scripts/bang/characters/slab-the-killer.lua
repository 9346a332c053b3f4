-- Slab the Killer: cancelling one of his BANG! cards takes two Missed!
-- (each successful Barrel "draw!" counts as one); his Gatling and Duel are
-- normal (R45). shoot.lua reads this number.
return {
  bang_needs = 2,
}
