-- A list of 300,000 values copied into the state at every call.
return { run = function(ctx)
  local list = {}
  for i = 1, 300000 do list[i] = i end
  while true do ctx:set(0, "list", list) end
end }
