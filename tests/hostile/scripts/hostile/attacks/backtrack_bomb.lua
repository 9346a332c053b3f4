-- The same on a longer subject would run for days: it is refused before it starts.
return { run = function(ctx)
  local s = string.rep("a", 100000)
  s:find(".-.-.-.-.-b")
end }
