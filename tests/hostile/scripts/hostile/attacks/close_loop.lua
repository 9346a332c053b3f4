-- A to-be-closed value runs its __close when a failed run's coroutine is
-- reset, outside the budget: a loop there would never end. __close is
-- refused like __gc.
return { run = function(ctx)
  local guard <close> = setmetatable({}, { __close = function() while true do end end })
  error("fail, so that the coroutine is reset")
end }
