-- A plain find over a long string allocates nothing and reads every byte.
return { run = function(ctx)
  local s = string.rep("x", 1 << 20)
  for i = 1, 1000 do s:find("y", 1, true) end
end }
