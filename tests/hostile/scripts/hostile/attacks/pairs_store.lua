-- pairs() on a frozen module once returned the table behind it, which a
-- script could write: string.upper changed for every later game.
return { run = function(ctx)
  local _, store = pairs(string)
  store.upper = function() return "changed" end
  local _, rules = pairs(import("game"))
  rules.run = function() end
  error("a frozen module's store was written")
end }
