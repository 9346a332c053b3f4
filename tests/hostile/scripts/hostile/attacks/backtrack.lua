-- A pattern that backtracks: each find takes about n^4 / 24 steps in C.
return { run = function(ctx)
  local s = string.rep("a", 60)
  for i = 1, 50 do s:find(".-.-.-b") end
end }
