-- Willy the Kid: any number of BANG! cards in his turn (R55); each still
-- needs a target within reach. shoot.lua reads this flag.
return {
  unlimited_bang = true,
}
