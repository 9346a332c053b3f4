-- string.rep makes a long string in one instruction: each one is charged
-- its length, so a loop of them meets the budget.
return { run = function(ctx)
  for i = 1, 400 do local s = string.rep("x", 1 << 20) end
end }
