-- `..` copies both strings in one instruction.
return { run = function(ctx)
  local s = string.rep("x", 1 << 20)
  for i = 1, 400 do local t = s .. i end
end }
