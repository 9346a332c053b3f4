-- A state value nested far deeper than any game needs.
return { run = function(ctx)
  local v = {}
  for _ = 1, 100000 do v = { v } end
  ctx:set(0, "deep", v)
end }
