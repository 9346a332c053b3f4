-- 15 levels of 8 references to one table: 8^15 values once copied into the
-- game's state, in one call that the count hook sees as one instruction.
return { run = function(ctx)
  local v = {1}
  for _ = 1, 15 do local t = {} for i = 1, 8 do t[i] = v end v = t end
  ctx:set(0, "dag", v)
end }
