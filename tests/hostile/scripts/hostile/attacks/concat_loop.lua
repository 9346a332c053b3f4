-- `..` copies both strings in one instruction.
return { run = function(ctx)
  local s = string.rep("x", 1 << 19)
  for i = 1, 800 do local t = s .. i end
end }
