-- s:upper() on a long string is one instruction for the count hook.
return { run = function(ctx)
  local s = string.rep("x", 1 << 20)
  for i = 1, 400 do s:upper() end
end }
