-- The same with the memory cap: the rethrown memory error's handler
-- overflows.
-- The run must still end with that error (core/sandbox/spent.h).
local reached, caught

-- Nests itself in xpcall as deep as Lua lets it; the deepest level runs out,
-- and the first level that catches what comes asks a decision.
local function nest(ctx)
  local ok = xpcall(nest, function(e) return e end, ctx)
  if not ok and not reached then
    reached = true
    local t = {} for i = 1, math.maxinteger do t[i] = { i, i, i, i } end
  elseif not ok and not caught then
    caught = true
    ctx:choose(1, { "carry on" })
  end
  return true
end

return { run = function(ctx)
  reached, caught = false, false
  nest(ctx)
  ctx:choose(1, { "after it all" })
end }
