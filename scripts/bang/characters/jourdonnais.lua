-- Jourdonnais: a built-in Barrel; with a real one as well he makes two
-- separate "draw!"s against a shot (R44). respond.lua reads this flag.
return {
  builtin_barrel = true,
}
