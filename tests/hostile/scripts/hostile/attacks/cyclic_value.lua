return { run = function(ctx)
  local v = {}
  v[1] = v
  ctx:set(0, "cycle", v)
end }
