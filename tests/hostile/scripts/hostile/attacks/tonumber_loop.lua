-- tonumber and arithmetic on a string read all of it at every call.
return { run = function(ctx)
  local digits = string.rep("1", 1 << 20)
  while true do local _ = tonumber(digits, 2) or (digits + 0) end
end }
